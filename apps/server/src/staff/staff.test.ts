import { topics } from '@orderly/client/protocol';
import { UNDO_DONE_WINDOW_SECONDS } from '@orderly/domain';
import { demoAddresses, guestOrderBody, products, serviceRequestBody } from '@orderly/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOnlineDelivery, signIn, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';
import { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const { server, api } = serverForFile({ rival: true });
let staffToken: string;
beforeAll(async () => {
  staffToken = await signIn(api, 'staff@demo.test');
});

const guestOrder = (tableId = 't5') =>
  api.post(
    '/guest/create_order',
    guestOrderBody({ products: products({ 'ginger-soda': 2 }), notes: 'No ice', tableId }),
  );

describe('dine-in service requests', () => {
  it('creates an unconfirmed request that staff confirm, and the table sees it live', async () => {
    const created = await api.post(
      '/guest/requests',
      serviceRequestBody({ description: 'More napkins please', custom: true }),
    );
    expect(created.status).toBe(201);
    const { request } = created.body.data;
    expect(request).toMatchObject({ confirmed: false, tableNumber: '2', description: 'More napkins please' });

    const table = await liveClient(server.baseUrl);
    table.send({ type: 'subscribe', topic: `request:${request.id}` });
    await table.waitFor((message) => message.type === 'snapshot' && message.data.request.confirmed === false);

    const confirmed = await api.post(`/api/staff/requests/${request.id}/confirm`, undefined, {
      token: staffToken,
    });
    expect(confirmed.body.data.request.confirmed).toBe(true);
    await table.waitFor((message) => message.type === 'snapshot' && message.data.request.confirmed === true);
    table.close();
  });

  it('checks the custom text and the table', async () => {
    const empty = await api.post('/guest/requests', serviceRequestBody({ description: '  ', custom: true }));
    expect(empty.body.error.message).toBe('Custom request cannot be empty.');
    const unknownTable = await api.post('/guest/requests', serviceRequestBody({ tableId: 't99' }));
    expect(unknownTable.body.error.message).toBe('Sorry, we could not find that table.');
  });

  it('still reaches the staff while online ordering is paused within the hours (decision 0071)', async () => {
    const setOrderOpen = (orderOpen: boolean) =>
      api.put(
        '/api/staff/location_status',
        { restaurantId: 'demo', locationId: 'downtown', orderOpen },
        { token: staffToken },
      );
    expect((await setOrderOpen(false)).status).toBe(200);
    try {
      const created = await api.post('/guest/requests', serviceRequestBody({ description: 'Water' }));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data.request).toMatchObject({ description: 'Water', confirmed: false });
    } finally {
      await setOrderOpen(true);
    }
  });

  describe('outside its hours', () => {
    // Its own server on a clock at night (started in a hook: that takes long on a busy machine).
    let closed: TestServer;
    beforeAll(async () => {
      closed = await startTestServer({ now: '2026-11-18T23:30:00-08:00' });
    });
    afterAll(() => closed?.close());

    it('tells the table the restaurant is closed', async () => {
      const response = await httpClient(closed.baseUrl).post(
        '/guest/requests',
        serviceRequestBody({ locationId: 'kitsilano', tableId: 't1' }),
      );
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Sorry, the restaurant is closed.');
    });
  });
});

