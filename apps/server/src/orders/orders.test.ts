import { products, testKit } from '@orderly/test-kit';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, sandboxPayments, staffNotifications, userRestaurants } from '../db/schema.ts';
import { orderBody, saveCard, signIn, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';

const { server, api } = serverForFile();

const burgerWithCheddar = {
  id: 'classic-burger',
  count: 2,
  choices: [
    { modifierId: 'doneness', id: 'doneness-medium' },
    { modifierId: 'burger-bun', id: 'bun-brioche' },
    { modifierId: 'burger-toppings', id: 'topping-cheddar' },
  ],
};

const ordersOf = (userId: string) =>
  server.database.db.select().from(orders).where(eq(orders.userId, userId));

describe('placing a pickup order', () => {
  it("remembers the order's type and payment method for the next checkout (issue 24)", async () => {
    const customer = await signUpCustomer(api);
    await api.put(
      '/api/user_restaurant',
      { restaurantId: 'demo', cart: { fries: { id: 'fries', count: 1 } } },
      { token: customer.token },
    );
    const response = await api.post(
      '/api/create_order_v2',
      orderBody({ products: { fries: { id: 'fries', count: 1 } } }),
      { token: customer.token },
    );
    expect(response.status).toBe(201);
    const [data] = await server.database.db
      .select({ orderType: userRestaurants.orderType, paymentMethod: userRestaurants.paymentMethod })
      .from(userRestaurants)
      .where(eq(userRestaurants.userId, customer.userId));
    expect(data).toEqual({ orderType: 'Pickup', paymentMethod: 'offline' });
  });

  it('prices it on the server, ignoring any price the client sends, and clears the cart', async () => {
    const customer = await signUpCustomer(api);
    await api.put(
      '/api/user_restaurant',
      { restaurantId: 'demo', cart: { fries: { id: 'fries', count: 2 } }, notes: 'extra ketchup' },
      { token: customer.token },
    );
    const response = await api.post(
      '/api/create_order_v2',
      orderBody({ products: { fries: { id: 'fries', count: 2, price: 1 } }, total: 1, subTotal: 1 }),
      { token: customer.token },
    );
    expect(response.status).toBe(201);
    // 2 x $6.95 = $13.90 (under the $20 discount minimum); tax 5% = $0.70 (rounded half up); bag fee $0.10.
    // Exactly what the order-complete screen shows: nothing else of the order leaves the server.
    expect(response.body.data.order).toEqual({
      orderId: expect.any(String),
      orderNumber: expect.any(Number),
      total: 1470,
      pointsEarned: 13,
      tableNumber: null,
      visitRound: null,
      completedAt: expect.any(String),
    });
    expect(response.body.data.order.orderNumber).toBeGreaterThan(1000);

    const [row] = await ordersOf(customer.userId);
    expect(row).toMatchObject({
      subTotal: 1390,
      taxAmount: 70,
      bagFeeAmount: 10,
      tipAmount: 0,
      status: 'New',
    });
    // JSON columns hold JSON (not text), and no courier is SQL NULL (not the JSON null).
    const [stored] = await server.database.db
      .select({
        lines: sql<string>`jsonb_typeof(${orders.lines})`,
        rewards: sql<string>`jsonb_typeof(${orders.rewards})`,
        noCourier: sql<boolean>`${orders.courierDetails} is null`,
      })
      .from(orders)
      .where(eq(orders.id, row!.id));
    expect(stored).toEqual({ lines: 'array', rewards: 'array', noCourier: true });
    const [data] = await server.database.db
      .select()
      .from(userRestaurants)
      .where(eq(userRestaurants.userId, customer.userId));
    expect(data).toMatchObject({
      cart: {},
      choicesCart: [],
      notes: '',
      reviewOrderId: row!.id,
      rewardPoints: 13,
    });

    const [alert] = await server.database.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.orderId, row!.id));
    expect(alert).toMatchObject({
      title: 'New Pickup Order',
      body: `Open to confirm order #${row!.orderNumber}!`,
    });
  });

  it('charges the saved card for online payment with first-order and pickup discounts and the tip', async () => {
    const customer = await signUpCustomer(api);
    expect((await saveCard(server.baseUrl, api, customer.token)).body.data.card.last4).toBe('4242');
    const response = await api.post(
      '/api/create_order_v2',
      orderBody({ choicesProducts: [burgerWithCheddar], paymentMethod: 'online', tip: 0.15 }),
      { token: customer.token },
    );
    expect(response.status).toBe(201);
    // 2 x ($16.95 + $1.50) = $36.90; first order 10% = $3.69; pickup 5% = $1.85 (184.5 rounded);
    // taxed $31.36 -> tax $1.57; bag fee 2 x $0.10; before tip $33.13; tip 15% = $4.97.
    expect(response.body.data.order.total).toBe(3810);
    const [row] = await ordersOf(customer.userId);
    expect(row).toMatchObject({
      subTotal: 3690,
      firstOrderDiscountAmount: 369,
      pickupDiscountAmount: 185,
      taxAmount: 157,
      bagFeeAmount: 20,
      tipAmount: 497,
      paymentMethod: 'online',
    });
    const [charge] = await server.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, row!.paymentChargeId!));
    expect(charge?.data).toMatchObject({ amount: 3810 });
  });

  it('answers 402 with the card message for a declined card and writes nothing', async () => {
    const customer = await signUpCustomer(api);
    await saveCard(server.baseUrl, api, customer.token, '4000000000000002');
    const response = await api.post(
      '/api/create_order_v2',
      orderBody({ products: { fries: { id: 'fries', count: 1 } }, paymentMethod: 'online', tip: 0.1 }),
      { token: customer.token },
    );
    expect(response.status).toBe(402);
    expect(response.body.error.message).toBe(
      'Sorry, there was an error with your credit / debit card. Please try another card.',
    );
    expect(await ordersOf(customer.userId)).toHaveLength(0);
  });
});

