import { describe, expect, it } from 'vitest';
import { orderBody, placeOnlineDelivery, saveCard, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';

const { server, api } = serverForFile();

const downtown = { restaurantId: 'demo', locationId: 'downtown' };

describe('profile and per-restaurant data', () => {
  it('returns the profile with the restaurant data and first-order state', async () => {
    const customer = await signUpCustomer(api);
    const me = await api.get('/api/me?restaurantId=demo', { token: customer.token });
    expect(me.body.data.user).toMatchObject({
      email: customer.email,
      name: 'Sam Patel',
      phoneNumber: '6045550100',
    });
    expect(me.body.data.restaurant).toMatchObject({ cart: {}, orderTime: 'ASAP', rewardPoints: 0 });
    expect(me.body.data.isFirstOrder).toBe(true);
  });

  it('saves user details with the screen rules', async () => {
    const customer = await signUpCustomer(api);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ', phoneNumber: '6045550100' }, 'Sorry, name cannot be empty.'],
      [{ name: 'Al', phoneNumber: '604-555-01a0' }, 'Sorry, phone number must be a number.'],
      [{ name: 'Al', phoneNumber: '60455501' }, 'Sorry, phone number must be 10 digits.'],
    ];
    for (const [body, message] of cases) {
      expect((await api.put('/api/user_info', body, { token: customer.token })).body.error.message).toBe(
        message,
      );
    }
    const saved = await api.put(
      '/api/user_info',
      { name: '  Alex Kim ', phoneNumber: '(778) 333-4444' },
      { token: customer.token },
    );
    expect(saved.body.data).toMatchObject({
      message: 'User details saved!',
      name: 'Alex Kim',
      phoneNumber: '7783334444',
    });
  });

  it('keeps the cart and choices between visits', async () => {
    const customer = await signUpCustomer(api);
    const cart = { fries: { id: 'fries', count: 3 } };
    const saved = await api.put(
      '/api/user_restaurant',
      { restaurantId: 'demo', cart, orderType: 'Pickup' },
      { token: customer.token },
    );
    expect(saved.body.data).toMatchObject({ cart, orderType: 'Pickup' });
    const tooLong = await api.put(
      '/api/user_restaurant',
      { restaurantId: 'demo', notes: 'x'.repeat(129) },
      { token: customer.token },
    );
    expect(tooLong.body.error.message).toBe('Sorry, special requests must be 128 characters or less.');
  });
});

describe('delivery details', () => {
  it('saves an address from a suggestion inside the delivery area, stripping the region', async () => {
    const customer = await signUpCustomer(api);
    const suggestions = await api.get('/api/places/autocomplete?q=1055%20W%20Georgia', {
      token: customer.token,
    });
    const placeId = suggestions.body.data.suggestions[0].placeId;
    const { place } = (await api.get(`/api/places/${placeId}`, { token: customer.token })).body.data;
    const saved = await api.put(
      '/api/address',
      {
        ...downtown,
        address: `${place.address}, ${place.city}, BC ${place.postalCode}, Canada`,
        latLng: place.latLng,
        aptNumber: ' 1204 ',
        deliveryInstructions: 'Buzz 1204',
      },
      { token: customer.token },
    );
    expect(saved.body.data).toMatchObject({
      message: 'Delivery details saved!',
      address: '1055 W Georgia St, Vancouver',
      aptNumber: '1204',
    });
  });

  it('refuses an address typed without a suggestion, or outside the area', async () => {
    const customer = await signUpCustomer(api);
    const typed = await api.put(
      '/api/address',
      { ...downtown, address: '1 Main St' },
      { token: customer.token },
    );
    expect(typed.body.error.message).toBe('Please select a valid address.');
    const burnaby = await api.put(
      '/api/address',
      { ...downtown, address: '4700 Kingsway, Burnaby', latLng: { lat: 49.2276, lng: -123.0004 } },
      { token: customer.token },
    );
    expect(burnaby.body.error.message).toBe('Sorry, your address is outside of our delivery area.');
  });

  it('prices delivery from the fee zone of the saved address', async () => {
    const customer = await signUpCustomer(api);
    await api.put(
      '/api/address',
      { ...downtown, address: '800 Robson St, Vancouver', latLng: { lat: 49.2822, lng: -123.1208 } },
      { token: customer.token },
    );
    const placed = await placeOnlineDelivery(api, customer.token, {
      tip: 0.1,
      products: { 'fish-tacos': { id: 'fish-tacos', count: 2 } },
    });
    expect(placed.status).toBe(201);
    const order = (await api.get(`/api/orders/${placed.body.data.order.orderId}`, { token: customer.token }))
      .body.data.order;
    // Inner zone: $2.99. 2 x $14.50 = $29.00, first order 10% = $2.90; tax 5% of ($26.10 + $2.99) = $1.45.
    expect(order).toMatchObject({
      orderType: 'Delivery',
      deliveryFee: 299,
      firstOrderDiscountAmount: 290,
      pickupDiscountAmount: 0,
      taxAmount: 145,
      deliveryAddress: '800 Robson St, Vancouver',
    });
  });
});

