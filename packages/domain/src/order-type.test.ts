import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  canOrderAsGuest,
  GUEST_ORDER,
  guestWarning,
  kioskMode,
  orderingBlocked,
  orderTypeAt,
  paymentPolicy,
  resolveOrderType,
  resolvePaymentMethod,
  showsCardSettings,
  tipAfterChoosingOrderType,
} from './order-type.ts';
import { makeSettings } from './testing/fixtures.ts';

describe('resolveOrderType', () => {
  const settings = makeSettings();
  it('is Dine-in with a table id when dine-in is enabled', () => {
    expect(resolveOrderType({ settings, tableId: 't1', chosen: 'Delivery' })).toBe('Dine-in');
  });
  it('is the chosen type when delivery is enabled', () => {
    expect(resolveOrderType({ settings, tableId: null, chosen: 'Delivery' })).toBe('Delivery');
    expect(resolveOrderType({ settings, chosen: '' })).toBe('');
    expect(
      resolveOrderType({ settings: { ...settings, dineInEnabled: false }, tableId: 't1', chosen: 'Pickup' }),
    ).toBe('Pickup');
    expect(resolveOrderType({ settings, chosen: 'Dine-in' })).toBe('');
  });
  it('is Pickup otherwise', () => {
    expect(resolveOrderType({ settings: { ...settings, deliveryEnabled: false }, chosen: 'Delivery' })).toBe(
      'Pickup',
    );
  });
});

describe('orderTypeAt: the type an order is placed with', () => {
  it('is Dine-in at a table, whatever the diner chose before sitting down', () => {
    for (const chosen of ['', 'Pickup', 'Delivery', 'Dine-in'] as const)
      expect(orderTypeAt({ atTable: true, chosen })).toBe('Dine-in');
  });

  it("is the diner's choice away from a table, never Dine-in (which the order checks then refuse)", () => {
    expect(orderTypeAt({ atTable: false, chosen: 'Pickup' })).toBe('Pickup');
    expect(orderTypeAt({ atTable: false, chosen: 'Delivery' })).toBe('Delivery');
    expect(orderTypeAt({ atTable: false, chosen: '' })).toBe('');
    expect(orderTypeAt({ atTable: false, chosen: 'Dine-in' })).toBe('');
  });
});

describe('resolvePaymentMethod', () => {
  const settings = makeSettings({ paymentMethodType: 'offline', dineInPaymentMethodType: 'online' });
  it('forces online for Delivery when delivery is online-only', () => {
    expect(
      resolvePaymentMethod({
        settings: { ...settings, deliveryOnlinePaymentOnly: true },
        orderType: 'Delivery',
        chosen: 'offline',
      }),
    ).toBe('online');
  });
  it('follows the location policy', () => {
    expect(resolvePaymentMethod({ settings, orderType: 'Pickup', chosen: 'online' })).toBe('offline');
    expect(resolvePaymentMethod({ settings, orderType: 'Dine-in', chosen: 'offline' })).toBe('online');
    expect(
      resolvePaymentMethod({
        settings: { ...settings, deliveryOnlinePaymentOnly: true },
        orderType: 'Pickup',
        chosen: '',
      }),
    ).toBe('offline');
  });
  it("follows the user's pick when both are allowed", () => {
    const both = { ...settings, paymentMethodType: 'both' as const };
    expect(resolvePaymentMethod({ settings: both, orderType: 'Delivery', chosen: 'offline' })).toBe(
      'offline',
    );
    expect(resolvePaymentMethod({ settings: both, orderType: 'Pickup', chosen: '' })).toBe('');
    expect(paymentPolicy(both, 'Pickup')).toBe('both');
    expect(paymentPolicy(both, 'Dine-in')).toBe('online');
  });
});

