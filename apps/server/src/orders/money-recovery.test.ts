import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orderCounters, orders, paymentAttempts, paymentVoids } from '../db/schema.ts';
import type { ChargeRequest, PaymentProvider } from '../integrations/payments/types.ts';
import { KEY_LEASE_MS } from '../payments/idempotency.ts';
import { orderBody, saveCard, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import {
  chargesOf as chargesOfCustomer,
  paymentCustomerOf as paymentCustomerOfUser,
} from '../test/sandbox-charges.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Money survives crashes: a request that dies mid-checkout leaves its key and its payment to be
 * taken over by a retry or given back by the reconciler. A "crash" here is a payment call that
 * never answers (the process froze after the provider charged) followed by a new server on the
 * same database, as after a restart.
 */

const fries = { products: { fries: { id: 'fries', count: 2 } }, paymentMethod: 'online' };

/** A payment port whose charges reach the provider and then hang until released (a dead process). */
function freezingPayments() {
  const frozen: { input: ChargeRequest; release: () => void }[] = [];
  return {
    frozen,
    faults: (real: PaymentProvider) => ({
      charge: async (input: ChargeRequest) => {
        // Charged at the (sandbox) provider under the request's key, then nothing more happens.
        await real.charge(input);
        await new Promise<void>((_, reject) => {
          frozen.push({ input, release: () => reject(new Error('the process died')) });
        });
        throw new Error('unreachable');
      },
    }),
  };
}

async function until<T>(check: () => T | undefined | false, what: string): Promise<T> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const chargesOf = (server: TestServer, customerId: string) => chargesOfCustomer(server.database, customerId);
const paymentCustomerOf = (server: TestServer, userId: string) =>
  paymentCustomerOfUser(server.database, userId);

describe('a checkout whose process died after the card was charged', () => {
  let crashed: TestServer;
  let restarted: TestServer;
  const freezing = freezingPayments();
  /** The requests that froze, to wait for when they are released. */
  const pending: Promise<unknown>[] = [];
  beforeAll(async () => {
    crashed = await startTestServer({ instanceName: 'checkout-1', payments: freezing.faults });
  });
  afterAll(async () => {
    for (const { release } of freezing.frozen) release();
    // The frozen requests end (with the failure a dead process never reports) before the servers close.
    await Promise.all(pending);
    await restarted?.close();
    await crashed?.close();
  });

  it('is taken over by the retry after a restart: one order under the reserved id, one charge', async () => {
    const api = httpClient(crashed.baseUrl);
    const customer = await signUpCustomer(api);
    await saveCard(crashed.baseUrl, api, customer.token);
    const headers = { 'idempotency-key': 'crash-then-retry' };
    const body = orderBody(fries);
    pending.push(api.post('/api/create_order_v2', body, { token: customer.token, headers }));
    await until(() => freezing.frozen.length === 1, 'the charge');

    // While the first request still holds its key, a retry is told to wait (on any instance).
    const meanwhile = await api.post('/api/create_order_v2', body, { token: customer.token, headers });
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.error.message).toBe('Your order is already being placed! Please wait.');

    // The same instance comes back (same name): the keys its dead run held are released at once.
    restarted = await startTestServer({
      database: crashed.database,
      clock: crashed.clock,
      instanceName: 'checkout-1',
    });
    const retry = await httpClient(restarted.baseUrl).post('/api/create_order_v2', body, {
      token: customer.token,
      headers,
    });
    expect(retry.status).toBe(201);
    const [key] = await restarted.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'crash-then-retry'));
    expect(retry.body.data.order.orderId).toBe(key!.reservedId);

    const placed = await restarted.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, customer.userId));
    expect(placed).toHaveLength(1);
    const charges = await chargesOf(restarted, await paymentCustomerOf(restarted, customer.userId));
    expect(charges).toEqual([{ id: placed[0]!.paymentChargeId, amount: placed[0]!.total, refunded: 0 }]);

    // The frozen first request finally fails: it must not give back the charge the order now holds.
    freezing.frozen[0]!.release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await chargesOf(restarted, await paymentCustomerOf(restarted, customer.userId))).toEqual(charges);
    const again = await httpClient(restarted.baseUrl).post('/api/create_order_v2', body, {
      token: customer.token,
      headers,
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(retry.body);
  });

  it('on another instance, is taken over once the lease is over', async () => {
    const api = httpClient(crashed.baseUrl);
    const customer = await signUpCustomer(api);
    await saveCard(crashed.baseUrl, api, customer.token);
    const headers = { 'idempotency-key': 'crash-on-one-retry-on-other' };
    const body = orderBody(fries);
    const before = freezing.frozen.length;
    pending.push(api.post('/api/create_order_v2', body, { token: customer.token, headers }));
    await until(() => freezing.frozen.length === before + 1, 'the charge');

    const other = await startTestServer({
      database: crashed.database,
      clock: crashed.clock,
      instanceName: 'checkout-2',
    });
    try {
      const otherApi = httpClient(other.baseUrl);
      const waiting = await otherApi.post('/api/create_order_v2', body, { token: customer.token, headers });
      expect(waiting.status).toBe(409);
      other.advanceClock(KEY_LEASE_MS + 1000);
      const retry = await otherApi.post('/api/create_order_v2', body, { token: customer.token, headers });
      expect(retry.status).toBe(201);
      const placed = await other.database.db.select().from(orders).where(eq(orders.userId, customer.userId));
      expect(placed).toHaveLength(1);
      expect(await chargesOf(other, await paymentCustomerOf(other, customer.userId))).toEqual([
        { id: placed[0]!.paymentChargeId, amount: placed[0]!.total, refunded: 0 },
      ]);
    } finally {
      await other.close();
    }
  });

  it('is given back by the reconciler when nobody retries, and a late retry pays afresh once', async () => {
    const api = httpClient(crashed.baseUrl);
    const customer = await signUpCustomer(api);
    await saveCard(crashed.baseUrl, api, customer.token);
    const headers = { 'idempotency-key': 'crash-never-retried' };
    const body = orderBody(fries);
    const before = freezing.frozen.length;
    pending.push(api.post('/api/create_order_v2', body, { token: customer.token, headers }));
    await until(() => freezing.frozen.length === before + 1, 'the charge');
    const paymentCustomer = await paymentCustomerOf(crashed, customer.userId);
    const [charged] = await chargesOf(crashed, paymentCustomer);
    expect(charged).toMatchObject({ refunded: 0 });

    const other = await startTestServer({
      database: crashed.database,
      clock: crashed.clock,
      instanceName: 'reconciler-host',
    });
    try {
      // Not yet: the request may still be running or be retried.
      expect(await other.reconciler.run()).toMatchObject({ voided: 0 });
      other.advanceClock(2 * KEY_LEASE_MS + 1000);
      expect(await other.reconciler.run()).toMatchObject({ voided: 1, settled: 1, failures: 0 });
      expect(await chargesOf(other, paymentCustomer)).toEqual([{ ...charged, refunded: charged!.amount }]);
      const [voided] = await other.database.db
        .select()
        .from(paymentVoids)
        .where(eq(paymentVoids.id, freezing.frozen.at(-1)!.input.idempotencyKey));
      expect(voided?.settledAt).not.toBeNull();
      // Running again changes nothing.
      expect(await other.reconciler.run()).toMatchObject({ voided: 0, settled: 0 });

      // The customer comes back with the same key: a single new order, paid once more, under a new id.
      const retry = await httpClient(other.baseUrl).post('/api/create_order_v2', body, {
        token: customer.token,
        headers,
      });
      expect(retry.status).toBe(201);
      expect(retry.body.data.order.orderId).not.toBe(voided!.id);
      const placed = await other.database.db.select().from(orders).where(eq(orders.userId, customer.userId));
      expect(placed).toHaveLength(1);
      const charges = await chargesOf(other, paymentCustomer);
      expect(charges).toHaveLength(2);
      expect(charges).toContainEqual({
        id: placed[0]!.paymentChargeId,
        amount: placed[0]!.total,
        refunded: 0,
      });
    } finally {
      await other.close();
    }
  });
});

