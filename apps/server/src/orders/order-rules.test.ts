import { demoPlaces, guestOrderBody } from '@orderly/test-kit';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations } from '../db/schema.ts';
import { invalidateRestaurantCache } from '../restaurants/restaurant-repository.ts';
import { orderBody, saveCard, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';

/** Rules the server applies whatever the browser sends (issue 13, "The server decides"). */
const { server, api } = serverForFile();

const tacos = { 'fish-tacos': { id: 'fish-tacos', count: 2 } };
const place = (token: string, overrides: Record<string, unknown>) =>
  api.post('/api/create_order_v2', orderBody({ products: tacos, ...overrides }), { token });

/** Changes a location's settings (as a manager would) and drops the server's cached copy. */
async function setLocation(locationId: string, change: Record<string, unknown>) {
  await server.database.db
    .update(locations)
    .set({ settings: sql`${locations.settings} || ${JSON.stringify(change)}::jsonb` })
    .where(and(eq(locations.restaurantId, 'demo'), eq(locations.id, locationId)));
  invalidateRestaurantCache(server.database.db, 'location:demo');
}

describe('the delivery area', () => {
  it("refuses an own-driver delivery outside the ordering location's zones, and charges the zone's fee inside", async () => {
    const customer = await signUpCustomer(api);
    // Saved while at the courier location (no zones there), far west of downtown's zones.
    const saved = await api.put(
      '/api/address',
      {
        restaurantId: 'demo',
        locationId: 'kitsilano',
        placeId: demoPlaces.westBroadway,
      },
      { token: customer.token },
    );
    expect(saved.status).toBe(200);
    const outside = await place(customer.token, { orderType: 'Delivery' });
    expect(outside.status).toBe(400);
    expect(outside.body.error.message).toBe('Sorry, your address is outside of our delivery area.');

    // Inside the inner zone: its fee (2.99), not the default (4.99).
    await api.put(
      '/api/address',
      {
        restaurantId: 'demo',
        locationId: 'downtown',
        placeId: demoPlaces.robson,
      },
      { token: customer.token },
    );
    const inside = await place(customer.token, { orderType: 'Delivery' });
    expect(inside.status, JSON.stringify(inside.body)).toBe(201);
    const order = (await api.get(`/api/orders/${inside.body.data.order.orderId}`, { token: customer.token }))
      .body.data.order;
    expect(order.deliveryFee).toBe(299);
  });
});

describe('time-windowed menus', () => {
  it('refuses a product whose menus are closed at the order time (Kitsilano breakfast in the evening)', async () => {
    const customer = await signUpCustomer(api);
    const breakfast = await place(customer.token, {
      locationId: 'kitsilano',
      products: { 'maple-pancakes': { id: 'maple-pancakes', count: 1 } },
    });
    expect(breakfast.status).toBe(400);
    expect(breakfast.body.error.message).toMatch(/^Sorry, .+ is not on the menu at this time\.$/);
    const lateNight = await place(customer.token, {
      locationId: 'kitsilano',
      products: { 'loaded-fries': { id: 'loaded-fries', count: 1 } },
    });
    expect(lateNight.status).toBe(400);
    // Downtown's menus are open around the clock.
    const downtown = await place(customer.token, {
      products: { 'maple-pancakes': { id: 'maple-pancakes', count: 1 } },
    });
    expect(downtown.status, JSON.stringify(downtown.body)).toBe(201);
  });
});

describe('tips', () => {
  it("takes the location's tip options, none, or a custom amount within its cap (issues 17 and 24)", async () => {
    const customer = await signUpCustomer(api);
    await saveCard(server.baseUrl, api, customer.token);
    const fair = await place(customer.token, { paymentMethod: 'online', tip: 0.2 });
    expect(fair.status, JSON.stringify(fair.body)).toBe(201);
    // A share that is none of the buttons is refused: a custom tip is sent as its amount.
    const share = await place(customer.token, { paymentMethod: 'online', tip: 0.17 });
    expect(share.status).toBe(400);
    expect(share.body.error.message).toBe('Sorry, please choose one of the tip options.');
    // Above a custom tip's cap (two tacos: $29.00), refused with its sentence.
    const greedy = await place(customer.token, { paymentMethod: 'online', tip: 0, customTip: 2901 });
    expect(greedy.status).toBe(400);
    expect(greedy.body.error.message).toBe(
      'Sorry, a tip can be at most your subtotal, and no more than $500.00.',
    );
    const cents = await place(customer.token, { paymentMethod: 'online', tip: 0, customTip: 12.5 });
    expect(cents.status).toBe(400);
    expect(cents.body.error.message).toBe('Please enter the tip as an amount, like 3.50.');
  });

  it('charges a custom tip as typed, to the cent, even above the total before tip (issue 24: $37.50 became $33.66)', async () => {
    const customer = await signUpCustomer(api);
    await saveCard(server.baseUrl, api, customer.token);
    // Three tacos ($43.50) on a first pickup order: 10% + 5% off, so $38.81 before tip with tax.
    const placed = await place(customer.token, {
      paymentMethod: 'online',
      tip: 0,
      customTip: 4000,
      products: { 'fish-tacos': { id: 'fish-tacos', count: 3 } },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { orderId } = placed.body.data.order;
    const saved = (await api.get(`/api/orders/${orderId}`, { token: customer.token })).body.data.order;
    expect(saved.firstOrderDiscountAmount).toBeGreaterThan(0);
    expect(saved.total - saved.tipAmount).toBeLessThan(4000);
    expect(saved.tipAmount).toBe(4000);
    expect(placed.body.data.order.total).toBe(saved.total);
  });
});

describe('choices', () => {
  it('refuses a choice picked twice (it would be charged twice)', async () => {
    const customer = await signUpCustomer(api);
    const burger = (toppings: string[]) => ({
      id: 'classic-burger',
      count: 1,
      choices: [
        { modifierId: 'doneness', id: 'doneness-medium' },
        { modifierId: 'burger-bun', id: 'bun-brioche' },
        ...toppings.map((id) => ({ modifierId: 'burger-toppings', id })),
      ],
    });
    const twice = await place(customer.token, {
      products: {},
      choicesProducts: [burger(['topping-bacon', 'topping-bacon'])],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe('Sorry, each option can only be chosen once.');
    const once = await place(customer.token, {
      products: {},
      choicesProducts: [burger(['topping-bacon', 'topping-cheddar'])],
    });
    expect(once.status, JSON.stringify(once.body)).toBe(201);
  });
});

describe('refusals read as sentences', () => {
  it('refuses more than 50 of an item in the cart and in an order with the quantity sentence', async () => {
    const customer = await signUpCustomer(api);
    const cart = await api.put(
      '/api/user_restaurant',
      { restaurantId: 'demo', cart: { 'fish-tacos': { id: 'fish-tacos', count: 51 } } },
      { token: customer.token },
    );
    expect(cart.status).toBe(400);
    expect(cart.body.error.message).toBe('Sorry, quantity must be between 1 and 50.');
    const order = await place(customer.token, {
      products: { 'fish-tacos': { id: 'fish-tacos', count: 51 } },
    });
    expect(order.status).toBe(400);
    expect(order.body.error.message).toBe('Sorry, quantity must be between 1 and 50.');
  });

  it('never answers a schema path or the schema library wording', async () => {
    const customer = await signUpCustomer(api);
    const bodies: unknown[] = [
      null,
      'text',
      { products: 'x' },
      orderBody({ products: { 'fish-tacos': { id: 'fries', count: 1 } } }),
      orderBody({ orderTime: 'tomorrow' }),
      orderBody({ orderType: 'Takeaway' }),
      orderBody({ choicesProducts: [{ id: 'classic-burger', count: 0.5, choices: [] }] }),
      orderBody({ notes: 'x'.repeat(129) }),
      orderBody({ tip: 'lots' }),
    ];
    for (const body of bodies) {
      const response = await api.post('/api/create_order_v2', body, { token: customer.token });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const message: string = response.body.error.message;
      expect(message, JSON.stringify(body)).toMatch(/^[A-Z][^:]*[.!]$/);
      expect(message).not.toMatch(/Too big|Too small|Invalid input|expected/);
    }
    const profile = await api.put('/api/user_info', { name: 'Sam' }, { token: customer.token });
    expect(profile.body.error.message).toBe('Sorry, the phone number is missing.');
  });
});

describe('spec texts', () => {
  it("applies the profile update's 18-character name rule", async () => {
    const customer = await signUpCustomer(api);
    const long = await api.put(
      '/api/user_info',
      { name: 'Alexandra Montgomery', phoneNumber: '6045550100' },
      { token: customer.token },
    );
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('Name is too long');
    const fine = await api.put(
      '/api/user_info',
      { name: 'Alex Montgomery', phoneNumber: '6045550100' },
      { token: customer.token },
    );
    expect(fine.status).toBe(200);
  });

  it('answers a too-long request with the length message, and refuses alerts for tables that do not exist', async () => {
    const request = { restaurantId: 'demo', locationId: 'downtown', tableId: 't2' };
    const long = await api.post('/guest/requests', { ...request, description: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('Sorry, custom request must be 100 characters or less.');
    const empty = await api.post('/guest/requests', { ...request, description: ' ' });
    expect(empty.body.error.message).toBe('Custom request cannot be empty.');
    const known = await api.post('/guest/requests', { ...request, description: 'Water' });
    expect(known.status).toBe(201);

    const alert = { restaurantId: 'demo', locationId: 'downtown', title: 'Help', body: 'Table needs help' };
    const nowhere = await api.post('/guest/create_staff_notification', { ...alert, tableId: 't99' });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.error.message).toBe('Sorry, we could not find that table.');
    const real = await api.post('/guest/create_staff_notification', { ...alert, tableId: 't2' });
    expect(real.status).toBe(201);
  });
});

describe("the restaurant's switches", () => {
  it('refuses promo codes when promo codes are off, on the apply route and in an order', async () => {
    const customer = await signUpCustomer(api);
    await setLocation('kitsilano', { promoCodesEnabled: false });
    try {
      const apply = await api.post(
        '/api/promo_code',
        { restaurantId: 'demo', locationId: 'kitsilano', code: 'WELCOME10' },
        { token: customer.token },
      );
      expect(apply.status).toBe(400);
      expect(apply.body.error.message).toBe('Sorry, promo codes are not available at this restaurant.');
      const order = await place(customer.token, { locationId: 'kitsilano', redeemedPromoCode: 'WELCOME10' });
      expect(order.status).toBe(400);
      expect(order.body.error.message).toBe('Sorry, promo codes are not available at this restaurant.');
    } finally {
      await setLocation('kitsilano', { promoCodesEnabled: true });
    }
  });

  it('refuses rewards when rewards are off, on the redeem route and in an order', async () => {
    const customer = await signUpCustomer(api);
    await setLocation('kitsilano', { rewardsEnabled: false });
    try {
      const redeem = await api.post(
        '/api/rewards/redeem',
        { restaurantId: 'demo', locationId: 'kitsilano', rewardId: 'reward-5-off', change: 1 },
        { token: customer.token },
      );
      expect(redeem.status).toBe(400);
      expect(redeem.body.error.message).toBe('Sorry, rewards are not available at this restaurant.');
      const order = await place(customer.token, {
        locationId: 'kitsilano',
        promos: { 'reward-5-off': { id: 'reward-5-off', count: 1 } },
      });
      expect(order.status).toBe(400);
      expect(order.body.error.message).toBe('Sorry, rewards are not available at this restaurant.');
    } finally {
      await setLocation('kitsilano', { rewardsEnabled: true });
    }
  });

  it('refuses special requests when comments are off', async () => {
    const customer = await signUpCustomer(api);
    await setLocation('kitsilano', { commentsEnabled: false });
    try {
      const order = await place(customer.token, { locationId: 'kitsilano', notes: 'Extra lime' });
      expect(order.status).toBe(400);
      expect(order.body.error.message).toBe('Sorry, special requests are not available at this restaurant.');
      const plain = await place(customer.token, { locationId: 'kitsilano', notes: '' });
      expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    } finally {
      await setLocation('kitsilano', { commentsEnabled: true });
    }
  });

  it('refuses dine-in and guest orders when dine-in ordering is off', async () => {
    const customer = await signUpCustomer(api);
    await setLocation('downtown', { dineInOrderingEnabled: false });
    try {
      const dineIn = await place(customer.token, { tableId: 't2', orderType: 'Dine-in' });
      expect(dineIn.status).toBe(400);
      expect(dineIn.body.error.message).toBe(
        'Sorry, ordering from the table is not available at this restaurant.',
      );
      const guest = await api.post('/guest/create_order', guestOrderBody({ products: tacos, tableId: 't2' }));
      expect(guest.status).toBe(400);
      expect(guest.body.error.message).toBe(
        'Sorry, ordering from the table is not available at this restaurant.',
      );
      const pickup = await place(customer.token, {});
      expect(pickup.status, JSON.stringify(pickup.body)).toBe(201);
    } finally {
      await setLocation('downtown', { dineInOrderingEnabled: true });
    }
  });
});
