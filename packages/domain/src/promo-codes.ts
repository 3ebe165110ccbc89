import { type Instant, instantMillis, inZone, weekdayIndex } from './clock.ts';
import { messages, promoFrequencyMessage } from './messages.ts';
import type { AppliedPromo, PromoCode } from './types.ts';
import { addDays, startOfDay, type ZonedDate } from './zoned-time.ts';

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

/** First day of the period before `today`'s. Weeks start on Sunday, like the weekday flags (index 0). */
function previousPeriodStart(today: ZonedDate, unit: Exclude<PromoCode['frequency'], 'none'>): ZonedDate {
  const { timeZone, year, month } = today;
  if (unit === 'day') return addDays(today, -1);
  if (unit === 'week') return addDays(today, -7 - weekdayIndex(today));
  if (unit === 'month')
    return month === 1
      ? { timeZone, year: year - 1, month: 12, day: 1 }
      : { timeZone, year, month: month - 1, day: 1 };
  return { timeZone, year: year - 1, month: 1, day: 1 };
}

/**
 * Start of the frequency window: the start of the previous period in the restaurant's time zone
 * (frequency 'week' on a Wednesday: the Sunday before last, 00:00).
 */
export function promoWindowStart(
  frequency: Exclude<PromoCode['frequency'], 'none'>,
  now: Instant,
  timeZone: string,
): Date {
  return new Date(startOfDay(previousPeriodStart(inZone(now, timeZone), frequency)));
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
    const from = promoWindowStart(promo.frequency, input.now, input.timeZone).getTime();
    const to = startOfDay(addDays(today, 1)) - 1; // the end of today
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
