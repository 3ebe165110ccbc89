import { demoPlaces } from '@orderly/test-kit';
import { describe, expect, it } from 'vitest';
import { orderBody, placeOnlineDelivery, saveCard, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';

const { server, api } = serverForFile();

const downtown = { restaurantId: 'demo', locationId: 'downtown' };

/** A new customer (name and phone set), and the file's client calling as them. */
async function newCustomer() {
  const customer = await signUpCustomer(api);
  const as = { token: customer.token };
  return {
    ...customer,
    get: (path: string) => api.get(path, as),
    put: (path: string, body: unknown) => api.put(path, body, as),
    post: (path: string, body: unknown) => api.post(path, body, as),
    delete: (path: string) => api.delete(path, as),
  };
}

describe('profile and per-restaurant data', () => {
  it('returns the profile with the restaurant data and first-order state', async () => {
    const customer = await newCustomer();
    const me = await customer.get('/api/me?restaurantId=demo');
    expect(me.body.data.user).toMatchObject({
      email: customer.email,
      name: 'Sam Patel',
      phoneNumber: '6045550100',
    });
    expect(me.body.data.restaurant).toMatchObject({ cart: {}, orderTime: 'ASAP', rewardPoints: 0 });
    expect(me.body.data.isFirstOrder).toBe(true);
  });

  it('saves user details with the screen rules', async () => {
    const customer = await newCustomer();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ', phoneNumber: '6045550100' }, 'Sorry, name cannot be empty.'],
      [{ name: 'Al', phoneNumber: '604-555-01a0' }, 'Sorry, phone number must be a number.'],
      [{ name: 'Al', phoneNumber: '60455501' }, 'Sorry, phone number must be 10 digits.'],
    ];
    for (const [body, message] of cases) {
      expect((await customer.put('/api/user_info', body)).body.error.message).toBe(message);
    }
    const saved = await customer.put('/api/user_info', {
      name: '  Alex Kim ',
      phoneNumber: '(778) 333-4444',
    });
    expect(saved.body.data).toMatchObject({
      message: 'User details saved!',
      name: 'Alex Kim',
      phoneNumber: '7783334444',
    });
  });

  it('keeps the cart and choices between visits', async () => {
    const customer = await newCustomer();
    const cart = { fries: { id: 'fries', count: 3 } };
    const saved = await customer.put('/api/user_restaurant', {
      restaurantId: 'demo',
      cart,
      orderType: 'Pickup',
    });
    expect(saved.body.data).toMatchObject({ cart, orderType: 'Pickup' });
    const tooLong = await customer.put('/api/user_restaurant', {
      restaurantId: 'demo',
      notes: 'x'.repeat(129),
    });
    expect(tooLong.body.error.message).toBe('Sorry, special requests must be 128 characters or less.');
  });
});

