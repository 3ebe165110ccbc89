import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { txtLookupContract } from './contract.ts';
import { SandboxDns } from './sandbox-dns.ts';

txtLookupContract('sandbox', async () => {
  const database = await openTestDatabase();
  const dns = new SandboxDns(database.db);
  return {
    lookup: dns,
    // The sandbox keeps a record as one value, as a lookup returns it.
    publish: (name, strings) => dns.publish(name, strings.join('')),
    close: () => database.close(),
  };
});

describe('sandbox DNS', () => {
  let database: Database;
  let dns: SandboxDns;
  beforeAll(async () => {
    database = await openTestDatabase();
    dns = new SandboxDns(database.db);
  });
  afterAll(() => database.close());

  it('keeps a record published twice once, and removes one record or every record at a name', async () => {
    await dns.publish('a.maple.test', 'one');
    await dns.publish('A.maple.test.', 'one');
    await dns.publish('a.maple.test', 'two');
    expect(await dns.txtRecords('a.maple.test')).toEqual(['one', 'two']);
    await dns.remove('a.maple.test', 'one');
    expect(await dns.txtRecords('a.maple.test')).toEqual(['two']);
    await dns.remove('a.maple.test');
    expect(await dns.txtRecords('a.maple.test')).toEqual([]);
  });
});
