import type { AppliedPromo, CourierDetails, PaymentMethod } from '@orderly/domain';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage.ts';

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
  paymentMethod: PaymentMethod;
  promo: AppliedPromo | null;
  courierDetails: CourierDetails | null;
}

const EMPTY: CheckoutChoices = {
  orderTime: 'ASAP',
  tip: null,
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
  updateCheckoutChoices(scope, { orderTime: 'ASAP', promo: null, courierDetails: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCheckoutChoices(scope: string): CheckoutChoices {
  return useSyncExternalStore(subscribe, () => getCheckoutChoices(scope));
}
