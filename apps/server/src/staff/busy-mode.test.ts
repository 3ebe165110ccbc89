import { DEFAULT_DINER_NOTICES, isScheduledForLater } from '@orderly/domain';
import { demo } from '@orderly/test-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notices, orders } from '../db/schema.ts';
import { orderBody, signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** Busy mode (issue 25 item 4, decision 0082): staff slow every new promise, or stop ASAP, for a while. */
let server: TestServer;
let api: ReturnType<typeof httpClient>;
let staffToken: string;
let managerToken: string;
let customerToken: string;
const fries = { fries: { id: 'fries', count: 3 } };
const where = { restaurantId: demo.restaurantId, locationId: demo.downtown };

beforeAll(async () => {
  server = await startTestServer();
  api = httpClient(server.baseUrl);
  staffToken = await signIn(api, demo.staff.email, demo.staff.password);
  managerToken = await signIn(api, demo.manager.email, demo.manager.password);
  customerToken = (await signUpCustomer(api)).token;
}, 120_000);
afterAll(() => server?.close());

const setBusy = (body: Record<string, unknown>) =>
  api.put('/api/staff/busy_mode', { ...where, ...body }, { token: staffToken });
const settings = async () =>
  (await api.get(`/guest/restaurants/${demo.restaurantId}/locations/${demo.downtown}`)).body.data.settings;
const placeOrder = (orderTime = 'ASAP') =>
  api.post('/api/create_order_v2', orderBody({ products: fries, orderTime }), { token: customerToken });
/** Minutes from now to an order's promise. */
const promisedIn = (order: { completedAt: string }) =>
  Math.round((Date.parse(order.completedAt) - server.clock.now().getTime()) / 60_000);
const activity = async () =>
  (await api.get(`/api/manage/restaurants/${demo.restaurantId}/activity`, { token: managerToken })).body.data
    .entries as { summary: string; user: { email: string } | null }[];

describe('busy mode', () => {
  it('adds its minutes to every new ASAP promise, live on diners’ screens, and ends by itself', async () => {
    const wait = (await settings()).waitTime as number;
    const before = await placeOrder();
    expect(before.status, JSON.stringify(before.body)).toBe(201);
    expect(promisedIn(before.body.data.order)).toBe(wait);

    const diner = await liveClient(server.baseUrl);
    diner.send({ type: 'subscribe', topic: `location:${demo.restaurantId}:${demo.downtown}` });
    await diner.waitFor((message: { type: string }) => message.type === 'snapshot');
    const seen = diner.messages.length;
    const started = await setBusy({ choice: 'plus20', forMinutes: 30 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data.busyMode).toMatchObject({ extraMinutes: 20, asapStopped: false });
    // The diner's screen hears it without asking.
    await diner.waitFor(
      (message: { type: string; data?: { settings?: { busyMode?: { extraMinutes: number } | null } } }) =>
        message.type === 'snapshot' && message.data?.settings?.busyMode?.extraMinutes === 20,
      seen,
    );
    diner.close();

    const busy = await placeOrder();
    expect(busy.status, JSON.stringify(busy.body)).toBe(201);
    expect(promisedIn(busy.body.data.order)).toBe(wait + 20);
    // The board knows the diner asked for it now: it rings at once (not held in Scheduled until
    // its later start), and it escalates from its placing.
    const queue = await api.get(
      `/api/staff/queue?restaurantId=${demo.restaurantId}&locationId=${demo.downtown}`,
      { token: staffToken },
    );
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    type Queued = Parameters<typeof isScheduledForLater>[0] & { id: string };
    const queued = (queue.body.data.orders as Queued[]).find(
      (order) => order.id === busy.body.data.order.orderId,
    );
    expect(queued?.asap).toBe(true);
    expect(
      isScheduledForLater(
        queued as Parameters<typeof isScheduledForLater>[0],
        { waitTime: wait },
        server.clock.now(),
      ),
    ).toBe(false);
    expect((await activity())[0]).toMatchObject({
      summary: expect.stringMatching(/^Started busy mode at .+: \+20 min for 30 min\.$/),
      user: { email: demo.staff.email },
    });

    // Thirty minutes later it has ended by itself: today's promise again.
    server.advanceClock(30 * 60_000);
    const after = await placeOrder();
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    expect(promisedIn(after.body.data.order)).toBe(wait);
  });

  it('stopping ASAP refuses ASAP orders in a sentence and takes later ones, until staff end it', async () => {
    const started = await setBusy({ choice: 'scheduledOnly', forMinutes: 60 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const refused = await placeOrder();
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'Sorry, we are busy right now and only take orders for later. Please choose a time.',
    );
    // A time an hour and a half away, on the quarter hour: offered while ASAP is stopped.
    const later = new Date(Math.ceil((server.clock.now().getTime() + 90 * 60_000) / 900_000) * 900_000);
    const scheduled = await placeOrder(later.toISOString());
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);

    const ended = await setBusy({ choice: 'off' });
    expect(ended.status).toBe(200);
    expect(ended.body.data.busyMode).toBeNull();
    expect((await settings()).busyMode).toBeNull();
    expect((await placeOrder()).status).toBe(201);
    const entries = await activity();
    expect(entries[0]).toMatchObject({
      summary: expect.stringMatching(/^Ended busy mode at /),
      user: { email: demo.staff.email },
    });
    expect(entries[1]?.summary).toMatch(/: Scheduled orders only for 60 min\.$/);
  });

  it('runs until closing time when no minutes are given; ending it twice records it once', async () => {
    const started = await setBusy({ choice: 'plus10' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(Date.parse(started.body.data.busyMode.until)).toBeGreaterThan(server.clock.now().getTime());
    await setBusy({ choice: 'off' });
    const count = (await activity()).length;
    expect((await setBusy({ choice: 'off' })).status).toBe(200);
    expect(await activity()).toHaveLength(count);
  });

  it('refuses a choice or a length it does not know, in a sentence', async () => {
    const choice = await setBusy({ choice: 'plus15', forMinutes: 30 });
    expect(choice.status).toBe(400);
    expect(choice.body.error.message).toBe(
      'Choose 10, 20 or 30 more minutes, scheduled orders only, or off.',
    );
    const zero = await setBusy({ choice: 'plus10', forMinutes: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toBe('Use at least 1 minute for how long busy mode lasts.');
    const long = await setBusy({ choice: 'plus10', forMinutes: 100_000 });
    expect(long.body.error.message).toBe('Use at most 720 minutes (12 hours) for busy mode.');
    expect((await settings()).busyMode ?? null).toBeNull();
  });

  it('moves the promises of orders already placed for ASAP, telling each diner once in 10 minutes (decision 0099)', async () => {
    await setBusy({ choice: 'off' });
    const asap = await placeOrder();
    expect(asap.status, JSON.stringify(asap.body)).toBe(201);
    const later = await placeOrder(
      new Date(Math.ceil((server.clock.now().getTime() + 90 * 60_000) / 900_000) * 900_000).toISOString(),
    );
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    const laterOrder = later.body.data.order as { orderId: string };
    const id = asap.body.data.order.orderId as string;
    const promiseOf = async (orderId: string) =>
      (
        await server.database.db.select().from(orders).where(eq(orders.id, orderId))
      )[0]!.completedAt.getTime();
    const lateNotices = async () =>
      (await server.database.db.select().from(notices).where(eq(notices.orderId, id))).filter(
        (row) => row.kind === 'late',
      );
    const first = await promiseOf(id);
    const scheduled = await promiseOf(laterOrder.orderId);

    expect((await setBusy({ choice: 'plus10', forMinutes: 60 })).status).toBe(200);
    expect(await promiseOf(id)).toBe(first + 10 * 60_000);
    // An order for a later time keeps its time.
    expect(await promiseOf(laterOrder.orderId)).toBe(scheduled);
    expect(await lateNotices()).toMatchObject([{ audience: 'diner', status: 'pending' }]);
    const details = await api.get(`/api/orders/${id}`, { token: customerToken });
    expect(Date.parse(details.body.data.order.completedAt)).toBe(first + 10 * 60_000);
    await server.notices.run();
    const mails = await server.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.subject, `Your order #${asap.body.data.order.orderNumber} is running late`)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('by about 10 minutes');

    // Made longer two minutes on: the promise moves again, the diner is not told again yet.
    server.advanceClock(2 * 60_000);
    expect((await setBusy({ choice: 'plus30', forMinutes: 60 })).status).toBe(200);
    expect(await promiseOf(id)).toBe(first + 30 * 60_000);
    expect(await lateNotices()).toHaveLength(1);
    // Made shorter: nothing moves earlier, nobody is told.
    expect((await setBusy({ choice: 'plus10', forMinutes: 60 })).status).toBe(200);
    expect(await promiseOf(id)).toBe(first + 30 * 60_000);
    expect(await lateNotices()).toHaveLength(1);

    // Ten minutes after the notice, turned off and on again: told again, unless the restaurant
    // switched the late notice off (the row is kept, and skipped).
    server.advanceClock(9 * 60_000);
    expect((await setBusy({ choice: 'off' })).status).toBe(200);
    const off = await api.put(
      `/api/manage/restaurants/${demo.restaurantId}/settings`,
      { settings: { dinerNotices: { ...DEFAULT_DINER_NOTICES, late: false } } },
      { token: managerToken },
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await setBusy({ choice: 'plus20', forMinutes: 30 })).status).toBe(200);
    expect(await promiseOf(id)).toBe(first + 50 * 60_000);
    expect(await lateNotices()).toHaveLength(2);
    await server.notices.run();
    expect((await lateNotices()).map((row) => row.status).sort()).toEqual(['sent', 'skipped']);
    await api.put(
      `/api/manage/restaurants/${demo.restaurantId}/settings`,
      { settings: { dinerNotices: DEFAULT_DINER_NOTICES } },
      { token: managerToken },
    );
    await setBusy({ choice: 'off' });
  });

  it('two staff turning busy mode on at once move each open promise once, with one notice', async () => {
    await setBusy({ choice: 'off' });
    server.advanceClock(11 * 60_000);
    const placed = await placeOrder();
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.data.order.orderId as string;
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, id));
    const answers = await Promise.all([
      setBusy({ choice: 'plus20', forMinutes: 30 }),
      setBusy({ choice: 'plus20', forMinutes: 30 }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [after] = await server.database.db.select().from(orders).where(eq(orders.id, id));
    // The second saw busy mode on already (the location's row is locked): it added nothing more.
    expect(after!.completedAt.getTime() - row!.completedAt.getTime()).toBe(20 * 60_000);
    const rows = await server.database.db.select().from(notices).where(eq(notices.orderId, id));
    expect(rows.filter((one) => one.kind === 'late')).toHaveLength(1);
    await setBusy({ choice: 'off' });
  });
});
