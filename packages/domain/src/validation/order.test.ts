import { describe, expect, it } from 'vitest';
import { at, everyDay, makeSettings } from '../testing/fixtures.ts';
import { checkOrder, type OrderCheckInput } from './order.ts';

const settings = makeSettings({
  hours: everyDay({ open: '11:00', close: '21:00' }),
  deliveryHours: everyDay({ open: '12:00', close: '20:00' }),
  minOrder: 1500,
  paymentMethodType: 'both',
});

const valid: OrderCheckInput = {
  settings,
  now: at('2026-06-10T13:00'),
  placing: false,
  loggedIn: true,
  isDineIn: false,
  orderType: 'Delivery',
  paymentMethod: 'online',
  name: 'Ann',
  phoneNumber: '7783334444',
  orderTime: 'ASAP',
  subTotalAfterRewards: 2000,
  address: '1 Main St',
  courierDetails: null,
  hasSavedCard: true,
  cartIsEmpty: false,
};
const check = (overrides: Partial<OrderCheckInput>) => checkOrder({ ...valid, ...overrides });

describe('checkOrder', () => {
  it('accepts a complete order', () => {
    expect(checkOrder(valid)).toBeNull();
  });

  it('needs a login, or a guest dine-in order with guest ordering on', () => {
    expect(check({ loggedIn: false })).toBe('Not Authenticated');
    expect(check({ loggedIn: false, guest: true })).toBe(
      'Sorry, guest ordering is only available for dine-in.',
    );
    expect(
      check({
        loggedIn: false,
        guest: true,
        isDineIn: true,
        settings: { ...settings, guestOrderingEnabled: false },
      }),
    ).toBe('Sorry, guest ordering is only available for dine-in.');
    expect(check({ loggedIn: false, guest: true, isDineIn: true, settings: null })).toBe(
      'Sorry, guest ordering is only available for dine-in.',
    );
    // A guest pays in person, so no card is needed.
    expect(
      check({ loggedIn: false, guest: true, isDineIn: true, hasSavedCard: false, name: '', phoneNumber: '' }),
    ).toBeNull();
  });

  it('1: refuses a second order while one is being placed', () => {
    expect(check({ placing: true, cartIsEmpty: true })).toBe(
      'Your order is already being placed! Please wait.',
    );
  });

  it('2: refuses orders while the restaurant is closed or loading', () => {
    expect(check({ now: at('2026-06-10T20:45'), cartIsEmpty: true })).toBe(
      'Sorry, the restaurant is closed.',
    );
    expect(check({ settings: null })).toBe('Sorry, the restaurant is closed.');
    expect(check({ settings: { ...settings, orderOpen: false } })).toBe('Sorry, the restaurant is closed.');
  });

  it('2: has no wait time for dine-in', () => {
    expect(
      check({ now: at('2026-06-10T20:45'), isDineIn: true, orderType: 'Dine-in', paymentMethod: 'offline' }),
    ).toBeNull();
  });

  it('3: needs name, phone and a takeout order type unless dining in', () => {
    expect(check({ name: ' ', orderType: '' })).toBe('Name and phone number required to make order.');
    expect(check({ phoneNumber: '' })).toBe('Name and phone number required to make order.');
    expect(check({ orderType: '' })).toBe('Please choose pickup or delivery.');
    expect(check({ orderType: 'Dine-in' })).toBe('Please choose pickup or delivery.');
    expect(check({ isDineIn: true, name: '', phoneNumber: '', orderType: '' })).toBeNull();
  });

  it('4: checks delivery: open today, ASAP within hours, minimum, address, courier', () => {
    expect(check({ settings: { ...settings, deliveryOpen: false }, subTotalAfterRewards: 0 })).toBe(
      'Sorry, delivery is closed.',
    );
    expect(check({ now: at('2026-06-10T11:30'), subTotalAfterRewards: 0 })).toBe(
      'Please choose a delivery time within delivery hours.',
    );
    expect(check({ now: at('2026-06-10T11:30'), orderTime: '2026-06-10T13:00:00-07:00' })).toBeNull();
    expect(check({ subTotalAfterRewards: 1499, address: '' })).toBe(
      'Your subtotal must be greater than $15.00.',
    );
    expect(check({ subTotalAfterRewards: 1500 })).toBeNull();
    expect(check({ address: ' ', paymentMethod: '' })).toBe('Address required to make delivery order.');
    expect(check({ address: null })).toBe('Address required to make delivery order.');
    expect(check({ settings: { ...settings, courierEnabled: true }, paymentMethod: '' })).toBe(
      'Sorry, there was an error with delivery. Please try again.',
    );
    expect(
      check({
        settings: { ...settings, courierEnabled: true },
        courierDetails: { estimated_delivery_time: 'x' },
      }),
    ).toBeNull();
  });

  it('4: leaves pickup orders out of the delivery checks', () => {
    expect(
      check({ orderType: 'Pickup', address: null, subTotalAfterRewards: 100, now: at('2026-06-10T11:30') }),
    ).toBeNull();
  });

  it('5: needs a payment method when both are allowed, and a card for online payment', () => {
    expect(check({ paymentMethod: '', cartIsEmpty: true })).toBe('Please choose a payment method.');
    expect(check({ hasSavedCard: false, cartIsEmpty: true })).toBe('Please add your credit / debit card.');
    expect(check({ paymentMethod: 'offline', hasSavedCard: false })).toBeNull();
    const onlineOnly = { ...settings, paymentMethodType: 'online' as const };
    expect(check({ settings: onlineOnly, paymentMethod: '', hasSavedCard: false })).toBe(
      'Please add your credit / debit card.',
    );
    const offlineOnly = { ...settings, paymentMethodType: 'offline' as const };
    expect(check({ settings: offlineOnly, paymentMethod: '', hasSavedCard: false })).toBeNull();
  });

  it('6: refuses an empty cart', () => {
    expect(check({ cartIsEmpty: true })).toBe('Cannot place order with empty cart.');
  });
});
