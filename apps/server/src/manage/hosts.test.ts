import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { registerContract } from '../http/contract.ts';
import { registerErrorHandling } from '../http/errors.ts';
import { DnsLookupError } from '../integrations/dns/types.ts';
import type { Json } from '../test/http-client.ts';
import { registerHostRoutes } from './hosts.ts';
import type { ManageRouteDeps } from './manage-deps.ts';
import { manageServerForFile } from './manager-access.testing.ts';

/**
 * White-label host names are verified before they open a restaurant (issue 23, decision 0065): a
 * new host is pending with a token of its own, its TXT record is looked up on "Check now", and the
 * platform's own names, localhost and IP addresses are refused. The test server's PUBLIC_URL is
 * http://orderly.test and its DNS the embedded sandbox.
 */
const { server, api, callers } = manageServerForFile();

const hostsOf = (restaurant = 'demo') => `/api/manage/restaurants/${restaurant}/hosts`;
const save = (hosts: string[], token = callers.manager, restaurant = 'demo') =>
  api.put(hostsOf(restaurant), { hosts }, { token });
const check = (host: string, token = callers.manager, restaurant = 'demo') =>
  api.post(`${hostsOf(restaurant)}/${host}/check`, {}, { token });
const entry = (body: Json, host: string) =>
  (body.data.hosts as Json[]).find((candidate) => candidate.host === host);

/** The page a visitor gets at `/` on a host: the restaurant's id when it opens one, else null. */
async function opens(host: string): Promise<string | null> {
  const page = (await server.app.inject({ method: 'GET', url: '/', headers: { host } })).body;
  const block = /<script type="application\/json" id="orderly-host">(.*?)<\/script>/.exec(page)?.[1];
  return block ? (JSON.parse(block) as { restaurantId: string }).restaurantId : null;
}

/** Publishes a TXT record in the test server's sandbox DNS, as a host's owner would with their provider. */
const publish = (name: string, value: string) => server.integrations.sandboxDns!.publish(name, value);

describe("names that are nobody's, or the platform's", () => {
  it('refuses localhost, IP addresses and names without a dot, each with its own sentence', async () => {
    const refusals: [string, string][] = [
      [
        'localhost',
        'You cannot use localhost: it means each visitor\'s own computer. Use a host name you own, such as "order.example.com".',
      ],
      [
        '127.0.0.1',
        'You cannot use an IP address (127.0.0.1): use a host name you own, such as "order.example.com".',
      ],
      [
        'orders',
        'Use the whole host name with its domain, such as "order.example.com" ("orders" has no dot).',
      ],
    ];
    for (const [host, message] of refusals) {
      const refused = await save([host]);
      expect(refused.status, host).toBe(400);
      expect(refused.body.error.message, host).toBe(message);
    }
  });

  it("refuses the platform's host, www. before it and every name under it", async () => {
    const refusals: [string, string][] = [
      ['Orderly.test', "orderly.test is the platform's own address: its page stays the platform's."],
      ['www.orderly.test', "www.orderly.test is the platform's own address: its page stays the platform's."],
      [
        'maple.orderly.test',
        "maple.orderly.test is under the platform's own address (orderly.test): every name under it is the platform's.",
      ],
    ];
    for (const [host, message] of refusals) {
      const refused = await save(['order.maple.test', host]);
      expect(refused.status, host).toBe(400);
      expect(refused.body.error.message, host).toBe(message);
    }
    // Nothing of a refused list was saved.
    expect((await api.get(hostsOf(), { token: callers.manager })).body.data.hosts).toEqual([]);
  });
});

