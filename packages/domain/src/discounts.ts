import { capAt, percentOf } from './money.ts';
import type { AppliedPromo, Cents, OrderType } from './types.ts';

/**
 * First-order discount: only on the user's first order when the subtotal reaches
 * minOrderDiscount; a share of the subtotal after rewards, never more than `remaining`
 * (what is left to discount).
 */
export function firstOrderDiscountAmount(input: {
  isFirstOrder: boolean;
  subTotal: Cents;
  subTotalAfterRewards: Cents;
  fraction: number;
  minOrderDiscount: Cents;
  remaining: Cents;
}): Cents {
  if (!input.isFirstOrder || input.subTotal < input.minOrderDiscount || !(input.fraction > 0)) return 0;
  return capAt(percentOf(input.subTotalAfterRewards, input.fraction), input.remaining);
}

/** Pickup discount: Pickup orders only, same minimum and base as the first-order discount. */
export function pickupDiscountAmount(input: {
  orderType: OrderType;
  subTotal: Cents;
  subTotalAfterRewards: Cents;
  fraction: number;
  minOrderDiscount: Cents;
  remaining: Cents;
}): Cents {
  if (input.orderType !== 'Pickup' || input.subTotal < input.minOrderDiscount || !(input.fraction > 0))
    return 0;
  return capAt(percentOf(input.subTotalAfterRewards, input.fraction), input.remaining);
}

/**
 * Promo code: subtotal x discount, capped by maxDiscountAmount and by the subtotal after rewards
 * (and by what earlier discounts left, `remaining`).
 */
export function promoDiscountAmount(input: {
  promo: AppliedPromo | null | undefined;
  subTotal: Cents;
  subTotalAfterRewards: Cents;
  remaining: Cents;
}): Cents {
  const promo = input.promo;
  if (!promo || !(promo.discount > 0)) return 0;
  const raw = percentOf(input.subTotal, promo.discount);
  return capAt(Math.min(raw, promo.maxDiscountAmount, input.subTotalAfterRewards), input.remaining);
}
