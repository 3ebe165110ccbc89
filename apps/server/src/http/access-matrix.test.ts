import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTable, type Call, isAppFile } from '../test/access-table.ts';
import { signUpCustomer } from '../test/customers.ts';
import type { TestResponse } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { type RouteCallers, routeCallers } from '../test/route-callers.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { operations } from './openapi.ts';

/**
 * Who may call each route, decided per route: every route in the OpenAPI document and every route
 * the server registered must have an entry, so a new route fails here until someone decides.
 * Each route is then called as nobody, with forged tokens, with a token signed with the wrong
 * secret, as another customer, as a customer on staff routes and as another restaurant's staff,
 * and must not answer 2xx where it should refuse. The permitted caller's identical request is
 * answered, so the refusals are about the caller, not the request.
 */
let server: TestServer;
let callers: RouteCallers;
/** Tokens that must not open a session: forged, garbled, or signed with another secret. */
let forgedTokens: string[];
beforeAll(async () => {
  server = await startTestServer({ rival: true, edge: { rateLimits: { enabled: true, factor: 1_000_000 } } });
  callers = await routeCallers(server);
  const sign = (secret: string, token: string) =>
    `${token}.${createHmac('sha256', secret).update(token).digest('base64url')}`;
  const { token } = callers.customer;
  forgedTokens = [
    'garbage',
    'null',
    'Bearer',
    'a'.repeat(32),
    `${token}x`,
    `x${token}`,
    token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
    `${token}.`,
    `.${token}`,
    `${token}.${'A'.repeat(43)}`,
    'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.',
    // Signed with the wrong secret: the session token is real, the signature is not the server's.
    sign('wrong-secret-wrong-secret-wrong-secret-0', token),
    sign('wrong-secret-wrong-secret-wrong-secret-0', callers.staffToken),
    sign(`${server.authSecret}x`, callers.managerToken),
  ];
});
afterAll(() => server?.close());

async function send(call: Call, token: string | null): Promise<TestResponse> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const response = await fetch(`${server.baseUrl}${call.path}`, { method: call.method, headers, body });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body: json };
}

const show = (what: string, call: Call, response: TestResponse) =>
  `${what}: ${call.method} ${call.path} answered ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;

/** Refused: a 401/403/404 with a message, never a 2xx. */
function expectRefused(what: string, call: Call, response: TestResponse, statuses: number[]) {
  expect(statuses, show(what, call, response)).toContain(response.status);
  expect(typeof response.body?.error?.message, show(what, call, response)).toBe('string');
}

const registeredKeys = () =>
  server.routes.filter((route) => route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`);
const entries = () => Object.entries(accessTable);

