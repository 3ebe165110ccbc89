import { describe, expect, it } from 'vitest';
import { SALES_TAX_RATE, salesTax } from './tax.ts';

describe('salesTax', () => {
  it('is 5% of the discounted subtotal plus the delivery fee', () => {
    expect(SALES_TAX_RATE).toBe(0.05);
    expect(salesTax({ subTotal: 2000, discountedSubTotal: 1800, deliveryFee: 500, choiceLines: [] })).toBe(
      115,
    );
  });
  it('rounds half away from zero once', () => {
    expect(salesTax({ subTotal: 1050, discountedSubTotal: 1050, deliveryFee: 0, choiceLines: [] })).toBe(53);
  });
  it('adds the rate difference for choice lines taxed above 5%', () => {
    // 1000 base at 5% = 50, beer line 1000 at 10% -> extra 50.
    expect(
      salesTax({
        subTotal: 1000,
        discountedSubTotal: 1000,
        deliveryFee: 0,
        choiceLines: [{ totalPrice: 1000, taxRate: 0.1 }],
      }),
    ).toBe(100);
  });
  it('charges the extra only on the part of the line that is paid for', () => {
    // Half the subtotal discounted: line share 500 at +5% = 25, base 500 at 5% = 25.
    expect(
      salesTax({
        subTotal: 1000,
        discountedSubTotal: 500,
        deliveryFee: 0,
        choiceLines: [{ totalPrice: 1000, taxRate: 0.1 }],
      }),
    ).toBe(50);
  });
  it('credits lines taxed below 5% but never goes below zero', () => {
    expect(
      salesTax({
        subTotal: 1000,
        discountedSubTotal: 1000,
        deliveryFee: 0,
        choiceLines: [{ totalPrice: 1000, taxRate: 0 }],
      }),
    ).toBe(0);
    expect(
      salesTax({
        subTotal: 1000,
        discountedSubTotal: 1000,
        deliveryFee: 200,
        choiceLines: [{ totalPrice: 1000, taxRate: 0 }],
      }),
    ).toBe(10);
  });
  it('ignores lines at exactly 5%', () => {
    expect(
      salesTax({
        subTotal: 1000,
        discountedSubTotal: 1000,
        deliveryFee: 0,
        choiceLines: [{ totalPrice: 1000, taxRate: 0.05 }],
      }),
    ).toBe(50);
  });
  it('is zero on a free order', () => {
    expect(
      salesTax({
        subTotal: 0,
        discountedSubTotal: 0,
        deliveryFee: 0,
        choiceLines: [{ totalPrice: 0, taxRate: 0.12 }],
      }),
    ).toBe(0);
    expect(salesTax({ subTotal: 0, discountedSubTotal: -5, deliveryFee: -5, choiceLines: [] })).toBe(0);
  });
});
