import { useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session.ts';

/**
 * The table visit this browser joined (decision 0093): its token, kept in sessionStorage for the
 * tab the guest sits at, keyed by restaurant and table (a reload keeps the same guest; a new
 * browser tab, or the next diner on a shared device after the browser closes, starts apart).
 * A token that opens nothing any more is forgotten at once: nothing of an earlier visit shows.
 */

const keyOf = (restaurantId: string, tableId: string) => `orderly.visit:${restaurantId}:${tableId}`;
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

export function readVisitToken(restaurantId: string | null, tableId: string | null): string | null {
  return restaurantId && tableId ? read(keyOf(restaurantId, tableId)) : null;
}

export function keepVisitToken(restaurantId: string, tableId: string, token: string): void {
  try {
    window.sessionStorage.setItem(keyOf(restaurantId, tableId), token);
  } catch {
    // Storage is a convenience: the guest joins again after a reload.
  }
  notify();
}

/** Forgets the table's token (it answered 404: the visit is over, or it never was). */
export function forgetVisitToken(restaurantId: string | null, tableId: string | null): void {
  if (!restaurantId || !tableId) return;
  try {
    window.sessionStorage.removeItem(keyOf(restaurantId, tableId));
  } catch {
    // Nothing kept, nothing to forget.
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visit token held for the session's table, or null (no table, or not joined). */
export function useVisitToken(): string | null {
  const { restaurantId, tableId, kiosk } = useSession();
  return useSyncExternalStore(subscribe, () => (kiosk ? null : readVisitToken(restaurantId, tableId)));
}

/** The table's link (its QR code): scanning it again joins the table's visit. */
export const tableLink = (restaurantId: string, locationId: string, tableId: string) =>
  `/restaurants/${encodeURIComponent(restaurantId)}/locations/${encodeURIComponent(locationId)}/tables/${encodeURIComponent(tableId)}`;

/** The table's shared tab (TABLE_TAB). */
export const tableTabLink = (restaurantId: string, locationId: string, tableId: string) =>
  `${tableLink(restaurantId, locationId, tableId)}/tab`;
