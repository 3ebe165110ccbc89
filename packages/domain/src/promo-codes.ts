import type { DateTime } from 'luxon';
import { type Instant, instantMillis, inZone, weekdayIndex } from './clock.ts';
import { messages, promoFrequencyMessage } from './messages.ts';
import type { AppliedPromo, PromoCode } from './types.ts';

/** One past order as the promo frequency check needs it. */
export interface PromoUse {
  createdAt: string;
  promoCode?: string | null;
}

export type PromoCheck = { ok: true; message: string; promo: AppliedPromo } | { ok: false; message: string };

function sameCode(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The restaurant's promo code matching the typed code, ignoring case and surrounding spaces. */
export function findPromoCode(code: string, promoCodes: readonly PromoCode[]): PromoCode | undefined {
  if (code.trim() === '') return undefined;
  return promoCodes.find((promo) => sameCode(promo.code, code));
}

/** Weeks start on Sunday, like the weekday flags (index 0 = Sunday). */
function startOfPeriod(time: DateTime, unit: Exclude<PromoCode['frequency'], 'none'>): DateTime {
  if (unit === 'week') return time.minus({ days: weekdayIndex(time) }).startOf('day');
  return time.startOf(unit);
}

/**
 * Start of the frequency window: the start of the previous period in the restaurant's time zone
 * (frequency 'week' on a Wednesday: the Sunday before last, 00:00).
 */
export function promoWindowStart(
  frequency: Exclude<PromoCode['frequency'], 'none'>,
  now: Instant,
  timeZone: string,
): DateTime {
  return startOfPeriod(inZone(now, timeZone).minus({ [`${frequency}s`]: 1 }), frequency);
}

/**
 * Checks a typed promo code, in the spec's order: known, active, valid today (weekday in the
 * restaurant's time zone), and not used within its frequency window (from the start of the
 * previous period to now).
 */
export function checkPromoCode(input: {
  code: string;
  promoCodes: readonly PromoCode[];
  now: Instant;
  timeZone: string;
  orderHistory: readonly PromoUse[];
}): PromoCheck {
  const promo = findPromoCode(input.code, input.promoCodes);
  if (!promo) return { ok: false, message: messages.promoInvalid };
  if (!promo.active) return { ok: false, message: messages.promoInactive };
  const today = inZone(input.now, input.timeZone);
  if (!promo.validDays[weekdayIndex(today)]) return { ok: false, message: messages.promoNotToday };
  if (promo.frequency !== 'none') {
    const from = promoWindowStart(promo.frequency, input.now, input.timeZone).toMillis();
    const to = today.endOf('day').toMillis();
    const used = input.orderHistory.some((order) => {
      if (!order.promoCode || !sameCode(order.promoCode, promo.code)) return false;
      const at = instantMillis(order.createdAt);
      return at >= from && at <= to;
    });
    if (used) return { ok: false, message: promoFrequencyMessage(promo.frequency) };
  }
  return {
    ok: true,
    message: messages.promoRedeemed,
    promo: { code: promo.code, discount: promo.discount, maxDiscountAmount: promo.maxDiscountAmount },
  };
}
