import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments } from '../db/schema.ts';
import { demoPointsOf, setDemoPoints } from '../test/customer-points.ts';
import { orderBody, saveCard, signIn, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';
import { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const { server, api } = serverForFile({ rival: true });
let staffToken: string;
beforeAll(async () => {
  staffToken = await signIn(api, 'staff@demo.test');
});

const tacosAndFries = {
  products: { 'fish-tacos': { id: 'fish-tacos', count: 2 }, fries: { id: 'fries', count: 2 } },
  paymentMethod: 'online',
};

async function customerWithCard(points = 0) {
  const customer = await signUpCustomer(api);
  await saveCard(server.baseUrl, api, customer.token);
  if (points > 0) {
    await api.get('/api/me?restaurantId=demo', { token: customer.token });
    await setDemoPoints(server.database, customer.userId, points);
  }
  return customer;
}

const pointsOf = (userId: string) => demoPointsOf(server.database, userId);

const chargeOf = async (chargeId: string) => {
  const [row] = await server.database.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, chargeId));
  const data = row!.data as { amount: number; refunds: { amount: number }[] };
  return { amount: data.amount, refunded: data.refunds.reduce((sum, refund) => sum + refund.amount, 0) };
};

const chargeIdOf = async (orderId: string) => {
  const result = await server.database.db.execute(
    sql`select payment_charge_id from orders where id = ${orderId}`,
  );
  return (result as unknown as { rows: { payment_charge_id: string }[] }).rows[0]!.payment_charge_id;
};

async function placeOnline(token: string, overrides: Record<string, unknown> = {}) {
  const response = await api.post('/api/create_order_v2', orderBody({ ...tacosAndFries, ...overrides }), {
    token,
  });
  expect(response.status).toBe(201);
  return response.body.data.order as {
    orderId: string;
    total: number;
    pointsEarned: number;
    orderNumber: number;
  };
}

const cancel = (orderId: string, reason = 'The kitchen is out of fish.', token = staffToken) =>
  api.post(`/api/staff/orders/${orderId}/status`, { status: 'Cancelled', reason }, { token });

const refund = (orderId: string, body: unknown, token = staffToken) =>
  api.post(`/api/staff/orders/${orderId}/refunds`, body, { token });

describe('staff cancel an order paid online', () => {
  it('refunds it in full, returns the points spent and takes back the points earned, and e-mails the customer', async () => {
    const customer = await customerWithCard(2000);
    const placed = await placeOnline(customer.token, {
      promos: { 'reward-10-off': { id: 'reward-10-off', count: 1 } },
    });
    expect(await pointsOf(customer.userId)).toBe(2000 - 1000 + placed.pointsEarned);

    const cancelled = await cancel(placed.orderId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.order).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'The kitchen is out of fish.',
      totalRefundAmount: placed.total,
      refunds: [
        {
          amount: placed.total,
          description: 'The kitchen is out of fish.',
          kind: 'cancellation',
          confirmed: true,
        },
      ],
    });
    expect(await chargeOf(await chargeIdOf(placed.orderId))).toEqual({
      amount: placed.total,
      refunded: placed.total,
    });
    expect(await pointsOf(customer.userId)).toBe(2000);

    // The customer sees the same in their order details.
    const details = await api.get(`/api/orders/${placed.orderId}`, { token: customer.token });
    expect(details.body.data.order).toMatchObject({ status: 'Cancelled', totalRefundAmount: placed.total });

    // The e-mail is a notice in the outbox, sent by the notice worker (decision 0084).
    await server.notices.run();
    const outbox = await api.get(`/dev/outbox?to=${encodeURIComponent(customer.email)}`);
    const mail = (outbox.body.data.messages as { subject: string; text: string }[]).find((message) =>
      message.subject.includes(`#${placed.orderNumber}`),
    );
    expect(mail?.subject).toBe(`Your order #${placed.orderNumber} was cancelled`);
    expect(mail?.text).toContain('Reason: The kitchen is out of fish.');
    expect(mail?.text).toContain(`We have refunded $${(placed.total / 100).toFixed(2)} to your card`);
    expect(mail?.text).toContain('The 1000 points you spent on rewards are back in your account.');

    // Cancelling twice refunds nothing more.
    expect((await cancel(placed.orderId)).status).toBe(409);
    expect(await chargeOf(await chargeIdOf(placed.orderId))).toMatchObject({ refunded: placed.total });
  });

  it('refunds only what is left after a part refund', async () => {
    const customer = await customerWithCard();
    const placed = await placeOnline(customer.token);
    expect((await refund(placed.orderId, { amount: 300, reason: 'Cold fries' })).status).toBe(200);
    const cancelled = await cancel(placed.orderId);
    expect(cancelled.body.data.order.refunds).toMatchObject([
      { amount: 300, kind: 'partial' },
      { amount: placed.total - 300, kind: 'cancellation' },
    ]);
    expect(await chargeOf(await chargeIdOf(placed.orderId))).toEqual({
      amount: placed.total,
      refunded: placed.total,
    });
  });

  it('moves no money for an order paid at the counter, but still moves the points', async () => {
    const customer = await customerWithCard();
    const placed = await placeOnline(customer.token, { paymentMethod: 'offline' });
    expect(await pointsOf(customer.userId)).toBe(placed.pointsEarned);
    const cancelled = await cancel(placed.orderId);
    expect(cancelled.body.data.order).toMatchObject({
      status: 'Cancelled',
      totalRefundAmount: 0,
      refunds: [],
    });
    expect(await pointsOf(customer.userId)).toBe(0);
  });
});