describe('the staff queue', () => {
  it('receives a new order live as a patch with its alert, then follows it to Done', async () => {
    const staff = await liveClient(server.baseUrl, staffToken);
    staff.send({ type: 'subscribe', topic: 'staff:demo:downtown' });
    await staff.waitFor((message) => message.type === 'snapshot');
    const seen = staff.messages.length;

    const placed = await guestOrder('t5');
    const { orderId, orderNumber } = placed.body.data.order;
    // Only the new order and its alert travel, not the whole queue again.
    const snapshot = await staff.waitFor(
      (message) =>
        message.type === 'patch' && message.data.orders.some((order: { id: string }) => order.id === orderId),
      seen,
    );
    expect(snapshot.data.orders).toHaveLength(1);
    expect(snapshot.data.notifications).toHaveLength(1);
    expect(snapshot.data.notifications[0]).toMatchObject({
      title: 'New Dine-in Order',
      body: 'Open to confirm order for table #5!',
      orderId,
    });
    const order = snapshot.data.orders.find((candidate: { id: string }) => candidate.id === orderId);
    expect(order).toMatchObject({ orderNumber, status: 'New', notes: 'No ice', acknowledgedAt: null });

    const customer = await liveClient(server.baseUrl);
    customer.send({ type: 'subscribe', topic: topics.tracking(placed.body.data.order.trackingToken) });
    await customer.waitFor((message) => message.type === 'snapshot' && message.data.order.status === 'New');
    // The order's id alone (it shows in receipts and staff screens) opens nothing.
    const stranger = await liveClient(server.baseUrl);
    stranger.send({ type: 'subscribe', topic: topics.order(orderId) });
    const refused = await stranger.waitFor((message) => message.topic === topics.order(orderId));
    expect(refused.type).toBe('error');
    stranger.close();

    const status = (value: string, reason?: string) =>
      api.post(`/api/staff/orders/${orderId}/status`, { status: value, reason }, { token: staffToken });
    expect((await status('Preparing')).body.data.order.status).toBe('Preparing');
    const confirmed = await staff.waitFor(
      (message) => message.type === 'patch' && message.data.orders[0]?.status === 'Preparing',
      seen,
    );
    expect(confirmed.data.orders).toHaveLength(1);
    expect(confirmed.data.notifications[0]).toMatchObject({ orderId });
    expect(confirmed.data.notifications[0].acknowledgedAt).not.toBeNull();
    await customer.waitFor(
      (message) => message.type === 'snapshot' && message.data.order.status === 'Preparing',
    );
    expect((await status('Done')).body.data.order.status).toBe('Done');
    await customer.waitFor((message) => message.type === 'snapshot' && message.data.order.status === 'Done');

    // Mark done can be taken back for a short while (a slip of the finger at the pass) ...
    const undone = await status('Preparing');
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data.order.status).toBe('Preparing');
    await customer.waitFor(
      (message) => message.type === 'snapshot' && message.data.order.status === 'Preparing',
    );
    expect((await status('Done')).body.data.order.status).toBe('Done');
    // ... but not once the window has passed.
    server.advanceClock((UNDO_DONE_WINDOW_SECONDS + 1) * 1000);
    const backwards = await status('Preparing');
    expect(backwards.status).toBe(409);
    expect(backwards.body.error.message).toBe('An order that is Done cannot become Preparing.');
    staff.close();
    customer.close();
  });

  it('needs a reason to cancel', async () => {
    const { orderId } = (await guestOrder('t6')).body.data.order;
    const noReason = await api.post(
      `/api/staff/orders/${orderId}/status`,
      { status: 'Cancelled' },
      { token: staffToken },
    );
    expect(noReason.body.error.message).toBe('Please give a reason for cancelling the order.');
    const cancelled = await api.post(
      `/api/staff/orders/${orderId}/status`,
      { status: 'Cancelled', reason: 'Kitchen closed early' },
      { token: staffToken },
    );
    expect(cancelled.body.data.order).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Kitchen closed early',
    });
  });

  it('marks a product sold out and back, and the menu follows live', async () => {
    const watcher = await liveClient(server.baseUrl);
    watcher.send({ type: 'subscribe', topic: 'menu:demo:downtown' });
    await watcher.waitFor((message) => message.type === 'snapshot');
    const seen = watcher.messages.length;
    const change = (active: boolean) =>
      api.post(
        '/api/staff/availability',
        { restaurantId: 'demo', locationId: 'downtown', productId: 'fries', active },
        { token: staffToken },
      );
    expect((await change(false)).status).toBe(200);
    const soldOut = await watcher.waitFor((message) => message.type === 'snapshot', seen);
    expect(soldOut.data.products.find((product: { id: string }) => product.id === 'fries').active).toBe(
      false,
    );
    await change(true);
    watcher.close();
  });

  it('pauses and reopens ordering at a location', async () => {
    const pause = await api.put(
      '/api/staff/location_status',
      { restaurantId: 'demo', locationId: 'downtown', orderOpen: false },
      { token: staffToken },
    );
    expect(pause.body.data).toEqual({ orderOpen: false });
    const customer = await signUpCustomer(api);
    const refused = await api.post(
      '/api/create_order_v2',
      orderBody({ products: products({ 'ginger-soda': 1 }) }),
      { token: customer.token },
    );
    expect(refused.body.error.message).toBe('Sorry, the restaurant is closed.');
    await api.put(
      '/api/staff/location_status',
      { restaurantId: 'demo', locationId: 'downtown', orderOpen: true },
      { token: staffToken },
    );
    const settings = await api.get('/guest/restaurants/demo/locations/downtown');
    expect(settings.body.data.settings.orderOpen).toBe(true);
  });
});

