import { demoPlaces } from '@orderly/test-kit';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  backOfficeJourneys,
  customerBrowser,
  docsShot,
  longJourney,
  managerHeaders,
  onPhone,
  openManage,
} from './manage-journey.ts';
import { openCheckout, openLocation, putCart, saveAddress, signUp, useToken } from './ordering-helpers.ts';

/**
 * The back office's delivery zones (issue 16): a manager gives Downtown its own zones, changes a fee
 * zone on the map screen, and a customer's open checkout shows the new delivery fee at once; Downtown
 * goes back to the restaurant's zones, whose change on the "Whole restaurant" choice reaches the
 * checkout too; the address box says which zone an
 * address is in; bad outlines are refused before saving; new zones are drawn on the map. The map
 * asks no tile server (no tile source is configured): every request stays on this machine.
 *
 * Each journey puts the demo's zones back as they were. The address used, Vancouver City Hall, is
 * in the demo's outer fee zone (Zone 2, $5.99) and no other journey delivers there.
 */
const ZONES_API = '/api/manage/restaurants/demo/locations/downtown/zones';
const RESTAURANT_ZONES_API = '/api/manage/restaurants/demo/zones';
/** 555 W 12th Ave, Vancouver (City Hall), in the embedded address search: Zone 2. */
const CITY_HALL = { placeId: demoPlaces.cityHall };
const CROSSING = "Zone 1: A zone's outline cannot cross itself: move its points so that no two edges cross.";

backOfficeJourneys();

type Zones = {
  deliveryFee: number;
  deliveryTime: number;
  deliveryZone: unknown[];
  deliveryZonesWithFees: { deliveryFee: number; deliveryTime: number; deliveryZone: unknown[] }[];
};

const zonesOf = ({ deliveryFee, deliveryTime, deliveryZone, deliveryZonesWithFees }: Zones) => ({
  deliveryFee,
  deliveryTime,
  deliveryZone,
  deliveryZonesWithFees,
});

/** The downtown and restaurant zones as they are now, and a way to put them back. */
async function keepZones(request: APIRequestContext) {
  const headers = await managerHeaders(request);
  const read = await request.get(ZONES_API, { headers });
  expect(read.status(), await read.text()).toBe(200);
  const downtown = (await read.json()).data.zones as Zones & { sharedWithRestaurant: boolean };
  const original = zonesOf(downtown);
  const readRestaurant = await request.get(RESTAURANT_ZONES_API, { headers });
  expect(readRestaurant.status(), await readRestaurant.text()).toBe(200);
  const restaurant = zonesOf((await readRestaurant.json()).data.zones as Zones);
  return {
    original,
    restore: async () => {
      const put = await request.put(RESTAURANT_ZONES_API, { headers, data: restaurant });
      expect(put.status(), await put.text()).toBe(200);
      // Downtown uses the restaurant's zones in the demo: it gets them back, or its own as they were.
      const back = downtown.sharedWithRestaurant
        ? await request.delete(ZONES_API, { headers })
        : await request.put(ZONES_API, { headers, data: original });
      expect(back.status(), await back.text()).toBe(200);
    },
    /** Another manager's save (through the API), starting from the original zones. */
    saveAsAnotherManager: async (change: (zones: typeof original) => void) => {
      const theirs = structuredClone(original);
      change(theirs);
      const put = await request.put(ZONES_API, { headers, data: theirs });
      expect(put.status(), await put.text()).toBe(200);
    },
  };
}

/** Every request the page makes goes to this machine (no map tiles from anywhere). */
function watchRequests(page: Page) {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if (
      (protocol === 'http:' || protocol === 'https:') &&
      hostname !== '127.0.0.1' &&
      hostname !== 'localhost'
    )
      outside.push(request.url());
  });
  return outside;
}

/** Opens the zones screen; the staff app asks the manager to sign in first and comes back. */
async function openZones(page: Page) {
  await openManage(page, 'zones', 'Delivery zones');
  await demoZonesDrawn(page);
}

/** Both demo fee zones are drawn (and the delivery area): three outlines on the map. */
async function demoZonesDrawn(page: Page) {
  await expect(page.getByTestId('zone-map')).toBeVisible();
  await expect(page.getByTestId('zone-map').locator('path.zone-map__shape')).toHaveCount(3);
}

