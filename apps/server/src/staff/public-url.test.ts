import { afterEach, describe, expect, it } from 'vitest';
import { signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { isLocalPublicUrl } from './public-url.ts';

describe('a public address only this machine reaches', () => {
  it('is localhost, 127.x, ::1 or 0.0.0.0', () => {
    for (const url of [
      'http://localhost:3000',
      'http://LOCALHOST',
      'http://app.localhost:8080',
      'http://127.0.0.1:3000',
      'http://127.1.2.3',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
    ]) {
      expect(isLocalPublicUrl(url), url).toBe(true);
    }
    for (const url of ['https://orders.example.com', 'http://192.168.1.20:3000', 'http://127.example.com']) {
      expect(isLocalPublicUrl(url), url).toBe(false);
    }
  });
});

describe('the staff profile names the public address for table QR codes', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('says when PUBLIC_URL is a localhost address', async () => {
    server = await startTestServer({ publicUrl: 'http://localhost:3000' });
    const api = httpClient(server.baseUrl);
    const me = await api.get('/api/me', { token: await signIn(api, 'staff@demo.test') });
    expect(me.body.data).toMatchObject({ publicUrl: 'http://localhost:3000', publicUrlIsLocal: true });
  });

  it('does not warn for a real domain, and tells customers nothing', async () => {
    server = await startTestServer({ publicUrl: 'https://orders.example.com' });
    const api = httpClient(server.baseUrl);
    const me = await api.get('/api/me', { token: await signIn(api, 'staff@demo.test') });
    expect(me.body.data).toMatchObject({ publicUrl: 'https://orders.example.com', publicUrlIsLocal: false });
    const customer = await signUpCustomer(api);
    const theirs = await api.get('/api/me', { token: customer.token });
    expect(theirs.body.data.publicUrl).toBeUndefined();
  });
});
