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
  chosenOrderType: OrderType;
}

// Also read by the boot script of index.html (first-screen-preload.ts) to fetch the location early.
const KEY = 'orderly.session';
const EMPTY: Session = {
  restaurantId: null,
  locationId: null,
  tableId: null,
  kiosk: false,
  chosenOrderType: '',
};

let session: Session = { ...EMPTY, ...(readStored<Partial<Session>>(KEY) ?? {}) };
const listeners = new Set<() => void>();

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
