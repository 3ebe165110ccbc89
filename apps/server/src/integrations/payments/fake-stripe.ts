import { randomBytes } from 'node:crypto';
import type { FetchLike } from '../fetch.ts';

/**
 * A stand-in for api.stripe.com, for tests: answers the few calls the Stripe adapter makes with
 * bodies shaped like Stripe's recorded responses, and keeps just enough state (customers, payment
 * intents, refunds, idempotent replays) for the contract tests. Knows Stripe's test tokens.
 */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: Headers;
  form: URLSearchParams;
}

const testTokens: Record<string, { last4: string; brand: string; decline?: string }> = {
  tok_visa: { last4: '4242', brand: 'Visa' },
  tok_mastercard: { last4: '4444', brand: 'MasterCard' },
  tok_chargeDeclined: { last4: '0002', brand: 'Visa', decline: 'generic_decline' },
  tok_chargeDeclinedInsufficientFunds: { last4: '9995', brand: 'Visa', decline: 'insufficient_funds' },
};

const declineMessages: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

interface FakeCustomer {
  id: string;
  email: string | null;
  card: (typeof testTokens)[string] & { id: string };
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export function createFakeStripe() {
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, FakeCustomer>();
  const intents = new Map<
    string,
    { amount: number; refunded: number; customer: string; metadata: Record<string, string>; created: number }
  >();
  const replays = new Map<string, { status: number; body: unknown }>();
  /** The next answers to give whatever the call, e.g. a 500 to test the failure mapping. */
  const scripted: { status: number; body: unknown }[] = [];

  const cardObject = (customer: FakeCustomer) => ({
    id: customer.card.id,
    object: 'card',
    address_zip: null,
    brand: customer.card.brand,
    country: 'US',
    customer: customer.id,
    cvc_check: 'pass',
    exp_month: 12,
    exp_year: 2034,
    funding: 'credit',
    last4: customer.card.last4,
  });
  const customerObject = (customer: FakeCustomer) => ({
    id: customer.id,
    object: 'customer',
    email: customer.email,
    default_source: cardObject(customer),
    livemode: false,
  });
  const error = (status: number, body: Record<string, unknown>) => ({ status, body: { error: body } });
  const missing = (kind: string, value: string) =>
    error(kind === 'token' ? 400 : 404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: kind === 'token' ? 'source' : 'id',
      message: `No such ${kind}: '${value}'`,
    });

  function answer(
    method: string,
    path: string,
    form: URLSearchParams,
    query: URLSearchParams,
  ): { status: number; body: unknown } {
    const customerPath = path.match(/^\/v1\/customers\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/customers') {
      const token = form.get('source') ?? '';
      const card = testTokens[token];
      if (!card) return missing('token', token);
      const customer = { id: id('cus'), email: form.get('email'), card: { ...card, id: id('card') } };
      customers.set(customer.id, customer);
      return { status: 200, body: customerObject(customer) };
    }
    if (customerPath && method === 'POST') {
      const customer = customers.get(customerPath[1]!);
      if (!customer) return missing('customer', customerPath[1]!);
      const token = form.get('source');
      if (token) {
        const card = testTokens[token];
        if (!card) return missing('token', token);
        customer.card = { ...card, id: id('card') };
      }
      return { status: 200, body: customerObject(customer) };
    }
    if (customerPath && method === 'DELETE') {
      if (!customers.delete(customerPath[1]!)) return missing('customer', customerPath[1]!);
      return { status: 200, body: { id: customerPath[1], object: 'customer', deleted: true } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const customerId = form.get('customer') ?? '';
      const customer = customers.get(customerId);
      if (!customer) return missing('customer', customerId);
      const intentId = id('pi');
      const amount = Number(form.get('amount'));
      if (customer.card.decline) {
        return error(402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: customer.card.decline,
          message: declineMessages[customer.card.decline],
          charge: id('ch'),
          payment_intent: { id: intentId, object: 'payment_intent', status: 'requires_payment_method' },
        });
      }
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const field = name.match(/^metadata\[(.+)\]$/);
        if (field) metadata[field[1]!] = value;
      }
      intents.set(intentId, {
        amount,
        refunded: 0,
        customer: customerId,
        metadata,
        created: Math.floor(Date.now() / 1000),
      });
      return {
        status: 200,
        body: {
          id: intentId,
          object: 'payment_intent',
          amount,
          amount_received: amount,
          currency: form.get('currency'),
          customer: customerId,
          description: form.get('description'),
          latest_charge: id('ch'),
          status: 'succeeded',
        },
      };
    }
    if (method === 'GET' && path === '/v1/payment_intents') {
      const customer = query.get('customer');
      const since = Number(query.get('created[gte]') ?? 0);
      const data = [...intents]
        .filter(([, intent]) => intent.customer === customer && intent.created >= since)
        .reverse()
        .map(([intentId, intent]) => ({
          id: intentId,
          object: 'payment_intent',
          amount: intent.amount,
          amount_received: intent.amount,
          customer: intent.customer,
          metadata: intent.metadata,
          status: 'succeeded',
          latest_charge: { id: `ch_of_${intentId}`, object: 'charge', amount_refunded: intent.refunded },
        }));
      return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = form.get('payment_intent') ?? '';
      const intent = intents.get(intentId);
      if (!intent) return missing('payment_intent', intentId);
      const amount = Number(form.get('amount') ?? intent.amount - intent.refunded);
      if (intent.refunded + amount > intent.amount) {
        return error(400, {
          type: 'invalid_request_error',
          code: 'charge_exceeds_source_limit',
          message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - intent.refunded) / 100).toFixed(2)})`,
        });
      }
      intent.refunded += amount;
      return {
        status: 200,
        body: { id: id('re'), object: 'refund', amount, payment_intent: intentId, status: 'succeeded' },
      };
    }
    return error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const fetch: FetchLike = async (input, init = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers as ConstructorParameters<typeof Headers>[0]);
    const form = new URLSearchParams(typeof init.body === 'string' ? init.body : '');
    requests.push({ method, path: url.pathname, headers, form });
    const key = headers.get('idempotency-key');
    const replayKey =
      key && !key.startsWith('stripe-node-retry-') ? `${method} ${url.pathname} ${key}` : null;
    const result =
      scripted.shift() ??
      (replayKey ? replays.get(replayKey) : undefined) ??
      answer(method, url.pathname, form, url.searchParams);
    if (replayKey && !replays.has(replayKey) && result.status < 500) replays.set(replayKey, result);
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json', 'request-id': id('req') },
    });
  };

  return { fetch, requests, scripted };
}

export const fakeStripeTokens = {
  visa: 'tok_visa',
  mastercard: 'tok_mastercard',
  declined: 'tok_chargeDeclined',
  insufficientFunds: 'tok_chargeDeclinedInsufficientFunds',
} as const;
