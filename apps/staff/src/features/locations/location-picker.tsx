import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import type { LocationInfo, StaffRole } from '../../lib/api-types.ts';
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
        <button type="button" className="btn" onClick={() => void signOut()}>
          Sign out
        </button>
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

function RestaurantLocations({ role }: { role: StaffRole }) {
  const last = getLastLocation();
  const [known, setKnown] = useState<string | null>(
    role.locationIds?.[0] ?? (last?.restaurantId === role.restaurantId ? last.locationId : null),
  );
  const [info, setInfo] = useState<LocationInfo | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!known) return;
    let cancelled = false;
    api<LocationInfo>(
      `/guest/restaurants/${encodeURIComponent(role.restaurantId)}/locations/${encodeURIComponent(known)}`,
    )
      .then((data) => !cancelled && setInfo(data))
      .catch((caught: Error) => !cancelled && setError(caught.message));
    return () => {
      cancelled = true;
    };
  }, [known, role.restaurantId]);

  const locations = (info?.locations ?? []).filter(
    (location) => !location.inactive && (role.locationIds === null || role.locationIds.includes(location.id)),
  );

  return (
    <section className="picker__restaurant" aria-label={info?.restaurant.name ?? role.restaurantId}>
      <h2>
        {info?.restaurant.name ?? role.restaurantId}
        <span className="picker__role">{role.role === 'manager' ? 'Manager' : 'Staff'}</span>
      </h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {known ? (
        <ul className="picker__list">
          {locations.map((location) => (
            <li key={location.id}>
              <Link className="picker__card" to={locationPath(role.restaurantId, location.id)}>
                <strong>{location.locationName}</strong>
                <span>{location.address}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <LocationCodeForm restaurantId={role.restaurantId} onKnown={setKnown} />
      )}
    </section>
  );
}

/**
 * The server lists a restaurant's locations only by one of them, and an all-locations staff member
 * on a new device has none yet: the location's code (the id in the customer link) opens it.
 */
function LocationCodeForm({
  restaurantId,
  onKnown,
}: {
  restaurantId: string;
  onKnown: (id: string) => void;
}) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = code.trim().toLowerCase();
    if (!id) return setError('Enter the location code.');
    try {
      await api<LocationInfo>(
        `/guest/restaurants/${encodeURIComponent(restaurantId)}/locations/${encodeURIComponent(id)}`,
      );
      onKnown(id);
      navigate(locationPath(restaurantId, id));
    } catch (caught) {
      setError((caught as Error).message);
    }
  };
  return (
    <form className="picker__code" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`code-${restaurantId}`}>Location code</label>
        <input
          id={`code-${restaurantId}`}
          className="input"
          value={code}
          autoCapitalize="none"
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={`code-help-${restaurantId}`}
        />
        <p id={`code-help-${restaurantId}`} className="picker__help">
          The word after /locations/ in your restaurant's ordering link, e.g. downtown.
        </p>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button className="btn btn--primary btn--big" type="submit">
        Open location
      </button>
    </form>
  );
}
