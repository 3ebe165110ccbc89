import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { signIn, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';
import { SESSION_SECONDS } from './auth.ts';
import { hashSessionToken } from './session-token-hash.ts';

const { server, api } = serverForFile();

const day = 24 * 60 * 60 * 1000;
const sessionOf = async (token: string) => {
  const [row] = await server.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.token, hashSessionToken(token)));
  return row!;
};
const sessionRows = (token: string) =>
  server.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.token, hashSessionToken(token)));
const setExpiry = (token: string, expiresAt: Date) =>
  server.database.db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.token, hashSessionToken(token)));

describe('a session token on API calls', () => {
  it('signs the customer in while it is valid', async () => {
    const { token, email } = await signUpCustomer(api);
    const me = await api.get('/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe(email);
  });

  it('works signed with the server secret too, as Better Auth signs it', async () => {
    const { token } = await signUpCustomer(api);
    const signature = createHmac('sha256', server.authSecret).update(token).digest('base64url');
    expect((await api.get('/api/me', { token: `${token}.${signature}` })).status).toBe(200);
  });

  it('is refused when it is unknown or its signature does not match', async () => {
    const { token } = await signUpCustomer(api);
    const forged = createHmac('sha256', 'another secret of at least 32 characters')
      .update(token)
      .digest('base64url');
    for (const bad of [`${token}.${forged}`, `${token}.`, `.${token}`, `x${token}`, 'unknown']) {
      const response = await api.get('/api/me', { token: bad });
      expect(response.status, bad).toBe(401);
      expect(response.body.error.message).toBe('Not Authenticated');
    }
  });

  it('is refused once it has expired', async () => {
    const { token } = await signUpCustomer(api);
    await setExpiry(token, new Date(Date.now() - 1000));
    expect((await api.get('/api/me', { token })).status).toBe(401);
  });

  it('is renewed for another 14 days when used a day or more after it was last renewed', async () => {
    const { token } = await signUpCustomer(api);
    const twoDaysOld = new Date(Date.now() + SESSION_SECONDS * 1000 - 2 * day);
    await setExpiry(token, twoDaysOld);
    expect((await api.get('/api/me', { token })).status).toBe(200);
    const renewed = (await sessionOf(token)).expiresAt.getTime();
    expect(renewed).toBeGreaterThan(twoDaysOld.getTime() + day);

    // Used again the same day: nothing to renew, the expiry stays.
    expect((await api.get('/api/me', { token })).status).toBe(200);
    expect((await sessionOf(token)).expiresAt.getTime()).toBe(renewed);
  });

  it('ends 30 days after sign-in however often it is used: then a new sign-in is needed', async () => {
    const { token, email } = await signUpCustomer(api);
    // Signed in 30 days ago and used every day since: renewed, so not expired by inactivity.
    await server.database.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 30 * day + 60_000),
        expiresAt: new Date(Date.now() + 13 * day),
      })
      .where(eq(sessions.token, hashSessionToken(token)));
    expect((await api.get('/api/me', { token })).status).toBe(200);
    await server.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 30 * day - 1000) })
      .where(eq(sessions.token, hashSessionToken(token)));
    expect((await api.get('/api/me', { token })).status).toBe(401);
    // Also when it is due for renewal (Better Auth would otherwise renew it).
    const renewable = await signIn(api, email, 'secret123');
    await server.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * day), expiresAt: new Date(Date.now() + day) })
      .where(eq(sessions.token, hashSessionToken(renewable)));
    expect((await api.get('/api/me', { token: renewable })).status).toBe(401);
    expect(await sessionRows(renewable)).toHaveLength(0);
    // A new sign-in works.
    const fresh = await signIn(api, email, 'secret123');
    expect((await api.get('/api/me', { token: fresh })).status).toBe(200);
  });

  it('stops working when the customer signs out', async () => {
    const { token } = await signUpCustomer(api);
    expect((await api.post('/api/sign_out', undefined, { token })).status).toBe(200);
    expect((await api.get('/api/me', { token })).status).toBe(401);
  });
});
