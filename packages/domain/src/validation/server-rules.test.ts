import { describe, expect, it } from 'vitest';
import { checkDeliveryArea } from '../delivery-zones.ts';
import { menuProductIds } from '../menu-activity.ts';
import { priceOrder } from '../pricing.ts';
import { quantitySchema } from '../schemas/common.ts';
import { courierDetailsSchema } from '../schemas/courier.ts';
import {
  at,
  breakfastAndMains,
  catalogue,
  downtown,
  everyDay,
  insideDowntown,
  makeSettings,
  outsideDowntown,
} from '../testing/fixtures.ts';
import { checkTip } from '../tips.ts';
import { checkOrderSwitches } from './order.ts';
import { validateProductSelection } from './product.ts';
import { validateUserInfoChange } from './profile.ts';
import { checkServiceRequest } from './requests.ts';

/** The rules the server applies to what a browser sends (issue 13), as pure functions. */

describe('checkTip', () => {
  const settings = makeSettings({ tipValues: [0.1, 0.15, 0.2], courierEnabled: false });
  it("takes none or one of the location's values", () => {
    for (const tip of [0, 0.1, 0.15, 0.2])
      expect(checkTip({ settings, orderType: 'Pickup', tip })).toBeNull();
  });
  it('refuses anything else, however close to an option or large', () => {
    for (const tip of [0.99, 0.17, 0.05, 1, 0.2001])
      expect(checkTip({ settings, orderType: 'Pickup', tip })).toBe(
        'Sorry, please choose one of the tip options.',
      );
  });
  it("follows the location's own values", () => {
    const generous = makeSettings({ tipValues: [0.18, 0.22, 0.25], courierEnabled: false });
    expect(checkTip({ settings: generous, orderType: 'Pickup', tip: 0.22 })).toBeNull();
    expect(checkTip({ settings: generous, orderType: 'Pickup', tip: 0.15 })).not.toBeNull();
  });
});

describe('checkDeliveryArea', () => {
  const zoned = makeSettings({
    courierEnabled: false,
    deliveryZone: [],
    deliveryZonesWithFees: [{ deliveryZone: downtown, deliveryFee: 299, deliveryTime: 20 }],
  });
  it("needs the address inside the location's zones", () => {
    expect(checkDeliveryArea(insideDowntown, zoned)).toBeNull();
    expect(checkDeliveryArea(outsideDowntown, zoned)).toBe(
      'Sorry, your address is outside of our delivery area.',
    );
    expect(checkDeliveryArea(null, zoned)).toBe('Sorry, your address is outside of our delivery area.');
  });
  it('leaves the courier and zone-less locations alone', () => {
    expect(checkDeliveryArea(outsideDowntown, { ...zoned, courierEnabled: true })).toBeNull();
    expect(
      checkDeliveryArea(
        null,
        makeSettings({ courierEnabled: false, deliveryZone: [], deliveryZonesWithFees: [] }),
      ),
    ).toBeNull();
  });
});

describe('menuProductIds', () => {
  const { categories, menus } = breakfastAndMains;
  const settings = makeSettings({ menus });
  it('offers what the menus open at that time list', () => {
    const morning = menuProductIds({ settings, categories, when: at('2026-06-10T09:00'), isDineIn: false });
    expect([...morning]).toEqual(['pancakes']);
    const evening = menuProductIds({ settings, categories, when: at('2026-06-10T19:00'), isDineIn: false });
    expect([...evening]).toEqual(['burger']);
    // No menu open: the default menu's categories.
    const night = menuProductIds({ settings, categories, when: at('2026-06-10T23:30'), isDineIn: false });
    expect([...night].sort()).toEqual(['burger', 'pancakes']);
  });
});

describe('validateProductSelection', () => {
  it('refuses a choice picked twice, even within maxSelect', () => {
    const burger = catalogue.products[0]!;
    const picked = [
      { modifierId: 'size', id: 'small' },
      { modifierId: 'toppings', id: 'bacon' },
      { modifierId: 'toppings', id: 'bacon' },
    ];
    const now = at('2026-06-10T12:00');
    expect(validateProductSelection({ product: burger, modifiers: catalogue.modifiers, picked, now })).toBe(
      'Sorry, each option can only be chosen once.',
    );
    expect(
      validateProductSelection({
        product: burger,
        modifiers: catalogue.modifiers,
        picked: [picked[0]!, picked[1]!, { modifierId: 'toppings', id: 'cheese' }],
        now,
      }),
    ).toBeNull();
  });
});

