import { topics } from '@orderly/client/protocol';
import { AUTO_REJECT_REASON, offeredTimeSlots } from '@orderly/domain';
import { demo } from '@orderly/test-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { auditLog, notices, orders, refunds, sandboxPayments } from '../db/schema.ts';
import { createIntegrations } from '../integrations/config.ts';
import { loadLocation } from '../restaurants/restaurant-repository.ts';
import { demoPointsOf, setDemoPoints } from '../test/customer-points.ts';
import { orderBody, saveCard, signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { cancelOrder } from './refunds-repository.ts';

/**
 * The escalation job (issue 25, item 5; decision 0081) on two server instances sharing one
 * database, both running their pass at the same moment: an unconfirmed order is escalated once
 * (one activity line, one e-mail to each manager) and rejected once (one refund, its points back
 * once, one e-mail). CI's
 * PostgreSQL pass runs it with real parallel connections.
 */
let server: TestServer;
let second: Awaited<ReturnType<typeof buildApp>>;
let staffToken: string;
let managerToken: string;
const api = () => httpClient(server.baseUrl);

beforeAll(async () => {
  server = await startTestServer();
  second = await buildApp({
    database: server.database,
    clock: server.clock,
    logLevel: 'silent',
    authSecret: server.authSecret,
    publicUrl: 'http://orderly.test',
    integrations: createIntegrations({}, { db: server.database.db, clock: server.clock }),
    edge: { rateLimits: { enabled: true, factor: 1000 } },
    reconciler: 'off',
    escalation: 'off',
    notices: 'off',
  });
  staffToken = await signIn(api(), demo.staff.email, demo.staff.password);
  managerToken = await signIn(api(), demo.manager.email, demo.manager.password);
}, 120_000);
afterAll(async () => {
  await second?.app.close();
  await server?.close();
});

/** Both instances' passes at the same moment; their outcomes added up. */
async function bothPasses() {
  const [one, two] = await Promise.all([server.escalation.run(), second.escalation.run()]);
  return {
    escalated: one.escalated + two.escalated,
    rejected: one.rejected + two.rejected,
    failures: one.failures + two.failures,
  };
}

async function setEscalation(settings: {
  escalateAfterSeconds?: number | null;
  autoRejectAfterMinutes?: number | null;
}) {
  const response = await api().put(
    `/api/manage/restaurants/${demo.restaurantId}/locations/${demo.downtown}`,
    { settings },
    { token: managerToken },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function place(token: string, overrides: Record<string, unknown> = {}) {
  const response = await api().post(
    '/api/create_order_v2',
    orderBody({ products: { 'fish-tacos': { id: 'fish-tacos', count: 2 } }, ...overrides }),
    { token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.order as {
    orderId: string;
    orderNumber: number;
    total: number;
    pointsEarned: number;
  };
}

const orderRow = async (orderId: string) =>
  (await server.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** The activity lines the platform wrote about an order (by its number). */
const activityOf = async (orderNumber: number) =>
  (
    await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.restaurantId, demo.restaurantId), eq(auditLog.area, 'orders')))
  ).filter((row) => row.summary.startsWith(`Order #${orderNumber} `));

const minutes = (count: number) => count * 60_000;
/** The demo location the orders are placed at, by the name managers know it by. */
const downtownName = 'Downtown (Yaletown)';

describe('an order nobody confirms', () => {
  it('is escalated once and then rejected once across two instances: one refund, points back once, one e-mail', async () => {
    await setEscalation({ escalateAfterSeconds: 60, autoRejectAfterMinutes: 10 });
    const customer = await signUpCustomer(api());
    await saveCard(server.baseUrl, api(), customer.token);
    await api().get('/api/me?restaurantId=demo', { token: customer.token });
    await setDemoPoints(server.database, customer.userId, 2000);
    const placed = await place(customer.token, {
      products: { 'fish-tacos': { id: 'fish-tacos', count: 2 }, fries: { id: 'fries', count: 2 } },
      paymentMethod: 'online',
      promos: { 'reward-10-off': { id: 'reward-10-off', count: 1 } },
    });
    expect(await demoPointsOf(server.database, customer.userId)).toBe(2000 - 1000 + placed.pointsEarned);

    // Within the first delay nothing happens.
    expect(await bothPasses()).toEqual({ escalated: 0, rejected: 0, failures: 0 });

    // Past the first delay: escalated once, still waiting for the kitchen.
    server.advanceClock(61_000);
    expect(await bothPasses()).toEqual({ escalated: 1, rejected: 0, failures: 0 });
    expect((await orderRow(placed.orderId)).status).toBe('New');
    expect((await orderRow(placed.orderId)).escalatedAt).not.toBeNull();
    const escalated = await activityOf(placed.orderNumber);
    expect(escalated).toHaveLength(1);
    expect(escalated[0]).toMatchObject({
      bySystem: true,
      userId: null,
      summary: `Order #${placed.orderNumber} at ${downtownName}: not confirmed for 1 min, so the board alerted louder.`,
    });
    // The managers are told once, through the notices outbox (one row each, written with the mark).
    const managerNotices = async () =>
      (await server.database.db.select().from(notices).where(eq(notices.orderId, placed.orderId))).filter(
        (notice) => notice.kind === 'escalation',
      );
    const told = await managerNotices();
    expect(told.map((notice) => notice.recipient)).toContain(demo.manager.email.toLowerCase());
    expect(new Set(told.map((notice) => notice.recipient)).size).toBe(told.length);
    expect(await bothPasses()).toEqual({ escalated: 0, rejected: 0, failures: 0 });
    expect(await managerNotices()).toHaveLength(told.length);

    // The diner's page and the board watch live, as for a staff cancellation.
    const diner = await liveClient(server.baseUrl, customer.token);
    await diner.subscribe(topics.order(placed.orderId));
    const board = await liveClient(server.baseUrl, staffToken);
    await board.subscribe(topics.staff(demo.restaurantId, demo.downtown));
    const [dinerBefore, boardBefore] = [diner.messages.length, board.messages.length];
    const cancelledNow = (message: unknown) => {
      const text = JSON.stringify(message);
      return text.includes(placed.orderId) && text.includes('"status":"Cancelled"');
    };

    // Past the second delay: rejected once, the money and the points given back once.
    server.advanceClock(minutes(9));
    expect(await bothPasses()).toEqual({ escalated: 0, rejected: 1, failures: 0 });
    expect(JSON.stringify(await diner.waitFor(cancelledNow, dinerBefore))).toContain(AUTO_REJECT_REASON);
    expect(await board.waitFor(cancelledNow, boardBefore)).toBeTruthy();
    diner.close();
    board.close();
    expect(await bothPasses()).toEqual({ escalated: 0, rejected: 0, failures: 0 });
    const row = await orderRow(placed.orderId);
    expect(row).toMatchObject({
      status: 'Cancelled',
      cancelReason: AUTO_REJECT_REASON,
      totalRefundAmount: placed.total,
    });
    const given = await server.database.db.select().from(refunds).where(eq(refunds.orderId, placed.orderId));
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ amount: placed.total, kind: 'cancellation', createdBy: null });
    const [charge] = await server.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, row.paymentChargeId!));
    const data = charge!.data as { refunds: { amount: number }[] };
    expect(data.refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(placed.total);
    expect(await demoPointsOf(server.database, customer.userId)).toBe(2000);

    const lines = await activityOf(placed.orderNumber);
    expect(lines.map((line) => line.summary)).toEqual([
      `Order #${placed.orderNumber} at ${downtownName}: not confirmed for 1 min, so the board alerted louder.`,
      `Order #${placed.orderNumber} at ${downtownName}: not confirmed for 10 min, so it was rejected automatically.`,
    ]);

    // The diner reads why on their order, and in the one cancellation e-mail (the notices worker
    // sends what the cancellation queued); the manager read how long it had waited.
    await server.notices.run();
    const managerMail = await api().get(`/dev/outbox?to=${encodeURIComponent(demo.manager.email)}`);
    expect(
      (managerMail.body.data.messages as { subject: string }[]).filter(
        (message) => message.subject === `Order #${placed.orderNumber} has not been confirmed for 1 minute`,
      ),
    ).toHaveLength(1);
    const seen = await api().get(`/api/orders/${placed.orderId}`, { token: customer.token });
    expect(seen.body.data.order).toMatchObject({ status: 'Cancelled', cancelReason: AUTO_REJECT_REASON });
    const outbox = await api().get(`/dev/outbox?to=${encodeURIComponent(customer.email)}`);
    const mails = (outbox.body.data.messages as { subject: string; text: string }[]).filter((message) =>
      message.subject.includes(`#${placed.orderNumber} was cancelled`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Reason: ${AUTO_REJECT_REASON}`);
    expect(mails[0]!.text).toContain('The 1000 points you spent on rewards are back in your account.');
  });

  it('is never rejected once the kitchen confirmed it, and a confirmation in the same moment wins', async () => {
    await setEscalation({ escalateAfterSeconds: 60, autoRejectAfterMinutes: 10 });
    const customer = await signUpCustomer(api());
    const confirmed = await place(customer.token);
    const raced = await place(customer.token);
    server.advanceClock(minutes(11));
    const staleRow = await orderRow(raced.orderId);

    const confirm = await api().post(
      `/api/staff/orders/${confirmed.orderId}/status`,
      { status: 'Preparing' },
      { token: staffToken },
    );
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    // Acknowledged just before the rejection's statement: the statement's condition sees it.
    const acknowledged = await api().post(
      `/api/staff/orders/${raced.orderId}/acknowledge`,
      {},
      {
        token: staffToken,
      },
    );
    expect(acknowledged.status, JSON.stringify(acknowledged.body)).toBe(200);
    const rejected = await cancelOrder(server.database.db, {
      orderId: raced.orderId,
      fromStatus: staleRow.status,
      reason: AUTO_REJECT_REASON,
      staffUserId: null,
      now: server.clock.now(),
      unacknowledgedOnly: true,
    });
    expect(rejected).toBeNull();

    expect(await bothPasses()).toEqual({ escalated: 0, rejected: 0, failures: 0 });
    expect((await orderRow(confirmed.orderId)).status).toBe('Preparing');
    expect((await orderRow(raced.orderId)).status).toBe('New');
  });

  it('waits for an order placed for later from its start time, not from when it was placed', async () => {
    await setEscalation({ escalateAfterSeconds: 60, autoRejectAfterMinutes: 10 });
    const view = await loadLocation(server.database.db, demo.restaurantId, demo.downtown, server.clock.now());
    const slots = offeredTimeSlots({
      settings: view!.settings,
      now: server.clock.now(),
      orderType: 'Pickup',
    }).filter((slot) => slot.value !== 'ASAP');
    // About two hours ahead: well after the earliest it could be ready.
    const later = slots.find(
      (slot) => Date.parse(slot.value) - server.clock.now().getTime() >= minutes(120),
    )!;
    const customer = await signUpCustomer(api());
    const placed = await place(customer.token, { orderTime: later.value });
    const startsAt = Date.parse(later.value) - minutes(view!.settings.waitTime);

    // Eleven minutes after it was placed nothing happens: its waiting has not begun.
    server.advanceClock(minutes(11));
    expect(await bothPasses()).toEqual({ escalated: 0, rejected: 0, failures: 0 });

    // A minute after its start time it is escalated; ten after, rejected.
    server.advanceClock(startsAt - server.clock.now().getTime() + 61_000);
    expect(await bothPasses()).toEqual({ escalated: 1, rejected: 0, failures: 0 });
    server.advanceClock(minutes(9));
    expect(await bothPasses()).toEqual({ escalated: 0, rejected: 1, failures: 0 });
    expect((await orderRow(placed.orderId)).cancelReason).toBe(AUTO_REJECT_REASON);
  });

  it('does nothing when both delays are off, and only rejects when the louder alert is off', async () => {
    await setEscalation({ escalateAfterSeconds: null, autoRejectAfterMinutes: null });
    const customer = await signUpCustomer(api());
    const placed = await place(customer.token);
    server.advanceClock(minutes(30));
    expect(await bothPasses()).toEqual({ escalated: 0, rejected: 0, failures: 0 });
    expect((await orderRow(placed.orderId)).status).toBe('New');

    await setEscalation({ escalateAfterSeconds: null, autoRejectAfterMinutes: 10 });
    expect(await bothPasses()).toEqual({ escalated: 0, rejected: 1, failures: 0 });
    const row = await orderRow(placed.orderId);
    expect(row).toMatchObject({ status: 'Cancelled', escalatedAt: null });
    expect((await activityOf(placed.orderNumber)).map((line) => line.summary)).toEqual([
      `Order #${placed.orderNumber} at ${downtownName}: not confirmed for 30 min, so it was rejected automatically.`,
    ]);
    await setEscalation({ escalateAfterSeconds: 60, autoRejectAfterMinutes: 10 });
  });
});
