import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderTrackingLinks } from '../db/schema.ts';
import { orderBody, signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { hashTrackingToken } from './tracking-tokens.ts';

let server: TestServer;
let api: ReturnType<typeof httpClient>;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({ log: { level: 'info', stream } });
  api = httpClient(server.baseUrl);
});
afterAll(() => server?.close());

const guestOrder = (key?: string) =>
  api.post(
    '/guest/create_order',
    {
      ...orderBody({ products: { fries: { id: 'fries', count: 2 } } }),
      orderType: 'Dine-in',
      tableId: 't3',
      notes: 'No salt please',
    },
    key ? { headers: { 'Idempotency-Key': key } } : {},
  );

const track = (token: string | undefined) =>
  api.get(
    token === undefined
      ? '/guest/order_tracking'
      : `/guest/order_tracking?token=${encodeURIComponent(token)}`,
  );

describe("a guest's tracking link", () => {
  it('comes with the guest order and opens a read-only view of it', async () => {
    const placed = await guestOrder();
    expect(placed.status).toBe(201);
    const { trackingToken, orderNumber, total } = placed.body.data.order;
    // 256 random bits, base64url.
    expect(trackingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const answer = await track(trackingToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { order, place } = answer.body.data;
    expect(order).toMatchObject({
      orderNumber,
      total,
      status: 'New',
      orderType: 'Dine-in',
      tableNumber: '3',
      notes: 'No salt please',
      lines: [expect.objectContaining({ name: expect.any(String), count: 2 })],
    });
    expect(place).toMatchObject({ restaurantName: expect.any(String), locationName: expect.any(String) });
    expect(place.address).not.toBe('');
    // Nothing that names a customer or opens anything else: the view's fields, one by one.
    expect(Object.keys(order).sort()).toEqual(
      [
        'addedCharges',
        'bagFeeAmount',
        'cancelReason',
        'completedAt',
        'createdAt',
        'deliveryFee',
        'depositAmount',
        'firstOrderDiscountAmount',
        'lines',
        'locationId',
        'notes',
        'orderNumber',
        'orderType',
        'paymentMethod',
        'pickupDiscountAmount',
        'pointsEarned',
        'promoDiscountAmount',
        'refunds',
        'restaurantId',
        'rewards',
        'rewardsDiscount',
        'status',
        'subTotal',
        'tableNumber',
        'taxAmount',
        'tipAmount',
        'total',
        'totalRefundAmount',
      ].sort(),
    );
  });

  it("never sends what names the customer, payment ids or another order's notes, over HTTP or live", async () => {
    const placed = await guestOrder();
    const { trackingToken, orderId } = placed.body.data.order;
    // The order carries everything an order can (as if a customer had placed it, paid online);
    // the tracking view is an allow-list, so none of it may come out.
    const customer = await signUpCustomer(api, { name: 'Quinn Hiddenname', phoneNumber: '6045559876' });
    await server.database.db
      .update(orders)
      .set({
        userId: customer.userId,
        customerName: 'Quinn Hiddenname',
        customerPhone: '6045559876',
        deliveryAddress: '77 Hidden Lane',
        aptNumber: 'Unit 404',
        deliveryInstructions: 'Ring twice, hidden',
        promoCode: 'HIDDENPROMO',
        paymentChargeId: 'ch_hidden_charge_0042',
      })
      .where(eq(orders.id, orderId));
    // Another order at the same place, with its own special requests.
    const other = await api.post(
      '/api/create_order_v2',
      orderBody({ products: { fries: { id: 'fries', count: 1 } }, notes: 'Other order: extra napkins' }),
      { token: customer.token },
    );
    expect(other.status).toBe(201);
    const secrets = [
      orderId,
      customer.userId,
      customer.email,
      'Quinn Hiddenname',
      '6045559876',
      '77 Hidden Lane',
      'Unit 404',
      'Ring twice, hidden',
      'HIDDENPROMO',
      'ch_hidden_charge_0042',
      'Other order: extra napkins',
    ];

    const answer = await track(trackingToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data.order.notes).toBe('No salt please');
    const live = await liveClient(server.baseUrl);
    live.send({ type: 'subscribe', topic: `tracking:${trackingToken}` });
    const snapshot = await live.waitFor((message) => message.type === 'snapshot');
    live.close();
    for (const sent of [JSON.stringify(answer.body), JSON.stringify(snapshot)]) {
      for (const secret of secrets) expect(sent).not.toContain(secret);
    }
  });

  it('is kept only as a hash, and never written to the logs', async () => {
    const placed = await guestOrder();
    const { trackingToken, orderId } = placed.body.data.order;
    await track(trackingToken);
    const rows = await server.database.db
      .select()
      .from(orderTrackingLinks)
      .where(eq(orderTrackingLinks.orderId, orderId));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashTrackingToken(trackingToken)]);
    expect(JSON.stringify(rows)).not.toContain(trackingToken);
    expect(logLines.join('')).toContain('/guest/order_tracking?token=…');
    expect(logLines.join('')).not.toContain(trackingToken);
  });

  it('opens nothing without the right token: absent, wrong, malformed or huge all read the same 404', async () => {
    const placed = await guestOrder();
    const { trackingToken } = placed.body.data.order;
    const wrongLastCharacter = `${trackingToken.slice(0, -1)}${trackingToken.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [
      undefined,
      '',
      wrongLastCharacter,
      'x'.repeat(43),
      '../../etc',
      'x'.repeat(5000),
      '%00',
    ]) {
      const answer = await track(token);
      expect(answer.status, String(token)).toBe(404);
      expect(answer.body).toEqual({ error: { message: 'Sorry, we could not find that order.' } });
    }
    // The order id is not a tracking token.
    expect((await track(placed.body.data.order.orderId)).status).toBe(404);
  });

  it('is only for guests: an order placed with an account has no link', async () => {
    const customer = await signIn(api, 'customer@demo.test');
    const placed = await api.post(
      '/api/create_order_v2',
      orderBody({ products: { fries: { id: 'fries', count: 1 } } }),
      { token: customer },
    );
    expect(placed.body.data?.order?.trackingToken).toBeUndefined();
  });

  it('is given again with a retried answer (same Idempotency-Key), each token opening the same order', async () => {
    const key = crypto.randomUUID();
    const first = await guestOrder(key);
    const retry = await guestOrder(key);
    expect(retry.body.data.order.orderId).toBe(first.body.data.order.orderId);
    expect(retry.body.data.order.trackingToken).not.toBe(first.body.data.order.trackingToken);
    const [a, b] = await Promise.all([
      track(first.body.data.order.trackingToken),
      track(retry.body.data.order.trackingToken),
    ]);
    expect(a.body.data.order.orderNumber).toBe(b.body.data.order.orderNumber);
  });

  it('follows the order live through the tracking topic, and the topic refuses a wrong token', async () => {
    const placed = await guestOrder();
    const { trackingToken, orderId } = placed.body.data.order;
    const live = await liveClient(server.baseUrl);
    live.send({ type: 'subscribe', topic: `tracking:${'x'.repeat(43)}` });
    await live.waitFor((message) => message.type === 'error' && message.message === 'Not Authenticated');

    live.send({ type: 'subscribe', topic: `tracking:${trackingToken}` });
    const first = await live.waitFor((message) => message.type === 'snapshot');
    expect(first.data.order.status).toBe('New');
    expect(first.data.order.id).toBeUndefined();

    const staffToken = await signIn(api, 'staff@demo.test');
    const from = live.messages.length;
    const changed = await api.post(
      `/api/staff/orders/${orderId}/status`,
      { status: 'Preparing' },
      { token: staffToken },
    );
    expect(changed.status).toBe(200);
    const update = await live.waitFor(
      (message) => message.type === 'snapshot' && message.data.order.status === 'Preparing',
      from,
    );
    expect(update.topic).toBe(`tracking:${trackingToken}`);
    live.close();
  });
});

describe('tracking link lookups are rate limited', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ edge: { rateLimits: { enabled: true, factor: 0.1 } } });
  });
  afterAll(() => limited?.close());

  it('stops a client guessing links with a 429 and a sentence', async () => {
    const client = httpClient(limited.baseUrl);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof client.get>> | undefined;
    for (let guess = 0; guess < 7; guess++) {
      last = await client.get(`/guest/order_tracking?token=${'g'.repeat(42)}${guess}`);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 6)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(statuses[6]).toBe(429);
    expect(last?.body.error.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
  });
});
