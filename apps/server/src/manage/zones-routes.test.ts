import { zoneShapeMessages } from '@orderly/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { demoDocumentJson } from '../demo/demo.ts';
import { checkRestaurantDocument, RestaurantDocumentError } from '../restaurants/restaurant-import.ts';
import { liveClient } from '../test/live-client.ts';
import { readsAsSentence } from '../test/route-callers.ts';
import { expectRefusals, manageServerForFile, refusedToAllButManagers } from './manager-access.testing.ts';
import { demoZones, type Zones } from './zones.testing.ts';
import { describeZoneChanges, staleZonesMessage } from './zones-routes.ts';

const zonesPath = (restaurant = 'demo', location = 'downtown') =>
  `/api/manage/restaurants/${restaurant}/locations/${location}/zones`;

const square = [
  { lat: 49.26, lng: -123.12 },
  { lat: 49.26, lng: -123.1 },
  { lat: 49.27, lng: -123.1 },
  { lat: 49.27, lng: -123.12 },
];

/** The file's server, a client of it and its callers (manager-access.testing.ts). */
const { server, api, callers } = manageServerForFile();

/** Every test starts from the demo's zones. */
beforeEach(async () => {
  const response = await api.put(zonesPath(), demoZones(), { token: callers.manager });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
});

const activity = async () =>
  (await api.get('/api/manage/restaurants/demo/activity?area=zones', { token: callers.manager })).body.data
    .entries as {
    summary: string;
    changes: Record<string, { from: unknown; to: unknown }>;
    user: { email: string };
  }[];

describe('who may read and change zones', () => {
  const calls = (restaurant = 'demo', location = 'downtown') => [
    { method: 'GET', path: zonesPath(restaurant, location) },
    { method: 'PUT', path: zonesPath(restaurant, location), body: demoZones() },
    { method: 'GET', path: `${zonesPath(restaurant, location)}/address?q=800%20Robson%20St` },
  ];

  it("refuses strangers (401), staff, customers and another restaurant's manager (403)", async () => {
    for (const call of calls()) {
      const refusals = await expectRefusals(callers, call.method, call.path, call.body);
      expect(refusals, `${call.method} ${call.path}`).toEqual(refusedToAllButManagers);
    }
  });

  it("refuses the demo's manager at the rival restaurant (403)", async () => {
    for (const call of calls('rival', 'downtown')) {
      const response = await api.request(call.method, call.path, { body: call.body, token: callers.manager });
      expect(response.status, `${call.method} ${call.path}`).toBe(403);
    }
  });

  it('lets a manager change only the locations they hold', async () => {
    for (const call of calls('demo', 'downtown')) {
      const response = await api.request(call.method, call.path, {
        body: call.body,
        token: callers.kitsManager,
      });
      expect(response.status, `${call.method} ${call.path}`).toBe(403);
    }
    const kitsilano = await api.get(zonesPath('demo', 'kitsilano'), { token: callers.kitsManager });
    expect(kitsilano.status).toBe(200);
    expect(kitsilano.body.data.zones).toMatchObject({
      locationId: 'kitsilano',
      courierEnabled: true,
      deliveryFee: 699,
      deliveryZonesWithFees: [],
      sharedWithRestaurant: false,
    });
  });

  it('answers 404 for a location the restaurant does not have', async () => {
    const response = await api.get(zonesPath('demo', 'nowhere'), { token: callers.manager });
    expect(response.status).toBe(404);
    expect(readsAsSentence(response.body.error.message)).toBe(true);
  });
});

