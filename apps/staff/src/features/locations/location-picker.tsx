import { Link } from 'react-router';
import type { StaffRole } from '../../lib/api-types.ts';
import { getLastLocation } from '../../lib/session.ts';
import { signOut, useMe } from '../auth/me-context.tsx';
import './location-picker.css';

const locationPath = (restaurantId: string, locationId: string) =>
  `/restaurants/${encodeURIComponent(restaurantId)}/locations/${encodeURIComponent(locationId)}`;

/** Where this device works today: one card per location the staff member may run. */
export function LocationPicker() {
  const { me, error } = useMe();
  return (
    <main className="picker">
      <header className="picker__head">
        <div>
          <h1>Choose a location</h1>
          {me && <p className="picker__who">Signed in as {me.user.name || me.user.email}</p>}
        </div>
        <div className="picker__actions">
          <Link className="btn" to="/password">
            Change password
          </Link>
          <button type="button" className="btn" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!me && !error && <p className="picker__loading">Loading your restaurants…</p>}
      {me?.staff.length === 0 && (
        <p className="form-error" role="alert">
          This account is not on the staff of any restaurant.
        </p>
      )}
      {me?.staff.map((role) => (
        <RestaurantLocations key={role.restaurantId} role={role} />
      ))}
    </main>
  );
}

/** The restaurant's name and every location this staff member may run, straight from /api/me. */
function RestaurantLocations({ role }: { role: StaffRole }) {
  const last = getLastLocation();
  const locations = role.locations.filter((location) => !location.inactive);
  const name = role.restaurantName || role.restaurantId;
  return (
    <section className="picker__restaurant" aria-label={name}>
      <h2>
        {name}
        <span className="picker__role">{role.role === 'manager' ? 'Manager' : 'Staff'}</span>
      </h2>
      {role.role === 'manager' && (
        <Link className="btn picker__manage" to={`/manage/${encodeURIComponent(role.restaurantId)}`}>
          Manage restaurant
        </Link>
      )}
      {locations.length === 0 ? (
        <p className="picker__help">This restaurant has no open locations you can run yet.</p>
      ) : (
        <ul className="picker__list">
          {locations.map((location) => {
            const lastUsed = last?.restaurantId === role.restaurantId && last.locationId === location.id;
            return (
              <li key={location.id}>
                <Link className="picker__card" to={locationPath(role.restaurantId, location.id)}>
                  <strong>{location.locationName}</strong>
                  <span>{location.address}</span>
                  {lastUsed && <span className="picker__last">Last used on this device</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