describe('a new host name', () => {
  it('is pending with the TXT record to publish, and opens nothing', async () => {
    const saved = await save(['Order.Maple.test']);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The platform's page, as for a host nobody has.
    expect(await opens('order.maple.test')).toBeNull();
    expect(saved.body.data.dns).toBe('sandbox');
    const pending = entry(saved.body, 'order.maple.test');
    expect(pending).toMatchObject({
      status: 'pending',
      verifiedAt: null,
      checkedAt: null,
      problem: null,
      record: { type: 'TXT', name: '_orderly-verify.order.maple.test' },
    });
    expect(pending.record.value).toMatch(/^orderly-verify=[0-9a-f]{32}$/);
    const [latest] = (await api.get('/api/manage/restaurants/demo/activity', { token: callers.manager })).body
      .data.entries;
    expect(latest.summary).toBe('Host names: added order.maple.test (pending verification).');
  });

  it('stays pending when the record is missing or has another value, saying which', async () => {
    const { value } = entry(
      (await api.get(hostsOf(), { token: callers.manager })).body,
      'order.maple.test',
    ).record;
    const missing = await check('order.maple.test');
    expect(missing.status).toBe(200);
    expect(entry(missing.body, 'order.maple.test')).toMatchObject({
      status: 'pending',
      checkedAt: expect.any(String),
      problem:
        'No TXT record at _orderly-verify.order.maple.test yet: publish it with your DNS provider, then check again (a new record can take a few minutes to be seen).',
    });

    await publish('_orderly-verify.order.maple.test', 'orderly-verify=0000000000000000');
    const wrong = await check('order.maple.test');
    expect(entry(wrong.body, 'order.maple.test')).toMatchObject({
      status: 'pending',
      problem: `The TXT record at _orderly-verify.order.maple.test reads "orderly-verify=0000000000000000", not "${value}": correct it, then check again.`,
    });
    expect(await opens('order.maple.test')).toBeNull();
    // Read again later, the problem is still shown.
    expect(
      entry((await api.get(hostsOf(), { token: callers.manager })).body, 'order.maple.test').problem,
    ).toBe(entry(wrong.body, 'order.maple.test').problem);
  });

  it('stays pending when DNS does not answer', async () => {
    const lookup = vi
      .spyOn(server.integrations.dns, 'txtRecords')
      .mockRejectedValueOnce(new DnsLookupError('_orderly-verify.order.maple.test', 'ETIMEOUT'));
    try {
      const failed = await check('order.maple.test');
      expect(failed.status).toBe(200);
      expect(entry(failed.body, 'order.maple.test')).toMatchObject({
        status: 'pending',
        problem:
          'The DNS lookup of _orderly-verify.order.maple.test failed (ETIMEOUT). The record may be there: check again in a few minutes.',
      });
    } finally {
      lookup.mockRestore();
    }
  });

  it('opens the restaurant once its TXT record is found', async () => {
    const { name, value } = entry(
      (await api.get(hostsOf(), { token: callers.manager })).body,
      'order.maple.test',
    ).record;
    await publish(name, value);
    const verified = await check('order.maple.test');
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(entry(verified.body, 'order.maple.test')).toMatchObject({
      status: 'verified',
      verifiedAt: expect.any(String),
      problem: null,
    });
    expect(await opens('order.maple.test')).toBe('demo');
    expect(await opens('ORDER.maple.test:4000')).toBe('demo');
    const [latest] = (await api.get('/api/manage/restaurants/demo/activity', { token: callers.manager })).body
      .data.entries;
    expect(latest.summary).toBe(
      'Host names: order.maple.test verified (its TXT record was found); it opens the restaurant.',
    );
    // Checked again: nothing changes.
    expect(entry((await check('order.maple.test')).body, 'order.maple.test').status).toBe('verified');
  });

  it('is checked by a manager of the whole restaurant only, and must be listed', async () => {
    const kits = await check('order.maple.test', callers.kitsManager);
    expect(kits.status).toBe(403);
    const stranger = await check('order.maple.test', callers.rivalManager);
    expect(stranger.status).toBe(403);
    const unlisted = await check('nowhere.maple.test');
    expect(unlisted.status).toBe(404);
    expect(unlisted.body.error.message).toBe(
      "The host name nowhere.maple.test is not one of this restaurant's: add it first.",
    );
  });
});

