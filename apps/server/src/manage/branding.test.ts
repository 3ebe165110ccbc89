import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { notAPictureMessage, svgTooComplexMessage, wrongTypeMessage } from '../media/images.ts';
import { exportRestaurant } from '../restaurants/restaurant-export.ts';
import { importRestaurant, RestaurantDocumentError } from '../restaurants/restaurant-import.ts';
import type { Json } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { hostIndexHtml } from './hosts.ts';
import { expectRefusals, manageServerForFile, refusedToAllButManagers } from './manager-access.testing.ts';

const base = (restaurant = 'demo') => `/api/manage/restaurants/${restaurant}`;
const demoStyles = {
  brandColor: '#b3261e',
  fontColor: '#ffffff',
  rewardsFontColor: '#ffffff',
  theme: 'light',
};

/** The file's server, a client of it and its callers (manager-access.testing.ts). */
const { server, api, callers } = manageServerForFile();

/** Sends a file as the request body, as the back office's upload does. */
async function upload(body: Uint8Array | string, type: string, token = callers.manager, slot = 'logo') {
  const response = await fetch(`${server.baseUrl}${base()}/images/${slot}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const png = (width: number, height: number, background = '#2e7d32') =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

/** Makes a host name the restaurant listed open it: its TXT record published in the sandbox DNS, then checked. */
async function verifyHost(host: string, restaurant = 'demo', token = callers.manager) {
  const listed = await api.get(`${base(restaurant)}/hosts`, { token });
  const claim = (listed.body.data.hosts as Json[]).find((entry) => entry.host === host);
  await server.integrations.sandboxDns!.publish(claim.record.name, claim.record.value);
  const checked = await api.post(`${base(restaurant)}/hosts/${host}/check`, {}, { token });
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
}

const activity = async () =>
  (await api.get(`${base()}/activity`, { token: callers.manager })).body.data.entries as {
    area: string;
    summary: string;
    changes: Record<string, { from: unknown; to: unknown }>;
  }[];

describe('rights', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/branding'],
    ['PUT', '/branding', { images: { logo: '/media/demo/logo.svg' }, styles: demoStyles }],
    ['GET', '/hosts'],
    ['PUT', '/hosts', { hosts: ['x.example.com'] }],
    ['GET', '/promo-codes'],
    ['PUT', '/promo-codes/NEW', { code: 'NEW', discount: 0.1, maxDiscountAmount: 500 }],
    ['DELETE', '/promo-codes/TACOTUESDAY'],
    ['GET', '/rewards'],
    ['PUT', '/rewards/r1', { id: 'r1', type: 'Points/Discount', value: 100, points: 10 }],
    ['DELETE', '/rewards/reward-10-off'],
    [
      'PUT',
      '/locations/kitsilano/branding',
      { images: { logo: '/media/demo/logo.svg' }, styles: demoStyles },
    ],
    ['DELETE', '/locations/kitsilano/branding'],
  ];

  it('refuses strangers (401), staff and customers (403), and another restaurant’s manager (403)', async () => {
    for (const [method, path, body] of calls) {
      const refusals = await expectRefusals(callers, method, `${base()}${path}`, body);
      expect(refusals, `${method} ${path}`).toEqual(refusedToAllButManagers);
    }
    // The demo's manager on the rival restaurant.
    const rival = await api.get(`${base('rival')}/branding`, { token: callers.manager });
    expect(rival.status).toBe(403);
    // Uploads too (any body).
    expect((await upload(await png(32, 32), 'image/png', callers.staff)).status).toBe(403);
    expect((await upload(await png(32, 32), 'image/png', callers.rivalManager)).status).toBe(403);
  });

  it('lets a manager of one location read the brand but not change what every location shares', async () => {
    expect((await api.get(`${base()}/branding`, { token: callers.kitsManager })).status).toBe(200);
    const save = await api.put(
      `${base()}/branding`,
      { images: { logo: '/media/demo/logo.svg' }, styles: demoStyles },
      { token: callers.kitsManager },
    );
    expect(save.status).toBe(403);
    expect(save.body.error.message).toBe(
      'Only a manager of every location of this restaurant can change what all of them share.',
    );
  });
});

describe('picture uploads', () => {
  it('resizes and converts a picture to WebP, served for a year', async () => {
    const response = await upload(await png(2000, 1000), 'image/png');
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({ width: 512, height: 256 });
    expect(response.body.data.url).toMatch(/^\/media\/uploads\/demo\/[0-9a-f]{32}\.webp$/);

    const served = await fetch(`${server.baseUrl}${response.body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(response.body.data.bytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 256 });
    // Asked again with its tag: not sent again.
    const again = await fetch(`${server.baseUrl}${response.body.data.url}`, {
      headers: { 'if-none-match': served.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${server.baseUrl}/media/uploads/demo/${'a'.repeat(32)}.webp`)).status).toBe(404);
  });

  it('draws an SVG instead of serving it (no script survives)', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><circle cx="32" cy="32" r="30" fill="#b3261e"/></svg>`;
    const response = await upload(svg, 'image/svg+xml');
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const served = await fetch(`${server.baseUrl}${response.body.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).includes('alert')).toBe(false);
  });

  it('refuses an SVG that takes too long to draw, within the time bound', async () => {
    // Small (about 200 KB), and a minute of drawing work: thousands of large blurred circles.
    const circles = Array.from(
      { length: 3000 },
      (_, i) => `<circle cx="${(i * 37) % 7000}" cy="${(i * 91) % 7000}" r="900" filter="url(#f)"/>`,
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="7000" height="7000"><filter id="f"><feGaussianBlur stdDeviation="30"/></filter>${circles}</svg>`;
    const response = await upload(svg, 'image/svg+xml');
    // Only the drawing's deadline gives this sentence: the child drawing it was killed there.
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(svgTooComplexMessage);
    // The next picture is drawn as usual.
    const next = await upload(
      `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30"/></svg>`,
      'image/svg+xml',
    );
    expect(next.status, JSON.stringify(next.body)).toBe(201);
  }, 60_000);

  it('refuses a file that is not a picture type (415)', async () => {
    for (const type of ['text/plain', 'application/pdf', 'application/json']) {
      const response = await upload('%PDF-1.7 hello', type);
      expect(response.status, type).toBe(415);
      expect(response.body.error.message).toBe(wrongTypeMessage);
    }
  });

  it('refuses a file that says it is a picture but is not one, or not the kind it says (400)', async () => {
    const notImage = await upload('this is not a png', 'image/png');
    expect(notImage.status).toBe(400);
    expect(notImage.body.error.message).toBe(notAPictureMessage);
    const truncated = (await png(300, 300)).subarray(0, 60);
    expect((await upload(truncated, 'image/png')).body.error.message).toBe(notAPictureMessage);
    const jpegAsGif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await upload(jpegAsGif, 'image/gif')).status).toBe(400);
  });

  it('refuses an empty file, a tiny picture and one over 8 MB with sentences', async () => {
    expect((await upload(new Uint8Array(0), 'image/png')).body.error.message).toBe(
      'Choose a picture to upload.',
    );
    const tiny = await upload(await png(8, 8), 'image/png');
    expect(tiny.status).toBe(400);
    expect(tiny.body.error.message).toBe('This picture is too small: it needs at least 16 × 16 pixels.');
    const big = await upload(new Uint8Array(8.5 * 1024 * 1024), 'image/jpeg');
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe('This file is 8.5 MB; pictures can be up to 8 MB.');
  });

  it("takes a product's and a category's picture, sized for the menu (issue 24: no upload there)", async () => {
    for (const slot of ['product', 'category']) {
      const response = await upload(await png(2400, 1800), 'image/png', callers.manager, slot);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body.data).toMatchObject({ width: 1200, height: 900 });
      expect(response.body.data.url).toMatch(/^\/media\/uploads\/demo\/[0-9a-f]{32}\.webp$/);
    }
    // A location's manager may too (they may give a location pictures of its own); staff may not.
    expect((await upload(await png(64, 64), 'image/png', callers.kitsManager, 'product')).status).toBe(201);
    expect((await upload(await png(64, 64), 'image/png', callers.staff, 'product')).status).toBe(403);
  });

  it('refuses an unknown kind of picture place', async () => {
    const response = await upload(await png(32, 32), 'image/png', callers.manager, 'wallpaper');
    expect(response.status).toBe(400);
  });
});

