import { describe, expect, it } from 'vitest';
import { paymentProviderContract } from './contract.ts';
import { createFakeStripe, fakeStripeTokens } from './fake-stripe.ts';
import { StripePaymentProvider } from './stripe-payments.ts';
import { CardDeclinedError, PaymentProviderError } from './types.ts';

const open = () => {
  const fake = createFakeStripe();
  const payments = new StripePaymentProvider({
    secretKey: 'sk_test_contract',
    publishableKey: 'pk_test_contract',
    fetch: fake.fetch,
    maxNetworkRetries: 0,
  });
  return { fake, payments };
};

paymentProviderContract('Stripe (fake HTTP)', async () => {
  const { payments } = open();
  return { payments, tokenFor: async (card) => fakeStripeTokens[card], close: async () => {} };
});

describe('Stripe adapter on the wire', () => {
  it('saves the card with the secret key, the token and the postal code', async () => {
    const { fake, payments } = open();
    await payments.createCustomer({ cardToken: 'tok_visa', postalCode: 'V6E 3P3', email: 'ada@example.com' });
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/customers');
    expect(request.headers.get('authorization')).toBe('Bearer sk_test_contract');
    expect(request.form.get('source')).toBe('tok_visa');
    expect(request.form.get('email')).toBe('ada@example.com');
    expect(request.form.get('address[postal_code]')).toBe('V6E 3P3');
    expect(request.form.get('expand[0]')).toBe('default_source');
  });

  it('charges with a confirmed off-session PaymentIntent carrying our idempotency key', async () => {
    const { fake, payments } = open();
    const { customerId } = await payments.createCustomer({
      cardToken: 'tok_visa',
      postalCode: 'V6E 3P3',
      email: 'ada@example.com',
    });
    await payments.charge({
      customerId,
      amount: 3150,
      currency: 'cad',
      description: 'Order #7',
      idempotencyKey: 'order-7',
      metadata: { orderId: 'order-7' },
    });
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.headers.get('idempotency-key')).toBe('order-7');
    expect(Object.fromEntries(request.form)).toMatchObject({
      customer: customerId,
      amount: '3150',
      currency: 'cad',
      confirm: 'true',
      off_session: 'true',
      'metadata[orderId]': 'order-7',
    });
  });

  it('keeps the decline reason from Stripe for the log', async () => {
    const { payments } = open();
    const { customerId } = await payments.createCustomer({
      cardToken: 'tok_chargeDeclinedInsufficientFunds',
      postalCode: 'V6E 3P3',
      email: 'ada@example.com',
    });
    const failure = await payments
      .charge({
        customerId,
        amount: 100,
        currency: 'cad',
        description: '',
        idempotencyKey: 'k',
        metadata: {},
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CardDeclinedError);
    expect(failure).toMatchObject({
      code: 'insufficient_funds',
      providerMessage: 'Your card has insufficient funds.',
    });
  });

  it('reports an outage of Stripe as the provider being unavailable', async () => {
    const { fake, payments } = open();
    fake.scripted.push({
      status: 500,
      body: { error: { type: 'api_error', message: 'An unknown error occurred' } },
    });
    const failure = await payments
      .createCustomer({ cardToken: 'tok_visa', postalCode: 'V6E 3P3', email: 'ada@example.com' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ statusCode: 502 });
  });
});
