import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { locations, users } from '../db/schema.ts';
import { startupBanner } from '../startup-banner.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { seedDemo } from './demo.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** Each case opens a database of its own: on a busy 2-core machine that alone may take 20 s. */
const OPENS_A_DATABASE = 90_000;

const production = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-at-least-32-chars' };

describe('the demo in production', () => {
  it(
    'seeds the restaurant but none of the accounts with the published password',
    async () => {
      database = await openTestDatabase();
      await seedDemo(database.db, loadConfig(production));
      expect(
        await database.db.select().from(locations).where(eq(locations.restaurantId, 'demo')),
      ).toHaveLength(2);
      expect(await database.db.select().from(users)).toEqual([]);
    },
    OPENS_A_DATABASE,
  );

  it(
    'still has its accounts in development',
    async () => {
      database = await openTestDatabase();
      await seedDemo(database.db, loadConfig({}));
      const emails = (await database.db.select({ email: users.email }).from(users)).map((row) => row.email);
      expect(emails).toContain('manager@demo.test');
    },
    OPENS_A_DATABASE,
  );

  it('says in the start-up banner that the demo accounts are off', () => {
    const banner = startupBanner({
      publicUrl: 'https://order.example.com',
      engine: 'postgres',
      dataDir: './data',
      demo: true,
      demoAccounts: false,
    });
    expect(banner).toContain('Demo accounts are off in production');
    expect(banner).not.toContain('demo1234');
  });
});