/** Downtown uses the restaurant's zones: shown, not edited, until it takes its own. */
async function startOwnZones(page: Page) {
  const group = page.getByRole('group', { name: 'Zones of Downtown (Yaletown)' });
  await expect(group.getByRole('radio', { name: "Use the restaurant's zones" })).toBeChecked();
  await expect(page.getByText("Downtown (Yaletown) uses the restaurant's zones")).toBeVisible();
  await group.getByRole('radio', { name: 'Own zones' }).check();
  await expect(page.getByText("Downtown (Yaletown) starts from the restaurant's zones.")).toBeVisible();
}

async function testAddress(page: Page, address: string) {
  await page.getByLabel('Address', { exact: true }).fill(address);
  await page.getByRole('button', { name: 'Test address' }).click();
}

test('a manager changes a zone fee and an open checkout shows the new delivery fee', async ({
  page,
  browser,
  request,
  checkScreen,
  checkPage,
}) => {
  longJourney();
  const zones = await keepZones(request);
  const outside = watchRequests(page);
  // A customer at checkout, delivering to City Hall (Zone 2).
  const { token } = await signUp(request, 'Zoe Zone');
  await putCart(request, token, { 'fish-tacos': 1 });
  await saveAddress(request, token, 'downtown', CITY_HALL);
  const { page: customer, close } = await customerBrowser(browser);
  try {
    await useToken(customer, token);
    await openLocation(customer, '/restaurants/demo/locations/downtown');
    await openCheckout(customer);
    await customer.getByRole('radio', { name: 'Delivery' }).check();
    await expect(customer.getByTestId('delivery-fee').locator('dd')).toHaveText('$5.99');

    await openZones(page);
    // Downtown uses the restaurant's zones: the address box already answers for them.
    await testAddress(page, '555 W 12th Ave');
    await expect(page.getByTestId('zone-test-result')).toContainText('In Zone 2: delivery fee $5.99');
    await startOwnZones(page);
    await expect(page.getByLabel('Zone 1 delivery fee')).toHaveValue('2.99');
    await expect(page.getByLabel('Zone 2 delivery fee')).toHaveValue('5.99');
    await expect(page.getByLabel('Default delivery fee')).toHaveValue('4.99');

    // The address box: City Hall is in Zone 2.
    await testAddress(page, '555 W 12th Ave');
    const result = page.getByTestId('zone-test-result');
    await expect(result).toContainText('555 W 12th Ave, Vancouver, BC V5Z 3X7');
    await expect(result).toContainText('In Zone 2: delivery fee $5.99, about 40 min.');
    await checkScreen('manage-zones');
    await docsShot(page, 'manage-zones-desktop');

    // A new fee: the box follows the unsaved change, then the save reaches the open checkout.
    await page.getByLabel('Zone 2 delivery fee').fill('7.49');
    await expect(result).toContainText('In Zone 2: delivery fee $7.49, about 40 min.');
    await expect(result).toContainText('With your unsaved changes.');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(result).not.toContainText('With your unsaved changes.');
    await expect(customer.getByTestId('delivery-fee').locator('dd')).toHaveText('$7.49');
    await checkPage(customer, 'manage-zones-checkout-follows');

    // Outside every zone.
    await testAddress(page, '4700 Kingsway, Burnaby');
    await expect(result).toContainText('Outside the delivery area: customers there cannot choose delivery.');

    // The keyboard's way: a point typed so that Zone 1 crosses itself is refused before saving.
    await page.getByText('Zone 1 points (7)').click();
    const lat = page.getByLabel('Zone 1 point 1 latitude');
    const lng = page.getByLabel('Zone 1 point 1 longitude');
    await lat.fill('49.2600');
    await lng.fill('-123.1000');
    await expect(
      page.getByRole('alert').filter({ hasText: "A zone's outline cannot cross itself" }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please check these before saving' }),
    ).toContainText(CROSSING);
    await checkScreen('manage-zones-refused');
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByLabel('Zone 2 delivery fee')).toHaveValue('7.49');

    // Drawing a zone on the map: four clicks, then the first point again.
    await page.getByRole('button', { name: 'Draw a new zone' }).click();
    const map = page.getByTestId('zone-map');
    const box = (await map.boundingBox())!;
    const at = (x: number, y: number) => ({ x: box.width * x, y: box.height * y });
    for (const position of [at(0.2, 0.2), at(0.35, 0.2), at(0.35, 0.35), at(0.2, 0.35)]) {
      await map.click({ position });
    }
    await map.click({ position: at(0.2, 0.2) });
    await expect(page.getByLabel('Zone 3 delivery fee')).toHaveValue('4.99');
    await expect(page.getByText('Zone 3 points (4)')).toBeVisible();
    await expect(map.locator('path.zone-map__shape')).toHaveCount(4);
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByLabel('Zone 3 delivery fee')).toHaveCount(0);

    // Moving a point on the map: drag Zone 1's first point; its numbers follow.
    await page.getByText('Zone 1 points (7)').click();
    const firstLat = page.getByLabel('Zone 1 point 1 latitude');
    await expect(firstLat).toHaveValue('49.2995');
    await page.getByRole('button', { name: 'Move points on the map' }).first().click();
    const vertices = map.locator('.marker-icon:not(.marker-icon-middle)');
    await expect(vertices).toHaveCount(7);
    const vertex = (await vertices.first().boundingBox())!;
    await page.mouse.move(vertex.x + vertex.width / 2, vertex.y + vertex.height / 2);
    await page.mouse.down();
    await page.mouse.move(vertex.x + vertex.width / 2 + 30, vertex.y + vertex.height / 2 + 30, { steps: 5 });
    await page.mouse.up();
    await expect(firstLat).not.toHaveValue('49.2995');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Done moving points' }).click();
    await expect(vertices).toHaveCount(0);
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(firstLat).toHaveValue('49.2995');

    // Back to the restaurant's zones: the checkout pays the restaurant's Zone 2 fee again.
    await page
      .getByRole('group', { name: 'Zones of Downtown (Yaletown)' })
      .getByRole('radio', { name: "Use the restaurant's zones" })
      .check();
    await expect(page.getByText("Downtown (Yaletown) now uses the restaurant's zones.")).toBeVisible();
    await expect(customer.getByTestId('delivery-fee').locator('dd')).toHaveText('$5.99');

    // The restaurant's zones, from the same screen: a change reaches Downtown's open checkout.
    await page.getByRole('button', { name: "Edit the restaurant's zones" }).click();
    await expect(page.getByRole('combobox', { name: 'Zones of' })).toHaveValue('restaurant');
    await expect(page.getByTestId('zones-users')).toHaveText(
      'Used by Downtown (Yaletown). Kitsilano has its own zones.',
    );
    await expect(page.getByTestId('zone-map').locator('path.zone-map__shape')).toHaveCount(3);
    await page.getByLabel('Zone 2 delivery fee').fill('6.49');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(customer.getByTestId('delivery-fee').locator('dd')).toHaveText('$6.49');
    await checkScreen('manage-zones-restaurant');

    // The activity names the changes.
    await page.getByRole('link', { name: 'Activity' }).click();
    await expect(
      page.getByText('Changed the delivery zones of Downtown (Yaletown): zone 2 fee $5.99 → $7.49.').first(),
    ).toBeVisible();
    await expect(
      page.getByText("Downtown (Yaletown) now uses the restaurant's delivery zones.").first(),
    ).toBeVisible();
    await expect(
      page
        .getByText(
          "Changed the restaurant's delivery zones (used by Downtown (Yaletown)): zone 2 fee $5.99 → $6.49.",
        )
        .first(),
    ).toBeVisible();
    expect(outside, 'requests that left this machine').toEqual([]);
  } finally {
    await close();
    await zones.restore();
  }
});

