import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { txtLookupContract } from './contract.ts';
import { type FakeDnsServer, startFakeDnsServer } from './fake-dns-server.ts';
import { SystemDns } from './system-dns.ts';
import { DnsLookupError } from './types.ts';

txtLookupContract('system (node:dns against a fake name server)', async () => {
  const server = await startFakeDnsServer();
  const dns = new SystemDns({ servers: [server.address], timeoutMs: 500, tries: 1 });
  return {
    lookup: dns,
    publish: async (name, strings) => {
      const key = name.toLowerCase();
      server.txt.set(key, [...(server.txt.get(key) ?? []), strings]);
    },
    close: async () => {
      dns.close();
      await server.close();
    },
  };
});

describe('system DNS', () => {
  let server: FakeDnsServer;
  let dns: SystemDns;
  beforeAll(async () => {
    server = await startFakeDnsServer();
    dns = new SystemDns({ servers: [server.address], timeoutMs: 300, tries: 1 });
  });
  afterAll(async () => {
    dns.close();
    await server.close();
  });

  it('asks for TXT records at the name itself', async () => {
    server.txt.set('_orderly-verify.order.maple.test', [['orderly-verify=abc']]);
    await dns.txtRecords('_orderly-verify.order.maple.test');
    expect(server.queries).toContain('_orderly-verify.order.maple.test 16');
  });

  it('has nothing at a name that exists without TXT records (NODATA)', async () => {
    server.txt.set('_orderly-verify.empty.maple.test', []);
    expect(await dns.txtRecords('_orderly-verify.empty.maple.test')).toEqual([]);
  });

  it('throws DnsLookupError when the name server fails or does not answer', async () => {
    server.failing.add('_orderly-verify.broken.maple.test');
    const failed = await dns.txtRecords('_orderly-verify.broken.maple.test').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DnsLookupError);
    expect((failed as DnsLookupError).code).toBe('ESERVFAIL');
    expect((failed as DnsLookupError).message).toBe(
      'The DNS lookup of _orderly-verify.broken.maple.test failed (ESERVFAIL).',
    );

    server.silent.add('_orderly-verify.quiet.maple.test');
    const quiet = await dns.txtRecords('_orderly-verify.quiet.maple.test').catch((error: unknown) => error);
    expect(quiet).toBeInstanceOf(DnsLookupError);
    expect((quiet as DnsLookupError).code).toBe('ETIMEOUT');
  });
});
