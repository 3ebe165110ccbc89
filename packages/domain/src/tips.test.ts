import { describe, expect, it } from 'vitest';
import {
  COURIER_MINIMUM_TIP,
  DEFAULT_TIP_VALUES,
  defaultTip,
  effectiveTipRate,
  isCourierDelivery,
  tipAmount,
  tipOptions,
  tipValues,
} from './tips.ts';

describe('tips', () => {
  it('uses the restaurant tip values, or 10/15/20%', () => {
    expect(DEFAULT_TIP_VALUES).toEqual([0.1, 0.15, 0.2]);
    expect(tipValues({})).toEqual([0.1, 0.15, 0.2]);
    expect(tipValues({ tipValues: [0.12, 0.18, 0.25] })).toEqual([0.12, 0.18, 0.25]);
    expect(tipValues({ tipValues: [0.1] as unknown as [number, number, number] })).toEqual([0.1, 0.15, 0.2]);
  });
  it('defaults to the second tip value', () => {
    expect(defaultTip({})).toBe(0.15);
    expect(defaultTip({ tipValues: [0.12, 0.18, 0.25] })).toBe(0.18);
  });
  it('offers None (0) then the three values; None becomes 10% for courier delivery', () => {
    expect(tipOptions({ courierEnabled: false }, 'Delivery')).toEqual([0, 0.1, 0.15, 0.2]);
    expect(tipOptions({ courierEnabled: true }, 'Pickup')).toEqual([0, 0.1, 0.15, 0.2]);
    expect(tipOptions({ courierEnabled: true }, 'Delivery')).toEqual([COURIER_MINIMUM_TIP, 0.1, 0.15, 0.2]);
  });
  it('knows courier delivery', () => {
    expect(isCourierDelivery({ courierEnabled: true }, 'Delivery')).toBe(true);
    expect(isCourierDelivery({ courierEnabled: true }, 'Pickup')).toBe(false);
    expect(isCourierDelivery({ courierEnabled: false }, 'Delivery')).toBe(false);
  });
  it('is zero for offline or unchosen payment', () => {
    expect(effectiveTipRate({ tip: 0.2, paymentMethod: 'offline', courierDelivery: true })).toBe(0);
    expect(effectiveTipRate({ tip: 0.2, paymentMethod: '', courierDelivery: false })).toBe(0);
    expect(
      tipAmount({ totalBeforeTip: 5000, tip: 0.2, paymentMethod: 'offline', courierDelivery: false }),
    ).toBe(0);
  });
  it('is a share of the total before tip, rounded to the cent', () => {
    expect(
      tipAmount({ totalBeforeTip: 2345, tip: 0.15, paymentMethod: 'online', courierDelivery: false }),
    ).toBe(352);
  });
  it('is at least 10% for courier delivery', () => {
    expect(tipAmount({ totalBeforeTip: 1000, tip: 0, paymentMethod: 'online', courierDelivery: true })).toBe(
      100,
    );
    expect(
      tipAmount({ totalBeforeTip: 1000, tip: 0.2, paymentMethod: 'online', courierDelivery: true }),
    ).toBe(200);
  });
  it('treats a negative or unreadable tip as none', () => {
    expect(effectiveTipRate({ tip: -0.5, paymentMethod: 'online', courierDelivery: false })).toBe(0);
    expect(effectiveTipRate({ tip: Number.NaN, paymentMethod: 'online', courierDelivery: false })).toBe(0);
  });
  it('is zero on a free order', () => {
    expect(tipAmount({ totalBeforeTip: 0, tip: 0.2, paymentMethod: 'online', courierDelivery: true })).toBe(
      0,
    );
  });
});
