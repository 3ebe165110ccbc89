import { topics } from '@orderly/client/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoDocumentJson } from '../demo/demo.ts';
import { importRestaurant } from '../restaurants/restaurant-import.ts';
import { liveClient } from '../test/live-client.ts';
import { readsAsSentence } from '../test/route-callers.ts';
import { expectRefusals, manageServerForFile, refusedToAllButManagers } from './manager-access.testing.ts';
import { demoZones } from './zones.testing.ts';
import { staleZonesMessage } from './zones-routes.ts';

/**
 * The restaurant's own delivery zones (issue 16): every location uses them unless it has its own;
 * a location's own zones can be handed back to the restaurant's.
 */

const { server, callers } = manageServerForFile();

const restaurantPath = '/api/manage/restaurants/demo/zones';
const locationPath = (location: string) => `/api/manage/restaurants/demo/locations/${location}/zones`;
const wholeOnly = 'Only a manager of every location of this restaurant can change what all of them share.';

/** Every test starts from the demo restaurant's file. */
beforeEach(async () => {
  await importRestaurant(server.database.db, demoDocumentJson());
});

const zoneActivity = async () =>
  (await callers.api.get('/api/manage/restaurants/demo/activity?area=zones', { token: callers.manager })).body
    .data.entries as { summary: string; changes: Record<string, { from: unknown; to: unknown }> }[];

describe("who may read and change the restaurant's zones", () => {
  it('refuses strangers (401), staff and another restaurant’s manager (403) on every call', async () => {
    expect(await expectRefusals(callers, 'GET', restaurantPath)).toEqual(refusedToAllButManagers);
    expect(await expectRefusals(callers, 'PUT', restaurantPath, demoZones())).toEqual(
      refusedToAllButManagers,
    );
    expect(await expectRefusals(callers, 'GET', `${restaurantPath}/address?q=800%20Robson%20St`)).toEqual(
      refusedToAllButManagers,
    );
    expect(await expectRefusals(callers, 'DELETE', locationPath('kitsilano'))).toEqual(
      refusedToAllButManagers,
    );
  });

  it('lets a manager of one location read them but not change them, nor hand back a location they do not hold', async () => {
    const read = await callers.api.get(restaurantPath, { token: callers.kitsManager });
    expect(read.status).toBe(200);
    expect(read.body.data.zones).toMatchObject({ ...demoZones(), canEdit: false });
    const save = await callers.api.put(
      restaurantPath,
      { ...demoZones(), deliveryFee: 100 },
      { token: callers.kitsManager },
    );
    expect(save.status).toBe(403);
    expect(save.body.error.message).toBe(wholeOnly);
    const handBack = await callers.api.delete(locationPath('downtown'), { token: callers.kitsManager });
    expect(handBack.status).toBe(403);
    // Kitsilano is theirs: they may hand its zones back.
    const own = await callers.api.delete(locationPath('kitsilano'), { token: callers.kitsManager });
    expect(own.status).toBe(200);
    expect(own.body.data.zones.sharedWithRestaurant).toBe(true);
  });
});

