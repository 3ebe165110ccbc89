import { randomUUID } from 'node:crypto';
import { DEFAULT_CAPACITY, loadsOfFullWindows, offeredTimeSlots } from '@orderly/domain';
import { demo } from '@orderly/test-kit';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { orders } from '../db/schema.ts';
import { createIntegrations } from '../integrations/config.ts';
import { loadLocation } from '../restaurants/restaurant-repository.ts';
import { orderBody, signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Capacity pacing at order time (issue 25, decision 0077): 50 diners ordering at once for a window
 * with room for 5 give exactly 5 orders, through two server instances on one database. PGlite runs
 * one statement at a time; CI's PostgreSQL pass runs these with real parallel connections.
 */
const DINERS = 50;
const ROOM = 5;
// Two items of $14.50: above the demo's minimum; their work is 2 items.
const tacos = { 'fish-tacos': { id: 'fish-tacos', count: 2 } };

let server: TestServer;
let second: Awaited<ReturnType<typeof buildApp>>['app'];
let secondUrl: string;
let managerToken: string;
const customers: { token: string; userId: string }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ({ app: second } = await buildApp({
    database: server.database,
    clock: server.clock,
    logLevel: 'silent',
    authSecret: server.authSecret,
    publicUrl: 'http://orderly.test',
    integrations: createIntegrations({}, { db: server.database.db, clock: server.clock }),
    edge: { rateLimits: { enabled: true, factor: 1000 } },
  }));
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
  const api = httpClient(server.baseUrl);
  managerToken = await signIn(api, demo.manager.email, demo.manager.password);
  // Ten diners who have ordered once already (no first-order discount: no lock on their own row).
  for (let index = 0; index < 10; index++) {
    const customer = await signUpCustomer(api);
    const first = await api.post('/api/create_order_v2', orderBody({ products: tacos }), {
      token: customer.token,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    customers.push(customer);
  }
}, 120_000);
afterAll(async () => {
  await second?.close();
  await server?.close();
});

async function setCapacity(capacity: Partial<typeof DEFAULT_CAPACITY>) {
  const response = await httpClient(server.baseUrl).put(
    `/api/manage/restaurants/${demo.restaurantId}/locations/${demo.downtown}`,
    { settings: { capacity: { ...DEFAULT_CAPACITY, ...capacity } } },
    { token: managerToken },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** The pickup times offered now with pacing off (the grid a diner would see). */
async function pickupSlots() {
  const view = await loadLocation(server.database.db, demo.restaurantId, demo.downtown, server.clock.now());
  return offeredTimeSlots({ settings: view!.settings, now: server.clock.now(), orderType: 'Pickup' }).filter(
    (slot) => slot.value !== 'ASAP',
  );
}

/** Every diner at once, half through each instance, each its own checkout (Idempotency-Key). */
const placeAll = (orderTime: string) =>
  Promise.all(
    Array.from({ length: DINERS }, (_, index) => {
      const api = httpClient(index % 2 === 0 ? server.baseUrl : secondUrl);
      return api.post('/api/create_order_v2', orderBody({ products: tacos, orderTime }), {
        token: customers[index % customers.length]!.token,
        headers: { 'idempotency-key': randomUUID() },
      });
    }),
  );

const liveOrdersAt = (completedAt: Date) =>
  server.database.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, demo.restaurantId),
        eq(orders.completedAt, completedAt),
        ne(orders.status, 'Cancelled'),
      ),
    );

describe('capacity pacing under parallel orders', () => {
  it('gives a window with room for 5 exactly 5 of 50 parallel orders; the others hear the next free time', async () => {
    await setCapacity({ maxOrders: ROOM });
    const slots = await pickupSlots();
    const chosen = slots[6]!;
    const responses = await placeAll(chosen.value);
    for (const response of responses)
      expect([201, 409], JSON.stringify(response.body)).toContain(response.status);
    const placed = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status === 409);
    expect(placed).toHaveLength(ROOM);
    expect(refused).toHaveLength(DINERS - ROOM);
    for (const response of refused) {
      expect(response.body.error.message).toBe('Sorry, that time is now full. Please choose another time.');
      // The next free time: the slot after the full window (15-minute windows, one slot each).
      expect(response.body.error.nextTime).toEqual(slots[7]);
    }
    for (const response of placed)
      expect(Date.parse(response.body.data.order.completedAt)).toBe(Date.parse(chosen.value));
    expect(await liveOrdersAt(new Date(chosen.value))).toHaveLength(ROOM);

    // The full window is no longer offered to the next diner, with the same rule the server used.
    const view = await loadLocation(server.database.db, demo.restaurantId, demo.downtown, server.clock.now());
    const options = await httpClient(server.baseUrl).get(
      `/guest/restaurants/${demo.restaurantId}/locations/${demo.downtown}/full_windows`,
    );
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const offered = offeredTimeSlots({
      settings: view!.settings,
      now: server.clock.now(),
      orderType: 'Pickup',
      pacing: {
        capacity: view!.settings.capacity!,
        loads: loadsOfFullWindows(options.body.data.fullWindows),
        work: { items: 1, prepMinutes: DEFAULT_CAPACITY.defaultPrepMinutes },
      },
    }).map((slot) => slot.value);
    expect(offered).not.toContain(chosen.value);
    expect(offered).toContain(slots[7]!.value);
  }, 120_000);

  it('promises ASAP orders the earliest window with room, never more than 5 to a window', async () => {
    await setCapacity({ maxOrders: ROOM, windowMinutes: 15 });
    const responses = await placeAll('ASAP');
    for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(201);
    const promised = responses.map((response) => Date.parse(response.body.data.order.completedAt));
    const perWindow = new Map<number, number>();
    for (const time of promised) {
      const window = Math.floor(time / 900_000);
      perWindow.set(window, (perWindow.get(window) ?? 0) + 1);
    }
    // 50 orders over at least 10 windows; the first is at least the wait away.
    expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(ROOM);
    expect(perWindow.size).toBeGreaterThanOrEqual(DINERS / ROOM);
    const earliest = server.clock.now().getTime();
    for (const time of promised) expect(time).toBeGreaterThanOrEqual(earliest);
  }, 120_000);

  it('turned off, takes every order at the time chosen, as before', async () => {
    await setCapacity({});
    const slots = await pickupSlots();
    // Tomorrow's: no ASAP order of the test before is promised for it.
    const chosen = slots.at(-3)!;
    const responses = await placeAll(chosen.value);
    for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(await liveOrdersAt(new Date(chosen.value))).toHaveLength(DINERS);
  }, 120_000);

  it('refuses a limit of zero or a negative one with a sentence', async () => {
    const api = httpClient(server.baseUrl);
    const path = `/api/manage/restaurants/${demo.restaurantId}/locations/${demo.downtown}`;
    const zero = await api.put(
      path,
      { settings: { capacity: { ...DEFAULT_CAPACITY, maxOrders: 0 } } },
      { token: managerToken },
    );
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toContain(
      'Use at least 1 order per window, or leave it empty for no limit.',
    );
  });
});