describe('branding', () => {
  it('reads the brand, saves colours and a logo, records it and repaints open customer screens', async () => {
    const read = await api.get(`${base()}/branding`, { token: callers.manager });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      name: 'Maple & Miso',
      styles: demoStyles,
      previewLocationId: 'downtown',
    });

    const customer = await liveClient(server.baseUrl);
    customer.send({ type: 'subscribe', topic: 'location:demo:downtown' });
    await customer.waitFor((message) => message.type === 'snapshot');
    const from = customer.messages.length;

    const logo = (await upload(await png(600, 600), 'image/png')).body.data.url as string;
    const images = { ...read.body.data.images, logo };
    const styles = { ...demoStyles, brandColor: '#1565c0', theme: 'dark' };
    const saved = await api.put(`${base()}/branding`, { images, styles }, { token: callers.manager });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.styles).toEqual(styles);
    // Kitsilano's own settings say its colours: the screen tells the manager.
    expect(saved.body.data.overriddenAt).toEqual([{ locationId: 'kitsilano', locationName: 'Kitsilano' }]);

    const update = await customer.waitFor(
      (message) => message.type === 'snapshot' && message.data?.settings?.styles?.brandColor === '#1565c0',
      from,
    );
    expect(update.data.settings.images.logo).toBe(logo);
    expect(update.data.settings.styles.theme).toBe('dark');
    customer.close();

    const [latest] = await activity();
    expect(latest?.area).toBe('branding');
    expect(latest?.summary).toBe('Changed the logo, brand colour, theme.');
    expect(latest?.changes['styles.brandColor']).toEqual({ from: '#b3261e', to: '#1565c0' });
  });

  it("lets a location with its own colours take the restaurant's brand, recorded and announced", async () => {
    const read = (await api.get(`${base()}/branding`, { token: callers.manager })).body.data;
    const customer = await liveClient(server.baseUrl);
    customer.send({ type: 'subscribe', topic: 'location:demo:kitsilano' });
    await customer.waitFor((message) => message.type === 'snapshot');
    const from = customer.messages.length;
    const saved = await api.put(
      `${base()}/branding`,
      { images: read.images, styles: read.styles, useAtLocations: ['kitsilano'] },
      { token: callers.manager },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.overriddenAt).toEqual([]);
    const update = await customer.waitFor(
      (message) =>
        message.type === 'snapshot' && message.data?.settings?.styles?.brandColor === read.styles.brandColor,
      from,
    );
    expect(update.data.settings.styles).toEqual(read.styles);
    customer.close();
    expect((await activity())[0]?.summary).toBe("Kitsilano now uses the restaurant's brand.");
    const unknown = await api.put(
      `${base()}/branding`,
      { images: read.images, styles: read.styles, useAtLocations: ['nowhere'] },
      { token: callers.manager },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('This restaurant has no such location.');
  });

  it('refuses colours and addresses the restaurant file would refuse, with sentences', async () => {
    const bad = await api.put(
      `${base()}/branding`,
      { images: { logo: '/media/demo/logo.svg' }, styles: { ...demoStyles, brandColor: 'red' } },
      { token: callers.manager },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Use a hex colour such as "#b3261e".');
    const badUrl = await api.put(
      `${base()}/branding`,
      { images: { logo: 'javascript:alert(1)' }, styles: demoStyles },
      { token: callers.manager },
    );
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.message).toContain('Use a path starting with "/" or an http(s) address.');
    const noLogo = await api.put(
      `${base()}/branding`,
      { images: {}, styles: demoStyles },
      { token: callers.manager },
    );
    expect(noLogo.status).toBe(400);
  });
});

