import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { clockStartingAt } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { createIntegrations } from '../integrations/config.ts';
import { signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { RateLimitCounters } from './rate-limit-counters.ts';
import { limitOf, limits, routeLimits, tooManyRequestsMessage } from './rate-limits.ts';

const alert = { restaurantId: 'demo', locationId: 'downtown', tableId: 't1', title: 'Hi', body: 'Help' };

describe('rate limits with the product defaults', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ edge: { rateLimits: { enabled: true, factor: 1 } } });
  });
  afterAll(() => server?.close());

  it('stops a flood of staff alerts with a 429, Retry-After and a sentence', async () => {
    const api = httpClient(server.baseUrl);
    const max = limits.staffAlert.max;
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, () => api.post('/guest/create_staff_notification', alert)),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    // Counted atomically: a parallel burst gets exactly the budget through.
    expect(answers.length - refused.length).toBe(max);
    expect(refused).toHaveLength(5);
    const seconds = Number(refused[0]!.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(limits.staffAlert.windowMs / 1000);
    expect(refused[0]!.body).toEqual({ error: { message: tooManyRequestsMessage(seconds) } });
    expect(refused[0]!.body.error.message).toMatch(
      /^Too many requests\. Please try again in \d+ (seconds|minutes)\.$/,
    );
  });

  it('limits password resets per client address', async () => {
    const api = httpClient(server.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i <= limits.passwordReset.max; i++) {
      statuses.push(
        (await api.post('/guest/auth/reset_password', { email: `nobody${i}@example.com` })).status,
      );
    }
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // Without TRUST_PROXY, a client cannot pick another bucket by claiming another address.
    const claimed = await api.post(
      '/guest/auth/reset_password',
      { email: 'nobody@example.com' },
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
    );
    expect(claimed.status).toBe(429);
  });
});

describe('the 429 sentence', () => {
  it('reads as a sentence in seconds or minutes', () => {
    expect(tooManyRequestsMessage(0)).toBe('Too many requests. Please try again in 1 second.');
    expect(tooManyRequestsMessage(42)).toBe('Too many requests. Please try again in 42 seconds.');
    expect(tooManyRequestsMessage(600)).toBe('Too many requests. Please try again in 10 minutes.');
  });
});

describe('the table of limits', () => {
  it('limits every public route, and names only routes that exist', async () => {
    const server = await startTestServer();
    try {
      const registered = new Set(server.routes.map((route) => `${route.method} ${route.url}`));
      for (const route of server.routes) {
        // Endpoints (not the apps' files): the API, the guest API, the live socket, the sandbox.
        const isEndpoint = /^\/(api|guest|live|sandbox)(\/|$)/.test(route.url);
        const isPublic =
          !route.url.startsWith('/api/') || ['/api/health', '/api/openapi.json'].includes(route.url);
        if (!isEndpoint || !isPublic || route.method === 'HEAD') continue;
        expect(limitOf(route.method, route.url), `${route.method} ${route.url}`).not.toBeNull();
      }
      for (const route of Object.keys(routeLimits)) expect(registered, route).toContain(route);
    } finally {
      await server.close();
    }
  });
});