describe('delivery details', () => {
  it("saves the picked suggestion's address and coordinates, whatever else the browser says", async () => {
    const customer = await newCustomer();
    const suggestions = await customer.get('/api/places/autocomplete?q=1055%20W%20Georgia');
    const placeId = suggestions.body.data.suggestions[0].placeId;
    const saved = await customer.put('/api/address', {
      ...downtown,
      placeId,
      // Not in the contract: ignored.
      address: 'Totally made up place',
      latLng: { lat: 49.2609, lng: -123.1139 },
      aptNumber: ' 1204 ',
      deliveryInstructions: 'Buzz 1204',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      message: 'Delivery details saved!',
      address: '1055 W Georgia St, Vancouver',
      latLng: { lat: 49.2856, lng: -123.1222 },
      aptNumber: '1204',
      deliveryInstructions: 'Buzz 1204',
    });
    expect((await customer.get('/api/me')).body.data.user).toMatchObject({
      address: '1055 W Georgia St, Vancouver',
      latLng: { lat: 49.2856, lng: -123.1222 },
    });
  });

  it('refuses an address that is no suggestion, even with coordinates inside the zone', async () => {
    const customer = await newCustomer();
    const madeUp = await customer.put('/api/address', {
      ...downtown,
      address: 'Totally made up place',
      latLng: { lat: 49.2822, lng: -123.1208 },
    });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.error.message).toBe('Please select a valid address.');
    const unknown = await customer.put('/api/address', { ...downtown, placeId: 'no-such-place' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Please select a valid address.');
    const blank = await customer.put('/api/address', { ...downtown, placeId: '  ' });
    expect(blank.body.error.message).toBe('Please select a valid address.');
    expect((await customer.get('/api/me')).body.data.user).toMatchObject({ address: null, latLng: null });
  });

  it("refuses a suggestion outside the area by the place's coordinates, not the browser's", async () => {
    const customer = await newCustomer();
    const burnaby = await customer.put('/api/address', {
      ...downtown,
      placeId: demoPlaces.kingsway,
      latLng: { lat: 49.2822, lng: -123.1208 },
    });
    expect(burnaby.status).toBe(400);
    expect(burnaby.body.error.message).toBe('Sorry, your address is outside of our delivery area.');
  });

  it('keeps the saved address when only the apt number and instructions change', async () => {
    const customer = await newCustomer();
    await customer.put('/api/address', { ...downtown, placeId: demoPlaces.robson });
    const changed = await customer.put('/api/address', {
      ...downtown,
      aptNumber: '7',
      deliveryInstructions: 'Side door',
      address: 'Totally made up place',
    });
    expect(changed.body.data).toMatchObject({
      address: '800 Robson St, Vancouver',
      latLng: { lat: 49.2822, lng: -123.1208 },
      aptNumber: '7',
      deliveryInstructions: 'Side door',
    });
  });

  it("prices delivery from the fee zone of the saved place's coordinates", async () => {
    const customer = await newCustomer();
    // 800 Robson St is in the inner zone; the browser's coordinates (City Hall, Zone 2) are ignored.
    await customer.put('/api/address', {
      ...downtown,
      placeId: demoPlaces.robson,
      latLng: { lat: 49.2609, lng: -123.1139 },
    });
    const placed = await placeOnlineDelivery(api, customer.token, {
      tip: 0.1,
      products: { 'fish-tacos': { id: 'fish-tacos', count: 2 } },
    });
    expect(placed.status).toBe(201);
    const order = (await customer.get(`/api/orders/${placed.body.data.order.orderId}`)).body.data.order;
    // Inner zone: $2.99. 2 x $14.50 = $29.00, first order 10% = $2.90; tax 5% of ($26.10 + $2.99) = $1.45.
    expect(order).toMatchObject({
      orderType: 'Delivery',
      deliveryFee: 299,
      firstOrderDiscountAmount: 290,
      pickupDiscountAmount: 0,
      taxAmount: 145,
      deliveryAddress: '800 Robson St, Vancouver',
    });
    // City Hall, picked: the outer zone's $5.99.
    await customer.put('/api/address', { ...downtown, placeId: demoPlaces.cityHall });
    const outer = await placeOnlineDelivery(api, customer.token, {
      tip: 0.1,
      products: { 'fish-tacos': { id: 'fish-tacos', count: 2 } },
    });
    expect(outer.status).toBe(201);
    const outerOrder = (await customer.get(`/api/orders/${outer.body.data.order.orderId}`)).body.data.order;
    expect(outerOrder).toMatchObject({ deliveryFee: 599, deliveryAddress: '555 W 12th Ave, Vancouver' });
  });
});

describe('promo codes', () => {
  it('applies a known code case-insensitively and refuses the others with their messages', async () => {
    const customer = await newCustomer();
    const apply = (code: string) => customer.post('/api/promo_code', { ...downtown, code });
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
    const customer = await newCustomer();
    await customer.post('/api/promo_code', { ...downtown, code: 'WEEKLY15' });
    const placed = await customer.post(
      '/api/create_order_v2',
      orderBody({
        products: { 'fish-tacos': { id: 'fish-tacos', count: 2 } },
        redeemedPromoCode: 'WEEKLY15',
      }),
    );
    expect(placed.status).toBe(201);
    const again = await customer.post('/api/promo_code', { ...downtown, code: 'weekly15' });
    expect(again.body.error.message).toBe('Sorry, that promo can only be used once a week.');
  });
});

describe('rewards', () => {
  it('redeems a reward from the cart and refuses one the points do not cover', async () => {
    const customer = await newCustomer();
    const redeem = (rewardId: string, change: 1 | -1 = 1) =>
      customer.post('/api/rewards/redeem', { ...downtown, rewardId, change });
    // SPEC.md order: a $5 discount on an empty cart fails the negative-subtotal rule first.
    expect((await redeem('reward-5-off')).body.error.message).toBe('SubTotal cannot be negative');
    expect((await redeem('reward-free-cheesecake')).body.error.message).toBe(
      'Free Reward cannot be redeemed with empty cart',
    );
    await customer.put('/api/user_restaurant', {
      restaurantId: 'demo',
      cart: { 'fish-tacos': { id: 'fish-tacos', count: 2 } },
    });
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
    const customer = await newCustomer();
    const saved = await saveCard(server.baseUrl, api, customer.token);
    expect(saved.body.data).toMatchObject({
      message: 'Credit / debit card saved!',
      card: { last4: '4242', brand: 'Visa' },
    });
    const replaced = await saveCard(server.baseUrl, api, customer.token, '5555555555554444');
    expect(replaced.body.data.card).toMatchObject({ last4: '4444', brand: 'MasterCard' });
    expect(
      (await customer.post('/api/create_customer', { cardToken: '', postalCode: 'V6B2S2' })).body.error
        .message,
    ).toBe('User Token not valid');
    expect((await customer.delete('/api/card')).body.data.message).toBe('Credit / debit card deleted!');
    expect((await customer.delete('/api/card')).body.error.message).toBe('Error deleting card.');
  });
});
