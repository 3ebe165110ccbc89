import type { AppliedPromo, CourierDetails, PaymentMethod } from '@orderly/domain';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage.ts';
import { cardsSaved } from '../payment-card/card-saves.ts';

/**
 * What the customer has picked at checkout, per restaurant location, kept in localStorage so a
 * reload (or a detour to edit the card or the address) keeps it: the order time, the tip, the
 * payment method, the applied promo code and the courier's booking for this order.
 */
export interface CheckoutChoices {
  /** 'ASAP' or a slot's ISO time. */
  orderTime: string;
  /** Tip fraction; null until the customer picks one (the location's default then applies). */
  tip: number | null;
  /** A custom tip in cents (issue 17), or null when a tip button is chosen. */
  customTip: number | null;
  paymentMethod: PaymentMethod;
  promo: AppliedPromo | null;
  courierDetails: CourierDetails | null;
}

const EMPTY: CheckoutChoices = {
  orderTime: 'ASAP',
  tip: null,
  customTip: null,
  paymentMethod: '',
  promo: null,
  courierDetails: null,
};

const storageKey = (scope: string) => `orderly.checkout.${scope}`;
const cache = new Map<string, CheckoutChoices>();
const listeners = new Set<() => void>();

export function getCheckoutChoices(scope: string): CheckoutChoices {
  let value = cache.get(scope);
  if (!value) {
    value = { ...EMPTY, ...(readStored<Partial<CheckoutChoices>>(storageKey(scope)) ?? {}) };
    cache.set(scope, value);
  }
  return value;
}

export function updateCheckoutChoices(scope: string, change: Partial<CheckoutChoices>): void {
  const next = { ...getCheckoutChoices(scope), ...change };
  cache.set(scope, next);
  writeStored(storageKey(scope), next);
  for (const listener of listeners) listener();
}

/** After an order: promo code and courier booking cleared, order time back to ASAP. */
export function resetAfterOrder(scope: string): void {
  updateCheckoutChoices(scope, { orderTime: 'ASAP', promo: null, courierDetails: null, customTip: null });
}

/*
 * Choosing Delivery without an address opens the address editor, and choosing Pay Online without a
 * saved card opens the card editor; back at the checkout still without one, the order type (or the
 * payment method) goes back to unchosen (SPEC.md section 4). The checkout unmounts meanwhile when
 * the editor is a page (phones), so this store, not the screen, remembers what is awaited (in memory
 * only: a reload forgets it, as it forgets the editor's purpose).
 */
const awaitingAddress = new Set<string>();
/** Per scope, how many cards had been saved when the card editor opened (card-saves.ts). */
const awaitingCard = new Map<string, number>();

/** The address editor was opened by choosing Delivery at `scope`. */
export function expectAddress(scope: string): void {
  awaitingAddress.add(scope);
}

/** Whether an address was awaited at `scope`; the expectation is used up. */
export function takeAddressExpectation(scope: string): boolean {
  return awaitingAddress.delete(scope);
}

/** The card editor was opened by choosing Pay Online at `scope`. */
export function expectCard(scope: string): void {
  awaitingCard.set(scope, cardsSaved());
}

/**
 * How the card editor opened at `scope` ended: 'saved' when it saved a card, 'closed' when it was
 * left without one, null when none was awaited. The expectation is used up.
 */
export function takeCardExpectation(scope: string): 'saved' | 'closed' | null {
  const before = awaitingCard.get(scope);
  if (before === undefined) return null;
  awaitingCard.delete(scope);
  return cardsSaved() > before ? 'saved' : 'closed';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCheckoutChoices(scope: string): CheckoutChoices {
  return useSyncExternalStore(subscribe, () => getCheckoutChoices(scope));
}