describe('checkOrderSwitches', () => {
  const on = makeSettings({
    promoCodesEnabled: true,
    rewardsEnabled: true,
    commentsEnabled: true,
    dineInOrderingEnabled: true,
  });
  const order = {
    isDineIn: false,
    guest: false,
    promoCode: 'SAVE',
    redeemedRewardCount: 1,
    notes: 'No onions',
  };
  it('passes when every switch is on', () => {
    expect(checkOrderSwitches({ settings: on, ...order })).toBeNull();
  });
  it('refuses what a switch turns off', () => {
    expect(checkOrderSwitches({ settings: { ...on, promoCodesEnabled: false }, ...order })).toBe(
      'Sorry, promo codes are not available at this restaurant.',
    );
    expect(checkOrderSwitches({ settings: { ...on, rewardsEnabled: false }, ...order })).toBe(
      'Sorry, rewards are not available at this restaurant.',
    );
    expect(checkOrderSwitches({ settings: { ...on, commentsEnabled: false }, ...order })).toBe(
      'Sorry, special requests are not available at this restaurant.',
    );
    expect(
      checkOrderSwitches({ settings: { ...on, dineInOrderingEnabled: false }, ...order, isDineIn: true }),
    ).toBe('Sorry, ordering from the table is not available at this restaurant.');
    expect(
      checkOrderSwitches({ settings: { ...on, dineInOrderingEnabled: false }, ...order, guest: true }),
    ).toBe('Sorry, ordering from the table is not available at this restaurant.');
  });
  it('minds a switch only when the order uses it', () => {
    const off = { ...on, promoCodesEnabled: false, rewardsEnabled: false, commentsEnabled: false };
    expect(
      checkOrderSwitches({ settings: off, ...order, promoCode: null, redeemedRewardCount: 0, notes: '  ' }),
    ).toBeNull();
    expect(checkOrderSwitches({ settings: { ...on, dineInOrderingEnabled: false }, ...order })).toBeNull();
  });
});

describe('validateUserInfoChange', () => {
  it("applies the screen's rules, then the profile update's 18-character name", () => {
    const valid = { name: 'Ann Lee', phoneNumber: '7783334444', isDineIn: false };
    expect(validateUserInfoChange(valid)).toBeNull();
    expect(validateUserInfoChange({ ...valid, name: 'a'.repeat(18) })).toBeNull();
    expect(validateUserInfoChange({ ...valid, name: 'a'.repeat(19) })).toBe('Name is too long');
    expect(validateUserInfoChange({ ...valid, name: 'a'.repeat(29) })).toBe(
      'Sorry, name must be 28 characters or less.',
    );
    expect(validateUserInfoChange({ ...valid, name: '' })).toBe('Sorry, name cannot be empty.');
    expect(validateUserInfoChange({ name: 'Ann', phoneNumber: '', isDineIn: true })).toBeNull();
  });
});

describe('checkServiceRequest', () => {
  const settings = makeSettings({
    hours: everyDay({ open: '00:00', close: '23:59' }),
    requestTypes: [{ name: 'Water', icon: 'water' }],
  });
  const now = at('2026-06-10T12:00');
  it('takes a request type as it is, and checks any other text as a custom request', () => {
    expect(checkServiceRequest({ settings, now, description: 'Water', custom: false })).toBeNull();
    expect(checkServiceRequest({ settings, now, description: 'x'.repeat(101), custom: false })).toBe(
      'Sorry, custom request must be 100 characters or less.',
    );
    expect(checkServiceRequest({ settings, now, description: ' ', custom: false })).toBe(
      'Custom request cannot be empty.',
    );
    expect(checkServiceRequest({ settings, now, description: 'More spoons', custom: true })).toBeNull();
  });
});

describe('schemas refuse with sentences', () => {
  it('quantity 1 to 50', () => {
    for (const count of [0, 51, 1.5])
      expect(quantitySchema.safeParse(count).error?.issues[0]?.message).toBe(
        'Sorry, quantity must be between 1 and 50.',
      );
  });
  it('courier details are a booking id', () => {
    expect(courierDetailsSchema.safeParse({ booking_id: '' }).success).toBe(false);
  });
});

describe('priceOrder with a booked courier delivery', () => {
  it("charges the booking's fee instead of the zone's", () => {
    const settings = makeSettings({ deliveryFee: 499, courierEnabled: true });
    const input = {
      settings,
      catalogue,
      cart: { fries: { id: 'fries', count: 4 } },
      choicesCart: [],
      orderType: 'Delivery' as const,
      paymentMethod: 'online' as const,
      tip: 0,
    };
    expect(priceOrder(input).deliveryFee).toBe(499);
    expect(priceOrder({ ...input, bookedDeliveryFee: 650 }).deliveryFee).toBe(650);
    expect(priceOrder({ ...input, orderType: 'Pickup', bookedDeliveryFee: 650 }).deliveryFee).toBe(0);
  });
});
