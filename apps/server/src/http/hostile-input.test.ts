import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { invalidEmail } from '../auth/auth-routes.ts';
import { signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';
import { addressTooLong, headersTooLarge, requestTooLarge, unreadableRequest } from './framework-errors.ts';
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

  it('answers those refusals in our words on every route, including those with parsers of their own', async () => {
    const send = async (path: string, body: string, type: string) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      return { status: response.status, body: await response.json() };
    };
    const cases: [string, string, string, number, string][] = [
      ['/guest/auth/sign_in', '{"email":', 'application/json', 400, unreadableRequest],
      ['/guest/auth/sign_in', 'email=a', 'multipart/form-data; boundary=x', 415, unreadableRequest],
      [
        '/guest/auth/sign_in',
        `{"email":"${'x'.repeat(300 * 1024)}"}`,
        'application/json',
        413,
        requestTooLarge,
      ],
      // The sandbox's card form has a parser and a body limit (16 KB) of its own.
      [
        '/sandbox/payments/v1/tokens',
        `card[number]=${'4'.repeat(20 * 1024)}`,
        'application/x-www-form-urlencoded',
        413,
        requestTooLarge,
      ],
      ['/sandbox/payments/v1/tokens', '<card/>', 'application/xml', 415, unreadableRequest],
    ];
    for (const [path, body, type, status, message] of cases) {
      expect(await send(path, body, type), `${path} ${type}`).toEqual({
        status,
        body: { error: { message } },
      });
    }
  });

  it("answers what Node's HTTP parser refuses (headers too large, a malformed request) in our words, not Fastify's", async () => {
    const cases: [string, number, string][] = [
      // Headers (or the address) over Node's 16 KB: 431.
      [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, headersTooLarge],
      [`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, headersTooLarge],
      // A request line, a header name or a Content-Length the parser cannot read: 400.
      ['GARBAGE\r\n\r\n', 400, unreadableRequest],
      ['GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', 400, unreadableRequest],
      ['POST /guest/requests HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400, unreadableRequest],
    ];
    for (const [request, status, message] of cases) {
      const answer = await rawExchange(server.baseUrl, request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head.split('\r\n')[0], request.slice(0, 40)).toBe(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
      );
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(JSON.parse(body), request.slice(0, 40)).toEqual({ error: { message } });
    }
  });
});

/** Writes `request` as is on a new connection and reads everything until the server closes it. */
function rawExchange(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
  });
}
