import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { sessions } from '../db/schema.ts';
import { createIntegrations } from '../integrations/config.ts';
import { SESSION_ENDED_CLOSE } from '../live/live-socket.ts';
import { signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient, type Json } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { signInRules } from './attempt-throttle.ts';
import { hashSessionToken } from './session-token-hash.ts';

let server: TestServer;
let api: ReturnType<typeof httpClient>;
/** A second server instance on the same database (as behind a load balancer). */
let other: { baseUrl: string; close: () => Promise<void> };
beforeAll(async () => {
  server = await startTestServer();
  api = httpClient(server.baseUrl);
  // The same clock as the first instance: two clocks started apart disagree by the seconds between
  // their starts, and the shared sign-in count then reads as older or newer than it is.
  const clock = server.clock;
  const { app } = await buildApp({
    database: server.database,
    clock,
    logLevel: 'silent',
    authSecret: server.authSecret,
    publicUrl: 'http://orderly.test',
    integrations: createIntegrations({}, { db: server.database.db, clock, sleep: async () => undefined }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  other = {
    baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    close: () => app.close(),
  };
});
afterAll(async () => {
  await other?.close();
  await server?.close();
});

/** A live socket that remembers its messages and how it was closed. */
async function socketOf(baseUrl: string, token: string, topic: string) {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/live`);
  const messages: Json[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waitFor = async (match: (message: Json) => boolean) => {
    for (let tries = 0; tries < 250; tries++) {
      if (messages.some(match)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no matching message in ${JSON.stringify(messages)}`);
  };
  socket.send(JSON.stringify({ type: 'auth', token }));
  await waitFor((message) => message.type === 'authenticated' && message.userId);
  socket.send(JSON.stringify({ type: 'subscribe', topic }));
  await waitFor((message) => message.type === 'snapshot' && message.topic === topic);
  const closedWithin = (ms: number) =>
    Promise.race([closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
  return { socket, messages, closedWithin, close: () => socket.close() };
}

describe('session tokens in the database', () => {
  it('are stored hashed: a copy of the sessions table signs nobody in', async () => {
    const { token, userId } = await signUpCustomer(api);
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.map((row) => row.token)).toEqual([hashSessionToken(token)]);
    expect(rows[0]?.token).not.toContain(token);
    expect((await api.get('/api/me', { token: rows[0]!.token })).status).toBe(401);
    expect((await api.get('/api/me', { token })).status).toBe(200);
  });
});

describe('signing out', () => {
  it('ends the session whatever the spacing of the Authorization header', async () => {
    const { email } = await signUpCustomer(api);
    for (const header of [
      (token: string) => `Bearer  ${token}`,
      (token: string) => `bearer ${token}  `,
      (token: string) => `Bearer\t${token}`,
    ]) {
      const token = await signIn(api, email, 'secret123');
      const out = await api.post('/api/sign_out', undefined, { headers: { authorization: header(token) } });
      expect(out.status).toBe(200);
      expect((await api.get('/api/me', { token })).status, header('…')).toBe(401);
    }
  });

  it("closes the live sockets of that session at once, here and on other instances, and no other session's", async () => {
    const { email, token, userId } = await signUpCustomer(api);
    const otherSession = await signIn(api, email, 'secret123');
    const topic = `user:${userId}`;
    const here = await socketOf(server.baseUrl, token, topic);
    const there = await socketOf(other.baseUrl, token, topic);
    const stays = await socketOf(other.baseUrl, otherSession, topic);

    expect(
      (await api.post('/api/sign_out', undefined, { headers: { authorization: `Bearer  ${token}` } })).status,
    ).toBe(200);
    expect(await here.closedWithin(3000)).toBe(SESSION_ENDED_CLOSE);
    expect(await there.closedWithin(3000)).toBe(SESSION_ENDED_CLOSE);

    // The other session's socket still hears the user's updates.
    const before = stays.messages.length;
    await api.put(
      '/api/user_info',
      { name: 'Sam Renamed', phoneNumber: '6045550100' },
      { token: otherSession },
    );
    for (let tries = 0; tries < 100 && stays.messages.length === before; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(stays.messages.length).toBeGreaterThan(before);
    expect(await stays.closedWithin(100)).toBeNull();
    stays.close();
  });

  it('deleting the account closes every socket of the user', async () => {
    const { token, userId } = await signUpCustomer(api);
    const there = await socketOf(other.baseUrl, token, `user:${userId}`);
    expect((await api.put('/api/deactivate_user', { userId, password: 'secret123' }, { token })).status).toBe(
      200,
    );
    expect(await there.closedWithin(3000)).toBe(SESSION_ENDED_CLOSE);
  });

  it("changing the password closes the other sessions' sockets, here and elsewhere, and keeps this one's", async () => {
    const { email, token, userId } = await signUpCustomer(api);
    const otherSession = await signIn(api, email, 'secret123');
    const topic = `user:${userId}`;
    const mine = await socketOf(other.baseUrl, token, topic);
    const there = await socketOf(other.baseUrl, otherSession, topic);
    const changed = await api.post(
      '/api/change_password',
      { currentPassword: 'secret123', newPassword: 'a fresh passphrase' },
      { token },
    );
    expect(changed.status).toBe(200);
    expect(await there.closedWithin(3000)).toBe(SESSION_ENDED_CLOSE);
    expect(await mine.closedWithin(300)).toBeNull();
    mine.close();
  });

  it('a password reset ends every session and closes their sockets', async () => {
    const { email, token, userId } = await signUpCustomer(api);
    const there = await socketOf(other.baseUrl, token, `user:${userId}`);
    expect((await api.post('/guest/auth/reset_password', { email })).status).toBe(200);
    let link = '';
    for (let tries = 0; tries < 100 && !link; tries++) {
      const outbox = await api.get(`/dev/outbox?to=${encodeURIComponent(email)}`);
      link = outbox.body.data.messages[0]?.text.match(/reset_password\/([^\s]+)/)?.[1] ?? '';
      if (!link) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const confirm = await api.post('/guest/auth/reset_password/confirm', {
      token: decodeURIComponent(link),
      newPassword: 'a-fresh-password',
    });
    expect(confirm.status).toBe(200);
    expect((await api.get('/api/me', { token })).status).toBe(401);
    expect(await there.closedWithin(3000)).toBe(SESSION_ENDED_CLOSE);
  });
});

describe('sign-in limits across instances', () => {
  it('share one count: guesses on one instance slow the next attempt on another', async () => {
    const { email } = await signUpCustomer(api);
    for (let guess = 0; guess < signInRules.account.free; guess++) {
      expect((await api.post('/guest/auth/sign_in', { email, password: `wrong-${guess}` })).status).toBe(401);
    }
    const elsewhere = await httpClient(other.baseUrl).post('/guest/auth/sign_in', {
      email,
      password: 'secret123',
    });
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.headers.get('retry-after')).toBe('1');
  });
});