describe('who may act', () => {
  it('refuses customers and another restaurant staff, on HTTP and on the live socket', async () => {
    const { orderId } = (await guestOrder('t7')).body.data.order;
    const customerToken = await signIn(api, 'customer@demo.test');
    const rivalToken = await signIn(api, 'staff@rival.test', 'rival1234');
    for (const token of [customerToken, rivalToken]) {
      const response = await api.post(
        `/api/staff/orders/${orderId}/status`,
        { status: 'Preparing' },
        { token },
      );
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('Only staff of this restaurant can do that.');
      expect(
        (await api.get('/api/staff/queue?restaurantId=demo&locationId=downtown', { token })).status,
      ).toBe(403);
      const socket = await liveClient(server.baseUrl, token);
      socket.send({ type: 'subscribe', topic: 'staff:demo:downtown' });
      const refusal = await socket.waitFor((message) => message.type === 'error');
      expect(refusal.message).toBe('Not Authenticated');
      socket.close();
    }
    // The rival's staff run their own restaurant.
    expect(
      (await api.get('/api/staff/queue?restaurantId=rival&locationId=downtown', { token: rivalToken }))
        .status,
    ).toBe(200);
  });

  it('lets only its owner watch a customer order and profile', async () => {
    const owner = await signUpCustomer(api);
    const stranger = await signUpCustomer(api);
    const ownerSocket = await liveClient(server.baseUrl, owner.token);
    ownerSocket.send({ type: 'subscribe', topic: `user:${owner.userId}` });
    await ownerSocket.waitFor(
      (message) => message.type === 'snapshot' && message.data.user.id === owner.userId,
    );
    const strangerSocket = await liveClient(server.baseUrl, stranger.token);
    strangerSocket.send({ type: 'subscribe', topic: `user:${owner.userId}` });
    expect((await strangerSocket.waitFor((message) => message.type === 'error')).message).toBe(
      'Not Authenticated',
    );
    ownerSocket.close();
    strangerSocket.close();
  });
});

describe('what the kitchen must see', () => {
  it("shows a delivery order's unit, driver instructions and free reward item in the staff queue", async () => {
    const customer = await signUpCustomer(api);
    const saved = await api.put(
      '/api/address',
      { restaurantId: 'demo', locationId: 'downtown', ...demoAddresses.downtownUnit },
      { token: customer.token },
    );
    expect(saved.status).toBe(200);
    const placed = await placeOnlineDelivery(api, customer.token, {
      products: products({ 'fish-tacos': 2 }),
      promos: { 'reward-free-cheesecake': { id: 'reward-free-cheesecake', count: 1 } },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { orderId } = placed.body.data.order;
    const queue = await api.get('/api/staff/queue?restaurantId=demo&locationId=downtown', {
      token: staffToken,
    });
    const order = queue.body.data.orders.find((candidate: { id: string }) => candidate.id === orderId);
    expect(order).toMatchObject({
      aptNumber: '1204',
      deliveryInstructions: 'Buzz 1204, leave at the door',
      rewards: [
        expect.objectContaining({ name: 'Free Basque Cheesecake', productId: 'cheesecake-slice', count: 1 }),
      ],
    });
  });
});

describe('the staff member profile', () => {
  it('lists the restaurants and locations a staff member runs', async () => {
    const me = await api.get('/api/me', { token: staffToken });
    expect(me.body.data.staff).toEqual([
      expect.objectContaining({
        restaurantId: 'demo',
        restaurantName: expect.any(String),
        role: 'staff',
        locations: [
          expect.objectContaining({ id: 'downtown', inactive: false }),
          expect.objectContaining({ id: 'kitsilano', inactive: false }),
        ],
      }),
    ]);
  });
});

describe('staff order search', () => {
  it('finds an order by its number', async () => {
    const { orderNumber } = (await guestOrder('t8')).body.data.order;
    const found = await api.get(
      `/api/staff/orders?restaurantId=demo&locationId=downtown&number=${orderNumber}`,
      {
        token: staffToken,
      },
    );
    expect(found.body.data.orders).toHaveLength(1);
    expect(found.body.data.orders[0].tableNumber).toBe('8');
  });
});
