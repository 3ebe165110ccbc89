import { describe, expect, it } from 'vitest';
import { messages, tipBelowCourierMinimumMessage } from './messages.ts';
import { moneyProblem, parseMoney } from './money-input.ts';
import {
  COURIER_MINIMUM_TIP,
  CUSTOM_TIP_MAX,
  checkCustomTip,
  checkTip,
  customTipCap,
  DEFAULT_TIP_VALUES,
  defaultTip,
  effectiveTipRate,
  isCourierDelivery,
  tipAmount,
  tipOptionLabel,
  tipOptions,
  tipValues,
} from './tips.ts';

describe('tips', () => {
  it("labels each tip button with its amount ('15% · $2.10'), None without one", () => {
    expect(tipOptionLabel(0.15, 1400)).toBe('15% · $2.10');
    expect(tipOptionLabel(0.1, 1234)).toBe('10% · $1.23');
    expect(tipOptionLabel(0, 1400)).toBe('None');
    expect(tipOptionLabel(0.2, 0)).toBe('20%');
  });
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
  });
  it('shows each share once: the courier minimum is not a second 10% (issue 24)', () => {
    expect(tipOptions({ courierEnabled: true }, 'Delivery')).toEqual([COURIER_MINIMUM_TIP, 0.15, 0.2]);
    expect(tipOptions({ courierEnabled: true, tipValues: [0.12, 0.18, 0.25] }, 'Delivery')).toEqual([
      0.1, 0.12, 0.18, 0.25,
    ]);
    // A value below the courier's minimum would be charged as the minimum: it is that button.
    expect(tipOptions({ courierEnabled: true, tipValues: [0.05, 0.1, 0.2] }, 'Delivery')).toEqual([0.1, 0.2]);
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

describe('custom tip (issue 17)', () => {
  it('is capped at the subtotal and at $500', () => {
    expect(customTipCap(2000)).toBe(2000);
    expect(customTipCap(90_000)).toBe(CUSTOM_TIP_MAX);
    expect(checkCustomTip(2000, 2000)).toBeNull();
    expect(checkCustomTip(2001, 2000)).toBe(messages.tipTooLarge);
    expect(checkCustomTip(50_001, 90_000)).toBe(messages.tipTooLarge);
    expect(checkCustomTip(-1, 2000)).toBe(messages.tipNotAmount);
    expect(checkCustomTip(1.5, 2000)).toBe(messages.tipNotAmount);
  });
  it('reads amounts as diners type them, by the one money parser (decision 0073)', () => {
    expect(parseMoney('3.50')).toBe(350);
    expect(parseMoney('$3')).toBe(300);
    expect(parseMoney('0.07')).toBe(7);
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('-2')).toBeNull();
    expect(parseMoney('1.234')).toBeNull();
    // A decimal comma was read as 3.50 here and refused elsewhere; now it is refused with a sentence.
    expect(parseMoney('3,5')).toBeNull();
    expect(moneyProblem('3,5', messages.tipNotAmount)).toBe('Use a point before the cents: 3.5, not 3,5.');
    expect(moneyProblem('abc', messages.tipNotAmount)).toBe(messages.tipNotAmount);
  });
  it('is charged as typed, to the cent, even above the total before tip (issue 24: $37.50 became $33.66)', () => {
    // A $40.00 subtotal with a first-order discount: $33.66 before tip. A share of it is at most 100%.
    expect(
      tipAmount({
        totalBeforeTip: 3366,
        tip: 0,
        customTip: 3750,
        paymentMethod: 'online',
        courierDelivery: false,
      }),
    ).toBe(3750);
    expect(
      tipAmount({
        totalBeforeTip: 1463,
        tip: 0.2,
        customTip: 351,
        paymentMethod: 'online',
        courierDelivery: true,
      }),
    ).toBe(351);
    // Paying in person: no tip at all.
    expect(
      tipAmount({
        totalBeforeTip: 1463,
        tip: 0,
        customTip: 351,
        paymentMethod: 'offline',
        courierDelivery: false,
      }),
    ).toBe(0);
  });
  it("the server's check takes an offered share, or a custom amount within its cap and the courier's minimum", () => {
    const settings = { courierEnabled: true };
    const amounts = { subTotal: 2900, totalBeforeTip: 3300 };
    // Shares: only the buttons the screen shows (a made-up share is no longer a custom tip).
    expect(checkTip({ settings, orderType: 'Pickup', tip: 0.15, amounts })).toBeNull();
    expect(checkTip({ settings, orderType: 'Pickup', tip: 0, amounts })).toBeNull();
    expect(checkTip({ settings, orderType: 'Pickup', tip: 0.17, amounts })).toBe(messages.tipNotOffered);
    expect(checkTip({ settings, orderType: 'Delivery', tip: 0.1, amounts })).toBeNull();
    // Amounts: whole cents within the cap; for a courier delivery at least its 10%.
    expect(checkTip({ settings, orderType: 'Pickup', tip: 0, customTip: 520, amounts })).toBeNull();
    expect(checkTip({ settings, orderType: 'Pickup', tip: 0, customTip: 2901, amounts })).toBe(
      messages.tipTooLarge,
    );
    expect(checkTip({ settings, orderType: 'Pickup', tip: 0, customTip: 5.5, amounts })).toBe(
      messages.tipNotAmount,
    );
    expect(checkTip({ settings, orderType: 'Delivery', tip: 0, customTip: 330, amounts })).toBeNull();
    expect(checkTip({ settings, orderType: 'Delivery', tip: 0, customTip: 329, amounts })).toBe(
      tipBelowCourierMinimumMessage('$3.30'),
    );
    expect(
      checkTip({ settings: { courierEnabled: false }, orderType: 'Delivery', tip: 0, customTip: 1, amounts }),
    ).toBeNull();
  });
});
