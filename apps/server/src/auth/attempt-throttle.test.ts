import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { authThrottles } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { claimAttempt, type ThrottleKey } from './attempt-throttle.ts';

describe('claiming sign-in attempts', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('never gives back an attempt it did not count: a refused burst leaves the account blocked', async () => {
    // The account allows 2 attempts, the address many: in a parallel burst, an attempt the account
    // refuses may still have counted under the address, and gives back only that.
    const keys: ThrottleKey[] = [
      { key: 'account:burst', rule: { free: 2, firstWaitMs: 60_000, maxWaitMs: 60_000 } },
      { key: 'address:burst', rule: { free: 1000, firstWaitMs: 1000, maxWaitMs: 1000 } },
    ];
    const now = new Date();
    for (let round = 0; round < 10; round++) {
      await database.db.delete(authThrottles);
      const claims = await Promise.all(
        Array.from({ length: 40 }, () => claimAttempt(database.db, keys, now)),
      );
      expect(claims.filter((claim) => claim.allowed)).toHaveLength(2);
      const rows = await database.db.select().from(authThrottles);
      const account = rows.find((row) => row.key === 'account:burst');
      const address = rows.find((row) => row.key === 'address:burst');
      expect(account?.attempts).toBe(2);
      expect(address?.attempts).toBe(2);
    }
  });
});
