import type { OrderType } from '@orderly/domain';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage.ts';

/**
 * Where the customer is ordering: restaurant and location from the entry link, the table for
 * dine-in, virtual-kiosk mode and the order type picked so far. Kept in localStorage so a reload
 * or a later visit lands at the same restaurant.
 */
export interface Session {
  restaurantId: string | null;
  locationId: string | null;
  tableId: string | null;
  kiosk: boolean;
  /** The kiosk this device is (its link's id), kept when Takeout clears the table (decision 0092). */
  kioskId: string | null;
  /**
   * This kiosk customer's visit: new each time the kiosk starts over, so nothing of an earlier
   * customer (an order-complete page in the browser's history) shows to the next one.
   */
  kioskVisit: string | null;
  chosenOrderType: OrderType;
}

// Also read by the boot script of index.html (first-screen-preload.ts) to fetch the location early.
const KEY = 'orderly.session';
const EMPTY: Session = {
  restaurantId: null,
  locationId: null,
  tableId: null,
  kiosk: false,
  kioskId: null,
  kioskVisit: null,
  chosenOrderType: '',
};

let session: Session = { ...EMPTY, ...(readStored<Partial<Session>>(KEY) ?? {}) };
const listeners = new Set<() => void>();

/** The session's storage key: what the kiosk keeps when it forgets a customer (kiosk-reset.ts). */
export const SESSION_KEY = KEY;

export function getSession(): Session {
  return session;
}

export function updateSession(change: Partial<Session>): void {
  session = { ...session, ...change };
  writeStored(KEY, session);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}