test.describe('on a 1024x768 tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('the map and the zones side by side; a time changed and an address tested', async ({
    page,
    request,
    checkScreen,
  }) => {
    const zones = await keepZones(request);
    const outside = watchRequests(page);
    try {
      await openZones(page);
      await startOwnZones(page);
      // The map and the lists share the width of the tablet.
      const mapBox = (await page.getByTestId('zone-map').boundingBox())!;
      const listBox = (await page
        .getByRole('list', { name: 'Fee zones, checked in this order' })
        .boundingBox())!;
      expect(mapBox.x + mapBox.width).toBeLessThanOrEqual(listBox.x);
      expect(mapBox.width).toBeGreaterThan(450);

      await testAddress(page, '555 W 12th Ave');
      await expect(page.getByTestId('zone-test-result')).toContainText(
        'In Zone 2: delivery fee $5.99, about 40 min.',
      );
      await page.getByLabel('Zone 2 delivery time').fill('45');
      await expect(page.getByTestId('zone-test-result')).toContainText('about 45 min.');
      await checkScreen('manage-zones-tablet');
      await docsShot(page, 'manage-zones-tablet');

      // Meanwhile another manager saves a new default fee (no customer pays it while there are fee
      // zones, so journeys running beside this one see no change). It arrives live; with edits on
      // this screen, saving would undo theirs, so the screen says so and offers to load theirs.
      await zones.saveAsAnotherManager((original) => {
        original.deliveryFee = 549;
      });
      await expect(
        page.getByRole('alert').filter({ hasText: 'Someone else changed these zones' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Load the latest zones' }).click();
      await expect(page.getByLabel('Default delivery fee')).toHaveValue('5.49');
      await expect(page.getByLabel('Zone 2 delivery time')).toHaveValue('40');
      // With no edits here, another save simply shows up.
      await zones.saveAsAnotherManager((original) => {
        original.deliveryFee = 559;
      });
      await expect(page.getByLabel('Default delivery fee')).toHaveValue('5.59');
      await page.getByLabel('Zone 2 delivery time').fill('45');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();

      // What customers read now.
      const location = await request.get('/guest/restaurants/demo/locations/downtown');
      const settings = (await location.json()).data.settings as Zones;
      expect(settings.deliveryZonesWithFees[1]?.deliveryTime).toBe(45);
      expect(settings.deliveryFee).toBe(559);
      expect(outside, 'requests that left this machine').toEqual([]);
    } finally {
      await zones.restore();
    }
  });
});

