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
import { tokenHashOf } from '../restaurants/invitations.ts';
import { fromServerRoot } from '../server-root.ts';
import { createDatabase, dropDatabase } from '../test/test-database.ts';

/**
 * Staff invited before issue 23 were on the staff at once (a staff_members row, an account without
 * a password). Migration 0014 makes those who never chose a password pending invitations (their
 * e-mailed link keeps working until it expires) and takes them off the staff.
 */
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function migrationFolders() {
  const all = fromServerRoot('drizzle');
  const before = mkdtempSync(join(tmpdir(), 'orderly-migrations-'));
  folders.push(before);
  cpSync(all, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === '0014_staff_invitations');
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { before, all };
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

async function checkUpgrade(query: Query, migrate: (folder: string) => Promise<void>) {
  const { before, all } = migrationFolders();
  await migrate(before);
  const link = tokenHashOf('the-link-in-the-mail');
  await query(
    `insert into restaurants (id, name, settings) values ('maple', 'Maple', '{}'), ('rival', 'Rival', '{}')`,
  );
  await query(
    `insert into users (id, email) values ('cook', 'cook@example.com'), ('waiting', 'waiting@example.com')`,
  );
  await query(
    `insert into accounts (id, account_id, provider_id, user_id, password) values ('a1', 'cook', 'credential', 'cook', 'hash')`,
  );
  await query(
    `insert into staff_members (user_id, restaurant_id, role, location_ids) values
      ('cook', 'maple', 'staff', null),
      ('waiting', 'maple', 'manager', '["downtown"]'),
      ('waiting', 'rival', 'staff', null)`,
  );
  await query(
    `insert into verifications (id, identifier, value, expires_at) values ('v1', '${link}', 'waiting', now() + interval '3 days')`,
  );
  await migrate(all);

  const members = await query('select user_id, restaurant_id from staff_members order by user_id');
  expect(members.rows).toEqual([{ user_id: 'cook', restaurant_id: 'maple' }]);
  const invitations = await query(
    `select restaurant_id, email, role, location_ids, token_hash, expires_at > now() as open
       from staff_invitations order by restaurant_id`,
  );
  expect(invitations.rows).toEqual([
    {
      restaurant_id: 'maple',
      email: 'waiting@example.com',
      role: 'manager',
      location_ids: ['downtown'],
      token_hash: link,
      open: true,
    },
    {
      restaurant_id: 'rival',
      email: 'waiting@example.com',
      role: 'staff',
      location_ids: null,
      token_hash: 'migrated:rival:waiting',
      open: false,
    },
  ]);
  expect((await query(`select id from verifications where identifier like 'invitation:%'`)).rows).toEqual([]);
}

const slow = { timeout: 180_000 };

describe('migration 0014: staff invitations', () => {
  it(
    'makes members who never chose a password pending invitations, their link kept (PGlite)',
    slow,
    async () => {
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
    },
  );

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)('does the same on PostgreSQL', slow, async () => {
    const name = `orderly_invitations_migration_${process.pid}`;
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
