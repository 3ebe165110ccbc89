import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
import { demoPointsOf, setDemoPoints } from '../test/customer-points.ts';
import { orderBody, saveCard, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';
import { chargesOf, paymentCustomerOf } from '../test/sandbox-charges.ts';

/**
 * A customer's limits hold when their orders arrive at once (issue 23): the first-order discount,
 * a once-a-week promo code and the reward points each pay for one order, however many are placed
 * in parallel. PGlite runs one statement at a time; CI's PostgreSQL pass runs these with real
 * parallel connections, where checking a limit before the write (and not at it) let every
 * parallel order through.
 */
const { server, api } = serverForFile();

const PARALLEL = 8;
// $33.90 of fish tacos: above the demo's $20 minimum for the first-order discount.
const tacos = { 'fish-tacos': { id: 'fish-tacos', count: 2 } };

const placeAll = (token: string, overrides: Record<string, unknown>) =>
  Promise.all(
    Array.from({ length: PARALLEL }, () =>
      // Each its own Idempotency-Key: separate checkouts (or one on each of two instances).
      api.post('/api/create_order_v2', orderBody({ products: tacos, ...overrides }), {
        token,
        headers: { 'idempotency-key': randomUUID() },
      }),
    ),
  );

const ordersOf = (userId: string) =>
  server.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.restaurantId, 'demo')));

const pointsOf = (userId: string) => demoPointsOf(server.database, userId);

/** Every answer is a placed order or a refusal with a sentence: never a server error. */
function expectPlacedOrRefused(responses: Awaited<ReturnType<typeof placeAll>>) {
  for (const response of responses) {
    expect([201, 400], JSON.stringify(response.body)).toContain(response.status);
    if (response.status !== 201) expect(response.body.error.message).toMatch(/^Sorry, |^Not Enough Points$/);
  }
  return responses.filter((response) => response.status === 201).length;
}

/** A new customer who has ordered once already (no first-order discount left). */
async function returningCustomer() {
  const customer = await signUpCustomer(api);
  const first = await api.post('/api/create_order_v2', orderBody({ products: tacos }), {
    token: customer.token,
  });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  return customer;
}

describe("a customer's limits under parallel orders", () => {
  it('gives the first-order discount to one order only', async () => {
    const customer = await signUpCustomer(api);
    const placed = expectPlacedOrRefused(await placeAll(customer.token, {}));
    expect(placed).toBeGreaterThanOrEqual(1);

    const written = await ordersOf(customer.userId);
    expect(written).toHaveLength(placed);
    const discounted = written.filter((order) => order.firstOrderDiscountAmount > 0);
    expect(discounted).toHaveLength(1);
  });

  it('lets a once-a-week promo code pay for one order of the week', async () => {
    const customer = await returningCustomer();
    const responses = await placeAll(customer.token, { redeemedPromoCode: 'WEEKLY15' });
    const placed = expectPlacedOrRefused(responses);
    expect(placed).toBeGreaterThanOrEqual(1);
    const refusals = responses.filter((response) => response.status !== 201);
    for (const refused of refusals)
      expect(refused.body.error.message).toBe('Sorry, that promo can only be used once a week.');

    const withPromo = (await ordersOf(customer.userId)).filter((order) => order.promoCode === 'WEEKLY15');
    expect(withPromo).toHaveLength(1);
    expect(withPromo[0]!.promoDiscountAmount).toBeGreaterThan(0);
  });

  it('pays for rewards with the points the customer has, never more', async () => {
    const customer = await returningCustomer();
    // Their row at the restaurant exists (the points are set on it): 2,400 points pay for two $10
    // rewards (1,000 points each), not more.
    expect(await pointsOf(customer.userId)).toBeDefined();
    await setDemoPoints(server.database, customer.userId, 2400);

    const responses = await placeAll(customer.token, {
      promos: { 'reward-10-off': { id: 'reward-10-off', count: 1 } },
    });
    const placed = expectPlacedOrRefused(responses);
    expect(placed).toBeGreaterThanOrEqual(1);
    expect(placed).toBeLessThanOrEqual(2);
    for (const refused of responses.filter((response) => response.status !== 201))
      expect(refused.body.error.message).toBe('Not Enough Points');

    const redeeming = (await ordersOf(customer.userId)).filter((order) => order.pointsRedeemed > 0);
    expect(redeeming).toHaveLength(placed);
    const spent = redeeming.reduce((total, order) => total + order.pointsRedeemed, 0);
    const earned = redeeming.reduce((total, order) => total + order.pointsEarned, 0);
    expect(spent).toBeLessThanOrEqual(2400);
    // The balance is what was there, less what was spent, plus what the orders earned: exact.
    expect(await pointsOf(customer.userId)).toBe(2400 - spent + earned);
  });

  it('gives back the card charge of every parallel order the limits refused at the write', async () => {
    const customer = await signUpCustomer(api);
    await saveCard(server.baseUrl, api, customer.token);
    const responses = await placeAll(customer.token, { paymentMethod: 'online' });
    const placed = expectPlacedOrRefused(responses);

    const written = await ordersOf(customer.userId);
    expect(written).toHaveLength(placed);
    expect(written.filter((order) => order.firstOrderDiscountAmount > 0)).toHaveLength(1);
    // A charge is kept only by a written order; every other one went back whole.
    const charges = await chargesOf(
      server.database,
      await paymentCustomerOf(server.database, customer.userId),
    );
    const kept = new Set(written.map((order) => order.paymentChargeId));
    for (const charge of charges) {
      if (kept.has(charge.id)) expect(charge.refunded).toBe(0);
      else expect(charge.refunded).toBe(charge.amount);
    }
    expect(charges.filter((charge) => kept.has(charge.id))).toHaveLength(placed);
  });
});