describe('the ordered checks before placing an order', () => {
  it('asks for contact details, an order type, a payment method, a card and a non-empty cart in that order', async () => {
    const diner = await signUpCustomer(api, { name: '', phoneNumber: '', isDineIn: true });
    const noContact = await api.post('/api/create_order_v2', orderBody(), { token: diner.token });
    expect(noContact.body.error.message).toBe('Name and phone number required to make order.');

    const customer = await signUpCustomer(api);
    const cases: [Record<string, unknown>, string][] = [
      [{ orderType: '' }, 'Please choose pickup or delivery.'],
      [{ paymentMethod: '' }, 'Please choose a payment method.'],
      [{ paymentMethod: 'online' }, 'Please add your credit / debit card.'],
      [{}, 'Cannot place order with empty cart.'],
    ];
    for (const [patch, message] of cases) {
      const response = await api.post('/api/create_order_v2', orderBody(patch), { token: customer.token });
      expect(response.status, message).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });

  it('checks delivery: minimum order, then the address', async () => {
    const customer = await signUpCustomer(api);
    const small = await api.post(
      '/api/create_order_v2',
      orderBody({ orderType: 'Delivery', products: { fries: { id: 'fries', count: 1 } } }),
      { token: customer.token },
    );
    expect(small.body.error.message).toBe('Your subtotal must be greater than $15.00.');
    const noAddress = await api.post(
      '/api/create_order_v2',
      orderBody({ orderType: 'Delivery', products: { fries: { id: 'fries', count: 3 } } }),
      { token: customer.token },
    );
    expect(noAddress.body.error.message).toBe('Address required to make delivery order.');
  });

  it('refuses a product with missing choices, a sold-out product and a dine-in-only product for pickup', async () => {
    const customer = await signUpCustomer(api);
    const place = (patch: Record<string, unknown>) =>
      api.post('/api/create_order_v2', orderBody(patch), { token: customer.token });
    const missing = await place({ choicesProducts: [{ id: 'classic-burger', count: 1, choices: [] }] });
    expect(missing.body.error.message).toBe('Sorry, you must select more choices.');
    const soldOut = await place({ products: { 'mochi-donuts': { id: 'mochi-donuts', count: 1 } } });
    expect(soldOut.body.error.message).toBe('Sorry, this product is sold out.');
    const dineInOnly = await place({ products: { 'izakaya-platter': { id: 'izakaya-platter', count: 1 } } });
    expect(dineInOnly.body.error.message).toBe('Sorry, this product is sold out.');
  });

  it('answers 400 naming the field for a malformed body, never 500', async () => {
    const customer = await signUpCustomer(api);
    for (const body of [
      null,
      'text',
      { products: 'x' },
      orderBody({ products: { fries: { id: 'fries', count: 51 } } }),
    ]) {
      const response = await api.post('/api/create_order_v2', body, { token: customer.token });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof response.body.error.message).toBe('string');
    }
  });

  it('needs a login', async () => {
    const response = await api.post('/api/create_order_v2', orderBody());
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('Not Authenticated');
  });
});

describe('many orders at once', () => {
  it('places every one, each with its own number, and a retry of each still answers the first time', async () => {
    const customers = await Promise.all([1, 2, 3].map(() => signUpCustomer(api)));
    const body = orderBody({ products: { fries: { id: 'fries', count: 1 } } });
    const send = (index: number) =>
      api.post('/api/create_order_v2', body, {
        token: customers[index % 3]!.token,
        headers: { 'idempotency-key': `burst-${index}` },
      });
    const first = await Promise.all(Array.from({ length: 9 }, (_, index) => send(index)));
    expect(first.map((response) => response.status)).toEqual(Array(9).fill(201));
    const numbers = first.map((response) => response.body.data.order.orderNumber as number);
    expect(new Set(numbers).size).toBe(9);
    const retries = await Promise.all(Array.from({ length: 9 }, (_, index) => send(index)));
    expect(retries.map((response) => response.body)).toEqual(first.map((response) => response.body));
    for (const customer of customers) expect(await ordersOf(customer.userId)).toHaveLength(3);
  });
});

