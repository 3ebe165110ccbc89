import { topics } from '@orderly/client/protocol';
import { products, testKit } from '@orderly/test-kit';
import { describe, expect, it } from 'vitest';
import { liveClient } from '../test/live-client.ts';
import {
  expectRefusals,
  gastownLocation as gastown,
  manageServerForFile,
  refusedToAllButManagers,
} from './manager-access.testing.ts';

const { server, callers } = manageServerForFile();

const kits = '/api/manage/restaurants/demo/locations/kitsilano';
const downtown = '/api/manage/restaurants/demo/locations/downtown';
const open = (from: string, to: string, breakStart?: string, breakEnd?: string) =>
  breakStart ? { open: from, close: to, breakStart, breakEnd } : { open: from, close: to };

describe('a location', () => {
  it('shows what applies there, what it sets itself, and its tables', async () => {
    const answer = await callers.api.get(kits, { token: callers.manager });
    expect(answer.status).toBe(200);
    const { location } = answer.body.data;
    expect(location).toMatchObject({ id: 'kitsilano', locationName: 'Kitsilano', inactive: false });
    expect(location.settings.hours[1]).toEqual(open('08:00', '22:00', '15:00', '16:30'));
    expect(location.settings.timeZone).toBe('America/Vancouver');
    expect(location.ownSettings).toContain('hours');
    expect(location.tables.length).toBeGreaterThan(0);
  });

  it('is refused to strangers (401), staff, another restaurant’s manager, and a manager of other locations (403)', async () => {
    expect(await expectRefusals(callers, 'GET', kits)).toEqual(refusedToAllButManagers);
    const body = { settings: { waitTime: 30 } };
    expect(await expectRefusals(callers, 'PUT', kits, body)).toEqual(refusedToAllButManagers);
    expect(await expectRefusals(callers, 'POST', `${kits}/tables`, { tableNumber: 'Bar 1' })).toEqual(
      refusedToAllButManagers,
    );
    expect(await expectRefusals(callers, 'PUT', `${kits}/tables/t1`, { active: false })).toEqual(
      refusedToAllButManagers,
    );
    // The Kitsilano manager holds Kitsilano, not Downtown.
    expect((await callers.api.get(kits, { token: callers.kitsManager })).status).toBe(200);
    for (const [method, path, sent] of [
      ['GET', downtown, undefined],
      ['PUT', downtown, body],
      ['POST', `${downtown}/tables`, { tableNumber: 'Bar 1' }],
      ['PUT', `${downtown}/tables/t1`, { active: false }],
    ] as const) {
      const answer = await callers.api.request(method, path, { body: sent, token: callers.kitsManager });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error.message).toBe('Only managers of this restaurant can do that.');
    }
    const unknown = await callers.api.get('/api/manage/restaurants/demo/locations/nowhere', {
      token: callers.manager,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('This restaurant has no such location.');
  });

  it('saves hours with breaks and overnight windows, fees and discounts; customers see them live', async () => {
    const live = await liveClient(server.baseUrl);
    const topic = topics.location('demo', 'kitsilano');
    live.send({ type: 'subscribe', topic });
    await live.waitFor((message) => message.topic === topic && message.type === 'snapshot');
    const hours = [
      null,
      open('08:00', '22:00', '14:00', '17:00'),
      open('08:00', '22:00'),
      open('08:00', '22:00'),
      open('08:00', '22:00'),
      open('17:00', '02:00'),
      open('10:00', '03:00'),
    ];
    const saved = await callers.api.put(
      kits,
      {
        address: '2200 W 4th Ave, Vancouver, BC',
        settings: {
          hours,
          deliveryHours: hours,
          waitTime: 25,
          minOrder: 2000,
          minOrderDiscount: 5000,
          firstOrderDiscount: 0.1,
          pickupDiscount: 0.05,
          bagFee: { amount: 15, interval: 3000 },
          googleMapsUrl: 'https://maps.example.com/kits',
        },
      },
      { token: callers.kitsManager },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.location.settings).toMatchObject({ hours, waitTime: 25, minOrder: 2000 });
    expect(saved.body.data.location.address).toBe('2200 W 4th Ave, Vancouver, BC');
    const pushed = await live.waitFor(
      (message) => message.topic === topic && message.data?.settings?.waitTime === 25,
    );
    expect(pushed.data.settings.hours[0]).toBeNull();
    expect(pushed.data.settings.bagFee).toEqual({ amount: 15, interval: 3000 });
    live.close();

    const activity = await callers.api.get('/api/manage/restaurants/demo/activity?area=location', {
      token: callers.manager,
    });
    const [entry] = activity.body.data.entries;
    expect(entry.summary).toMatch(
      /^Changed the .*opening hours, delivery hours, wait time, .* of Kitsilano\.$/,
    );
    expect(entry.summary).toContain('address');
    expect(entry.user.email).toBe('kits-manager@demo.test');
    expect(entry.changes.waitTime.to).toBe(25);
  });

  it('refuses bad hours, amounts and time zones with sentences, and saves nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [
        { settings: { hours: [open('25:00', '22:00'), null, null, null, null, null, null] } },
        /^Use a 24-hour time such as "09:30"/,
      ],
      [
        {
          settings: {
            hours: [
              { open: '08:00', close: '22:00', breakStart: '12:00' },
              null,
              null,
              null,
              null,
              null,
              null,
            ],
          },
        },
        /^A break needs both breakStart and breakEnd\./,
      ],
      [{ settings: { hours: [null, null] } }, /^Sorry/],
      [{ settings: { waitTime: -5 } }, /^Minutes cannot be negative\.$/],
      [{ settings: { minOrder: 12.5 } }, /whole cents/],
      [{ settings: { firstOrderDiscount: 1.5 } }, /fraction between 0 and 1/],
      [
        { settings: { timeZone: 'Mars/Olympus' } },
        /^Time zone: "Mars\/Olympus" is not a time zone this server knows\.$/,
      ],
      [{ settings: { timeZone: 'not a zone' } }, /IANA time zone/],
      [{ locationName: '   ' }, /cannot be empty/],
      [{ latLng: { lat: 100, lng: 0 } }, /^Sorry|latitude/i],
      [{ settings: { hours: 'always' } }, /^Sorry/],
    ];
    for (const [body, message] of cases) {
      const answer = await callers.api.put(kits, body, { token: callers.manager });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    const after = await callers.api.get(kits, { token: callers.manager });
    expect(after.body.data.location.settings.waitTime).toBe(25);
  });
  it('sets the deposit every order there pays (issue 24: only a restaurant file could); customers are charged it', async () => {
    const saved = await callers.api.put(kits, { settings: { deposit: 150 } }, { token: callers.manager });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.location.settings.deposit).toBe(150);
    expect(saved.body.data.location.ownSettings).toContain('deposit');
    const served = await callers.api.get('/guest/restaurants/demo/locations/kitsilano', {});
    expect(served.body.data.settings.deposit).toBe(150);
    for (const [deposit, message] of [
      [-100, /negative/i],
      [1.5, /whole cents/],
    ] as const) {
      const refused = await callers.api.put(kits, { settings: { deposit } }, { token: callers.manager });
      expect(refused.status, String(deposit)).toBe(400);
      expect(refused.body.error.message, String(deposit)).toMatch(message);
    }
    const back = await callers.api.put(kits, { inherit: ['deposit'] }, { token: callers.manager });
    expect(back.status).toBe(200);
    expect(back.body.data.location.settings.deposit).toBe(0);
  });

  it('sets the escalation of unconfirmed orders (0080): delays, off by null, absurd ones refused in sentences', async () => {
    const first = await callers.api.get(kits, { token: callers.manager });
    // Nothing set: the defaults, 60 s and 10 minutes.
    expect(first.body.data.location.settings.escalateAfterSeconds).toBe(60);
    expect(first.body.data.location.settings.autoRejectAfterMinutes).toBe(10);
    const saved = await callers.api.put(
      kits,
      { settings: { escalateAfterSeconds: 30, autoRejectAfterMinutes: null } },
      { token: callers.manager },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.location.settings.escalateAfterSeconds).toBe(30);
    expect(saved.body.data.location.settings.autoRejectAfterMinutes).toBeNull();
    // The staff board reads them with the location's settings.
    const served = await callers.api.get('/guest/restaurants/demo/locations/kitsilano', {});
    expect(served.body.data.settings.escalateAfterSeconds).toBe(30);
    for (const [settings, message] of [
      [{ escalateAfterSeconds: 0 }, 'Use at least 1 second before the louder alert, or turn it off.'],
      [{ escalateAfterSeconds: -5 }, 'Use at least 1 second before the louder alert, or turn it off.'],
      [{ autoRejectAfterMinutes: 0 }, 'Use at least 1 minute before an order is rejected, or turn it off.'],
      [
        { autoRejectAfterMinutes: 99_999 },
        'Use at most 1440 minutes (24 hours) before an order is rejected.',
      ],
    ] as const) {
      const refused = await callers.api.put(kits, { settings }, { token: callers.manager });
      expect(refused.status, JSON.stringify(settings)).toBe(400);
      expect(refused.body.error.message, JSON.stringify(settings)).toContain(message);
    }
    const back = await callers.api.put(
      kits,
      { inherit: ['escalateAfterSeconds', 'autoRejectAfterMinutes'] },
      { token: callers.manager },
    );
    expect(back.status).toBe(200);
    expect(back.body.data.location.settings.autoRejectAfterMinutes).toBe(10);
  });

  it("goes back to the restaurant's settings it no longer wants to set itself", async () => {
    const before = (await callers.api.get(kits, { token: callers.manager })).body.data.location;
    expect(before.ownSettings).toEqual(expect.arrayContaining(['email', 'deliveryEnabled']));
    const both = await callers.api.put(
      kits,
      { settings: { email: 'kits@example.com' }, inherit: ['email'] },
      { token: callers.manager },
    );
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe("Set the e-mail address here or use the restaurant's, not both.");
    const unknownKey = await callers.api.put(kits, { inherit: ['colour'] }, { token: callers.manager });
    expect(unknownKey.status).toBe(400);

    const live = await liveClient(server.baseUrl);
    const topic = topics.location('demo', 'kitsilano');
    live.send({ type: 'subscribe', topic });
    await live.waitFor((message) => message.topic === topic && message.type === 'snapshot');
    const restaurant = (
      await callers.api.get('/api/manage/restaurants/demo/settings', { token: callers.manager })
    ).body.data.settings;
    const inherited = await callers.api.put(
      kits,
      { inherit: ['email', 'deliveryEnabled'] },
      { token: callers.kitsManager },
    );
    expect(inherited.status).toBe(200);
    expect(inherited.body.data.location.ownSettings).not.toContain('email');
    expect(inherited.body.data.location.settings.email).toBe(restaurant.email);
    await live.waitFor(
      (message) =>
        message.topic === topic && message.data?.settings?.deliveryEnabled === restaurant.deliveryEnabled,
    );
    live.close();
    const activity = await callers.api.get('/api/manage/restaurants/demo/activity?area=location', {
      token: callers.manager,
    });
    expect(activity.body.data.entries[0].summary).toBe(
      "Kitsilano now uses the restaurant's e-mail address and delivery.",
    );
  });
});

