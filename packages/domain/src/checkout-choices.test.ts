import { describe, expect, it } from 'vitest';
import { paymentMethodsOffered, startingChoices } from './checkout-choices.ts';
import { resolvePaymentMethod } from './order-type.ts';
import { makeSettings } from './testing/fixtures.ts';

describe('payment methods offered', () => {
  const both = makeSettings({ paymentMethodType: 'both', dineInPaymentMethodType: 'offline' });
  it('are both when the policy allows both, so the customer picks', () => {
    expect(paymentMethodsOffered(both, 'Pickup')).toEqual(['online', 'offline']);
    expect(paymentMethodsOffered(both, 'Delivery')).toEqual(['online', 'offline']);
    expect(paymentMethodsOffered(both, '')).toEqual(['online', 'offline']);
  });
  it("are the policy's one method otherwise, the dine-in policy at a table", () => {
    expect(paymentMethodsOffered(both, 'Dine-in')).toEqual(['offline']);
    expect(paymentMethodsOffered(makeSettings({ paymentMethodType: 'online' }), 'Pickup')).toEqual([
      'online',
    ]);
    expect(paymentMethodsOffered(makeSettings({ paymentMethodType: 'offline' }), 'Delivery')).toEqual([
      'offline',
    ]);
  });
  it('are online only for Delivery when delivery is online-only', () => {
    const onlineDelivery = { ...both, deliveryOnlinePaymentOnly: true };
    expect(paymentMethodsOffered(onlineDelivery, 'Delivery')).toEqual(['online']);
    expect(paymentMethodsOffered({ ...onlineDelivery, paymentMethodType: 'offline' }, 'Delivery')).toEqual([
      'online',
    ]);
    expect(paymentMethodsOffered(onlineDelivery, 'Pickup')).toEqual(['online', 'offline']);
  });
  it('agree with the method an order is paid with', () => {
    for (const orderType of ['', 'Pickup', 'Delivery', 'Dine-in'] as const)
      for (const paymentMethodType of ['online', 'offline', 'both'] as const)
        for (const deliveryOnlinePaymentOnly of [false, true]) {
          const settings = makeSettings({ paymentMethodType, deliveryOnlinePaymentOnly });
          const offered = paymentMethodsOffered(settings, orderType);
          for (const chosen of ['online', 'offline'] as const) {
            const method = resolvePaymentMethod({ settings, orderType, chosen });
            expect(offered).toContain(method);
            if (offered.length > 1) expect(method).toBe(chosen);
          }
        }
  });
});

describe("a returning customer's starting choices", () => {
  const fresh = {
    picksOrderType: true,
    orderType: '' as const,
    paymentMethod: '' as const,
    hasAddress: true,
    hasSavedCard: true,
  };
  it('are the last order type and payment method', () => {
    expect(startingChoices({ ...fresh, last: { orderType: 'Delivery', paymentMethod: 'online' } })).toEqual({
      orderType: 'Delivery',
      paymentMethod: 'online',
    });
    expect(startingChoices({ ...fresh, last: { orderType: 'Pickup', paymentMethod: 'offline' } })).toEqual({
      orderType: 'Pickup',
      paymentMethod: 'offline',
    });
  });
  it('leave out Delivery without an address and online payment without a saved card', () => {
    expect(
      startingChoices({
        ...fresh,
        hasAddress: false,
        hasSavedCard: false,
        last: { orderType: 'Delivery', paymentMethod: 'online' },
      }),
    ).toEqual({});
  });
  it('never replace a choice made on this device, nor pick a type where the customer does not', () => {
    const last = { orderType: 'Pickup', paymentMethod: 'offline' } as const;
    expect(startingChoices({ ...fresh, orderType: 'Delivery', paymentMethod: 'online', last })).toEqual({});
    expect(startingChoices({ ...fresh, picksOrderType: false, last })).toEqual({ paymentMethod: 'offline' });
    expect(startingChoices({ ...fresh, last: { orderType: 'Dine-in', paymentMethod: '' } })).toEqual({});
  });
});
