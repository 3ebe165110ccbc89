import { describe, expect, it } from 'vitest';
import { checkPromoCode, findPromoCode, promoWindowStart } from './promo-codes.ts';
import { at } from './testing/fixtures.ts';
import type { PromoCode } from './types.ts';
import { isoDate, zonedTime } from './zoned-time.ts';

const TZ = 'America/Vancouver';
const allDays: PromoCode['validDays'] = [true, true, true, true, true, true, true];
const save10: PromoCode = {
  code: 'SAVE10',
  active: true,
  validDays: allDays,
  frequency: 'none',
  discount: 0.1,
  maxDiscountAmount: 1000,
};
const weekly: PromoCode = { ...save10, code: 'Weekly', frequency: 'week' };
const promoCodes: PromoCode[] = [
  save10,
  weekly,
  { ...save10, code: 'OLD', active: false },
  // Wednesday (index 3) off.
  { ...save10, code: 'NOTWED', validDays: [true, true, true, false, true, true, true] },
  { ...save10, code: 'DAILY', frequency: 'day' },
  { ...save10, code: 'MONTHLY', frequency: 'month' },
];

const check = (
  code: string,
  now = at('2026-06-10T12:00'),
  orderHistory: { createdAt: string; promoCode?: string | null }[] = [],
) => checkPromoCode({ code, promoCodes, now, timeZone: TZ, orderHistory });

/** The window start's date in the restaurant's time zone, 'YYYY-MM-DD'. */
const windowStartDate = (frequency: 'day' | 'week' | 'month' | 'year', now: string) =>
  isoDate(zonedTime(promoWindowStart(frequency, now, TZ).getTime(), TZ));

describe('findPromoCode', () => {
  it('matches ignoring case and spaces', () => {
    expect(findPromoCode(' save10 ', promoCodes)).toBe(save10);
    expect(findPromoCode('', promoCodes)).toBeUndefined();
  });
});

describe('checkPromoCode', () => {
  it('redeems a valid code', () => {
    expect(check('save10')).toEqual({
      ok: true,
      message: 'Promo code redeemed!',
      promo: { code: 'SAVE10', discount: 0.1, maxDiscountAmount: 1000 },
    });
  });
  it('refuses unknown, inactive and wrong-day codes', () => {
    expect(check('nope')).toEqual({ ok: false, message: 'Sorry, that promo code is invalid.' });
    expect(check('old')).toEqual({ ok: false, message: 'Sorry, that promo code is inactive.' });
    expect(check('notwed')).toEqual({ ok: false, message: 'Sorry, that promo code cannot be used today.' });
  });
  it("uses the restaurant's weekday, not UTC's", () => {
    // Tuesday 20:00 in Vancouver is Wednesday 03:00 UTC.
    expect(check('notwed', '2026-06-10T03:00:00Z').ok).toBe(true);
  });
  it('refuses a second use within the frequency window, from the start of the previous period', () => {
    const used = (createdAt: string, promoCode: string | null = 'weekly') => [{ createdAt, promoCode }];
    // Wednesday 2026-06-10: the window starts Sunday 2026-05-31 00:00.
    expect(check('WEEKLY', at('2026-06-10T12:00'), used(at('2026-06-01T09:00')))).toEqual({
      ok: false,
      message: 'Sorry, that promo can only be used once a week.',
    });
    expect(check('WEEKLY', at('2026-06-10T12:00'), used(at('2026-05-31T00:00'))).ok).toBe(false);
    expect(check('WEEKLY', at('2026-06-10T12:00'), used(at('2026-05-30T23:59'))).ok).toBe(true);
    expect(check('WEEKLY', at('2026-06-10T12:00'), used(at('2026-06-09T09:00'), 'SAVE10')).ok).toBe(true);
    expect(check('WEEKLY', at('2026-06-10T12:00'), used(at('2026-06-09T09:00'), null)).ok).toBe(true);
    expect(check('DAILY', at('2026-06-10T12:00'), used(at('2026-06-09T00:00'), 'daily'))).toEqual({
      ok: false,
      message: 'Sorry, that promo can only be used once a day.',
    });
    expect(check('DAILY', at('2026-06-10T12:00'), used(at('2026-06-08T23:59'), 'daily')).ok).toBe(true);
    expect(check('MONTHLY', at('2026-06-10T12:00'), used(at('2026-05-01T00:00'), 'monthly')).ok).toBe(false);
    expect(check('MONTHLY', at('2026-06-10T12:00'), used(at('2026-04-30T23:59'), 'monthly')).ok).toBe(true);
  });
  it('ignores history after today', () => {
    expect(
      check('WEEKLY', at('2026-06-10T12:00'), [{ createdAt: at('2026-06-11T00:01'), promoCode: 'WEEKLY' }])
        .ok,
    ).toBe(true);
    expect(
      check('WEEKLY', at('2026-06-10T12:00'), [{ createdAt: at('2026-06-10T23:59'), promoCode: 'WEEKLY' }])
        .ok,
    ).toBe(false);
  });
  it('starts windows on Sunday for weeks, on the 1st for months, on January 1st for years', () => {
    expect(windowStartDate('week', at('2026-06-14T12:00'))).toBe('2026-06-07');
    expect(windowStartDate('month', at('2026-06-14T12:00'))).toBe('2026-05-01');
    expect(windowStartDate('year', at('2026-06-14T12:00'))).toBe('2025-01-01');
  });
  it('starts the previous month in December in January, at midnight in the restaurant time zone', () => {
    expect(windowStartDate('month', '2026-01-15T12:00:00-08:00')).toBe('2025-12-01');
    expect(windowStartDate('day', '2026-01-01T00:30:00-08:00')).toBe('2025-12-31');
    expect(promoWindowStart('month', '2026-01-15T12:00:00-08:00', TZ)).toEqual(
      new Date('2025-12-01T00:00:00-08:00'),
    );
    // Across the spring-forward night the window still starts at local midnight.
    expect(promoWindowStart('day', '2026-03-09T12:00:00-07:00', TZ)).toEqual(
      new Date('2026-03-08T00:00:00-08:00'),
    );
  });
});