describe("the restaurant's zones", () => {
  it('are read with the locations that use them and where each location is', async () => {
    const read = await callers.api.get(restaurantPath, { token: callers.manager });
    expect(read.status).toBe(200);
    expect(read.body.data.zones).toMatchObject({
      restaurantName: 'Maple & Miso',
      ...demoZones(),
      canEdit: true,
      tiles: null,
      locations: [
        { locationId: 'downtown', sharedWithRestaurant: true, latLng: { lat: 49.2752, lng: -123.1212 } },
        { locationId: 'kitsilano', sharedWithRestaurant: false },
      ],
    });
  });

  it('are saved, logged, and reach the locations that use them live (the checkout’s fee)', async () => {
    const live = await liveClient(server.baseUrl);
    const topic = topics.location('demo', 'downtown');
    live.send({ type: 'subscribe', topic });
    await live.waitFor((message) => message.topic === topic && message.type === 'snapshot');
    const from = live.messages.length;

    const opened = (await callers.api.get(restaurantPath, { token: callers.manager })).body.data.zones;
    const zones = demoZones();
    zones.deliveryFee = 549;
    zones.deliveryZonesWithFees[0]!.deliveryFee = 199;
    const saved = await callers.api.put(
      restaurantPath,
      { ...zones, version: opened.version },
      { token: callers.manager },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.zones).toMatchObject(zones);

    const update = await live.waitFor(
      (message) =>
        message.topic === topic &&
        message.type === 'snapshot' &&
        message.data?.settings?.deliveryZonesWithFees?.[0]?.deliveryFee === 199,
      from,
    );
    expect(update.data.settings.deliveryFee).toBe(549);
    live.close();

    // Downtown uses them: its customers' location read (and so checkout's fee) has the new fees.
    const downtown = await callers.api.get('/guest/restaurants/demo/locations/downtown');
    expect(downtown.body.data.settings.deliveryFee).toBe(549);
    expect(downtown.body.data.settings.deliveryZonesWithFees[0].deliveryFee).toBe(199);
    // Kitsilano has its own: they stay.
    const kitsilano = await callers.api.get(locationPath('kitsilano'), { token: callers.manager });
    expect(kitsilano.body.data.zones.deliveryFee).toBe(699);

    const [latest] = await zoneActivity();
    expect(latest?.summary).toBe(
      "Changed the restaurant's delivery zones (used by Downtown (Yaletown)): default fee $4.99 → $5.49; zone 1 fee $2.99 → $1.99.",
    );
    expect(Object.keys(latest?.changes ?? {}).sort()).toEqual(['deliveryFee', 'deliveryZonesWithFees']);

    // Saving them again changes nothing and logs nothing.
    const entries = (await zoneActivity()).length;
    expect((await callers.api.put(restaurantPath, zones, { token: callers.manager })).status).toBe(200);
    expect((await zoneActivity()).length).toBe(entries);
  });

  it('refuses bad zones in a sentence and a save over someone else’s (409), writing nothing', async () => {
    const entries = (await zoneActivity()).length;
    const bad = demoZones();
    bad.deliveryZone = bad.deliveryZone.slice(0, 2);
    const refused = await callers.api.put(restaurantPath, bad, { token: callers.manager });
    expect(refused.status).toBe(400);
    expect(readsAsSentence(refused.body.error.message)).toBe(true);

    const opened = (await callers.api.get(restaurantPath, { token: callers.manager })).body.data.zones;
    const theirs = await callers.api.put(
      restaurantPath,
      { ...demoZones(), deliveryTime: 45, version: opened.version },
      { token: callers.manager },
    );
    expect(theirs.status).toBe(200);
    const mine = await callers.api.put(
      restaurantPath,
      { ...demoZones(), deliveryFee: 1, version: opened.version },
      { token: callers.manager },
    );
    expect(mine.status).toBe(409);
    expect(mine.body.error.message).toBe(staleZonesMessage);
    const read = (await callers.api.get(restaurantPath, { token: callers.manager })).body.data.zones;
    expect(read).toMatchObject({ deliveryFee: demoZones().deliveryFee, deliveryTime: 45 });
    expect((await zoneActivity()).length).toBe(entries + 1);
  });

  it('finds an address to test against them', async () => {
    const found = await callers.api.get(`${restaurantPath}/address?q=800%20Robson%20St`, {
      token: callers.manager,
    });
    expect(found.status).toBe(200);
    expect(found.body.data.place.description).toMatch(/^800 Robson St/);
    const empty = await callers.api.get(`${restaurantPath}/address?q=%20`, { token: callers.manager });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Type an address to test.');
  });
});

describe("a location's own zones, handed back to the restaurant", () => {
  it('uses the restaurant’s zones again, logged, live, and follows the restaurant’s next change', async () => {
    const own = { ...demoZones(), deliveryFee: 899 };
    const saved = await callers.api.put(locationPath('downtown'), own, { token: callers.manager });
    expect(saved.body.data.zones).toMatchObject({ deliveryFee: 899, sharedWithRestaurant: false });
    const listed = (await callers.api.get(restaurantPath, { token: callers.manager })).body.data.zones;
    expect(listed.locations[0]).toMatchObject({ locationId: 'downtown', sharedWithRestaurant: false });

    const live = await liveClient(server.baseUrl);
    const topic = topics.location('demo', 'downtown');
    live.send({ type: 'subscribe', topic });
    await live.waitFor((message) => message.topic === topic && message.type === 'snapshot');
    const from = live.messages.length;

    const handedBack = await callers.api.delete(locationPath('downtown'), { token: callers.manager });
    expect(handedBack.status).toBe(200);
    expect(handedBack.body.data.zones).toMatchObject({ ...demoZones(), sharedWithRestaurant: true });
    await live.waitFor(
      (message) =>
        message.topic === topic &&
        message.type === 'snapshot' &&
        message.data?.settings?.deliveryFee === demoZones().deliveryFee,
      from,
    );
    live.close();
    const [latest] = await zoneActivity();
    expect(latest?.summary).toBe("Downtown (Yaletown) now uses the restaurant's delivery zones.");
    expect(latest?.changes.deliveryFee).toEqual({ from: 899, to: demoZones().deliveryFee });

    // Handing back zones already the restaurant's changes nothing.
    const entries = (await zoneActivity()).length;
    expect((await callers.api.delete(locationPath('downtown'), { token: callers.manager })).status).toBe(200);
    expect((await zoneActivity()).length).toBe(entries);

    // The restaurant's next change applies at Downtown.
    await callers.api.put(restaurantPath, { ...demoZones(), deliveryFee: 649 }, { token: callers.manager });
    const downtown = await callers.api.get(locationPath('downtown'), { token: callers.manager });
    expect(downtown.body.data.zones.deliveryFee).toBe(649);
  });

  it('keeps the location’s other own settings when its zones go back', async () => {
    const handedBack = await callers.api.delete(locationPath('kitsilano'), { token: callers.manager });
    expect(handedBack.status).toBe(200);
    expect(handedBack.body.data.zones).toMatchObject({ ...demoZones(), sharedWithRestaurant: true });
    // Kitsilano still delivers through the courier (its own switch), and keeps its own e-mail.
    expect(handedBack.body.data.zones.courierEnabled).toBe(true);
    const settings = (await callers.api.get('/guest/restaurants/demo/locations/kitsilano')).body.data
      .settings;
    expect(settings.courierEnabled).toBe(true);
  });
});
