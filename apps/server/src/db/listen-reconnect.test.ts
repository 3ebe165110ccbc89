import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';

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
});
