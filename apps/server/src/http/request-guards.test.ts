import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSessionHook, type SessionReader } from '../auth/session.ts';
import { orders, sandboxPayments } from '../db/schema.ts';
import { orderBody, saveCard, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';
import { missingHost, unacceptableCharacter, unacceptablePath } from './request-guards.ts';

const { server, api } = serverForFile();

/** Sends a request line exactly as written (fetch would normalise the path), with a Host header unless told. */
function rawGet(path: string, host: string | null = '127.0.0.1'): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      const hostLine = host === null ? '' : `Host: ${host}\r\n`;
      socket.write(`GET ${path} HTTP/1.1\r\n${hostLine}Connection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += String(chunk);
    });
    socket.on('end', () => {
      resolve({ status: Number(text.split(' ')[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('error', reject);
  });
}

describe('access by the matched route', () => {
  it('refuses a request without a Host header in the error body, not with an empty 400', async () => {
    for (const path of ['/api/health', '/api/me', '/']) {
      const answer = await rawGet(path, null);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body), path).toEqual({ error: { message: missingHost } });
    }
  });

  it('refuses a path that disguises its characters with escapes', async () => {
    const disguised = await rawGet('/%61pi/places/autocomplete?q=main');
    expect(disguised.status).toBe(400);
    expect(JSON.parse(disguised.body)).toEqual({ error: { message: unacceptablePath } });
    expect((await rawGet('/api/places/autocomplete?q=main')).status).toBe(401);
    expect((await rawGet('/api/places%2Fautocomplete')).status).toBe(400);
    // Escapes that stand for themselves still work (a place id with a space).
    expect((await rawGet('/guest/restaurants/demo/locations/down%20town')).status).toBe(404);
  });

  it('asks for a session by the route the router matched, whatever the raw URL says', async () => {
    // Without the request guards: the session hook alone decides from the matched route.
    const app = Fastify();
    const reader = { auth: {}, db: {}, secret: 'x' } as unknown as SessionReader;
    registerSessionHook(app, reader);
    app.get('/api/places/autocomplete', async () => ({ data: 'secret' }));
    app.get('/api/health', async () => ({ status: 'ok' }));
    app.get('/guest/menu', async () => ({ data: 'menu' }));
    await app.ready();
    const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    expect(await status('/%61pi/places/autocomplete')).toBe(401);
    expect(await status('/api/places/%61utocomplete')).toBe(401);
    expect(await status('/api/places/autocomplete')).toBe(401);
    expect(await status('/api/health')).toBe(200);
    expect(await status('/guest/menu')).toBe(200);
    expect(await status('/api/no-such-route')).toBe(401);
    await app.close();
  });
});

describe('NUL characters', () => {
  it('refuses an online order with NUL in its notes before charging the card', async () => {
    const customer = await signUpCustomer(api);
    await saveCard(server.baseUrl, api, customer.token);
    const response = await api.post(
      '/api/create_order_v2',
      orderBody({
        products: { fries: { id: 'fries', count: 1 } },
        paymentMethod: 'online',
        notes: 'no onions\u0000please',
      }),
      { token: customer.token },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { message: unacceptableCharacter } });
    const charges = await server.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.kind, 'charge'));
    expect(charges).toEqual([]);
    expect(await server.database.db.select().from(orders).where(eq(orders.userId, customer.userId))).toEqual(
      [],
    );
  });

  it('refuses NUL anywhere: a key, a nested string, the query, the path', async () => {
    const customer = await signUpCustomer(api);
    const token = customer.token;
    const bodies = [
      { 'name\u0000': 'x' },
      { restaurantId: 'demo', cart: { fries: { id: 'fr\u0000ies', count: 1 } } },
      ['\u0000'],
    ];
    for (const body of bodies) {
      const response = await api.put('/api/user_restaurant', body, { token });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message).toBe(unacceptableCharacter);
    }
    // Raw (unescaped) NUL is not valid JSON: refused by the parser with a 400 too.
    const raw = await fetch(`${server.baseUrl}/guest/auth/check_email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a\u0000@b.c"}',
    });
    expect(raw.status).toBe(400);
    const escaped = await api.post('/guest/auth/check_email', { email: 'a\u0000@b.c' });
    expect(escaped.status).toBe(400);
    expect(escaped.body.error.message).toBe(unacceptableCharacter);
    expect((await api.get('/api/places/autocomplete?q=ma%00in', { token })).status).toBe(400);
    expect((await api.get('/api/orders/%00', { token })).body.error.message).toBe(unacceptableCharacter);
    expect((await api.get('/guest/requests/abc%00')).status).toBe(400);
    // The sandbox's card form too.
    const form = await fetch(`${server.baseUrl}/sandbox/payments/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card%5Bnumber%5D=4242%00',
    });
    expect(form.status).toBe(400);
  });
});
