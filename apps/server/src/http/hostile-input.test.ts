import { describe, expect, it } from 'vitest';
import { invalidEmail } from '../auth/auth-routes.ts';
import { signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';
import { addressTooLong, requestTooLarge, unreadableRequest } from './framework-errors.ts';
import { unacceptableCharacter, unacceptablePath } from './request-guards.ts';

/** What the fuzz suite (fuzz.test.ts) found, each pinned by a test of its own. */
const { server, api } = serverForFile();

describe('input the fuzz suite found answered with a 500 or not in a sentence', () => {
  it('answers 404 for a restaurant that does not exist, not a broken foreign key', async () => {
    const customer = await signUpCustomer(api);
    const me = await api.get('/api/me?restaurantId=nowhere', { token: customer.token });
    expect(me.status).toBe(404);
    expect(me.body.error.message).toBe('Sorry, we could not find that restaurant.');
    const saved = await api.put(
      '/api/user_restaurant',
      { restaurantId: 'nowhere', notes: '' },
      { token: customer.token },
    );
    expect(saved.status).toBe(404);
    expect((await api.get('/api/me?restaurantId=demo', { token: customer.token })).status).toBe(200);
  });

  it("refuses an e-mail address the account library cannot take in our words, not the library's", async () => {
    const response = await api.post('/guest/auth/sign_up', {
      email: '{}',
      password: 'secret123',
      name: 'Sam Patel',
      phoneNumber: '6045550100',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { message: invalidEmail } });
  });

  it('refuses half of a surrogate pair (which jsonb cannot store) like NUL', async () => {
    const customer = await signUpCustomer(api);
    for (const street of ['\ud800', 'a\udfffb', '\udc00\ud800']) {
      const response = await fetch(`${server.baseUrl}/api/courier_address`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
        // JSON.stringify writes a lone surrogate as the escape \ud800, as a client would.
        body: JSON.stringify({ street, city: 'Vancouver', state: 'BC', zip_code: 'V6B 2S2', unit: '' }),
      });
      expect(response.status, street).toBe(400);
      expect(await response.json()).toEqual({ error: { message: unacceptableCharacter } });
    }
    // A whole pair (an emoji) is a character like any other.
    const emoji = await api.put(
      '/api/courier_address',
      { street: '1 Main St 🍔', city: 'Vancouver', state: 'BC', zip_code: 'V6B 2S2', unit: '' },
      { token: customer.token },
    );
    expect(emoji.status).toBeLessThan(500);
    expect(emoji.status).not.toBe(400);
  });

  it("answers a broken escape or an over-long path parameter in a sentence, not Fastify's code", async () => {
    const long = await api.get(`/guest/requests/${'x'.repeat(101)}`);
    expect(long.status).toBe(414);
    expect(long.body).toEqual({ error: { message: addressTooLong } });
    const broken = await api.get('/guest/requests/%zz');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: { message: unacceptablePath } });
  });

  it("answers what Fastify's body parsers refuse in our words, not theirs", async () => {
    const post = async (body: string, type: string) => {
      const response = await fetch(`${server.baseUrl}/guest/requests`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      return { status: response.status, body: await response.json() };
    };
    const cases: [string, string, number, string][] = [
      ['<xml/>', 'application/xml', 415, unreadableRequest],
      ['{"a":', 'application/json', 400, unreadableRequest],
      ['', 'application/json', 400, unreadableRequest],
      ['{"__proto__":{"isAdmin":true}}', 'application/json', 400, unreadableRequest],
      [`{"description":"${'x'.repeat(300 * 1024)}"}`, 'application/json', 413, requestTooLarge],
    ];
    for (const [body, type, status, message] of cases) {
      expect(await post(body, type), body.slice(0, 40)).toEqual({ status, body: { error: { message } } });
    }
  });
});
