import { type ZoneOffsets, zoneOffsets } from '@orderly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Json } from '../test/http-client.ts';
import { fakeScript, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers });
const json = async (response: Response): Promise<Json> => response.json();

describe('health', () => {
  it('answers 200 with the database state', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({ status: 'ok', database: { state: 'up' } });
    expect(['pglite', 'postgres']).toContain(body.database.engine);
  });
});

describe('serving the apps', () => {
  it('loads the customer app on a deep link (client-side routing)', async () => {
    const response = await get('/restaurants/demo/locations/downtown/tables/t1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('web app');
    // Checked again on every visit, so a new build reaches browsers at once.
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('loads the staff app under /staff, deep links included', async () => {
    for (const path of ['/staff', '/staff/', '/staff/orders']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('staff app');
    }
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const response = await get('/guest/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { message: 'No such endpoint: GET /guest/no-such-thing' },
    });
    // Under /api, a caller without a session learns nothing more than that.
    expect((await get('/api/no-such-thing')).status).toBe(401);
  });

  it("sends the apps' scripts compressed when the browser accepts it", async () => {
    const brotli = await get('/assets/app-test.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('accept-encoding');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(await brotli.text()).toBe(fakeScript);

    const gzip = await get('/assets/app-test.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(fakeScript);

    const staff = await get('/staff/assets/app-test.js', { 'accept-encoding': 'gzip' });
    expect(staff.headers.get('content-encoding')).toBe('gzip');
    expect(await staff.text()).toBe(fakeScript);

    const plain = await get('/assets/app-test.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(fakeScript);
  });

  it('serves the restaurant media, vector images compressed', async () => {
    const plain = await get('/media/demo/cat-burgers.svg', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toContain('image/svg+xml');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const svg = await plain.text();
    const compressed = await get('/media/demo/cat-burgers.svg', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toContain('image/svg+xml');
    expect(await compressed.text()).toBe(svg);
  });
});

const DAY_MS = 24 * 60 * 60_000;

describe('public restaurant reads', () => {
  it('returns the location settings merged over the restaurant settings', async () => {
    const response = await get('/guest/restaurants/demo/locations/kitsilano');
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data.restaurant.id).toBe('demo');
    expect(data.locations.map((location: { id: string }) => location.id)).toEqual(['downtown', 'kitsilano']);
    expect(data.settings.locationId).toBe('kitsilano');
    expect(data.settings.courierEnabled).toBe(true);
    expect(data.settings.timeZone).toBe('America/Vancouver');
    expect(typeof data.serverTime).toBe('string');
  });

  it('sends the zone offsets around now, so browsers read the restaurant clock without Intl', async () => {
    const { data } = await json(await get('/guest/restaurants/demo/locations/downtown'));
    const now = Date.parse(data.serverTime);
    const table = data.zoneOffsets as ZoneOffsets;
    expect(table.timeZone).toBe('America/Vancouver');
    // From days before now (yesterday's overnight hours) to more than a week after (order times).
    expect(table.from).toBeLessThanOrEqual(now - 2 * DAY_MS);
    expect(table.to).toBeGreaterThanOrEqual(now + 14 * DAY_MS);
    expect(table).toEqual(zoneOffsets('America/Vancouver', table.from, table.to));
  });

  it('sends the menu and the location compressed when the browser accepts it', async () => {
    const path = '/guest/restaurants/demo/locations/downtown/menu';
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const menu = await json(plain);
    expect(menu.data.products.length).toBeGreaterThan(10);
    for (const encoding of ['br', 'gzip']) {
      const response = await get(path, { 'accept-encoding': encoding });
      expect(response.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(response.headers.get('vary')).toContain('accept-encoding');
      expect(await json(response)).toEqual(menu);
    }
    const location = await get('/guest/restaurants/demo/locations/downtown', {
      'accept-encoding': 'gzip, br',
    });
    expect(location.headers.get('content-encoding')).toBe('br');
    expect((await json(location)).data.settings.locationId).toBe('downtown');
  });

  it('never shows the restaurant its private settings in public', async () => {
    const { data } = await json(await get('/guest/restaurants/demo/locations/downtown'));
    for (const key of [
      'passcode',
      'integrationId',
      'cardProviderFee',
      'commissionFee',
      'subscriptionFee',
      'printers',
    ]) {
      expect(data.settings, key).not.toHaveProperty(key);
    }
  });

  it('returns the catalogue of a location', async () => {
    const { data } = await json(await get('/guest/restaurants/demo/locations/downtown/menu'));
    expect(data.categories.length).toBeGreaterThanOrEqual(6);
    expect(data.products.length).toBeGreaterThanOrEqual(25);
    expect(data.tables).toHaveLength(12);
    const withChoices = data.modifiers.find(
      (modifier: { choices: unknown[] }) => modifier.choices.length > 1,
    );
    expect(withChoices.choices[0]).toHaveProperty('price');
  });

  it('lists the restaurant rewards of all four kinds', async () => {
    const { data } = await json(await get('/guest/restaurants/demo/rewards'));
    expect(data.rewards.map((reward: { type: string }) => reward.type).sort()).toEqual([
      'FreeFirstOrderOrPoints/Discount',
      'FreeFirstOrderOrPoints/Product',
      'Points/Discount',
      'Points/Product',
    ]);
    expect(data.rewards.find((reward: { id: string }) => reward.id === 'reward-5-off').value).toBe(500);
  });

  it('answers 404 with a message for an unknown restaurant or location', async () => {
    for (const path of [
      '/guest/restaurants/nope/locations/downtown',
      '/guest/restaurants/demo/locations/nope/menu',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        error: { message: 'Sorry, we could not find that restaurant.' },
      });
    }
    const tooLong = await get(`/guest/restaurants/demo/locations/${'x'.repeat(65)}/menu`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: { message: 'Restaurant and location ids are required.' } });
  });
});

describe('live socket', () => {
  it('sends a snapshot on subscribe and again after a change is published', async () => {
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/live`);
    const messages: { type: string; topic?: string; data?: { settings?: { locationId: string } } }[] = [];
    const waitFor = (count: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${messages.length} messages`)), 5000);
        const check = () => {
          if (messages.filter((message) => message.type === 'snapshot').length >= count) {
            clearTimeout(timer);
            resolve();
          } else setTimeout(check, 10);
        };
        check();
      });
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', topic: 'location:demo:downtown' }));
    await waitFor(1);
    expect(messages[0]).toEqual({ type: 'subscribed', topic: 'location:demo:downtown' });
    expect(messages[1]?.data?.settings?.locationId).toBe('downtown');

    await server.hub.publish('location:demo:downtown');
    await waitFor(2);
    socket.close();
  });

  it('refuses an unknown topic with a message', async () => {
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/live`);
    await new Promise((resolve) => socket.once('open', resolve));
    const reply = new Promise<{ type: string; message: string }>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    );
    socket.send(JSON.stringify({ type: 'subscribe', topic: 'secrets:all' }));
    expect(await reply).toEqual({
      type: 'error',
      topic: 'secrets:all',
      message: 'Unknown topic: secrets:all',
    });
    socket.close();
  });
});
