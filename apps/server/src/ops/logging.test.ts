import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_LEASE_MS } from '../payments/idempotency.ts';
import { orderBody, saveCard } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { withoutQueryValues } from './logging.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

/** While set, the payment provider is unreachable (charges and look-ups throw). */
let providerDown = false;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    log: { level: 'debug', stream },
    payments: (real) => ({
      charge: async (input) => {
        if (providerDown) throw new Error('payment provider unreachable');
        return real.charge(input);
      },
      chargeMadeWith: async (query) => {
        if (providerDown) throw new Error('payment provider unreachable');
        return real.chargeMadeWith(query);
      },
    }),
  });
});
afterAll(() => server?.close());

const password = 'Harbour-Lantern-8812';
const cardNumber = '4242424242424242';
const fries = { products: { fries: { id: 'fries', count: 1 } }, paymentMethod: 'online' };

describe('logs', () => {
  it('are JSON lines with request ids, and no password, token or card number ever appears', async () => {
    const api = httpClient(server.baseUrl);
    const email = `logs-${Date.now()}@example.com`;
    const signedUp = await api.post('/guest/auth/sign_up', {
      email,
      password,
      name: 'Sam Patel',
      phoneNumber: '6045550100',
      restaurantId: 'demo',
    });
    expect(signedUp.status).toBe(201);
    const signedIn = await api.post('/guest/auth/sign_in', { email, password, restaurantId: 'demo' });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.token as string;
    const secrets = [password, cardNumber, token, signedUp.body.data.token as string];
    const headerToken = signedIn.headers.get('set-auth-token');
    if (headerToken) secrets.push(headerToken);

    expect((await saveCard(server.baseUrl, api, token, cardNumber)).status).toBe(200);
    const live = await liveClient(server.baseUrl, token);
    const placed = await api.post('/api/create_order_v2', orderBody(fries), {
      token,
      headers: { 'x-request-id': 'checkout-ok-0001' },
    });
    expect(placed.status).toBe(201);
    // The caller's sane request id is kept and sent back; another gets a new one.
    expect(placed.headers.get('x-request-id')).toBe('checkout-ok-0001');
    const odd = await api.get('/api/health', { headers: { 'x-request-id': 'has spaces "and quotes"' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A reset link's token in a query string is masked.
    await api.get(`/reset-password?token=${token}`);

    providerDown = true;
    const failed = await api.post('/api/create_order_v2', orderBody(fries), {
      token,
      headers: { 'x-request-id': 'checkout-failed-0002' },
    });
    providerDown = false;
    expect(failed.status).toBeGreaterThanOrEqual(500);
    // The reconciler settles what that request left, in lines that name the same attempt.
    server.advanceClock(2 * KEY_LEASE_MS + 1000);
    expect(await server.reconciler.run()).toMatchObject({ failures: 0 });
    live.close();
    await new Promise((resolve) => setTimeout(resolve, 200));

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.length).toBeGreaterThan(10);
    // The order's live notices, heard back from the database, name the request that placed it.
    const orderId = placed.body.data.order.orderId as string;
    const notices = entries.filter(
      (entry) => entry.reqId === 'checkout-ok-0001' && entry.msg === 'live notice',
    );
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ topic: expect.stringMatching(/^staff:demo:/), key: `order:${orderId}` }),
        expect.objectContaining({ topic: expect.stringMatching(/^user:/) }),
      ]),
    );
    // Every line of the failed checkout's work names its request: the route's and the void's.
    const failures = entries.filter((entry) => entry.reqId === 'checkout-failed-0002' && entry.level === 50);
    expect(failures.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['could not void a failed payment attempt; the reconciler will']),
    );
    expect(failures.length).toBeGreaterThanOrEqual(2);
    const opened = entries.find(
      (entry) => entry.reqId === 'checkout-failed-0002' && entry.msg === 'payment attempt opened',
    );
    expect(opened?.orderId).toEqual(expect.any(String));
    const reconciled = entries.filter(
      (entry) => entry.orderId === opened?.orderId && String(entry.msg).startsWith('reconciler:'),
    );
    expect(reconciled.length).toBeGreaterThanOrEqual(1);
    const log = lines.join('\n');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('/reset-password?token=…');
  });

  it('masks query values', () => {
    expect(withoutQueryValues('/a?token=abc&x=1')).toBe('/a?token=…&x=…');
    expect(withoutQueryValues('/a')).toBe('/a');
  });
});