describe('reading and saving zones', () => {
  it("reads the location's zones (downtown uses the restaurant's) with no tile source by default", async () => {
    const response = await api.get(zonesPath(), { token: callers.manager });
    expect(response.status).toBe(200);
    expect(response.body.data.zones).toMatchObject({
      locationId: 'downtown',
      locationName: 'Downtown (Yaletown)',
      latLng: { lat: 49.2752, lng: -123.1212 },
      deliveryEnabled: true,
      courierEnabled: false,
      ...demoZones(),
      tiles: null,
    });
  });

  it('saves a fee, records who changed what, and reaches open customer screens live', async () => {
    const customer = await liveClient(server.baseUrl);
    customer.send({ type: 'subscribe', topic: 'location:demo:downtown' });
    await customer.waitFor((message) => message.type === 'snapshot');
    const from = customer.messages.length;

    const zones = demoZones();
    zones.deliveryZonesWithFees[1]!.deliveryFee = 749;
    zones.deliveryZonesWithFees[1]!.deliveryTime = 50;
    const saved = await api.put(zonesPath(), zones, { token: callers.manager });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.zones).toMatchObject({ ...zones, sharedWithRestaurant: false });

    const update = await customer.waitFor(
      (message) =>
        message.type === 'snapshot' &&
        message.data?.settings?.deliveryZonesWithFees?.[1]?.deliveryFee === 749,
      from,
    );
    expect(update.data.settings.deliveryZonesWithFees[1].deliveryTime).toBe(50);
    customer.close();

    // The customer's location read (and so the checkout's fee) has it too.
    const location = await api.get('/guest/restaurants/demo/locations/downtown');
    expect(location.body.data.settings.deliveryZonesWithFees[1].deliveryFee).toBe(749);
    // Kitsilano keeps its own.
    const kitsilano = await api.get(zonesPath('demo', 'kitsilano'), { token: callers.manager });
    expect(kitsilano.body.data.zones.deliveryFee).toBe(699);

    const [latest] = await activity();
    expect(latest?.summary).toBe(
      'Changed the delivery zones of Downtown (Yaletown): zone 2 fee $5.99 → $7.49; zone 2 time 40 min → 50 min.',
    );
    expect(latest?.user.email).toBe('manager@demo.test');
    expect(Object.keys(latest?.changes ?? {})).toEqual(['deliveryZonesWithFees']);
  });

  it('adds and removes zones and the delivery area, and changes the default fee and time', async () => {
    const zones: Zones = {
      deliveryFee: 0,
      deliveryTime: 20,
      deliveryZone: [],
      deliveryZonesWithFees: [
        ...demoZones().deliveryZonesWithFees,
        { deliveryZone: square, deliveryFee: 999, deliveryTime: 60 },
      ],
    };
    const saved = await api.put(zonesPath(), zones, { token: callers.manager });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.zones.deliveryZonesWithFees).toHaveLength(3);
    expect((await activity())[0]?.summary).toBe(
      'Changed the delivery zones of Downtown (Yaletown): default fee $4.99 → $0.00; default time 35 min → 20 min; delivery area removed; zone 3 added.',
    );
    const read = await api.get(zonesPath(), { token: callers.manager });
    expect(read.body.data.zones).toMatchObject(zones);
  });

  it("refuses a save made over someone else's (409), and takes one made on the latest version", async () => {
    const opened = (await api.get(zonesPath(), { token: callers.manager })).body.data.zones;
    const theirs = { ...demoZones(), deliveryFee: 555 };
    expect(
      (await api.put(zonesPath(), { ...theirs, version: opened.version }, { token: callers.manager })).status,
    ).toBe(200);
    const entries = (await activity()).length;
    const mine = await api.put(
      zonesPath(),
      { ...demoZones(), deliveryTime: 50, version: opened.version },
      { token: callers.manager },
    );
    expect(mine.status).toBe(409);
    expect(mine.body.error.message).toBe(staleZonesMessage);
    expect((await activity()).length).toBe(entries);
    const latest = (await api.get(zonesPath(), { token: callers.manager })).body.data.zones;
    expect(latest.deliveryFee).toBe(555);
    expect(latest.version).not.toBe(opened.version);
    const again = await api.put(
      zonesPath(),
      { ...theirs, deliveryTime: 50, version: latest.version },
      { token: callers.manager },
    );
    expect(again.status).toBe(200);
    expect(again.body.data.zones).toMatchObject({ deliveryFee: 555, deliveryTime: 50 });
  });

  it('writes nothing when nothing changed', async () => {
    const before = (await activity()).length;
    const again = await api.put(zonesPath(), demoZones(), { token: callers.manager });
    expect(again.status).toBe(200);
    expect((await activity()).length).toBe(before);
  });
});