describe('promo codes', () => {
  it('applies a known code case-insensitively and refuses the others with their messages', async () => {
    const customer = await signUpCustomer(api);
    const apply = (code: string) =>
      api.post('/api/promo_code', { ...downtown, code }, { token: customer.token });
    expect((await apply('welcome10')).body.data).toMatchObject({
      message: 'Promo code redeemed!',
      promo: { code: 'WELCOME10' },
    });
    expect((await apply('NOPE')).body.error.message).toBe('Sorry, that promo code is invalid.');
    expect((await apply('oldnews')).body.error.message).toBe('Sorry, that promo code is inactive.');
    // The test clock is a Wednesday: Taco Tuesday is not today.
    expect((await apply('TACOTUESDAY')).body.error.message).toBe(
      'Sorry, that promo code cannot be used today.',
    );
  });

  it('allows a weekly code once a week', async () => {
    const customer = await signUpCustomer(api);
    await api.post('/api/promo_code', { ...downtown, code: 'WEEKLY15' }, { token: customer.token });
    const placed = await api.post(
      '/api/create_order_v2',
      orderBody({
        products: { 'fish-tacos': { id: 'fish-tacos', count: 2 } },
        redeemedPromoCode: 'WEEKLY15',
      }),
      { token: customer.token },
    );
    expect(placed.status).toBe(201);
    const again = await api.post(
      '/api/promo_code',
      { ...downtown, code: 'weekly15' },
      { token: customer.token },
    );
    expect(again.body.error.message).toBe('Sorry, that promo can only be used once a week.');
  });
});

describe('rewards', () => {
  it('redeems a reward from the cart and refuses one the points do not cover', async () => {
    const customer = await signUpCustomer(api);
    const redeem = (rewardId: string, change: 1 | -1 = 1) =>
      api.post('/api/rewards/redeem', { ...downtown, rewardId, change }, { token: customer.token });
    // SPEC.md order: a $5 discount on an empty cart fails the negative-subtotal rule first.
    expect((await redeem('reward-5-off')).body.error.message).toBe('SubTotal cannot be negative');
    expect((await redeem('reward-free-cheesecake')).body.error.message).toBe(
      'Free Reward cannot be redeemed with empty cart',
    );
    await api.put(
      '/api/user_restaurant',
      { restaurantId: 'demo', cart: { 'fish-tacos': { id: 'fish-tacos', count: 2 } } },
      { token: customer.token },
    );
    // First order: the first-order reward is free, once.
    const first = await redeem('reward-5-off');
    expect(first.body.data).toMatchObject({
      message: expect.stringMatching(/redeemed!$/),
      promos: { 'reward-5-off': { count: 1 } },
    });
    expect((await redeem('reward-5-off')).body.error.message).toBe(
      'You cannot redeem any more of this reward',
    );
    expect((await redeem('reward-10-off')).body.error.message).toBe('Not Enough Points');
    expect((await redeem('reward-5-off', -1)).body.data.message).toMatch(/unredeemed!$/);
  });
});

describe('saved card', () => {
  it('saves, replaces and deletes a card with the spec messages', async () => {
    const customer = await signUpCustomer(api);
    const saved = await saveCard(server.baseUrl, api, customer.token);
    expect(saved.body.data).toMatchObject({
      message: 'Credit / debit card saved!',
      card: { last4: '4242', brand: 'Visa' },
    });
    const replaced = await saveCard(server.baseUrl, api, customer.token, '5555555555554444');
    expect(replaced.body.data.card).toMatchObject({ last4: '4444', brand: 'MasterCard' });
    expect(
      (
        await api.post(
          '/api/create_customer',
          { cardToken: '', postalCode: 'V6B2S2' },
          { token: customer.token },
        )
      ).body.error.message,
    ).toBe('User Token not valid');
    expect((await api.delete('/api/card', { token: customer.token })).body.data.message).toBe(
      'Credit / debit card deleted!',
    );
    expect((await api.delete('/api/card', { token: customer.token })).body.error.message).toBe(
      'Error deleting card.',
    );
  });
});
