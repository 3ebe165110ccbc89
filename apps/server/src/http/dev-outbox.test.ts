import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { registerDevOutbox } from './dev-outbox.ts';

let database: Database;
const app = Fastify();
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(emailOutbox).values({
    id: 'mail-1',
    to: 'manager@demo.test',
    subject: 'Reset your password',
    text: 'http://orderly.test/reset_password/secret-token',
  });
  registerDevOutbox(app, database.db);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: { message: 'No such page' } }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database?.close();
});

const outbox = (remoteAddress: string, headers: Record<string, string> = { host: 'localhost:3000' }) =>
  app.inject({ method: 'GET', url: '/dev/outbox?to=manager@demo.test', remoteAddress, headers });

describe('the development outbox', () => {
  it('answers a caller on this machine (IPv4, IPv6 and mapped loopback)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await outbox(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.json().data.messages[0].text).toContain('secret-token');
    }
  });

  it('answers under every loopback name of this machine', async () => {
    for (const host of ['localhost', '127.0.0.1:4173', '[::1]:3000', 'app.localhost:3000']) {
      const response = await outbox('127.0.0.1', { host });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it('does not exist for a stranger behind a reverse proxy on this machine (loopback socket)', async () => {
    // The proxy connects from loopback for anyone: it passes the public host on, adds forwarding
    // headers, or both.
    const proxied: Record<string, string>[] = [
      { host: 'orders.example.com' },
      { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.7' },
      { host: 'localhost:3000', forwarded: 'for=203.0.113.7' },
      { host: 'localhost:3000', 'x-real-ip': '203.0.113.7' },
      { host: 'localhost:3000', via: '1.1 proxy' },
      { host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1' },
    ];
    for (const headers of proxied) {
      const response = await outbox('127.0.0.1', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      expect(response.body).not.toContain('secret-token');
    }
  });

  it('does not exist for another machine, whatever headers it sends', async () => {
    const forged = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', host: 'localhost' };
    for (const [address, headers] of [
      ['203.0.113.7', {}],
      ['203.0.113.7', forged],
      ['::ffff:10.0.0.5', forged],
      ['fe80::1', {}],
    ] as const) {
      const response = await outbox(address, headers);
      expect(response.statusCode, address).toBe(404);
      expect(response.body).not.toContain('secret-token');
    }
  });
});

describe('the outbox as a page (issue 24)', () => {
  const page = (remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress,
      headers: { host: 'localhost:3000', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });

  it("shows each mail's recipient, subject, time and text, newest first, its HTML sandboxed", async () => {
    await database.db.insert(emailOutbox).values({
      id: 'mail-2',
      to: 'luigi@example.com',
      subject: 'You are invited to <Luigi & Co>',
      text: 'Open http://orderly.test/staff/invitation/abc',
      html: '<p onclick="steal()">Welcome</p><script>steal()</script>',
      createdAt: new Date('2030-01-02T03:04:05Z'),
    });
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html).toContain('You are invited to &lt;Luigi &amp; Co&gt;');
    expect(html).toContain('<dd>luigi@example.com</dd>');
    expect(html).toContain('2030-01-02 03:04:05 UTC');
    expect(html).toContain('Open http://orderly.test/staff/invitation/abc');
    // Newest first.
    expect(html.indexOf('You are invited')).toBeLessThan(html.indexOf('Reset your password'));
    // The mail's markup only inside a sandboxed frame, as an escaped attribute: nothing of it runs here.
    expect(html).toContain('<iframe sandbox=""');
    expect(html).toContain(
      'srcdoc="&lt;p onclick=&quot;steal()&quot;&gt;Welcome&lt;/p&gt;&lt;script&gt;steal()&lt;/script&gt;"',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick="');
  });

  it('is as hidden from other machines as the JSON', async () => {
    const response = await page('203.0.113.7');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret-token');
  });
});

describe('development aids in production', () => {
  it('are off: no outbox page, no demo accounts', () => {
    const secret = 'a-production-secret-of-at-least-32-chars';
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret }).developmentAids).toBe(false);
    expect(loadConfig({}).developmentAids).toBe(true);
  });

  it('the outbox route is not registered when NODE_ENV is production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const production = Fastify();
    try {
      registerDevOutbox(production, database.db);
      await production.ready();
      expect(production.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(false);
    } finally {
      process.env.NODE_ENV = previous;
      await production.close();
    }
  });
});