describe("a location's own brand", () => {
  const kits = `${base()}/locations/kitsilano/branding`;

  it('is given by the location’s manager, repaints only that location, and is handed back', async () => {
    const read = (await api.get(`${base()}/branding`, { token: callers.kitsManager })).body.data;
    expect(read.locations).toEqual([
      { locationId: 'downtown', locationName: 'Downtown (Yaletown)', own: null, held: false },
      { locationId: 'kitsilano', locationName: 'Kitsilano', own: null, held: true },
    ]);
    const kitsScreen = await liveClient(server.baseUrl);
    kitsScreen.send({ type: 'subscribe', topic: 'location:demo:kitsilano' });
    await kitsScreen.waitFor((message) => message.type === 'snapshot');
    const from = kitsScreen.messages.length;

    // A location's manager may upload pictures for it.
    const uploaded = await upload(await png(600, 600, '#0d47a1'), 'image/png', callers.kitsManager);
    expect(uploaded.status).toBe(201);
    const logo = uploaded.body.data.url as string;
    const styles = { ...read.styles, brandColor: '#2e7d32' };
    const saved = await api.put(
      kits,
      { images: { ...read.images, logo }, styles },
      { token: callers.kitsManager },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.locations[1].own).toEqual({ images: { ...read.images, logo }, styles });
    expect(saved.body.data.overriddenAt).toEqual([{ locationId: 'kitsilano', locationName: 'Kitsilano' }]);
    // The restaurant's brand is unchanged.
    expect(saved.body.data.styles).toEqual(read.styles);
    const update = await kitsScreen.waitFor(
      (message) => message.type === 'snapshot' && message.data?.settings?.styles?.brandColor === '#2e7d32',
      from,
    );
    expect(update.data.settings.images.logo).toBe(logo);
    const downtown = await api.get('/guest/restaurants/demo/locations/downtown');
    expect(downtown.body.data.settings.styles.brandColor).toBe(read.styles.brandColor);
    expect((await activity())[0]?.summary).toBe(
      'Kitsilano has a brand of its own: changed its logo, brand colour.',
    );

    // Changed again: only what changed is recorded.
    const again = await api.put(
      kits,
      {
        images: { ...read.images, logo },
        styles: { ...styles, theme: styles.theme === 'dark' ? 'light' : 'dark' },
      },
      { token: callers.kitsManager },
    );
    expect(again.status).toBe(200);
    expect((await activity())[0]?.summary).toBe('Changed the theme of Kitsilano.');

    // Not for a location the manager does not hold; not colours the file refuses.
    const other = await api.put(
      `${base()}/locations/downtown/branding`,
      { images: read.images, styles },
      { token: callers.kitsManager },
    );
    expect(other.status).toBe(403);
    const bad = await api.put(
      kits,
      { images: read.images, styles: { ...styles, fontColor: 'white' } },
      { token: callers.kitsManager },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Use a hex colour such as "#b3261e".');
    const nowhere = await api.put(
      `${base()}/locations/nowhere/branding`,
      { images: read.images, styles },
      {
        token: callers.manager,
      },
    );
    expect(nowhere.status).toBe(404);

    // Colours alone: the restaurant's pictures apply there again.
    const coloursOnly = await api.put(kits, { styles }, { token: callers.kitsManager });
    expect(coloursOnly.status).toBe(200);
    expect(coloursOnly.body.data.locations[1].own).toEqual({ styles });
    const nothing = await api.put(kits, {}, { token: callers.kitsManager });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.message).toBe('Send the pictures, the colours, or both.');

    const handed = await api.request('DELETE', kits, { token: callers.kitsManager });
    expect(handed.status).toBe(200);
    expect(handed.body.data.locations[1].own).toBeNull();
    await kitsScreen.waitFor(
      (message) =>
        message.type === 'snapshot' && message.data?.settings?.styles?.brandColor === read.styles.brandColor,
      from,
    );
    kitsScreen.close();
    expect((await activity())[0]?.summary).toBe("Kitsilano now uses the restaurant's brand.");
  });

  it("paints a white-label host's first screen in its only location's own brand", async () => {
    const { restaurantForHost } = await import('./hosts.ts');
    const { db } = server.database;
    await api.put(`${base()}/hosts`, { hosts: ['own-brand.demo.test'] }, { token: callers.manager });
    await verifyHost('own-brand.demo.test');
    await api.put(`${base()}/locations/downtown`, { inactive: true }, { token: callers.manager });
    const read = (await api.get(`${base()}/branding`, { token: callers.manager })).body.data;
    await api.put(
      kits,
      { images: read.images, styles: { ...read.styles, brandColor: '#6a1b9a' } },
      { token: callers.manager },
    );
    try {
      const host = await restaurantForHost(db, 'own-brand.demo.test');
      expect(host).toMatchObject({ locationId: 'kitsilano', pickLocation: false });
      expect(host?.brand.brandColor).toBe('#6a1b9a');
    } finally {
      await api.request('DELETE', kits, { token: callers.manager });
      await api.put(`${base()}/locations/downtown`, { inactive: false }, { token: callers.manager });
      await api.put(`${base()}/hosts`, { hosts: [] }, { token: callers.manager });
    }
  });
});

