import { describe, expect, it } from 'vitest';
import { firstOrderDiscountAmount, pickupDiscountAmount, promoDiscountAmount } from './discounts.ts';

const base = {
  subTotal: 3000,
  subTotalAfterRewards: 2500,
  fraction: 0.1,
  minOrderDiscount: 2000,
  remaining: 2500,
};

describe('firstOrderDiscountAmount', () => {
  it('is the fraction of the subtotal after rewards on a first order at or above the minimum', () => {
    expect(firstOrderDiscountAmount({ ...base, isFirstOrder: true })).toBe(250);
    expect(firstOrderDiscountAmount({ ...base, isFirstOrder: true, subTotal: 2000 })).toBe(250);
  });
  it('is zero when not the first order, below the minimum, or without a fraction', () => {
    expect(firstOrderDiscountAmount({ ...base, isFirstOrder: false })).toBe(0);
    expect(firstOrderDiscountAmount({ ...base, isFirstOrder: true, subTotal: 1999 })).toBe(0);
    expect(firstOrderDiscountAmount({ ...base, isFirstOrder: true, fraction: 0 })).toBe(0);
  });
  it('never exceeds what is left to discount', () => {
    expect(firstOrderDiscountAmount({ ...base, isFirstOrder: true, fraction: 1.5, remaining: 2500 })).toBe(
      2500,
    );
    expect(firstOrderDiscountAmount({ ...base, isFirstOrder: true, remaining: 100 })).toBe(100);
  });
});

describe('pickupDiscountAmount', () => {
  it('applies to Pickup only, from the same minimum', () => {
    expect(pickupDiscountAmount({ ...base, orderType: 'Pickup' })).toBe(250);
    expect(pickupDiscountAmount({ ...base, orderType: 'Delivery' })).toBe(0);
    expect(pickupDiscountAmount({ ...base, orderType: 'Dine-in' })).toBe(0);
    expect(pickupDiscountAmount({ ...base, orderType: 'Pickup', subTotal: 1999 })).toBe(0);
    expect(pickupDiscountAmount({ ...base, orderType: 'Pickup', fraction: 0 })).toBe(0);
  });
  it('never exceeds what is left', () => {
    expect(pickupDiscountAmount({ ...base, orderType: 'Pickup', remaining: 10 })).toBe(10);
  });
});

describe('promoDiscountAmount', () => {
  const promo = { code: 'SAVE', discount: 0.2, maxDiscountAmount: 1000 };
  it('is the subtotal times the discount', () => {
    expect(promoDiscountAmount({ promo, subTotal: 3000, subTotalAfterRewards: 3000, remaining: 3000 })).toBe(
      600,
    );
  });
  it('is capped by maxDiscountAmount', () => {
    expect(
      promoDiscountAmount({ promo, subTotal: 10000, subTotalAfterRewards: 10000, remaining: 10000 }),
    ).toBe(1000);
  });
  it('is capped by the subtotal after rewards and by what is left', () => {
    expect(
      promoDiscountAmount({
        promo: { ...promo, maxDiscountAmount: 9999 },
        subTotal: 3000,
        subTotalAfterRewards: 400,
        remaining: 400,
      }),
    ).toBe(400);
    expect(promoDiscountAmount({ promo, subTotal: 3000, subTotalAfterRewards: 3000, remaining: 50 })).toBe(
      50,
    );
  });
  it('is zero without a promo or a discount', () => {
    expect(
      promoDiscountAmount({ promo: null, subTotal: 3000, subTotalAfterRewards: 3000, remaining: 3000 }),
    ).toBe(0);
    expect(
      promoDiscountAmount({
        promo: { ...promo, discount: 0 },
        subTotal: 3000,
        subTotalAfterRewards: 3000,
        remaining: 3000,
      }),
    ).toBe(0);
  });
});