test('a map replaced while it zooms throws nothing (Leaflet finishes a zoom on a timer)', async ({
  page,
  request,
}) => {
  const zones = await keepZones(request);
  try {
    await openZones(page);
    // Zoom in with the keyboard, then at once take Downtown's own zones: the shown map is replaced
    // by the editor's while the zoom still runs. The fixture fails the journey on any page error.
    // Replaced in the zoom's first frames, as a live update can (a tap is too slow to be sure of it):
    // a watcher set before the key press takes the zones as soon as the zoom starts. (Looking for
    // the zoom after the key press missed it on a busy machine: the zoom had ended, and the journey
    // waited for one until it timed out.)
    await page.evaluate(() => {
      const map = document.querySelector('[data-testid="zone-map"]');
      const state = window as unknown as { replacedWhileZooming?: Promise<boolean> };
      state.replacedWhileZooming = new Promise<boolean>((resolve) => {
        if (!map) return resolve(false);
        const observer = new MutationObserver(() => {
          if (!map.querySelector('.leaflet-zoom-anim')) return;
          observer.disconnect();
          const own = [...document.querySelectorAll('label')].find(
            (label) => label.textContent === 'Own zones',
          );
          own?.querySelector('input')?.click();
          resolve(true);
        });
        observer.observe(map, { subtree: true, attributes: true, attributeFilter: ['class'] });
        setTimeout(() => {
          observer.disconnect();
          resolve(false);
        }, 10_000);
      });
    });
    await page.getByTestId('zone-map').focus();
    await page.keyboard.press('Equal');
    const replaced = await page.evaluate(
      () => (window as unknown as { replacedWhileZooming: Promise<boolean> }).replacedWhileZooming,
    );
    expect(replaced, 'the map was replaced while its zoom ran').toBe(true);
    await expect(page.getByText("Downtown (Yaletown) starts from the restaurant's zones.")).toBeVisible();
    await demoZonesDrawn(page);
    await page.waitForTimeout(400);
  } finally {
    await zones.restore();
  }
});

test('with a tile source configured (MAP_TILE_URL), the map shows its tiles and credit', async ({ page }) => {
  // The server under test has no tile source: the answer is given one, and the "tile server" is
  // this test (a 1×1 picture), so nothing leaves the machine here either.
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const tiles: string[] = [];
  await page.route('https://tiles.example.test/**', (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: pixel });
  });
  await page.route(`**${ZONES_API}`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.zones.tiles = {
      url: 'https://tiles.example.test/{z}/{x}/{y}.png',
      attribution: '© Example tiles',
    };
    await route.fulfill({ response, json: body });
  });
  await openZones(page);
  const map = page.getByTestId('zone-map');
  await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute(
    'src',
    /^https:\/\/tiles\.example\.test\/\d+\/\d+\/\d+\.png$/,
  );
  await expect(map.getByText('© Example tiles')).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);
});

test('on a 390x844 phone the zones screen fits the screen', async ({ browser }) => {
  await onPhone(browser, {
    path: 'zones',
    heading: 'Delivery zones',
    name: 'manage-zones-phone',
    ready: demoZonesDrawn,
    show: (page) => page.getByRole('group', { name: 'Zones of Downtown (Yaletown)' }),
  });
});