describe('an order that cannot be written after its charge', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('gives the charge back at once and leaves nothing half-written', async () => {
    const api = httpClient(server.baseUrl);
    const customer = await signUpCustomer(api);
    await saveCard(server.baseUrl, api, customer.token);
    const [counter] = await server.database.db
      .select()
      .from(orderCounters)
      .where(eq(orderCounters.restaurantId, 'demo'));
    // The order's number cannot be taken: the write fails after the card was charged.
    await server.database.db.delete(orderCounters).where(eq(orderCounters.restaurantId, 'demo'));
    try {
      const failed = await api.post('/api/create_order_v2', orderBody(fries), {
        token: customer.token,
        headers: { 'idempotency-key': 'write-fails' },
      });
      expect(failed.status).toBeGreaterThanOrEqual(400);
    } finally {
      await server.database.db.insert(orderCounters).values(counter!);
    }
    const paymentCustomer = await paymentCustomerOf(server, customer.userId);
    const charges = await chargesOf(server, paymentCustomer);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.refunded).toBe(charges[0]!.amount);
    expect(await server.database.db.select().from(orders).where(eq(orders.userId, customer.userId))).toEqual(
      [],
    );
    const [attempt] = await server.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.customerId, paymentCustomer));
    expect(attempt?.open).toBe(false);

    // Trying again (a new attempt) places the order and pays once more.
    const retry = await api.post('/api/create_order_v2', orderBody(fries), {
      token: customer.token,
      headers: { 'idempotency-key': 'write-fails-then-works' },
    });
    expect(retry.status).toBe(201);
    expect(await chargesOf(server, paymentCustomer)).toHaveLength(2);
  });
});
