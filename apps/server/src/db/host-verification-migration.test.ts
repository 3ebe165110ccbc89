import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fromServerRoot } from '../server-root.ts';
import { createDatabase, dropDatabase } from '../test/test-database.ts';

/**
 * Host names written before verification existed (migration 0013): they stay listed, become
 * pending with a token each, and open nothing until their owner publishes the record (decision 0065).
 */
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The committed migrations, and a copy that stops before host verification. */
function migrationFolders() {
  const all = fromServerRoot('drizzle');
  const before = mkdtempSync(join(tmpdir(), 'orderly-migrations-'));
  folders.push(before);
  cpSync(all, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === '0013_host_verification');
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { before, all };
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

async function checkUpgrade(query: Query, migrate: (folder: string) => Promise<void>) {
  const { before, all } = migrationFolders();
  await migrate(before);
  await query(
    `insert into restaurants (id, name, settings) values ('maple', 'Maple', '{}'), ('rival', 'Rival', '{}')`,
  );
  await query(
    `insert into restaurant_hosts (host, restaurant_id) values ('order.maple.test', 'maple'), ('maple.test', 'maple'), ('rival.test', 'rival')`,
  );
  await migrate(all);
  const { rows } = await query(
    'select host, restaurant_id, verification_token, verified_at from restaurant_hosts order by host',
  );
  expect(rows.map((row) => [row.host, row.restaurant_id, row.verified_at])).toEqual([
    ['maple.test', 'maple', null],
    ['order.maple.test', 'maple', null],
    ['rival.test', 'rival', null],
  ]);
  const tokens = rows.map((row) => row.verification_token as string);
  for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(tokens).size).toBe(3);
  // Another restaurant may now claim a host too; only one may have it verified.
  await query(`insert into restaurant_hosts (host, restaurant_id) values ('maple.test', 'rival')`);
  await query(
    `update restaurant_hosts set verified_at = now() where host = 'maple.test' and restaurant_id = 'maple'`,
  );
  await expect(
    query(
      `update restaurant_hosts set verified_at = now() where host = 'maple.test' and restaurant_id = 'rival'`,
    ),
  ).rejects.toThrow(/restaurant_hosts_verified_idx/);
}

// A PGlite of its own, created and migrated twice: seconds, more on a loaded machine.
const slow = { timeout: 180_000 };

describe('migration 0013: host verification', () => {
  it('keeps the host names written before it, each pending with its own token (PGlite)', slow, async () => {
    const client = await PGlite.create();
    try {
      const db = drizzlePglite(client);
      await checkUpgrade(
        (text) => client.query(text) as Promise<{ rows: Record<string, unknown>[] }>,
        (folder) => migratePglite(db, { migrationsFolder: folder }),
      );
    } finally {
      await client.close();
    }
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)('does the same on PostgreSQL', slow, async () => {
    const name = `orderly_hosts_migration_${process.pid}`;
    const url = await createDatabase(serverUrl!, name);
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      const db = drizzleNodePg(pool);
      await checkUpgrade(
        (text) => pool.query(text),
        (folder) => migrateNodePg(db, { migrationsFolder: folder }),
      );
    } finally {
      await pool.end();
      await dropDatabase(serverUrl!, name);
    }
  });
});
