import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { clockStartingAt } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { createIntegrations } from '../integrations/config.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { appFolders } from './static-apps.ts';

const bootScript = "window.__boot = 'hello';";
const splashScript = 'document.getElementById("root").textContent = "…";';

/** Built apps whose index.html has inline scripts and a stylesheet, like the real build. */
function builtApps() {
  const root = mkdtempSync(join(tmpdir(), 'orderly-csp-'));
  for (const name of ['web', 'staff']) {
    mkdirSync(join(root, name, 'assets'), { recursive: true });
    writeFileSync(
      join(root, name, 'index.html'),
      `<!doctype html><html><head><title>${name} app</title><script>${bootScript}</script>` +
        `<link rel="modulepreload" crossorigin href="/assets/app.js"><script type="module" crossorigin src="/assets/app.js"></script><style>body{margin:0}</style></head>` +
        `<body><div id="root"></div><script>${name === 'web' ? splashScript : ''}</script></body></html>`,
    );
  }
  return { web: join(root, 'web'), staff: join(root, 'staff'), media: appFolders.media };
}

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

let database: Database;
const servers: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await database?.close();
});

async function start(publicUrl: string, env: Record<string, string> = {}) {
  const clock = clockStartingAt(new Date('2026-11-18T19:30:00-08:00'));
  const { app } = await buildApp({
    database,
    clock,
    logLevel: 'silent',
    authSecret: 'test-secret-test-secret-test-secret-0123',
    publicUrl,
    integrations: createIntegrations(env, { db: database.db, clock }),
    staticFolders: builtApps(),
    edge: { rateLimits: { enabled: false, factor: 1 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push(app);
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return (path: string) => fetch(`${base}${path}`);
}

/** The policy's directives by name. */
const directivesOf = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

describe('security headers', () => {
  it('sends a policy that lets exactly the pages’ inline scripts run, and no framing', async () => {
    const get = await start('http://orderly.test');
    for (const path of ['/', '/menu', '/staff/orders']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      const csp = directivesOf(page);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(
        expect.arrayContaining(["'self'", sha(bootScript), sha(splashScript)]),
      );
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['connect-src']).toContain("'self'");
      expect(csp['connect-src']?.some((source) => source.startsWith('ws://127.0.0.1:'))).toBe(true);
      expect(csp['connect-src']).not.toContain('https://api.stripe.com');
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      // The app's script is asked for with the page's headers (static-apps.ts).
      expect(page.headers.get('link')).toBe('</assets/app.js>; rel=modulepreload; crossorigin');
      // Plain http: no HSTS (it would pin browsers to an https that does not exist).
      expect(page.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('puts the headers on API answers, errors and media too', async () => {
    const get = await start('http://orderly.test');
    for (const [path, status] of [
      ['/api/health', 200],
      ['/api/orders', 401],
      ['/guest/no-such-thing', 404],
      ['/media/demo/cat-burgers.svg', 200],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('gives answers that are not pages a short set: nothing runs in them, even an SVG opened alone', async () => {
    const get = await start('http://orderly.test');
    for (const path of ['/api/health', '/guest/no-such-thing', '/media/demo/cat-burgers.svg']) {
      const response = await get(path);
      const csp = directivesOf(response);
      expect(csp['default-src'], path).toEqual(["'none'"]);
      expect(csp.sandbox, path).toEqual([]);
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      // helmet's whole set (~850 bytes) on each of a first load's dozen answers cost slow phones.
      expect(response.headers.get('content-security-policy')?.length, path).toBeLessThan(150);
      expect(response.headers.get('x-frame-options'), path).toBeNull();
    }
  });

  it('adds HSTS when PUBLIC_URL is https, and Stripe when it is configured', async () => {
    const get = await start('https://orders.example.com', {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    });
    const page = await get('/');
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const csp = directivesOf(page);
    expect(csp['connect-src']).toContain('https://api.stripe.com');
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });
});
