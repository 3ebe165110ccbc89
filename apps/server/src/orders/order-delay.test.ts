import { topics } from '@orderly/client/protocol';
import { demo } from '@orderly/test-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, notices, orders } from '../db/schema.ts';
import { orderBody, signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Running late (issues 25 and 26, decision 0089): staff move an order's promise 5 to 30 minutes
 * later; the new time, its activity line and the diner's notice are written together, the board
 * and the diner's page see the new time at once, and the diner gets "Your order #N is running late".
 */

const tacos = { 'fish-tacos': { id: 'fish-tacos', count: 2 } };

let server: TestServer;
let api: ReturnType<typeof httpClient>;
let staffToken: string;

beforeAll(async () => {
  server = await startTestServer();
  api = httpClient(server.baseUrl);
  staffToken = await signIn(api, demo.staff.email);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function placeOrder(token: string) {
  const placed = await api.post('/api/create_order_v2', orderBody({ products: tacos }), { token });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as { orderId: string; orderNumber: number };
}

const delay = (orderId: string, minutes: unknown, token = staffToken) =>
  api.post(`/api/staff/orders/${orderId}/delay`, { minutes }, { token });

const orderRow = async (orderId: string) => {
  const [row] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
};

const minutes = (n: number) => n * 60_000;

describe('an order running late', () => {
  it('moves the promise, records who did it, tells the diner once and every screen at once', async () => {
    const customer = await signUpCustomer(api);
    const placed = await placeOrder(customer.token);
    const before = await orderRow(placed.orderId);

    const diner = await liveClient(server.baseUrl, customer.token);
    await diner.subscribe(topics.order(placed.orderId));
    const board = await liveClient(server.baseUrl, staffToken);
    await board.subscribe(topics.staff(demo.restaurantId, demo.downtown));
    const [dinerBefore, boardBefore] = [diner.messages.length, board.messages.length];

    const later = new Date(before.completedAt.getTime() + minutes(10)).toISOString();
    const delayed = await delay(placed.orderId, 10);
    expect(delayed.status, JSON.stringify(delayed.body)).toBe(200);
    expect(delayed.body.data.order.completedAt).toBe(later);

    // The diner's page and the board see the new time without asking.
    const showsLater = (message: unknown) => JSON.stringify(message).includes(later);
    expect(await diner.waitFor(showsLater, dinerBefore)).toBeTruthy();
    expect(await board.waitFor(showsLater, boardBefore)).toBeTruthy();
    diner.close();
    board.close();

    // The diner's own order details say the new time.
    const details = await api.get(`/api/orders/${placed.orderId}`, { token: customer.token });
    expect(details.body.data.order.completedAt).toBe(later);

    const after = await orderRow(placed.orderId);
    expect(after.completedAt.toISOString()).toBe(later);
    expect(after.kitchenAt!.getTime() - before.kitchenAt!.getTime()).toBe(minutes(10));
    expect(after.status).toBe(before.status);

    const lines = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.restaurantId, demo.restaurantId), eq(auditLog.area, 'orders')));
    const line = lines.find((entry) => entry.summary.includes(`#${placed.orderNumber} `));
    expect(line).toMatchObject({
      bySystem: false,
      summary: `Order #${placed.orderNumber} is running late: +10 min.`,
    });
    expect(line!.userId).toBeTruthy();

    const rows = await server.database.db.select().from(notices).where(eq(notices.orderId, placed.orderId));
    expect(rows.filter((row) => row.kind === 'late')).toMatchObject([
      { kind: 'late', audience: 'diner', recipient: customer.email, status: 'pending' },
    ]);

    await server.notices.run();
    const mails = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, customer.email))
      .orderBy(emailOutbox.id);
    const late = mails.find((mail) => mail.subject === `Your order #${placed.orderNumber} is running late`);
    expect(late, JSON.stringify(mails.map((mail) => mail.subject))).toBeTruthy();
    expect(late!.text).toContain(
      `Sorry, ${demo.restaurantName} is running late with your order #${placed.orderNumber} by about 10 minutes.`,
    );
    expect(late!.text).toMatch(/It will now be ready around \d{1,2}:\d{2} [AP]M\./);
    expect(late!.text).toContain('/guest/notices/unsubscribe?token=');
    expect(late!.html).toContain(`Your order #${placed.orderNumber} is running late`);
    expect(late!.html).toContain('Stop order e-mails');
    // Staff see it among the order's notices.
    const listed = await api.get(`/api/staff/orders/${placed.orderId}/notices`, { token: staffToken });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.notices).toContainEqual(
      expect.objectContaining({ kind: 'late', status: 'sent' }),
    );
  });

  it('moves a promise once when two taps read it at the same time, and again on a later tap', async () => {
    const customer = await signUpCustomer(api);
    const placed = await placeOrder(customer.token);
    const before = await orderRow(placed.orderId);
    const both = await Promise.all([delay(placed.orderId, 5), delay(placed.orderId, 5)]);
    const statuses = both.map((answer) => answer.status).sort();
    // Both may also land one after the other (then both move it): never a lost or doubled write.
    const moved = statuses.filter((status) => status === 200).length;
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    for (const answer of both.filter((one) => one.status === 409))
      expect(JSON.stringify(answer.body)).toContain('This order changed meanwhile. Please try again.');
    const after = await orderRow(placed.orderId);
    expect(after.completedAt.getTime() - before.completedAt.getTime()).toBe(minutes(5 * moved));
    const late = async () =>
      (await server.database.db.select().from(notices).where(eq(notices.orderId, placed.orderId))).filter(
        (row) => row.kind === 'late',
      );
    expect(await late()).toHaveLength(moved);

    expect((await delay(placed.orderId, 15)).status).toBe(200);
    expect((await orderRow(placed.orderId)).completedAt.getTime() - before.completedAt.getTime()).toBe(
      minutes(5 * moved + 15),
    );
    expect(await late()).toHaveLength(moved + 1);
  });

  it('refuses minutes outside the list, a finished order, and anyone but the location’s staff', async () => {
    const customer = await signUpCustomer(api);
    const placed = await placeOrder(customer.token);
    const before = await orderRow(placed.orderId);

    for (const bad of [7, 0, -10, 60, '10', null]) {
      const refused = await delay(placed.orderId, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('Choose a delay of 5, 10, 15, 20 or 30 minutes.');
    }
    const forbidden = await delay(placed.orderId, 10, customer.token);
    expect(forbidden.status).toBe(403);
    expect((await orderRow(placed.orderId)).completedAt).toEqual(before.completedAt);

    for (const status of ['Preparing', 'Done']) {
      const moved = await api.post(
        `/api/staff/orders/${placed.orderId}/status`,
        { status },
        { token: staffToken },
      );
      expect(moved.status).toBe(200);
    }
    const finished = await delay(placed.orderId, 10);
    expect(finished.status).toBe(409);
    expect(JSON.stringify(finished.body)).toContain('This order is finished and cannot be delayed.');
    expect((await orderRow(placed.orderId)).completedAt).toEqual(before.completedAt);
    const rows = await server.database.db.select().from(notices).where(eq(notices.orderId, placed.orderId));
    expect(rows.filter((row) => row.kind === 'late')).toHaveLength(0);
  });
});
