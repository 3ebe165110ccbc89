import { describe, expect, it } from 'vitest';
import {
  capAt,
  centsToDollars,
  dollarsToCents,
  formatMoney,
  formatPrice,
  nonNegative,
  percentOf,
  roundCents,
} from './money.ts';

describe('roundCents', () => {
  it('rounds half away from zero', () => {
    expect(roundCents(1.5)).toBe(2);
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-1.5)).toBe(-2);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(1.49)).toBe(1);
    expect(roundCents(-1.49)).toBe(-1);
  });
  it('ignores floating-point noise around a half cent', () => {
    expect(roundCents(1049.9999999999)).toBe(1050);
    expect(roundCents(52.49999999999)).toBe(53);
    expect(roundCents(1005 * 0.05)).toBe(50);
  });
  it('never returns negative zero', () => {
    expect(Object.is(roundCents(-0.2), 0)).toBe(true);
  });
  it('refuses non-numbers', () => {
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
    expect(() => roundCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('is the share rounded to the cent', () => {
    expect(percentOf(1050, 0.05)).toBe(53);
    expect(percentOf(1000, 0.15)).toBe(150);
    expect(percentOf(999, 0.1)).toBe(100);
  });
});

describe('nonNegative and capAt', () => {
  it('keeps amounts at or above zero', () => {
    expect(nonNegative(-5)).toBe(0);
    expect(nonNegative(5)).toBe(5);
  });
  it('caps within zero and the cap', () => {
    expect(capAt(500, 300)).toBe(300);
    expect(capAt(200, 300)).toBe(200);
    expect(capAt(-1, 300)).toBe(0);
    expect(capAt(200, -3)).toBe(0);
  });
});

describe('formatMoney', () => {
  it('shows dollars with two decimals', () => {
    expect(formatMoney(1234)).toBe('$12.34');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(100000)).toBe('$1000.00');
    expect(formatMoney(-500)).toBe('-$5.00');
  });
});

describe('formatPrice', () => {
  it('says Free for what costs nothing (issue 24: the Cutlery Kit read $0.00), else the amount', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(0.4)).toBe('Free');
    expect(formatPrice(450)).toBe('$4.50');
  });
});

describe('dollars and cents', () => {
  it('converts dollars to cents with the same rounding', () => {
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents(12.345)).toBe(1235);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
  it('converts cents to dollars', () => {
    expect(centsToDollars(1234)).toBe(12.34);
  });
});