describe('staff refund part of an order', () => {
  it('gives back a fixed amount with a reason, never more than what is left', async () => {
    const customer = await customerWithCard();
    const placed = await placeOnline(customer.token);

    const first = await refund(placed.orderId, { amount: 500, reason: 'Missing fries' });
    expect(first.status).toBe(200);
    expect(first.body.data.order).toMatchObject({
      status: 'New',
      totalRefundAmount: 500,
      refunds: [{ amount: 500, description: 'Missing fries', kind: 'partial', confirmed: true }],
    });
    expect(await chargeOf(await chargeIdOf(placed.orderId))).toMatchObject({ refunded: 500 });

    const left = placed.total - 500;
    const tooMuch = await refund(placed.orderId, { amount: left + 1, reason: 'Everything' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toBe(
      `Sorry, you can refund at most $${(left / 100).toFixed(2)} on this order.`,
    );
    const noReason = await refund(placed.orderId, { amount: 100, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('Please give a reason for the refund.');
    expect(await chargeOf(await chargeIdOf(placed.orderId))).toMatchObject({ refunded: 500 });
  });

  it('never refunds more than was paid, however many refunds arrive at once', async () => {
    const customer = await customerWithCard();
    const placed = await placeOnline(customer.token);
    const share = Math.floor(placed.total * 0.4);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        refund(placed.orderId, { amount: share, reason: `Refund ${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(4);
    expect(await chargeOf(await chargeIdOf(placed.orderId))).toMatchObject({ refunded: 2 * share });
  });

  it('is refused for an order paid at the counter', async () => {
    const customer = await customerWithCard();
    const placed = await placeOnline(customer.token, { paymentMethod: 'offline' });
    const answer = await refund(placed.orderId, { amount: 100, reason: 'Sorry' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(
      'This order was not paid online: give its money back at the counter.',
    );
  });

  it('is for the staff of the order’s restaurant only', async () => {
    const customer = await customerWithCard();
    const placed = await placeOnline(customer.token);
    const asCustomer = await refund(placed.orderId, { amount: 100, reason: 'Please' }, customer.token);
    expect(asCustomer.status).toBe(403);
    const rivalToken = await signIn(api, 'staff@rival.test', 'rival1234');
    const asRival = await refund(placed.orderId, { amount: 100, reason: 'Please' }, rivalToken);
    expect(asRival.status).toBe(403);
    expect((await cancel(placed.orderId, 'Not yours', rivalToken)).status).toBe(403);
    const nobody = await refund(placed.orderId, { amount: 100, reason: 'Please' }, null as unknown as string);
    expect(nobody.status).toBe(401);
    expect(await chargeOf(await chargeIdOf(placed.orderId))).toMatchObject({ refunded: 0 });
  });
});

describe('a refund the payment provider did not confirm', () => {
  let flaky: TestServer;
  let failures = 1;
  beforeAll(async () => {
    flaky = await startTestServer({
      payments: (real) => ({
        refund: async (chargeId, amount, key) => {
          if (failures > 0) {
            failures--;
            throw new Error('the provider is unreachable');
          }
          return real.refund(chargeId, amount, key);
        },
      }),
    });
  });
  afterAll(() => flaky?.close());

  it('is sent again by the reconciler, once', async () => {
    const flakyApi = httpClient(flaky.baseUrl);
    const customer = await signUpCustomer(flakyApi);
    await saveCard(flaky.baseUrl, flakyApi, customer.token);
    const placed = await flakyApi.post('/api/create_order_v2', orderBody(tacosAndFries), {
      token: customer.token,
    });
    const { orderId, total } = placed.body.data.order;
    const flakyStaff = await signIn(flakyApi, 'staff@demo.test');
    const cancelled = await flakyApi.post(
      `/api/staff/orders/${orderId}/status`,
      { status: 'Cancelled', reason: 'Closed early' },
      { token: flakyStaff },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.order.refunds).toMatchObject([{ amount: total, confirmed: false }]);

    // The customer's open order page hears of the refund once the provider confirmed it.
    const watcher = await liveClient(flaky.baseUrl, customer.token);
    watcher.send({ type: 'subscribe', topic: `order:${orderId}` });
    await watcher.waitFor((message) => message.type === 'snapshot');
    const before = watcher.messages.length;
    flaky.advanceClock(11_000);
    expect(await flaky.reconciler.run()).toMatchObject({ refundsSent: 1, failures: 0 });
    const update = await watcher.waitFor(
      (message) =>
        message.data?.order?.refunds?.[0]?.confirmed === true ||
        message.data?.refunds?.[0]?.confirmed === true,
      before,
    );
    expect(update).toBeTruthy();
    watcher.close();
    expect(await flaky.reconciler.run()).toMatchObject({ refundsSent: 0 });
    const details = await flakyApi.get(`/api/orders/${orderId}`, { token: customer.token });
    expect(details.body.data.order.refunds).toMatchObject([{ amount: total, confirmed: true }]);
    const result = await flaky.database.db.execute(
      sql`select payment_charge_id from orders where id = ${orderId}`,
    );
    const chargeId = (result as unknown as { rows: { payment_charge_id: string }[] }).rows[0]!
      .payment_charge_id;
    const [charge] = await flaky.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, chargeId));
    expect((charge!.data as { refunds: { amount: number }[] }).refunds).toEqual([
      expect.objectContaining({ amount: total }),
    ]);
  });
});
