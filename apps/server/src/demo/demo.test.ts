import { demo } from '@orderly/test-kit';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { locations, users } from '../db/schema.ts';
import { startupBanner } from '../startup-banner.ts';
import { signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { startTestServer } from '../test/test-server.ts';
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

describe('the demo accounts on a server in production', () => {
  it(
    'are refused, their sessions too, when the database still holds them from a start in development',
    async () => {
      database = await openTestDatabase('demo');
      // Started once in development on this data: the demo's accounts sign in and keep sessions.
      const development = await startTestServer({ database });
      const accounts = [demo.manager, demo.staff, demo.customer];
      const sessions = new Map<string, string>();
      for (const account of accounts) {
        sessions.set(
          account.email,
          await signIn(httpClient(development.baseUrl), account.email, account.password),
        );
      }
      await development.close();

      // Restarted in production on the same data (and clock: sign-in counts are stamped with it).
      const production = await startTestServer({ database, demoAccounts: false, clock: development.clock });
      try {
        const api = httpClient(production.baseUrl);
        for (const account of accounts) {
          for (const email of [account.email, account.email.toUpperCase()]) {
            const refused = await api.post('/guest/auth/sign_in', { email, password: account.password });
            expect(refused.status, email).toBe(403);
            expect(refused.body.error.message).toBe(
              'The demo accounts are off on this server. Please sign up with your own e-mail.',
            );
          }
          // Sessions opened in development open nothing now.
          const token = sessions.get(account.email);
          expect((await api.get('/api/me', { token })).status, account.email).toBe(401);
        }
        const manager = sessions.get(demo.manager.email);
        const backOffice = await api.get('/api/manage/restaurants/demo/staff', { token: manager });
        expect(backOffice.status).toBe(401);
        const live = await liveClient(production.baseUrl, manager);
        expect(live.messages.find((message) => message.type === 'authenticated')?.userId).toBeNull();
        live.send({ type: 'subscribe', topic: 'staff:demo:downtown' });
        const answer = await live.waitFor((message) => message.topic === 'staff:demo:downtown');
        expect(answer.type).toBe('error');
        live.close();

        // A person's own account works as ever.
        const own = await signUpCustomer(api);
        expect((await api.get('/api/me', { token: await signIn(api, own.email, own.password) })).status).toBe(
          200,
        );
      } finally {
        await production.close();
      }
    },
    OPENS_A_DATABASE,
  );
});
