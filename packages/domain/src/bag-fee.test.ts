import { describe, expect, it } from 'vitest';
import { bagFeeAmount } from './bag-fee.ts';

describe('bagFeeAmount', () => {
  const bagFee = { amount: 25, interval: 2000 };
  it('charges the amount per started interval of subtotal', () => {
    expect(bagFeeAmount({ subTotal: 1999, orderType: 'Pickup', bagFee })).toBe(25);
    expect(bagFeeAmount({ subTotal: 2000, orderType: 'Pickup', bagFee })).toBe(25);
    expect(bagFeeAmount({ subTotal: 2001, orderType: 'Delivery', bagFee })).toBe(50);
    expect(bagFeeAmount({ subTotal: 6000, orderType: '', bagFee })).toBe(75);
  });
  it('is zero for dine-in', () => {
    expect(bagFeeAmount({ subTotal: 5000, orderType: 'Dine-in', bagFee })).toBe(0);
  });
  it('is zero when the amount or the interval is zero, or the fee is missing', () => {
    expect(bagFeeAmount({ subTotal: 5000, orderType: 'Pickup', bagFee: { amount: 0, interval: 2000 } })).toBe(
      0,
    );
    expect(bagFeeAmount({ subTotal: 5000, orderType: 'Pickup', bagFee: { amount: 25, interval: 0 } })).toBe(
      0,
    );
    expect(bagFeeAmount({ subTotal: 5000, orderType: 'Pickup', bagFee: null })).toBe(0);
  });
  it('is zero for an empty cart', () => {
    expect(bagFeeAmount({ subTotal: 0, orderType: 'Pickup', bagFee })).toBe(0);
  });
});