describe('refusals of bad zones, in sentences, with nothing written', () => {
  const bowTie = [square[0]!, square[2]!, square[1]!, square[3]!];
  const withZone = (zone: Partial<Zones['deliveryZonesWithFees'][number]>) => {
    const zones = demoZones();
    zones.deliveryZonesWithFees[0] = { ...zones.deliveryZonesWithFees[0]!, ...zone };
    return zones;
  };
  const cases: [string, unknown, string][] = [
    ['a self-intersecting zone', withZone({ deliveryZone: bowTie }), zoneShapeMessages.crossesItself],
    [
      'a self-intersecting delivery area',
      { ...demoZones(), deliveryZone: bowTie },
      zoneShapeMessages.crossesItself,
    ],
    ['a zone of two points', withZone({ deliveryZone: square.slice(0, 2) }), zoneShapeMessages.tooFewPoints],
    [
      'a delivery area of two points',
      { ...demoZones(), deliveryZone: square.slice(0, 2) },
      zoneShapeMessages.tooFewPoints,
    ],
    [
      'a zone using a point twice',
      withZone({ deliveryZone: [...square.slice(0, 2), square[1]!, square[2]!] }),
      zoneShapeMessages.repeatedPoint,
    ],
    [
      'a flat zone',
      withZone({
        deliveryZone: [
          { lat: 49, lng: -123 },
          { lat: 49.1, lng: -123 },
          { lat: 49.2, lng: -123 },
        ],
      }),
      zoneShapeMessages.noArea,
    ],
    [
      'a latitude out of range',
      withZone({ deliveryZone: [{ lat: 95, lng: -123 }, ...square.slice(1)] }),
      'A latitude is between -90 and 90.',
    ],
    [
      'a longitude out of range',
      withZone({ deliveryZone: [{ lat: 49, lng: -190 }, ...square.slice(1)] }),
      'A longitude is between -180 and 180.',
    ],
    ['a negative zone fee', withZone({ deliveryFee: -100 }), 'Amounts cannot be negative.'],
    ['a negative default fee', { ...demoZones(), deliveryFee: -1 }, 'Amounts cannot be negative.'],
    ['a fee in fractions of a cent', withZone({ deliveryFee: 2.5 }), 'Amounts are whole cents.'],
    ['a negative time', withZone({ deliveryTime: -5 }), 'Minutes cannot be negative.'],
    ['a time in fractions of a minute', withZone({ deliveryTime: 2.5 }), 'Use whole minutes.'],
    ['a missing fee', { ...demoZones(), deliveryFee: undefined }, 'Sorry, the delivery fee is missing.'],
    [
      'a field we do not know',
      { ...demoZones(), colour: 'red' },
      'Sorry, the request has fields we do not know.',
    ],
  ];

  it.each(cases)('refuses %s', async (_name, body, message) => {
    const before = await api.get(zonesPath(), { token: callers.manager });
    const entries = (await activity()).length;
    const response = await api.put(zonesPath(), body, { token: callers.manager });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(readsAsSentence(response.body.error.message)).toBe(true);
    expect((await api.get(zonesPath(), { token: callers.manager })).body).toEqual(before.body);
    expect((await activity()).length).toBe(entries);
  });

  it('refuses the same zones in a restaurant file (the importer uses the same rules)', () => {
    const document = demoDocumentJson() as { settings: Zones };
    document.settings.deliveryZonesWithFees[1]!.deliveryZone = bowTie;
    try {
      checkRestaurantDocument(document);
      expect.unreachable('the document should be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(RestaurantDocumentError);
      expect((error as RestaurantDocumentError).problems).toContainEqual({
        path: ['settings', 'deliveryZonesWithFees', 1, 'deliveryZone'],
        message: zoneShapeMessages.crossesItself,
      });
    }
  });
});

describe('the address test box', () => {
  const find = (q: string, token = callers.manager) =>
    api.get(`${zonesPath()}/address?q=${encodeURIComponent(q)}`, { token });

  it('finds an address in the gazetteer, even typed in part', async () => {
    const exact = await find('555 W 12th Ave, Vancouver');
    expect(exact.status).toBe(200);
    expect(exact.body.data.place).toEqual({
      description: '555 W 12th Ave, Vancouver, BC V5Z 3X7',
      latLng: { lat: 49.2609, lng: -123.1139 },
    });
    const partial = await find('555 west 12th');
    expect(partial.body.data.place?.description).toBe('555 W 12th Ave, Vancouver, BC V5Z 3X7');
  });

  it('answers null for an address it cannot find, and a sentence for an empty one', async () => {
    expect((await find('zzqx nowhere')).body.data.place).toBeNull();
    const empty = await find('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Type an address to test.');
  });
});

describe('zone helpers', () => {
  it('reads the tile source from the configuration: https templates only', () => {
    expect(loadConfig({}).mapTiles).toBeNull();
    expect(
      loadConfig({
        MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example',
      }).mapTiles,
    ).toEqual({ url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example' });
    expect(() => loadConfig({ MAP_TILE_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL: must be an https address/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow(
      /MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/,
    );
  });

  it('describes outline changes', () => {
    const zones = demoZones();
    const moved = structuredClone(zones);
    moved.deliveryZonesWithFees[0]!.deliveryZone[0] = { lat: 49.3, lng: -123.14 };
    moved.deliveryZone = square;
    expect(describeZoneChanges(zones, moved)).toEqual(['delivery area redrawn', 'zone 1 redrawn']);
    expect(describeZoneChanges({ ...zones, deliveryZone: [] }, zones)).toEqual(['delivery area drawn']);
    expect(describeZoneChanges(zones, { ...zones, deliveryZonesWithFees: [] })).toEqual([
      'zone 1 removed',
      'zone 2 removed',
    ]);
  });
});
