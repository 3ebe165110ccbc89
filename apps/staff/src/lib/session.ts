import { useSyncExternalStore } from 'react';

/** The signed-in staff member's session, kept across reloads so a tablet stays signed in. */
export interface Session {
  token: string;
  email: string;
}

const KEY = 'orderly.staff.session';
const LAST_LOCATION_KEY = 'orderly.staff.lastLocation';
const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    return typeof parsed.token === 'string' && typeof parsed.email === 'string'
      ? { token: parsed.token, email: parsed.email }
      : null;
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session | null) {
  current = session;
  try {
    if (session) localStorage.setItem(KEY, JSON.stringify(session));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: the session lives until the tab closes.
  }
  for (const listener of listeners) listener();
}

export function useSession(): Session | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

export interface LastLocation {
  restaurantId: string;
  locationId: string;
}

export function getLastLocation(): LastLocation | null {
  try {
    const raw = localStorage.getItem(LAST_LOCATION_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<LastLocation>) : null;
    return parsed?.restaurantId && parsed.locationId
      ? { restaurantId: parsed.restaurantId, locationId: parsed.locationId }
      : null;
  } catch {
    return null;
  }
}

export function setLastLocation(location: LastLocation) {
  try {
    localStorage.setItem(LAST_LOCATION_KEY, JSON.stringify(location));
  } catch {
    // Not remembered: the picker asks again next time.
  }
}