describe('uploads nobody saved', () => {
  it('are deleted a day after their last upload; pictures in use stay', async () => {
    const unsaved = (await upload(await png(300, 300, '#f9a825'), 'image/png')).body.data.url as string;
    const kept = (await upload(await png(300, 300, '#4e342e'), 'image/png')).body.data.url as string;
    const read = (await api.get(`${base()}/branding`, { token: callers.manager })).body.data;
    const saved = await api.put(
      `${base()}/branding`,
      { images: { ...read.images, menuHeader: kept }, styles: read.styles },
      { token: callers.manager },
    );
    expect(saved.status).toBe(200);
    const served = async (url: string) => (await fetch(`${server.baseUrl}${url}`)).status;
    expect(await served(unsaved)).toBe(200);

    // Within the day nothing goes.
    server.advanceClock(23 * 60 * 60 * 1000);
    expect(await server.mediaCleanup.run()).toEqual([]);
    // Uploaded again: kept a day from now.
    const again = (await upload(await png(300, 300, '#f9a825'), 'image/png')).body.data.url as string;
    expect(again).toBe(unsaved);
    const later = (await upload(await png(300, 300, '#00838f'), 'image/png')).body.data.url as string;
    const id = (url: string) => url.replace('/media/uploads/', '');
    // A day after the first uploads: earlier tests' unsaved pictures go, the one uploaded again stays.
    server.advanceClock(2 * 60 * 60 * 1000);
    const first = await server.mediaCleanup.run();
    expect(first).not.toContain(id(unsaved));
    expect(first).not.toContain(id(later));
    expect(first).not.toContain(id(kept));
    expect(await served(unsaved)).toBe(200);
    server.advanceClock(23 * 60 * 60 * 1000);
    const deleted = await server.mediaCleanup.run();
    expect(deleted).toEqual(expect.arrayContaining([id(unsaved), id(later)]));
    expect(deleted).not.toContain(id(kept));
    expect(await served(unsaved)).toBe(404);
    expect(await served(later)).toBe(404);
    expect(await served(kept)).toBe(200);
    expect(await served(read.images.logo)).toBe(200);
    await api.put(
      `${base()}/branding`,
      { images: read.images, styles: read.styles },
      { token: callers.manager },
    );
  });
});

