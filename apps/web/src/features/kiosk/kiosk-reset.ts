import { getSession, SESSION_KEY, type Session } from '../../lib/session.ts';

/*
 * A kiosk forgets each customer (decision 0092): after FINISH, or a minute with nobody touching it,
 * everything this device keeps goes (the cart, a signed-in session, the tracking links of guests'
 * orders, the checkout's picks: promo code, tip) except what makes it this kiosk: the restaurant,
 * the location, the kiosk's id and kiosk mode (and the brands' logos and colours for the splash,
 * which are nobody's data). Then the start screen opens as a new page, so nothing stays in memory.
 */

/** Kept across customers: the brand cache (brand-cache.ts) and the session, rewritten below. */
const KEPT_PREFIX = 'orderly.brand.';
/** Set just before the page reloads to start clean, so the entry does not reload it again. */
const FRESH_KEY = 'orderly.kioskFresh';

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

/** The kiosk's start screen: its own link, which opens the order-type chooser. */
export function kioskStartPath(session: Pick<Session, 'restaurantId' | 'locationId' | 'kioskId'>): string {
  const { restaurantId, locationId, kioskId } = session;
  if (!restaurantId || !locationId || !kioskId) return '/order_type';
  const part = encodeURIComponent;
  return `/restaurants/${part(restaurantId)}/locations/${part(locationId)}/kiosks/${part(kioskId)}/`;
}

/** The session a kiosk starts each customer with: only what makes it this kiosk, and a new visit. */
export function kioskSession(session: Session, visit: string): Session {
  return {
    restaurantId: session.restaurantId,
    locationId: session.locationId,
    tableId: session.kioskId,
    kiosk: true,
    kioskId: session.kioskId,
    kioskVisit: visit,
    chosenOrderType: '',
  };
}

function storedKeys(storage: KeyedStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Whether the device keeps anything of a customer (anything but the kiosk's session and the brands). */
export function keepsCustomerData(storage: KeyedStorage): boolean {
  return storedKeys(storage).some((key) => key !== SESSION_KEY && !key.startsWith(KEPT_PREFIX));
}

/** Removes everything a customer left in `storage` and writes the kiosk's session for the next one. */
export function forgetCustomer(storage: KeyedStorage, session: Session, visit: string): void {
  for (const key of storedKeys(storage)) if (!key.startsWith(KEPT_PREFIX)) storage.removeItem(key);
  storage.setItem(SESSION_KEY, JSON.stringify(kioskSession(session, visit)));
}

export function newKioskVisit(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function clearSessionStorage() {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage may be disabled: nothing is kept there then.
  }
}

/** Forgets this customer and opens the kiosk's start screen as a new page (FINISH, the idle timer). */
export function startOver(): void {
  const session = getSession();
  try {
    forgetCustomer(window.localStorage, session, newKioskVisit());
  } catch {
    // Storage may be disabled: the new page then starts from nothing anyway.
  }
  clearSessionStorage();
  markFresh();
  window.location.replace(kioskStartPath(session));
}

function markFresh() {
  try {
    window.sessionStorage.setItem(FRESH_KEY, '1');
  } catch {
    // Without storage the entry cannot tell: it then starts clean without a second reload.
  }
}

/**
 * At the kiosk's link: when the device still keeps a customer's data (the link opened on a device
 * used before, or storage written since the last start), forgets it and reloads the page once, so
 * no module keeps it in memory. Returns true when it reloads.
 */
export function startCleanAtKioskLink(session: Session): boolean {
  let fresh = false;
  try {
    fresh = window.sessionStorage.getItem(FRESH_KEY) === '1';
    window.sessionStorage.removeItem(FRESH_KEY);
  } catch {
    fresh = true;
  }
  let dirty = false;
  try {
    dirty = keepsCustomerData(window.localStorage);
  } catch {
    return false;
  }
  if (!dirty || fresh) return false;
  forgetCustomer(window.localStorage, session, newKioskVisit());
  markFresh();
  window.location.replace(window.location.pathname);
  return true;
}
