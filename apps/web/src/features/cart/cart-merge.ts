import { limits, type SimpleCart } from '@orderly/domain';
import { type CartState, lineKey } from './cart-store.ts';

/**
 * The cart after a sign-in or sign-up (issue 24): what the diner put in the cart before signing in
 * (products, takeout extras, the special request) merged with the cart the account already kept at
 * the restaurant. Nothing is counted twice: a product or a line with the same choices in both
 * takes the larger count, not the sum (the same burger is one burger picked twice, not two). So
 * merging again (a restart before the merged cart is saved) changes nothing.
 */
export function mergeSignInCart(guest: CartState, account: CartState): CartState {
  return {
    cart: mergeSimple(guest.cart, account.cart),
    choicesCart: mergeChoices(guest.choicesCart, account.choicesCart),
    notes: mergeNotes(guest.notes, account.notes),
  };
}

function mergeSimple(guest: SimpleCart, account: SimpleCart): SimpleCart {
  // The diner's products first, as they are on screen; then the account's others.
  const merged: SimpleCart = {};
  for (const [id, item] of Object.entries(guest)) {
    const kept = account[id];
    merged[id] = kept && kept.count > item.count ? kept : item;
  }
  for (const [id, item] of Object.entries(account)) if (!merged[id]) merged[id] = item;
  return merged;
}

function mergeChoices(guest: CartState['choicesCart'], account: CartState['choicesCart']) {
  // The diner's lines first, as they are on screen; then the account's other lines.
  const byKey = new Map(account.map((line) => [lineKey(line), line]));
  const merged = guest.map((line) => {
    const kept = byKey.get(lineKey(line));
    byKey.delete(lineKey(line));
    return kept && kept.count > line.count ? { ...line, count: kept.count } : line;
  });
  return [...merged, ...byKey.values()];
}

/** Between two special requests kept together. */
export const notesSeparator = ' / ';

/**
 * The special request after signing in: a note is never dropped for an empty one, nor repeated
 * when one already holds the other; two different notes are kept together (the one typed before
 * signing in first) while they fit the special-request limit, else the one typed before signing
 * in, which is on the diner's screen.
 */
export function mergeNotes(guest: string, account: string): string {
  const typed = guest.trim();
  const kept = account.trim();
  if (!kept || typed.includes(kept)) return guest;
  if (!typed || kept.includes(typed)) return account;
  const both = `${typed}${notesSeparator}${kept}`;
  return both.length <= limits.specialRequestsMaxLength ? both : guest;
}
