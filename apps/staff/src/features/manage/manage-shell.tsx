import { rememberZoneOffsets } from '@orderly/domain';
import { useEffect } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { getLastLocation, useSession } from '../../lib/session.ts';
import { signOut, useMe } from '../auth/me-context.tsx';
import { type ManagedRestaurant, useManageCall } from './manage-api.ts';
import type { ManageContext } from './manage-context.ts';
import { sortedSections } from './manage-sections.ts';
import { NavIcon } from './nav-icon.tsx';
import './manage.css';

/**
 * The back office (issue 16): a manager area of the staff app at /staff/manage/:restaurantId/…,
 * loaded only when opened. Signed in, a manager of this restaurant, or a sentence saying why not.
 */
export function ManageShell() {
  const session = useSession();
  const location = useLocation();
  const { me, error } = useMe();
  const { restaurantId = '' } = useParams();
  if (!session) return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname)}`} replace />;
  if (error) return <ManageNotice title="We could not load your account" body={error} />;
  if (!me) return <ManageNotice title="Loading…" />;
  const role = me.staff.find((entry) => entry.restaurantId === restaurantId);
  if (role?.role !== 'manager') {
    return (
      <ManageNotice
        title="Managers only"
        body="Only managers of this restaurant can do that. Ask a manager to invite you as one, or sign in with another account."
      />
    );
  }
  return <Shell restaurantId={restaurantId} />;
}

function ManageNotice({ title, body }: { title: string; body?: string }) {
  return (
    <main className="notice">
      <h1>{title}</h1>
      {body && <p>{body}</p>}
      {body && (
        <div className="notice__actions">
          <Link className="btn btn--primary btn--big" to="/">
            Choose location
          </Link>
          <button type="button" className="btn btn--big" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      )}
    </main>
  );
}

/** Where "Back to the kitchen" goes: the location this device last ran, else the first one held. */
function kitchenPath(restaurant: ManagedRestaurant): string {
  const last = getLastLocation();
  const held = restaurant.locations.filter(
    (location) =>
      !location.inactive &&
      (restaurant.managerLocationIds === null || restaurant.managerLocationIds.includes(location.id)),
  );
  const locationId =
    last?.restaurantId === restaurant.id && held.some((location) => location.id === last.locationId)
      ? last.locationId
      : held[0]?.id;
  return locationId
    ? `/restaurants/${encodeURIComponent(restaurant.id)}/locations/${encodeURIComponent(locationId)}`
    : '/';
}

function Shell({ restaurantId }: { restaurantId: string }) {
  const loaded = useManageCall('getManagedRestaurant', { params: { restaurantId } });
  const restaurant = loaded.data?.restaurant ?? null;
  // Times (activity, hours) on the restaurant's clock, by the server's tz database.
  rememberZoneOffsets(restaurant?.zoneOffsets);
  const sections = sortedSections();
  const { pathname } = useLocation();
  const base = `/manage/${encodeURIComponent(restaurantId)}`;
  const current = sections.find((section) => pathname.includes(`${base}/${section.path}`));

  useEffect(() => {
    if (!restaurant) return;
    document.title = `${current ? `${current.label} · ` : ''}${restaurant.name} back office`;
  }, [restaurant, current]);

  if (!restaurant) {
    return loaded.error ? (
      <ManageNotice title="We could not open the back office" body={loaded.error} />
    ) : (
      <ManageNotice title="Opening the back office…" />
    );
  }
  const context: ManageContext = { restaurantId, restaurant, reloadRestaurant: loaded.reload };

  return (
    <div className="manage">
      <a className="skip-link manage__skip" href="#manage-main">
        Skip to the section
      </a>
      <header className="manage-top">
        <div className="manage-top__brand">
          {restaurant.logo && <img className="manage-top__logo" src={restaurant.logo} alt="" />}
          <div>
            <p className="manage-top__name">{restaurant.name}</p>
            <p className="manage-top__area">Back office</p>
          </div>
        </div>
        <div className="manage-top__tools">
          <Link className="btn" to={kitchenPath(restaurant)}>
            <NavIcon d="m15 18-6-6 6-6" />
            Back to the kitchen
          </Link>
          <button type="button" className="btn btn--ghost" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <div className="manage-body">
        <nav className="manage-nav" aria-label="Back office sections">
          <ul>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink className="manage-nav__link" to={`${base}/${section.path}`}>
                  <NavIcon d={section.icon} />
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="manage-main" id="manage-main" tabIndex={-1}>
          <Outlet context={context} />
        </main>
      </div>
    </div>
  );
}