describe('tips on order type', () => {
  it('sets the second tip value when the courier is enabled', () => {
    expect(tipAfterChoosingOrderType(makeSettings({ courierEnabled: true }), 0)).toBe(0.15);
    expect(tipAfterChoosingOrderType(makeSettings({ courierEnabled: false }), 0.2)).toBe(0.2);
  });
});

describe('card settings in the user hub', () => {
  it('show unless payment is offline-only, except when delivery is online-only', () => {
    expect(showsCardSettings(makeSettings({ paymentMethodType: 'both' }))).toBe(true);
    expect(showsCardSettings(makeSettings({ paymentMethodType: 'online' }))).toBe(true);
    expect(showsCardSettings(makeSettings({ paymentMethodType: 'offline' }))).toBe(false);
    expect(
      showsCardSettings(makeSettings({ paymentMethodType: 'offline', deliveryOnlinePaymentOnly: true })),
    ).toBe(true);
    expect(
      showsCardSettings(
        makeSettings({
          paymentMethodType: 'offline',
          deliveryOnlinePaymentOnly: true,
          deliveryEnabled: false,
        }),
      ),
    ).toBe(false);
  });
});

describe('guests', () => {
  const settings = makeSettings({ guestOrderingEnabled: true });
  it('may order only dine-in, when guest ordering is on and nobody is logged in', () => {
    expect(canOrderAsGuest({ settings, orderType: 'Dine-in', loggedIn: false })).toBe(true);
    expect(canOrderAsGuest({ settings, orderType: 'Dine-in', loggedIn: true })).toBe(false);
    expect(canOrderAsGuest({ settings, orderType: 'Pickup', loggedIn: false })).toBe(false);
    expect(
      canOrderAsGuest({ settings: { guestOrderingEnabled: false }, orderType: 'Dine-in', loggedIn: false }),
    ).toBe(false);
  });
  it('pay offline with no tip', () => {
    expect(GUEST_ORDER).toEqual({ orderType: 'Dine-in', paymentMethod: 'offline', tip: 0 });
  });
  it('are warned about what they miss, by the enabled features', () => {
    expect(guestWarning({ rewardsEnabled: true, dineInPaymentMethodType: 'both' })).toBe(
      'Order history, rewards and online payment are not available as Guest.',
    );
    expect(guestWarning({ rewardsEnabled: false, dineInPaymentMethodType: 'online' })).toBe(
      'Order history and online payment are not available as Guest.',
    );
    expect(guestWarning({ rewardsEnabled: false, dineInPaymentMethodType: 'offline' })).toBe(
      'Order history is not available as Guest.',
    );
  });
});

describe('ordering from a table (issue 24)', () => {
  it('is blocked for dine-in with dineInOrderingEnabled off, with the sentence the server refuses with', () => {
    const settings = makeSettings({ dineInOrderingEnabled: false });
    expect(orderingBlocked({ settings, orderType: 'Dine-in' })).toBe(messages.dineInOrderingDisabled);
  });
  it('is open for dine-in with the switch on (its default)', () => {
    expect(orderingBlocked({ settings: makeSettings(), orderType: 'Dine-in' })).toBeNull();
  });
  it('never blocks pickup or delivery', () => {
    const settings = makeSettings({ dineInOrderingEnabled: false });
    expect(orderingBlocked({ settings, orderType: 'Pickup' })).toBeNull();
    expect(orderingBlocked({ settings, orderType: 'Delivery' })).toBeNull();
    expect(orderingBlocked({ settings, orderType: '' })).toBeNull();
  });
});

describe('virtual kiosk (issue 24)', () => {
  it('is kiosk mode from a kiosk link only with virtualKioskEnabled on', () => {
    expect(kioskMode(makeSettings({ virtualKioskEnabled: true }), true)).toBe(true);
    expect(kioskMode(makeSettings({ virtualKioskEnabled: false }), true)).toBe(false);
    expect(kioskMode(makeSettings({ virtualKioskEnabled: true }), false)).toBe(false);
  });
});