describe('retries with an Idempotency-Key', () => {
  it('returns the first response instead of a second order', async () => {
    const customer = await signUpCustomer(api);
    const body = orderBody({ products: { fries: { id: 'fries', count: 1 } } });
    const headers = { 'idempotency-key': 'order-attempt-1' };
    const first = await api.post('/api/create_order_v2', body, { token: customer.token, headers });
    const retry = await api.post('/api/create_order_v2', body, { token: customer.token, headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await ordersOf(customer.userId)).toHaveLength(1);

    const other = await api.post(
      '/api/create_order_v2',
      orderBody({ products: { fries: { id: 'fries', count: 2 } } }),
      {
        token: customer.token,
        headers,
      },
    );
    expect(other.status).toBe(422);
    expect(other.body.error.message).toBe('This Idempotency-Key was already used for a different order.');
  });
});

describe('guest orders', () => {
  it('places a dine-in order from a table with offline payment and no tip', async () => {
    const response = await api.post('/guest/create_order', {
      products: {},
      choicesProducts: [
        { id: 'yuzu-lemonade', count: 1, choices: [{ modifierId: 'lemonade-flavour', id: 'lemonade-yuzu' }] },
        { id: 'craft-ipa', count: 1, choices: [{ modifierId: 'beer-size', id: 'size-pint' }] },
      ],
      notes: '',
      tip: 0,
      orderType: 'Dine-in',
      orderTime: 'ASAP',
      tableId: 't3',
      paymentMethod: 'offline',
      sourceClient: 'web',
      restaurantId: 'demo',
      locationId: 'downtown',
    });
    expect(response.body.error).toBeUndefined();
    expect(response.status).toBe(201);
    // The customer's answer and the order's tracking link token, nothing else.
    expect(response.body.data.order).toEqual({
      orderId: expect.any(String),
      orderNumber: expect.any(Number),
      total: expect.any(Number),
      pointsEarned: 0,
      tableNumber: '3',
      // Not a round of a table's tab: the demo keeps no tabs.
      visitRound: null,
      completedAt: expect.any(String),
      trackingToken: expect.any(String),
    });
    // $5.50 lemonade + $9.50 pint of IPA; tax 5% on $15.00 plus 10% more on the IPA line: $0.75 + $0.95.
    expect(response.body.data.order.total).toBe(1500 + 75 + 95);
    const token = response.body.data.order.trackingToken;
    const order = await api.get(`/guest/order_tracking?token=${encodeURIComponent(token)}`);
    expect(order.body.data.order).toMatchObject({
      orderType: 'Dine-in',
      paymentMethod: 'offline',
      tipAmount: 0,
    });
  });

  it('is only for dine-in', async () => {
    const response = await api.post('/guest/create_order', { ...orderBody(), orderType: 'Pickup' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Sorry, guest ordering is only available for dine-in.');
  });

  it('cannot reach /api', async () => {
    expect((await api.get('/api/orders?restaurantId=demo')).status).toBe(401);
  });
});

describe('order history and privacy', () => {
  /** A new customer and the order of fries they placed. */
  const customerWithOrder = async () => {
    const owner = await signUpCustomer(api);
    const placed = await testKit(api.baseUrl).placeOrder(owner.token, { products: products({ fries: 1 }) });
    return { owner, orderId: placed.orderId };
  };

  it('lists the user own orders, newest first, and hides them from other customers', async () => {
    const { owner, orderId } = await customerWithOrder();
    const history = await api.get('/api/orders?restaurantId=demo', { token: owner.token });
    expect(history.body.data.orders.map((order: { id: string }) => order.id)).toEqual([orderId]);

    const stranger = await signUpCustomer(api);
    expect((await api.get(`/api/orders/${orderId}`, { token: stranger.token })).status).toBe(404);
    expect(
      (await api.get('/api/orders?restaurantId=demo', { token: stranger.token })).body.data.orders,
    ).toEqual([]);
    // Its id alone opens nothing: not a guest route, not its live topic.
    expect((await api.get(`/guest/orders/${orderId}`)).status).toBe(404);

    const staffToken = await signIn(api, 'staff@demo.test');
    expect((await api.get(`/api/orders/${orderId}`, { token: staffToken })).status).toBe(200);
  });

  it('saves the customer review on the order', async () => {
    const { owner, orderId } = await customerWithOrder();
    const review = await api.put(
      `/api/orders/${orderId}/review`,
      { rating: 5, comment: 'Crispy!' },
      { token: owner.token },
    );
    expect(review.body.data.review).toEqual({ rating: 5, comment: 'Crispy!' });
    const stranger = await signUpCustomer(api);
    expect(
      (await api.put(`/api/orders/${orderId}/review`, { rating: 1 }, { token: stranger.token })).status,
    ).toBe(404);
  });
});
