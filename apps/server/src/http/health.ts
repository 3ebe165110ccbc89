import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { fromServerRoot } from '../server-root.ts';
import { route } from './contract.ts';

/** What a balancer needs to know about this instance beyond its database. */
export interface InstanceState {
  /** Set when shutdown starts: readiness answers 503 so the balancer sends traffic elsewhere. */
  draining: boolean;
}

/** The migrations this build ships (apps/server/drizzle/meta/_journal.json): their times, in order. */
export function shippedMigrations(): number[] {
  const journal = JSON.parse(readFileSync(fromServerRoot('drizzle/meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => entry.when);
}

/**
 * Whether every shipped migration is applied: drizzle records each one's journal time in
 * `drizzle.__drizzle_migrations.created_at` (a newer instance's extra migrations are fine).
 */
async function migrationsApplied(database: Database, shipped: number[]) {
  const result = await database.db.execute(sql`select created_at from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { created_at: string | number }[] }).rows;
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  return {
    applied: applied.size,
    shipped: shipped.length,
    missing: shipped.filter((when) => !applied.has(when)).length,
  };
}

/**
 * `/api/health` (server and database, as before), `/api/health/live` (the process answers: restart
 * it if not) and `/api/health/ready` (database reachable, migrations applied, not draining: send
 * it traffic only then).
 */
export function registerHealth(
  app: FastifyInstance,
  database: Database,
  state: InstanceState = { draining: false },
) {
  route(app, 'getHealth', async (_request, reply) => {
    const started = performance.now();
    try {
      await database.ping();
      return {
        status: 'ok',
        database: {
          engine: database.engine,
          state: 'up',
          latencyMs: Math.round(performance.now() - started),
        },
      };
    } catch {
      return reply
        .status(503)
        .send({ status: 'unavailable', database: { engine: database.engine, state: 'down' } });
    }
  });

  route(app, 'getLiveness', async () => ({ status: 'ok' as const }));

  const shipped = shippedMigrations();
  // Applied migrations are never taken back: once all are there, the check is not repeated.
  let migrationsReady = false;
  route(app, 'getReadiness', async (_request, reply) => {
    if (state.draining) return reply.status(503).send({ status: 'draining' });
    const started = performance.now();
    try {
      await database.ping();
    } catch {
      return reply
        .status(503)
        .send({ status: 'unavailable', database: { engine: database.engine, state: 'down' } });
    }
    const databaseState = {
      engine: database.engine,
      state: 'up',
      latencyMs: Math.round(performance.now() - started),
    };
    if (!migrationsReady) {
      let migrations: Awaited<ReturnType<typeof migrationsApplied>>;
      try {
        migrations = await migrationsApplied(database, shipped);
      } catch {
        migrations = { applied: 0, shipped: shipped.length, missing: shipped.length };
      }
      if (migrations.missing > 0) {
        return reply.status(503).send({ status: 'migrations pending', database: databaseState, migrations });
      }
      migrationsReady = true;
    }
    return { status: 'ready', database: databaseState };
  });
}