describe('tables and kiosks', () => {
  it('are added, renamed, taken out of use and back; the QR sheet sees them live', async () => {
    const live = await liveClient(server.baseUrl);
    const topic = topics.menu('demo', 'downtown');
    live.send({ type: 'subscribe', topic });
    await live.waitFor((message) => message.topic === topic && message.type === 'snapshot');

    const added = await callers.api.post(
      `${downtown}/tables`,
      { tableNumber: 'Patio 1' },
      { token: callers.manager },
    );
    expect(added.status).toBe(201);
    const { table } = added.body.data;
    expect(table).toMatchObject({ tableNumber: 'Patio 1', active: true });
    expect(table.id).toMatch(/^t\d+$/);
    await live.waitFor((message) => message.data?.tables?.some((row: { id: string }) => row.id === table.id));

    const twice = await callers.api.post(
      `${downtown}/tables`,
      { tableNumber: 'patio 1' },
      { token: callers.manager },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Downtown (Yaletown) already has a table patio 1.');

    const renamed = await callers.api.put(
      `${downtown}/tables/${table.id}`,
      { tableNumber: 'Patio 2', active: false },
      { token: callers.manager },
    );
    expect(renamed.body.data.table).toEqual({ id: table.id, tableNumber: 'Patio 2', active: false });
    await live.waitFor((message) =>
      message.data?.tables?.some(
        (row: { id: string; active: boolean }) => row.id === table.id && !row.active,
      ),
    );
    live.close();

    const clash = await callers.api.put(
      `${downtown}/tables/${table.id}`,
      { tableNumber: '1' },
      { token: callers.manager },
    );
    expect(clash.status).toBe(409);
    const missing = await callers.api.put(
      `${downtown}/tables/t999`,
      { active: true },
      { token: callers.manager },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Downtown (Yaletown) has no such table.');
    const blank = await callers.api.post(
      `${downtown}/tables`,
      { tableNumber: '' },
      { token: callers.manager },
    );
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toMatch(/cannot be empty/);

    const activity = await callers.api.get('/api/manage/restaurants/demo/activity?area=location', {
      token: callers.manager,
    });
    expect(activity.body.data.entries.map((entry: { summary: string }) => entry.summary)).toContain(
      'Renamed table Patio 1 to Patio 2 and took it out of use at Downtown (Yaletown).',
    );
  });
});

describe('adding and removing a location', () => {
  const list = '/api/manage/restaurants/demo/locations';

  it('is refused to strangers (401), staff and another restaurant’s manager (403)', async () => {
    expect(await expectRefusals(callers, 'POST', list, gastown)).toEqual(refusedToAllButManagers);
    expect(await expectRefusals(callers, 'DELETE', downtown)).toEqual(refusedToAllButManagers);
    // The Kitsilano manager holds Kitsilano, not Downtown: they cannot remove it.
    const other = await callers.api.request('DELETE', downtown, { token: callers.kitsManager });
    expect(other.status).toBe(403);
  });

  it('refuses a taken or badly written id, a name in use and an unknown time zone, with sentences', async () => {
    const cases: [unknown, number, RegExp][] = [
      [
        { ...gastown, id: 'kitsilano' },
        409,
        /^Kitsilano already uses "kitsilano" in its address\. Choose another\.$/,
      ],
      [
        { ...gastown, locationName: 'kitsilano' },
        409,
        /^This restaurant already has a location named kitsilano\.$/,
      ],
      [{ ...gastown, id: 'Gas Town' }, 400, /lower-case letters, digits and dashes/],
      [{ ...gastown, locationName: ' ' }, 400, /cannot be empty/],
      [
        { ...gastown, timeZone: 'Mars/Olympus' },
        400,
        /^Time zone: "Mars\/Olympus" is not a time zone this server knows\.$/,
      ],
      [{ ...gastown, timeZone: 'not a zone' }, 400, /IANA time zone/],
      [{ ...gastown, phoneNumber: '12' }, 400, /10 digits/],
      [
        { ...gastown, latLng: undefined, address: '999 Nowhere Lane, Atlantis' },
        400,
        /^The address was not found on the map\. Check it, or give the latitude and longitude\.$/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await callers.api.post(list, body, { token: callers.manager });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    const shell = await callers.api.get('/api/manage/restaurants/demo', { token: callers.manager });
    expect(shell.body.data.restaurant.locations.map((row: { id: string }) => row.id)).not.toContain(
      'gastown',
    );
  });

  it('adds one closed all week that sells the menu, shows live to customers, and is held by its manager', async () => {
    const live = await liveClient(server.baseUrl);
    const topic = topics.location('demo', 'downtown');
    live.send({ type: 'subscribe', topic });
    await live.waitFor((message) => message.topic === topic && message.type === 'snapshot');
    const seen = live.messages.length;

    // A manager of Kitsilano only adds it, and so holds it.
    const added = await callers.api.post(list, gastown, { token: callers.kitsManager });
    expect(added.status).toBe(201);
    const { location } = added.body.data;
    expect(location).toMatchObject({
      id: 'gastown',
      locationName: 'Gastown',
      address: '1 Water St, Vancouver, BC',
      inactive: false,
      tables: [],
    });
    expect(location.settings.hours).toEqual([null, null, null, null, null, null, null]);
    expect(location.settings.deliveryHours).toEqual([null, null, null, null, null, null, null]);
    expect(location.settings.timeZone).toBe('America/Vancouver');
    expect(location.settings.phoneNumber).toBe('6045550199');
    expect(location.ownSettings).toEqual(expect.arrayContaining(['hours', 'deliveryHours', 'phoneNumber']));
    expect(location.ownSettings).not.toContain('timeZone');

    // Customers on another location see it in their location list at once.
    await live.waitFor(
      (message) =>
        message.topic === topic &&
        message.type === 'snapshot' &&
        message.data?.locations?.some((row: { id: string }) => row.id === 'gastown'),
      seen,
    );
    live.close();
    const picker = await callers.api.get('/guest/restaurants/demo/locations/downtown');
    expect(picker.body.data.locations.map((row: { id: string }) => row.id)).toContain('gastown');
    const guest = await callers.api.get('/guest/restaurants/demo/locations/gastown');
    expect(guest.status).toBe(200);
    const menuHere = await callers.api.get('/guest/restaurants/demo/locations/gastown/menu');
    const menuThere = await callers.api.get('/guest/restaurants/demo/locations/downtown/menu');
    expect(menuHere.body.data.categories.length).toBe(menuThere.body.data.categories.length);
    expect(menuHere.body.data.categories.length).toBeGreaterThan(0);

    const kitsView = await callers.api.get('/api/manage/restaurants/demo', { token: callers.kitsManager });
    expect(kitsView.body.data.restaurant.managerLocationIds).toEqual(['kitsilano', 'gastown']);
    expect(kitsView.body.data.restaurant.locations.at(-1)).toEqual({
      id: 'gastown',
      locationName: 'Gastown',
      inactive: false,
    });
    expect((await callers.api.get(`${list}/gastown`, { token: callers.kitsManager })).status).toBe(200);

    // A location whose time zone is not the restaurant's keeps its own.
    const east = await callers.api.post(
      list,
      {
        ...gastown,
        id: 'toronto',
        locationName: 'Toronto',
        timeZone: 'America/Toronto',
        phoneNumber: undefined,
      },
      { token: callers.manager },
    );
    expect(east.status).toBe(201);
    expect(east.body.data.location.ownSettings).toContain('timeZone');
    expect(east.body.data.location.settings.timeZone).toBe('America/Toronto');

    const activity = await callers.api.get('/api/manage/restaurants/demo/activity?area=location', {
      token: callers.manager,
    });
    const summaries = activity.body.data.entries.map((entry: { summary: string }) => entry.summary);
    expect(summaries).toContain('Added the location Gastown (1 Water St, Vancouver, BC).');
  });

  it('finds the map position from the address when none is given', async () => {
    const added = await callers.api.post(
      list,
      {
        id: 'georgia',
        locationName: 'West Georgia',
        address: '1055 West Georgia Street, Vancouver',
        timeZone: 'America/Vancouver',
      },
      { token: callers.manager },
    );
    expect(added.status).toBe(201);
    expect(added.body.data.location.latLng.lat).toBeCloseTo(49.28, 1);
    const removed = await callers.api.request('DELETE', `${list}/georgia`, { token: callers.manager });
    expect(removed.status).toBe(200);
  });

  it('removes one that never took an order; one with orders, or the last, stays', async () => {
    const removed = await callers.api.request('DELETE', `${list}/gastown`, { token: callers.manager });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ removed: 'gastown' });
    expect((await callers.api.get('/guest/restaurants/demo/locations/gastown')).status).toBe(404);
    const kitsView = await callers.api.get('/api/manage/restaurants/demo', { token: callers.kitsManager });
    expect(kitsView.body.data.restaurant.managerLocationIds).toEqual(['kitsilano']);
    await callers.api.request('DELETE', `${list}/toronto`, { token: callers.manager });

    // An order placed at Downtown keeps it.
    const kit = testKit(server.baseUrl);
    const customer = await kit.signUp();
    await kit.saveCard(customer.token);
    await kit.placeOrder(customer.token, { products: products({ fries: 1 }), paymentMethod: 'online' });
    const kept = await callers.api.request('DELETE', downtown, { token: callers.manager });
    expect(kept.status).toBe(409);
    expect(kept.body.error.message).toBe(
      'Downtown (Yaletown) has taken orders, so it stays with them. Turn off "Taking orders" to close it instead.',
    );
    const activity = await callers.api.get('/api/manage/restaurants/demo/activity?area=location', {
      token: callers.manager,
    });
    expect(activity.body.data.entries[0].summary).toBe('Removed the location Toronto.');

    // The rival restaurant (a copy of the demo's) keeps its last location.
    const rival = '/api/manage/restaurants/rival/locations';
    const first = await callers.api.request('DELETE', `${rival}/kitsilano`, { token: callers.rivalManager });
    expect(first.status).toBe(200);
    const last = await callers.api.request('DELETE', `${rival}/downtown`, { token: callers.rivalManager });
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe('A restaurant needs at least one location.');
  });
});