describe('the access table', () => {
  it('decides access for every route the server registered and every documented operation', () => {
    const undecided = registeredKeys().filter(
      (key) => !(key in accessTable) && !isAppFile(key.slice(key.indexOf(' ') + 1)),
    );
    expect(undecided, 'routes without an entry in accessTable: decide who may call them').toEqual([]);
    const documented = operations.map(
      (operation) => `${operation.method.toUpperCase()} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    expect(documented.filter((key) => !(key in accessTable))).toEqual([]);
    // No stale entries either: each names a route that exists.
    expect(Object.keys(accessTable).filter((key) => !registeredKeys().includes(key))).toEqual([]);
  });
});

describe('callers who must be refused', () => {
  it('nobody, and forged or wrongly signed tokens, get 401 on every route that needs a session', async () => {
    for (const [key, entry] of entries()) {
      const call = entry.call(callers);
      // A public route ignores a token (a forged one breaks nothing): two of them are enough.
      const tokens = entry.access === 'public' ? [null, ...forgedTokens.slice(-2)] : [null, ...forgedTokens];
      for (const token of tokens) {
        const response = await send(call, token);
        if (entry.access === 'public') {
          expect(response.status, show(`${key} with token ${token}`, call, response)).toBeLessThan(500);
          continue;
        }
        expectRefused(`${key} with token ${token}`, call, response, [401]);
        expect(response.body.error.message).toBe('Not Authenticated');
      }
    }
  });

  it("another customer gets none of a customer's records", async () => {
    const other = callers.otherCustomer.token;
    for (const [key, entry] of entries()) {
      if (entry.access !== 'owner') continue;
      const call = entry.call(callers);
      expectRefused(`${key} as another customer`, call, await send(call, other), [403, 404]);
    }
    // Routes on the caller's own data (cards, addresses, profile, cart, orders) act on the caller's
    // only, even when the body names the first customer.
    const before = await send({ method: 'GET', path: '/api/me?restaurantId=demo' }, callers.customer.token);
    for (const [key, entry] of entries()) {
      if (entry.access !== 'signed-in' || entry.endsSession) continue;
      const call = entry.call(callers);
      const { userId } = callers.customer;
      const body =
        call.body && typeof call.body === 'object'
          ? { ...call.body, userId, id: userId, user: userId }
          : call.body;
      const response = await send({ ...call, body }, other);
      expect(response.status, show(`${key} as another customer`, call, response)).toBeLessThan(500);
    }
    const after = await send({ method: 'GET', path: '/api/me?restaurantId=demo' }, callers.customer.token);
    expect(after.body.data).toEqual(before.body.data);
    expect(after.body.data.user.payment).not.toBeNull();
    // Lists and the guest view show nothing of the first customer's.
    const history = await send({ method: 'GET', path: '/api/orders?restaurantId=demo' }, other);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).not.toContain(callers.orderId);
    const asGuest = { method: 'GET', path: `/guest/orders/${callers.orderId}` };
    expectRefused("a customer's order by the guest route", asGuest, await send(asGuest, null), [404]);
  });

  it('a customer gets nothing from staff or back-office routes', async () => {
    for (const [key, entry] of entries()) {
      if (entry.access !== 'staff' && entry.access !== 'manager') continue;
      const call = entry.call(callers);
      expectRefused(`${key} as a customer`, call, await send(call, callers.customer.token), [403, 404]);
    }
  });

  it('staff get nothing from back-office routes', async () => {
    for (const [key, entry] of entries()) {
      if (entry.access !== 'manager') continue;
      const call = entry.call(callers);
      expectRefused(`${key} as staff`, call, await send(call, callers.staffToken), [403]);
    }
  });

  it("another restaurant's staff get nothing of the demo restaurant's: staff routes and orders", async () => {
    for (const [key, entry] of entries()) {
      if (entry.access === 'public' || entry.access === 'signed-in') continue;
      const call = entry.call(callers);
      expectRefused(
        `${key} as the rival's staff`,
        call,
        await send(call, callers.rivalStaffToken),
        [403, 404],
      );
    }
  });

  it('live topics: each caller sees only what is theirs', async () => {
    const { customer, otherCustomer, orderId } = callers;
    const cases: [string, string | undefined, string][] = [
      ['nobody', undefined, `user:${customer.userId}`],
      ['nobody', undefined, `order:${orderId}`],
      ['nobody', undefined, 'staff:demo:downtown'],
      ['a forged token', 'garbage', `user:${customer.userId}`],
      ['another customer', otherCustomer.token, `user:${customer.userId}`],
      ['another customer', otherCustomer.token, `order:${orderId}`],
      ['a customer', customer.token, 'staff:demo:downtown'],
      ["the rival's staff", callers.rivalStaffToken, 'staff:demo:downtown'],
      ["the rival's staff", callers.rivalStaffToken, `order:${orderId}`],
      ['nobody', undefined, 'tables:demo:downtown'],
      ['a customer', customer.token, 'tables:demo:downtown'],
      ["the rival's staff", callers.rivalStaffToken, 'tables:demo:downtown'],
    ];
    for (const [who, token, topic] of cases) {
      const live = await liveClient(server.baseUrl);
      if (token) {
        live.send({ type: 'auth', token });
        await live.waitFor((message) => message.type === 'authenticated');
      }
      live.send({ type: 'subscribe', topic });
      const answer = await live.waitFor((message) => message.topic === topic);
      expect(answer.type, `${who} on ${topic}: ${JSON.stringify(answer)}`).toBe('error');
      live.close();
    }
    // The owner and the restaurant's staff do get theirs.
    for (const [token, topic] of [
      [customer.token, `order:${orderId}`],
      [customer.token, `user:${customer.userId}`],
      [callers.staffToken, 'staff:demo:downtown'],
      [callers.staffToken, `order:${orderId}`],
      [callers.staffToken, 'tables:demo:downtown'],
    ] as const) {
      const live = await liveClient(server.baseUrl, token);
      live.send({ type: 'subscribe', topic });
      const answer = await live.waitFor((message) => message.topic === topic);
      expect(answer.type, `${topic}: ${JSON.stringify(answer)}`).toBe('subscribed');
      live.close();
    }
  });

  it("refused calls changed nothing of the first customer's", async () => {
    const me = await send({ method: 'GET', path: '/api/me?restaurantId=demo' }, callers.customer.token);
    expect(me.status).toBe(200);
    expect(me.body.data.user.payment).not.toBeNull();
    const order = await send(
      { method: 'GET', path: `/api/orders/${callers.orderId}` },
      callers.customer.token,
    );
    expect(order.body.data.order).toMatchObject({ status: 'New', review: null });
  });
});

describe('permitted callers', () => {
  it('are answered by every route with the very requests refused to others', async () => {
    const signedTwice = (token: string) =>
      `${token}.${createHmac('sha256', server.authSecret).update(token).digest('base64url')}`;
    for (const [key, entry] of entries()) {
      let token: string | null = null;
      let call = entry.call(callers);
      if (entry.access === 'staff') token = signedTwice(callers.staffToken);
      else if (entry.access === 'manager') token = signedTwice(callers.managerToken);
      else if (entry.access !== 'public') token = callers.customer.token;
      if (entry.endsSession) {
        const own = await signUpCustomer(callers.api);
        token = own.token;
        call = entry.call({ ...callers, customer: own });
      }
      const response = await send(call, token);
      const what = show(`${key} as its permitted caller`, call, response);
      if ((entry.permitted ?? 'ok') === 'ok') {
        expect(response.status, what).toBeGreaterThanOrEqual(200);
        expect(response.status, what).toBeLessThan(300);
      } else {
        expect([401, 403], what).not.toContain(response.status);
        expect(response.status, what).toBeLessThan(500);
      }
    }
  });
});
