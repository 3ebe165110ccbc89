import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { shippedMigrations } from './health.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = async (path: string) => {
  const response = await fetch(`${server.baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('liveness and readiness', () => {
  it('is not ready while a shipped migration is missing from the database, and ready once it is there', async () => {
    const latest = shippedMigrations().at(-1);
    const { db } = server.database;
    const removed = await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${latest} returning hash, created_at`,
    );
    const row = (removed as unknown as { rows: { hash: string; created_at: string }[] }).rows[0];
    expect(row).toBeDefined();
    const pending = await get('/api/health/ready');
    expect(pending.status).toBe(503);
    expect(pending.body).toMatchObject({ status: 'migrations pending', migrations: { missing: 1 } });
    // The process itself is fine: liveness says so (a balancer must not restart it for this).
    expect((await get('/api/health/live')).status).toBe(200);

    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row?.hash}, ${row?.created_at})`,
    );
    const ready = await get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: { state: 'up' } });
  });

  it('answers liveness without the database and keeps /api/health as before', async () => {
    expect(await get('/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('is not ready while draining (shutdown started), though still alive', async () => {
    server.instance.draining = true;
    try {
      expect(await get('/api/health/ready')).toEqual({ status: 503, body: { status: 'draining' } });
      expect((await get('/api/health/live')).status).toBe(200);
    } finally {
      server.instance.draining = false;
    }
    expect((await get('/api/health/ready')).status).toBe(200);
  });
});