describe('limits per signed-in customer, shared by every instance', () => {
  let server: TestServer;
  let second: Awaited<ReturnType<typeof buildApp>>['app'];
  let secondUrl: string;
  let sam: string;
  let kim: string;
  beforeAll(async () => {
    // A tenth of the product's limits: 2 orders, 3 sign-ups… per window.
    const edge = { rateLimits: { enabled: true, factor: 0.1, flushMs: 50 } };
    server = await startTestServer({ edge });
    const clock = clockStartingAt(new Date('2026-11-18T19:30:00-08:00'));
    // A second instance of the server on the same database.
    ({ app: second } = await buildApp({
      database: server.database,
      clock,
      logLevel: 'silent',
      authSecret: server.authSecret,
      publicUrl: 'http://orderly.test',
      integrations: createIntegrations({}, { db: server.database.db, clock }),
      edge,
    }));
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
    const api = httpClient(server.baseUrl);
    sam = (await signUpCustomer(api)).token;
    kim = (await signUpCustomer(api)).token;
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('counts sign-ups on every instance against one budget', async () => {
    const max = Math.round(limits.signUp.max * 0.1);
    const first = httpClient(server.baseUrl);
    const other = httpClient(secondUrl);
    const statuses: number[] = [];
    // Two of the budget went to the customers signed up above.
    for (let i = 2; i < max; i++) {
      const api = i % 2 === 0 ? first : other;
      statuses.push(
        (await api.post('/guest/auth/sign_up', { email: `x${i}-${Date.now()}@example.com`, password: 'x' }))
          .status,
      );
    }
    expect(statuses).not.toContain(429);
    expect((await other.post('/guest/auth/sign_up', {})).status).toBe(429);
    expect((await first.post('/guest/auth/sign_up', {})).status).toBe(429);
  });

  it('gives each customer their own order budget, whatever their address', async () => {
    const api = httpClient(server.baseUrl);
    const order = (token: string) => api.post('/api/create_order_v2', {}, { token });
    const max = Math.round(limits.order.max * 0.1);
    for (let i = 0; i < max; i++) {
      const answer = await order(sam);
      expect(answer.status, JSON.stringify(answer.body)).not.toBe(429);
      expect(answer.status, JSON.stringify(answer.body)).not.toBe(401);
    }
    expect((await order(sam)).status).toBe(429);
    expect((await order(kim)).status).not.toBe(429);
    // Counted in process, the hits reach the table for the other instances within flushMs.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const other = httpClient(secondUrl);
    const answer = await other.post('/api/create_order_v2', {}, { token: sam });
    expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  });

  it('refuses live socket upgrades beyond the budget', async () => {
    const max = Math.round(limits.liveConnect.max * 0.1);
    const open = (url: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${url.replace('http', 'ws')}/live`);
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('error', () => resolve(0));
      });
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push(await open(server.baseUrl));
    expect(statuses.slice(0, -1).every((status) => status === 101)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('RateLimitCounters', () => {
  let database: Database;
  let now = Date.parse('2026-11-18T12:00:30Z');
  const clock = { now: () => new Date(now) };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('counts each hit atomically and starts again in the next window', async () => {
    const counters = new RateLimitCounters(database.db, clock);
    const hits = await Promise.all(Array.from({ length: 20 }, () => counters.hit('a', 60_000, 'each')));
    expect(hits.map((hit) => hit.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(hits[0]!.ttl).toBe(30_000);
    now += 60_000;
    expect((await counters.hit('a', 60_000, 'each')).current).toBe(1);
  });

  it('adds batched hits to the shared count, seen by another instance', async () => {
    const one = new RateLimitCounters(database.db, clock, 10_000);
    const two = new RateLimitCounters(database.db, clock, 10_000);
    // The first hit of a window is counted in the table, the next ones in process until a flush.
    for (let i = 0; i < 5; i++) expect((await one.hit('b', 60_000, 'batched')).current).toBe(i + 1);
    expect((await two.hit('b', 60_000, 'batched')).current).toBe(2);
    expect((await two.hit('b', 60_000, 'batched')).current).toBe(3);
    await one.flush();
    await two.flush();
    expect((await two.hit('b', 60_000, 'batched')).current).toBe(8);
    // `one` learns the others' hits with its next flush.
    expect((await one.hit('b', 60_000, 'batched')).current).toBe(7);
    await one.flush();
    expect((await one.hit('b', 60_000, 'batched')).current).toBe(9);
    await one.close();
    await two.close();
  });

  it('deletes rows of ended windows lazily', async () => {
    const counters = new RateLimitCounters(database.db, clock);
    await counters.hit('old', 1000, 'each');
    now += 120_000;
    await counters.hit('new', 60_000, 'each');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const result = (await database.db.execute(
      sql`select key from rate_limit_counters order by key`,
    )) as unknown as {
      rows: { key: string }[];
    };
    expect(result.rows.map((row) => row.key)).not.toContain('old');
    expect(result.rows.map((row) => row.key)).toContain('new');
  });
});
