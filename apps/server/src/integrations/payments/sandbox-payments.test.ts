import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { paymentProviderContract } from './contract.ts';
import { sandboxTestCards } from './sandbox-cards.ts';
import { registerSandboxPaymentRoutes } from './sandbox-payment-routes.ts';
import { SandboxPaymentProvider } from './sandbox-payments.ts';
import { CardNotSavedError, CardTokenizationError } from './types.ts';

const clock: Clock = { now: () => new Date('2026-11-18T19:30:00-08:00') };
const card = (number: string) => ({
  number,
  cvc: '123',
  exp_month: 12,
  exp_year: 2030,
  address_zip: 'V6E 3P3',
});

paymentProviderContract('sandbox', async () => {
  const database = await openTestDatabase();
  const payments = new SandboxPaymentProvider(database.db, clock);
  return {
    payments,
    tokenFor: async (name) => (await payments.tokenizeCard(card(sandboxTestCards[name]))).id,
    close: () => database.close(),
  };
});

describe('sandbox payment provider', () => {
  let database: Database;
  let payments: SandboxPaymentProvider;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    payments = new SandboxPaymentProvider(database.db, clock);
    app = Fastify();
    await registerSandboxPaymentRoutes(app, payments);
    app.post('/api/echo', async (request) => request.body);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/sandbox/payments/v1/tokens',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  it("tokenizes Stripe-style card[…] fields into Stripe's token shape", async () => {
    const response = await postForm({
      'card[number]': '4242 4242 4242 4242',
      'card[cvc]': '123',
      'card[exp_month]': '04',
      'card[exp_year]': '29',
      'card[address_zip]': 'V6E 3P3',
      key: 'pk_sandbox',
    });
    expect(response.statusCode).toBe(200);
    const token = response.json();
    expect(token.id).toMatch(/^tok_/);
    expect(token.card).toEqual({
      id: expect.stringMatching(/^card_/),
      last4: '4242',
      brand: 'Visa',
      exp_month: 4,
      exp_year: 2029,
      address_zip: 'V6E 3P3',
    });
  });

  it('also takes plain field names, and the token saves a card once', async () => {
    const response = await postForm(
      { number: '5555555555554444', cvc: '321', exp_month: '1', exp_year: '2031', address_zip: 'V5K 0A1' },
      { authorization: 'Bearer pk_sandbox' },
    );
    expect(response.statusCode).toBe(200);
    const token = response.json();
    expect(token.card).toMatchObject({ last4: '4444', brand: 'MasterCard', exp_month: 1, exp_year: 2031 });
    const saved = await payments.createCustomer({
      cardToken: token.id,
      postalCode: 'V5K 0A1',
      email: 'ada@example.com',
    });
    expect(saved.card).toEqual(token.card);
    await expect(
      payments.createCustomer({ cardToken: token.id, postalCode: 'V5K 0A1', email: 'ada@example.com' }),
    ).rejects.toBeInstanceOf(CardNotSavedError);
  });

  it.each([
    [{ number: '4242424242424241' }, 'incorrect_number', 'Your card number is incorrect.'],
    [{ number: '4242' }, 'incorrect_number', 'Your card number is incorrect.'],
    [{ number: sandboxTestCards.expired }, 'expired_card', 'Your card has expired.'],
    [{ exp_month: '10', exp_year: '2026' }, 'expired_card', 'Your card has expired.'],
    [{ exp_month: '13' }, 'invalid_expiry_month', "Your card's expiration month is invalid."],
    [{ cvc: '12' }, 'invalid_cvc', "Your card's security code is invalid."],
  ])('answers a card_error with HTTP 402 for %j', async (change, code, message) => {
    const response = await postForm({
      number: '4242424242424242',
      cvc: '123',
      exp_month: '12',
      exp_year: '2030',
      address_zip: 'V6E 3P3',
      ...change,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: expect.objectContaining({ type: 'card_error', code, message }),
    });
  });

  it('still accepts a card expiring this month', async () => {
    await expect(
      payments.tokenizeCard({ ...card('4242424242424242'), exp_month: 11, exp_year: 2026 }),
    ).resolves.toBeTruthy();
    await expect(
      payments.tokenizeCard({ ...card('4242424242424242'), exp_month: 10, exp_year: 2026 }),
    ).rejects.toBeInstanceOf(CardTokenizationError);
  });

  it('refuses a missing number and a foreign publishable key', async () => {
    const missing = await postForm({ cvc: '123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_missing' });
    const wrongKey = await postForm({ number: '4242424242424242', key: 'pk_live_other' });
    expect(wrongKey.statusCode).toBe(401);
  });

  it('keeps form parsing to its own route', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
    const json = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
    expect(json.json()).toEqual({ a: 1 });
  });

  it('keeps each charge with its refunds', async () => {
    const { customerId } = await payments.createCustomer({
      cardToken: (await payments.tokenizeCard(card(sandboxTestCards.visa))).id,
      postalCode: 'V6E 3P3',
      email: 'ada@example.com',
    });
    const { chargeId } = await payments.charge({
      customerId,
      amount: 1234,
      currency: 'cad',
      description: 'Order #9',
      idempotencyKey: 'order-9',
      metadata: { orderId: 'order-9' },
    });
    await payments.refund(chargeId, 234);
    expect(await payments.findCharge(chargeId)).toMatchObject({
      customerId,
      amount: 1234,
      refunded: 234,
      metadata: { orderId: 'order-9' },
    });
  });
});
