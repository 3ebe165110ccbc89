import { checkPromoCode, messages, type OrderPricing, promoWindowStart } from '@orderly/domain';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { type CustomerLimits, holdCustomerLimits } from './order-context.ts';
import type { OrderContext } from './place-order-context.ts';
import { price } from './place-order-pricing.ts';
import { checkOrderRules } from './place-order-rules.ts';

/**
 * A customer's limits held at the write (issue 23). The rules are checked when the order arrives,
 * but a customer's parallel orders (two tabs, two devices, a script, two instances) all arrive
 * before any is written: checked only then, each of them took the first-order discount, the same
 * once-a-week promo code and the same points. So an order that rests on such a limit locks the
 * customer's row in the transaction that writes it, reads the limits again and is checked once
 * more; their other orders wait for the lock and then see this one.
 */

/**
 * Run inside the order's transaction before its write: throws when the limits no longer allow it,
 * with 400 as every broken rule (409 tells a client that the same Idempotency-Key still runs and
 * to retry it; this refusal is final, and is stored for the key like any other).
 */
export type LimitsCheck = (db: Db) => Promise<void>;

/**
 * Does the order rest on something a parallel order of the same customer could use up: their
 * points, their first order (its discount, a reward free on a first order), a promo code used once
 * per period? Other orders are written without the lock.
 */
export function restsOnLimits(context: OrderContext, pricing: OrderPricing): boolean {
  if (!context.userId) return false;
  return (
    pricing.pointsRedeemed > 0 ||
    pricing.firstOrderDiscountAmount > 0 ||
    Object.keys(context.redeemed).length > 0 ||
    (context.promoRule !== null && context.promoRule.frequency !== 'none')
  );
}

/** The check to run at the write, or null when the order rests on no limit. */
export function confirmLimitsAtWrite(context: OrderContext, pricing: OrderPricing): LimitsCheck | null {
  const { userId, promoRule } = context;
  if (!userId || !restsOnLimits(context, pricing)) return null;
  const promoFrom =
    promoRule && promoRule.frequency !== 'none'
      ? promoWindowStart(promoRule.frequency, context.now, context.settings.timeZone)
      : null;
  return async (db) => {
    const customer = { userId, restaurantId: context.body.restaurantId };
    const fresh = await holdCustomerLimits(db, customer, promoFrom, context.now);
    if (!fresh) throw new HttpError(400, messages.orderChangedWhilePlacing);
    recheckLimits(context, pricing, fresh);
  };
}

/**
 * The order checked again with the customer's limits as they are now: the promo code's frequency,
 * then every rule with the fresh points and first-order state (a reward the points no longer pay
 * for is refused with its sentence), then the price: what was charged must be what the rules give
 * now (a first-order discount another order took, points that no longer add up).
 */
export function recheckLimits(context: OrderContext, pricing: OrderPricing, fresh: CustomerLimits): void {
  const { promoRule } = context;
  if (promoRule && context.promo) {
    const promo = checkPromoCode({
      code: promoRule.code,
      promoCodes: [promoRule],
      now: context.now,
      timeZone: context.settings.timeZone,
      orderHistory: fresh.promoHistory,
    });
    if (!promo.ok) throw new HttpError(400, promo.message);
  }
  const now: OrderContext = {
    ...context,
    rewardPoints: fresh.rewardPoints,
    isFirstOrder: fresh.isFirstOrder,
  };
  const repriced = price(now);
  checkOrderRules(now, repriced);
  if (repriced.firstOrderDiscountAmount !== pricing.firstOrderDiscountAmount)
    throw new HttpError(400, messages.firstOrderDiscountUsed);
  if (
    repriced.total !== pricing.total ||
    repriced.pointsRedeemed !== pricing.pointsRedeemed ||
    repriced.pointsEarned !== pricing.pointsEarned
  )
    throw new HttpError(400, messages.orderChangedWhilePlacing);
}
