import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase, openTestDatabase } from '../test/test-database.ts';
import { openDatabase } from './client.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)('live notices on PostgreSQL', () => {
  it('are heard again after the LISTEN connection is dropped by the server', async () => {
    const database = await openTestDatabase();
    try {
      const heard: string[] = [];
      await database.listen('orderly_test', (payload) => heard.push(payload));
      await database.notify('orderly_test', 'before');
      for (let wait = 0; wait < 50 && !heard.includes('before'); wait++) await pause(20);
      expect(heard).toContain('before');

      // An administrator (or a restart) ends the connection that listens.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      let after = false;
      for (let attempt = 0; attempt < 50 && !after; attempt++) {
        await pause(100);
        await database.notify('orderly_test', `after-${attempt}`);
        await pause(50);
        after = heard.some((payload) => payload.startsWith('after-'));
      }
      expect(after).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('closing while the server ends its connections throws nothing', async () => {
    // A database dropped with FORCE as it closes (tests, an administrator): the listening
    // connection reports the server's "terminating connection" after close handed it back. It was
    // released a second time, and the error event threw out of the process (seen in CI).
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    for (let round = 0; round < 5; round++) {
      const name = `ci_close_${randomBytes(4).toString('hex')}`;
      const database = await openDatabase({ url: await createDatabase(serverUrl, name), dataDir: 'memory' });
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await database.listen('orderly_test', () => undefined);
      await database.notify('orderly_test', 'hello');
      const closed = database.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await expect(closed).resolves.toBeUndefined();
      await admin.end();
      // The ended connection's error arrives a moment later: it must find nothing to release.
      await pause(100);
    }
  });
});
