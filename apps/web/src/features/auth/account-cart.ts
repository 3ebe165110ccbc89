import { notifyError } from '../../lib/notify.ts';
import { mergeSignInCart } from '../cart/cart-merge.ts';
import { type CartState, getCart, replaceCart, setCartSaver } from '../cart/cart-store.ts';
import type { RestaurantUserData } from './api/get-me.ts';
import { updateUserRestaurant } from './api/update-user-restaurant.ts';

/**
 * A signed-in user's cart lives on the server (SPEC.md section 6): changes are saved shortly after
 * they happen (PUT /api/user_restaurant) and the server's cart, as the live user topic delivers it,
 * replaces the local one whenever no local change is waiting to be saved.
 */
const SAVE_DELAY = 300;

let restaurantId: string | null = null;
let dirty = false;
let inFlight: Promise<void> | null = null;
let timer: number | undefined;
let latest: RestaurantUserData | null = null;
/** Set by a sign-in: the first server cart is then merged with the cart filled before signing in. */
let justSignedIn = false;

const fromServer = (data: RestaurantUserData): CartState => ({
  cart: data.cart,
  choicesCart: data.choicesCart,
  notes: data.notes,
});

const same = (a: CartState, b: CartState) =>
  JSON.stringify(a.cart) === JSON.stringify(b.cart) &&
  JSON.stringify(a.choicesCart) === JSON.stringify(b.choicesCart) &&
  a.notes === b.notes;

/**
 * After a sign-in or sign-up the cart filled before it is kept, whole: products, takeout extras and
 * the special request (issue 24: the extras and an allergy note were dropped; SPEC.md section 4
 * keeps the choices cart), merged with the account's cart once it arrives (`startAccountCart`).
 * Call before the token is set.
 */
export function markSignedIn(): void {
  justSignedIn = true;
}

function schedule() {
  dirty = true;
  window.clearTimeout(timer);
  timer = window.setTimeout(() => void flushAccountCart(), SAVE_DELAY);
}

/**
 * Saves a waiting change now; resolves once the server has every change made so far. `leaving`:
 * the page is going away (reload, another site, tab closed), so the save must outlive it.
 */
export async function flushAccountCart(leaving = false): Promise<void> {
  window.clearTimeout(timer);
  if (inFlight && !leaving) await inFlight;
  if (!dirty || !restaurantId) return;
  dirty = false;
  const { cart, choicesCart, notes } = getCart();
  inFlight = updateUserRestaurant(restaurantId, { cart, choicesCart, notes }, leaving).then(
    (saved) => {
      latest = saved;
      justSignedIn = false;
    },
    (error: unknown) => {
      if (restaurantId) notifyError(error instanceof Error ? error.message : String(error));
    },
  );
  await inFlight;
  inFlight = null;
  if (!dirty && latest) applyServerCart(latest);
}

/** Starts keeping the cart on the server for the user's data at a restaurant. */
const saveWhenLeaving = () => void flushAccountCart(true);

export function startAccountCart(id: string, data: RestaurantUserData): void {
  restaurantId = id;
  // A change made just before a reload would otherwise be lost: the server's cart replaces the
  // page's on the next load.
  window.addEventListener('pagehide', saveWhenLeaving);
  latest = data;
  const server = fromServer(data);
  setCartSaver(schedule);
  if (justSignedIn) {
    // Cleared once saved, so a restart before then (StrictMode) merges again, changing nothing.
    const merged = mergeSignInCart(getCart(), server);
    replaceCart(merged);
    if (same(merged, server)) justSignedIn = false;
    else schedule();
  } else {
    replaceCart(server);
  }
}

/** The server's latest data: shown unless a local change is still to be saved. */
export function applyServerCart(data: RestaurantUserData): void {
  latest = data;
  if (dirty || inFlight) return;
  const server = fromServer(data);
  if (!same(server, getCart())) replaceCart(server);
}

/** Signed out: the cart is no longer saved (the caller decides what the anonymous cart holds). */
export function stopAccountCart(): void {
  window.clearTimeout(timer);
  window.removeEventListener('pagehide', saveWhenLeaving);
  setCartSaver(null);
  restaurantId = null;
  dirty = false;
  latest = null;
}