describe('white-label host names', () => {
  it('saves host names in lower case, refuses bad ones and one another restaurant has', async () => {
    const saved = await api.put(
      `${base()}/hosts`,
      { hosts: ['Order.Maple.test', 'maple.test:8080'] },
      { token: callers.manager },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.hosts.map((entry: Json) => entry.host).sort()).toEqual([
      'maple.test',
      'order.maple.test',
    ]);

    const bad = await api.put(
      `${base()}/hosts`,
      { hosts: ['https://order.maple.test/menu'] },
      { token: callers.manager },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Use a host name such as "order.example.com"');

    const platform = await api.put(
      `${base()}/hosts`,
      { hosts: ['Orderly.test'] },
      { token: callers.manager },
    );
    expect(platform.status).toBe(400);
    expect(platform.body.error.message).toBe(
      "orderly.test is the platform's own address: its page stays the platform's.",
    );

    // Verified, a host is this restaurant's alone (decision 0065).
    await verifyHost('order.maple.test');
    const taken = await api.put(
      `${base('rival')}/hosts`,
      { hosts: ['order.maple.test'] },
      { token: callers.rivalManager },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(
      'order.maple.test already opens another restaurant. Each host name belongs to one restaurant.',
    );
    const [verified, added] = await activity();
    expect(verified?.summary).toBe(
      'Host names: order.maple.test verified (its TXT record was found); it opens the restaurant.',
    );
    expect(added?.summary).toBe('Host names: added order.maple.test, maple.test (pending verification).');
  });

  it('opens the restaurant at / on its host with its brand, and the platform page elsewhere', async () => {
    await api.put(`${base('rival')}/hosts`, { hosts: ['rival.test'] }, { token: callers.rivalManager });
    await verifyHost('rival.test', 'rival', callers.rivalManager);
    const page = async (host: string, path = '/') =>
      (await server.app.inject({ method: 'GET', url: path, headers: { host } })).body;

    const demo = await page('order.maple.test');
    const data = JSON.parse(
      /<script type="application\/json" id="orderly-host">(.*?)<\/script>/.exec(demo)?.[1] ?? 'null',
    );
    // Two locations: the location picker opens, starting at the first.
    expect(data).toMatchObject({ restaurantId: 'demo', locationId: 'downtown', pickLocation: true });
    expect(data.brand).toMatchObject({ name: 'Maple & Miso', brandColor: '#1565c0', theme: 'dark' });
    expect(demo).toContain('<title>Maple &amp; Miso</title>');
    // Deep links on the host carry it too; the port is not part of the name.
    expect(await page('ORDER.MAPLE.TEST:4000', '/menu')).toContain('"restaurantId":"demo"');
    expect(await page('rival.test')).toContain('"restaurantId":"rival"');

    // The platform's own host (and any unknown one) keeps the platform page.
    expect(await page('127.0.0.1')).not.toContain('orderly-host');
    expect(await page('elsewhere.test')).not.toContain('orderly-host');
    // The staff app is the same everywhere.
    expect(await page('order.maple.test', '/staff/')).not.toContain('orderly-host');
  });

  it('keeps the data block inert: nothing in a name can close it', () => {
    const html = hostIndexHtml('<!doctype html><html><head><title>x</title></head></html>', {
      restaurantId: 'r',
      locationId: 'l',
      pickLocation: false,
      brand: {
        name: '</script><script>alert(1)</script>',
        logo: '/l.png',
        brandColor: '#000',
        theme: 'light',
      },
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });
});

describe('host names in the restaurant file', () => {
  it('exports them, imports them back, and refuses one another restaurant has, by its path', async () => {
    const { db } = server.database;
    const document = (await exportRestaurant(db, 'demo'))!;
    expect(document.hostNames).toEqual(expect.arrayContaining(['order.maple.test', 'maple.test']));
    await verifyHost('maple.test');

    // A host the restaurant had keeps its state; one new to it is pending (a file proves nothing about DNS).
    await importRestaurant(db, { ...document, hostNames: ['Maple.test', 'new.maple.test'] });
    const hosts = (await api.get(`${base()}/hosts`, { token: callers.manager })).body.data.hosts as Json[];
    expect(hosts.map((entry) => [entry.host, entry.status])).toEqual([
      ['maple.test', 'verified'],
      ['new.maple.test', 'pending'],
    ]);

    const rival = (await exportRestaurant(db, 'rival'))!;
    // Verified by the demo, maple.test is refused; only claimed by it, new.maple.test could be claimed too.
    const refused = await importRestaurant(db, {
      ...rival,
      hostNames: ['rival.test', 'maple.test', 'new.maple.test'],
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RestaurantDocumentError);
    expect((refused as RestaurantDocumentError).problems).toEqual([
      { path: ['hostNames', 1], message: 'maple.test already opens another restaurant.' },
    ]);
    expect((await exportRestaurant(db, 'rival'))!.hostNames).toEqual(['rival.test']);
  });
});

describe('promo codes', () => {
  it('adds, renames and removes codes, each recorded', async () => {
    const added = await api.put(
      `${base()}/promo-codes/spring10`,
      {
        code: 'spring10',
        discount: 0.1,
        maxDiscountAmount: 1000,
        validDays: [false, true, true, true, true, true, false],
      },
      { token: callers.manager },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.promoCodes).toContainEqual({
      code: 'SPRING10',
      active: true,
      validDays: [false, true, true, true, true, true, false],
      frequency: 'none',
      discount: 0.1,
      maxDiscountAmount: 1000,
    });
    expect((await activity())[0]?.summary).toBe('Added promo code SPRING10 (10% off).');

    const renamed = await api.put(
      `${base()}/promo-codes/SPRING10`,
      { code: 'HELLO15', discount: 0.15, maxDiscountAmount: 1000, frequency: 'month' },
      { token: callers.manager },
    );
    const codes = renamed.body.data.promoCodes.map((promo: { code: string }) => promo.code);
    expect(codes).toContain('HELLO15');
    expect(codes).not.toContain('SPRING10');
    expect((await activity())[0]?.summary).toBe('Renamed SPRING10 to promo code HELLO15 (15% off).');

    const clash = await api.put(
      `${base()}/promo-codes/HELLO15`,
      { code: 'TACOTUESDAY', discount: 0.15, maxDiscountAmount: 1000 },
      { token: callers.manager },
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('There is already a promo code TACOTUESDAY.');

    const removed = await api.delete(`${base()}/promo-codes/hello15`, { token: callers.manager });
    expect(removed.status).toBe(200);
    expect((await activity())[0]?.summary).toBe('Removed promo code HELLO15.');
    expect((await api.delete(`${base()}/promo-codes/HELLO15`, { token: callers.manager })).status).toBe(404);
  });

  it('refuses what the restaurant file refuses, with sentences', async () => {
    const cases: [unknown, string][] = [
      [{ code: 'X', discount: 1.5, maxDiscountAmount: 0 }, 'Use a fraction between 0 and 1.'],
      [
        { code: 'BAD CODE', discount: 0.1, maxDiscountAmount: 0 },
        'Use 1 to 40 letters, digits, dashes or underscores.',
      ],
      [{ code: 'X', discount: 0.1, maxDiscountAmount: -5 }, 'Amounts cannot be negative.'],
      [{ code: 'X', discount: 0.1, maxDiscountAmount: 1.5 }, 'Amounts are whole cents.'],
    ];
    for (const [body, message] of cases) {
      const response = await api.put(`${base()}/promo-codes/X`, body, { token: callers.manager });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message).toContain(message);
    }
  });
});

describe('rewards', () => {
  it('adds a product reward, changes and removes it, and refuses a product the menu does not have', async () => {
    const unknown = await api.put(
      `${base()}/rewards/free-dessert`,
      { id: 'free-dessert', type: 'Points/Product', value: 'no-such-product', points: 300 },
      { token: callers.manager },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Choose a product of the menu for this reward.');

    const mismatch = await api.put(
      `${base()}/rewards/free-dessert`,
      { id: 'free-dessert', type: 'Points/Discount', value: 'fries', points: 300 },
      { token: callers.manager },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toContain("A discount reward's value is an amount in cents");

    const added = await api.put(
      `${base()}/rewards/free-dessert`,
      { id: 'free-dessert', type: 'Points/Product', value: 'fries', points: 300, name: 'Free fries' },
      { token: callers.manager },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.rewards.at(-1)).toEqual({
      id: 'free-dessert',
      type: 'Points/Product',
      value: 'fries',
      points: 300,
      name: 'Free fries',
    });
    expect(added.body.data.products.some((product: { id: string }) => product.id === 'fries')).toBe(true);
    // Customers read it with the restaurant.
    const customerRewards = await api.get('/guest/restaurants/demo/rewards');
    expect(JSON.stringify(customerRewards.body)).toContain('Free fries');
    expect((await activity())[0]?.summary).toBe('Added reward Free fries (300 points).');

    const changed = await api.put(
      `${base()}/rewards/free-dessert`,
      { id: 'free-dessert', type: 'Points/Discount', value: 250, points: 200, name: '$2.50 off' },
      { token: callers.manager },
    );
    expect(changed.body.data.rewards.at(-1)).toMatchObject({ type: 'Points/Discount', value: 250 });

    const removed = await api.delete(`${base()}/rewards/free-dessert`, { token: callers.manager });
    expect(removed.status).toBe(200);
    expect(removed.body.data.rewards.some((reward: { id: string }) => reward.id === 'free-dessert')).toBe(
      false,
    );
  });
});