describe('one restaurant per live host', () => {
  it("refuses a host another restaurant has verified, in the spec's words", async () => {
    const taken = await save(['order.maple.test'], callers.rivalManager, 'rival');
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(
      'order.maple.test already opens another restaurant. Each host name belongs to one restaurant.',
    );
  });

  it('lets another restaurant claim a pending host, each with its own token; the first to prove it wins', async () => {
    // Someone claims a name first: its owner can still claim it, and only the owner can prove it.
    const squat = await save(['future.maple.test'], callers.rivalManager, 'rival');
    expect(squat.status).toBe(200);
    const owner = await save(['order.maple.test', 'future.maple.test']);
    expect(owner.status).toBe(200);
    const squatRecord = entry(squat.body, 'future.maple.test').record;
    const ownerRecord = entry(owner.body, 'future.maple.test').record;
    expect(ownerRecord.name).toBe(squatRecord.name);
    expect(ownerRecord.value).not.toBe(squatRecord.value);

    // The owner publishes their record: it proves their claim, not the other one.
    await publish(ownerRecord.name, ownerRecord.value);
    const squatCheck = await check('future.maple.test', callers.rivalManager, 'rival');
    expect(entry(squatCheck.body, 'future.maple.test')).toMatchObject({ status: 'pending' });
    expect(entry(squatCheck.body, 'future.maple.test').problem).toContain(`not "${squatRecord.value}"`);
    expect(entry((await check('future.maple.test')).body, 'future.maple.test').status).toBe('verified');
    expect(await opens('future.maple.test')).toBe('demo');

    // Even with its own record published too, the other restaurant cannot have it now.
    await publish(squatRecord.name, squatRecord.value);
    const late = await check('future.maple.test', callers.rivalManager, 'rival');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(
      'future.maple.test already opens another restaurant. Each host name belongs to one restaurant.',
    );
    expect(await opens('future.maple.test')).toBe('demo');
    await save([], callers.rivalManager, 'rival');
  });

  it('stops opening a verified host as soon as it is removed', async () => {
    expect(await opens('future.maple.test')).toBe('demo');
    const removed = await save(['order.maple.test']);
    expect(removed.body.data.hosts.map((host: Json) => host.host)).toEqual(['order.maple.test']);
    expect(await opens('future.maple.test')).toBeNull();
    // Added again, it is a new claim: pending, with a new token.
    const again = await save(['order.maple.test', 'future.maple.test']);
    expect(entry(again.body, 'future.maple.test').status).toBe('pending');
    expect(await opens('future.maple.test')).toBeNull();
    await save([]);
  });
});

describe('the sandbox DNS', () => {
  it("publishes a listed host's own record from the back office (development)", async () => {
    await save(['sandbox.maple.test']);
    const published = await api.post(
      `${hostsOf()}/sandbox.maple.test/sandbox-record`,
      {},
      {
        token: callers.manager,
      },
    );
    expect(published.status).toBe(200);
    const { name, value } = entry(published.body, 'sandbox.maple.test').record;
    expect(await server.integrations.dns.txtRecords(name)).toEqual([value]);
    expect(entry((await check('sandbox.maple.test')).body, 'sandbox.maple.test').status).toBe('verified');
    const unlisted = await api.post(
      `${hostsOf()}/other.maple.test/sandbox-record`,
      {},
      {
        token: callers.manager,
      },
    );
    expect(unlisted.status).toBe(404);
    await save([]);
  });

  it('has no route where DNS is real (production)', async () => {
    const app = Fastify();
    await registerContract(app);
    registerErrorHandling(app);
    const deps = {
      db: server.database.db,
      clock: server.clock,
      publicUrl: 'https://orderly.app',
      dns: { kind: 'system', txtRecords: async () => [] },
      sandboxDns: null,
    } as unknown as ManageRouteDeps;
    registerHostRoutes(app, deps);
    await app.ready();
    expect(
      app.hasRoute({ method: 'POST', url: '/api/manage/restaurants/:restaurantId/hosts/:host/check' }),
    ).toBe(true);
    expect(
      app.hasRoute({
        method: 'POST',
        url: '/api/manage/restaurants/:restaurantId/hosts/:host/sandbox-record',
      }),
    ).toBe(false);
    await app.close();
  });
});
