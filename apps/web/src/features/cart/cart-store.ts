import type { ChoicesCartItem, PickedChoice, SimpleCart } from '@orderly/domain';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage.ts';

/**
 * The cart, in the shape the server takes (SPEC.md sections 3 and 6): products without choices in
 * `cart` (id to count), products with choices in `choicesCart`. The choices cart is also saved in
 * localStorage per location; the rest lives in memory. A signed-in user's cart lives on the
 * server: the account feature installs a saver for every change and replaces the cart with the
 * server's (`setCartSaver`, `replaceCart`).
 */
export interface CartState {
  cart: SimpleCart;
  choicesCart: ChoicesCartItem[];
  notes: string;
}

const EMPTY: CartState = { cart: {}, choicesCart: [], notes: '' };

let scope: string | null = null;
let state: CartState = EMPTY;
const listeners = new Set<() => void>();
let saver: ((next: CartState) => void) | null = null;

const storageKey = (cartScope: string) => `orderly.choicesCart.${cartScope}`;

function apply(next: CartState) {
  state = next;
  if (scope) writeStored(storageKey(scope), next.choicesCart.length > 0 ? next.choicesCart : null);
  for (const listener of listeners) listener();
}

function set(next: CartState) {
  apply(next);
  saver?.(next);
}

/** While set, every change of the cart is also handed to `save` (a signed-in user's server cart). */
export function setCartSaver(save: ((next: CartState) => void) | null): void {
  saver = save;
}

/** Replaces the cart without saving it (it came from the server). */
export function replaceCart(next: CartState): void {
  apply(next);
}

function isChoicesCartItem(value: unknown): value is ChoicesCartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<ChoicesCartItem>;
  return typeof item.id === 'string' && typeof item.count === 'number' && Array.isArray(item.choices);
}

/** The cart belongs to one restaurant location: switching location switches carts. */
export function setCartScope(nextScope: string | null): void {
  if (nextScope === scope) return;
  scope = nextScope;
  // A signed-in user's cart is the server's, whatever the location.
  if (saver) return;
  const saved = nextScope ? readStored<unknown[]>(storageKey(nextScope)) : null;
  state = { ...EMPTY, choicesCart: Array.isArray(saved) ? saved.filter(isChoicesCartItem) : [] };
  for (const listener of listeners) listener();
}

export function getCart(): CartState {
  return state;
}

/** A choices-cart line is the same line when the product and its picked choices are the same. */
export function lineKey(item: Pick<ChoicesCartItem, 'id' | 'choices'>): string {
  const choices = item.choices.map((choice) => `${choice.modifierId}/${choice.id}`).sort();
  return [item.id, ...choices].join('|');
}

export function addSimpleItem(productId: string, count: number): void {
  const current = state.cart[productId]?.count ?? 0;
  set({ ...state, cart: { ...state.cart, [productId]: { id: productId, count: current + count } } });
}

export function setSimpleCount(productId: string, count: number): void {
  const cart = { ...state.cart };
  if (count <= 0) delete cart[productId];
  else cart[productId] = { id: productId, count };
  set({ ...state, cart });
}

export function addChoicesItem(productId: string, count: number, choices: PickedChoice[]): void {
  const item: ChoicesCartItem = {
    id: productId,
    count,
    choices,
    choicesPrice: choices.reduce((sum, choice) => sum + choice.price, 0),
  };
  const key = lineKey(item);
  const existing = state.choicesCart.findIndex((line) => lineKey(line) === key);
  const choicesCart =
    existing === -1
      ? [...state.choicesCart, item]
      : state.choicesCart.map((line, index) =>
          index === existing ? { ...line, count: line.count + count } : line,
        );
  set({ ...state, choicesCart });
}

export function setChoicesCount(key: string, count: number): void {
  const choicesCart =
    count <= 0
      ? state.choicesCart.filter((line) => lineKey(line) !== key)
      : state.choicesCart.map((line) => (lineKey(line) === key ? { ...line, count } : line));
  set({ ...state, choicesCart });
}

/**
 * A cart line changed in the product dialog: the line `key` (`simple:<id>`, or a choices line's
 * lineKey) becomes `count` of the product with `choices`, in its place. Changed to the same
 * choices as another line, the two become one (as adding it would).
 */
export function replaceLine(key: string, productId: string, count: number, choices: PickedChoice[]): void {
  const cart = { ...state.cart };
  let choicesCart = state.choicesCart;
  const at = choicesCart.findIndex((line) => lineKey(line) === key);
  if (key === `simple:${productId}` && choices.length === 0) {
    set({ ...state, cart: { ...cart, [productId]: { id: productId, count } } });
    return;
  }
  if (key.startsWith('simple:')) delete cart[key.slice('simple:'.length)];
  else choicesCart = choicesCart.filter((_, index) => index !== at);
  if (choices.length === 0) {
    const current = cart[productId]?.count ?? 0;
    set({ ...state, cart: { ...cart, [productId]: { id: productId, count: current + count } }, choicesCart });
    return;
  }
  const item: ChoicesCartItem = {
    id: productId,
    count,
    choices,
    choicesPrice: choices.reduce((sum, choice) => sum + choice.price, 0),
  };
  const same = choicesCart.findIndex((line) => lineKey(line) === lineKey(item));
  if (same !== -1)
    choicesCart = choicesCart.map((line, index) =>
      index === same ? { ...line, count: line.count + count } : line,
    );
  else if (at !== -1) choicesCart = [...choicesCart.slice(0, at), item, ...choicesCart.slice(at)];
  else choicesCart = [...choicesCart, item];
  set({ ...state, cart, choicesCart });
}

export function setNotes(notes: string): void {
  set({ ...state, notes });
}

export function clearCart(): void {
  set({ ...EMPTY });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, getCart);
}
