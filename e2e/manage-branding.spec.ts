import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  backOfficeJourneys,
  customerBrowser,
  docsShot,
  LOGO_PNG,
  longJourney,
  managerHeaders,
  onPhone,
  openManage,
} from './manage-journey.ts';
import { openLocation } from './ordering-helpers.ts';

/**
 * The back office's branding (issue 16): a manager changes the brand colour and uploads a logo,
 * the preview follows each change, a colour pair under WCAG AA is warned about, a file that is not
 * a picture is refused with a sentence, and a customer's open menu repaints as soon as the brand is
 * saved. A host name of the restaurant's own opens it at `/` in its colours once its DNS record is
 * found (here `maple.localhost`, which browsers send to this machine, while the journeys use
 * 127.0.0.1, the platform's address; the server reads records from its sandbox DNS). Promo codes and rewards are edited on
 * a 1024x768 tablet. Each journey puts the demo back as it was.
 */
const BRANDING_API = '/api/manage/restaurants/demo/branding';
const HOSTS_API = '/api/manage/restaurants/demo/hosts';

backOfficeJourneys();

/** The demo's brand and host names as they are now, and a way to put them back. */
async function keepBrand(request: APIRequestContext) {
  const headers = await managerHeaders(request);
  const read = await request.get(BRANDING_API, { headers });
  expect(read.status(), await read.text()).toBe(200);
  const { images, styles } = (await read.json()).data as { images: unknown; styles: unknown };
  const hosts = (
    (await (await request.get(HOSTS_API, { headers })).json()).data as { hosts: { host: string }[] }
  ).hosts.map((entry) => entry.host);
  return async () => {
    const brand = await request.put(BRANDING_API, { headers, data: { images, styles } });
    expect(brand.status(), await brand.text()).toBe(200);
    const host = await request.put(HOSTS_API, { headers, data: { hosts } });
    expect(host.status(), await host.text()).toBe(200);
  };
}

/** The brand colour the customer app paints with (a CSS custom property on the root element). */
const brandOf = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--brand').trim());

test('a new brand colour and logo reach an open customer menu when saved; AA contrast is warned about', async ({
  page,
  browser,
  request,
  checkScreen,
  checkPage,
}) => {
  longJourney();
  const restore = await keepBrand(request);
  const { page: customer, close } = await customerBrowser(browser);
  try {
    await openLocation(customer, '/restaurants/demo/locations/downtown');
    await expect.poll(() => brandOf(customer)).toBe('#b3261e');

    await openManage(page, 'branding', 'Branding');
    const desktopPreview = page.getByTestId('preview-desktop');
    await expect(desktopPreview).toHaveAttribute('aria-label', /brand colour #b3261e/);
    await expect(page.getByText('Every colour pair meets WCAG AA contrast')).toBeVisible();
    await checkScreen('manage-branding');

    // A pale font colour on the brand colour: warned about, with its ratio.
    const brandCode = page.getByRole('textbox', { name: 'Brand colour', exact: true });
    const fontCode = page.getByRole('textbox', { name: 'Font colour', exact: true });
    await brandCode.fill('#1565c0');
    await expect(desktopPreview).toHaveAttribute('aria-label', /brand colour #1565c0/);
    await expect(page.getByTestId('preview-phone')).toHaveAttribute('aria-label', /brand colour #1565c0/);
    await fontCode.fill('#90caf9');
    const warning = page.getByText(
      /The font colour on the brand colour has a contrast of \d\.\d:1; WCAG AA asks/,
    );
    await expect(warning).toBeVisible();
    await expect(page.getByText('1 colour pair fails WCAG AA contrast')).toBeVisible();
    await checkScreen('manage-branding-contrast-warning');
    await fontCode.fill('#ffffff');
    await expect(page.getByText('Every colour pair meets WCAG AA contrast')).toBeVisible();

    // A file that is not a picture is refused with a sentence; a real one is resized and previewed.
    const logoSlot = page.getByTestId('slot-logo');
    await page.getByTestId('upload-logo').setInputFiles({
      name: 'menu.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is a price list, not a picture'),
    });
    await expect(logoSlot.getByRole('alert')).toHaveText(
      'This file is not a picture we can read. Upload a PNG, JPEG, WebP, GIF, AVIF or SVG file.',
    );
    await page
      .getByTestId('upload-logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect(logoSlot.getByText('Logo uploaded (96 × 96). Save the brand to publish it.')).toBeVisible();
    await expect(desktopPreview.locator('img.bpv-logo')).toHaveAttribute(
      'src',
      /^\/media\/uploads\/demo\/[0-9a-f]{32}\.webp$/,
    );

    // Nothing reaches customers before the save; then the open menu repaints at once.
    await expect(page.getByText('Unsaved changes: customers still see the saved brand.')).toBeVisible();
    expect(await brandOf(customer)).toBe('#b3261e');
    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect.poll(() => brandOf(customer), { timeout: 10_000 }).toBe('#1565c0');
    await expect(customer.locator('header img').first()).toHaveAttribute('src', /\/media\/uploads\/demo\//);
    await checkPage(customer, 'manage-branding-customer-repainted');

    // The activity names the change.
    await page.getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByText('Changed the logo, brand colour.').first()).toBeVisible();
  } finally {
    await close();
    await restore();
  }
});

test('an uploaded menu header is the band above the customer menu on phones and computers', async ({
  page,
  browser,
  request,
  checkPage,
}) => {
  longJourney();
  const restore = await keepBrand(request);
  const desktop = await customerBrowser(browser);
  const phone = await customerBrowser(browser, { width: 390, height: 844 });
  try {
    await openManage(page, 'branding', 'Branding');
    await page
      .getByTestId('upload-menuHeader')
      .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect(page.getByTestId('slot-menuHeader').getByText(/Menu header uploaded/)).toBeVisible();
    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    const header = (
      (await (await request.get(BRANDING_API, { headers: await managerHeaders(request) })).json()).data as {
        images: { menuHeader?: string };
      }
    ).images.menuHeader;
    expect(header).toMatch(/^\/media\/uploads\/demo\/[0-9a-f]{32}\.webp$/);

    // Customers see it where the background was, on a phone and on a computer.
    for (const customer of [desktop.page, phone.page]) {
      await openLocation(customer, '/restaurants/demo/locations/downtown');
      const band = customer.getByTestId('menu-band-picture');
      await expect(band).toHaveAttribute('src', header!);
      await expect.poll(() => band.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(header!);
    }
    await checkPage(phone.page, 'menu-header-band-phone');
    await checkPage(desktop.page, 'menu-header-band-desktop');
  } finally {
    await desktop.close();
    await phone.close();
    await restore();
  }
});

test("Kitsilano gets a brand of its own and hands it back; Downtown keeps the restaurant's", async ({
  page,
  browser,
  request,
  checkScreen,
}) => {
  longJourney();
  const headers = await managerHeaders(request);
  const before = (
    (await (await request.get(BRANDING_API, { headers })).json()).data as {
      locations: { locationId: string; own: { images?: unknown; styles?: unknown } | null }[];
    }
  ).locations.find((location) => location.locationId === 'kitsilano')?.own;
  const KITSILANO_BRAND = '/api/manage/restaurants/demo/locations/kitsilano/branding';
  // Two customers, each in a browser of their own (one session each: its location).
  const kitsilanoBrowser = await customerBrowser(browser);
  const downtownBrowser = await customerBrowser(browser);
  const kitsilano = kitsilanoBrowser.page;
  const downtown = downtownBrowser.page;
  try {
    await openLocation(kitsilano, '/restaurants/demo/locations/kitsilano');
    await openLocation(downtown, '/restaurants/demo/locations/downtown');
    const downtownColour = await brandOf(downtown);

    await openManage(page, 'branding', 'Branding');
    const scope = page.getByRole('combobox', { name: 'Brand of' });
    await scope.selectOption({ label: 'Kitsilano (its own brand)' });
    await expect(page.getByText('Kitsilano has a brand of its own')).toBeVisible();
    const brandCode = page.getByRole('textbox', { name: 'Brand colour', exact: true });
    await brandCode.fill('#2e7d32');
    await expect(page.getByTestId('preview-desktop')).toHaveAttribute('aria-label', /brand colour #2e7d32/);
    // While there are unsaved changes the brand being edited cannot be switched.
    await expect(scope).toBeDisabled();
    await checkScreen('manage-branding-location');
    await page.getByRole('button', { name: "Save Kitsilano's brand" }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    // Kitsilano's open menu repaints; Downtown's keeps the restaurant's colour.
    await expect.poll(() => brandOf(kitsilano), { timeout: 10_000 }).toBe('#2e7d32');
    expect(await brandOf(downtown)).toBe(downtownColour);

    // Handed back: Kitsilano takes the restaurant's brand.
    await page.getByRole('button', { name: "Use the restaurant's brand at Kitsilano" }).click();
    await expect(
      page.getByRole('status').filter({ hasText: "Kitsilano now uses the restaurant's brand." }),
    ).toBeVisible();
    await expect(
      page.getByText("Kitsilano uses the restaurant's brand. Saving here gives it a brand of its own."),
    ).toBeVisible();
    await expect.poll(() => brandOf(kitsilano), { timeout: 10_000 }).toBe(downtownColour);
  } finally {
    await kitsilanoBrowser.close();
    await downtownBrowser.close();
    // Kitsilano's own brand as it was (the demo's: its own colours and theme).
    const put = before
      ? await request.put(KITSILANO_BRAND, { headers, data: before })
      : await request.delete(KITSILANO_BRAND, { headers });
    expect(put.status(), await put.text()).toBe(200);
  }
});

test('a host name of its own opens the restaurant at / in its colours once its DNS record is found; the platform address keeps its page', async ({
  page,
  browser,
  request,
  checkScreen,
  checkPage,
}) => {
  longJourney();
  const restore = await keepBrand(request);
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await visitorContext.newPage();
  try {
    await openManage(page, 'branding', 'Branding');
    const field = page.getByLabel('Add a host name');
    const add = page.getByRole('button', { name: 'Add', exact: true });
    await field.fill('https://maple.localhost/menu');
    await add.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Use a host name such as' })).toBeVisible();
    // Names nobody can own are refused before anything is saved.
    await field.fill('localhost');
    await add.click();
    await expect(page.getByRole('alert').filter({ hasText: 'You cannot use localhost' })).toBeVisible();
    await field.fill('maple.localhost');
    await add.click();

    // Pending: the record to publish, and the host opens nothing yet.
    const hosts = page.getByRole('list', { name: 'Host names' });
    const row = hosts.getByRole('listitem', { name: 'maple.localhost' });
    await expect(row.getByText('Waiting for verification')).toBeVisible();
    const dnsRecord = row.getByLabel('DNS record for maple.localhost');
    await expect(dnsRecord.getByText('_orderly-verify.maple.localhost', { exact: true })).toBeVisible();
    await expect(dnsRecord.getByText(/^orderly-verify=[0-9a-f]{32}$/)).toBeVisible();
    await checkScreen('manage-hosts-pending');
    await docsShot(page, 'manage-hosts-desktop', page.getByRole('heading', { name: 'Your own web address' }));
    await onPhone(browser, {
      path: 'branding',
      heading: 'Branding',
      name: 'manage-hosts-phone',
      ready: (phone) =>
        expect(
          phone.getByRole('listitem', { name: 'maple.localhost' }).getByText('Waiting for verification'),
        ).toBeVisible(),
      show: (phone) => phone.getByRole('heading', { name: 'Your own web address' }),
    });
    const port = new URL(page.url()).port;
    const pending = await visitor.goto(`http://maple.localhost:${port}/`);
    expect(await pending?.text()).not.toContain('<script type="application/json" id="orderly-host">');

    // Checked before the record exists: still pending, and the screen says what is missing.
    await row.getByRole('button', { name: 'Check now for maple.localhost' }).click();
    // (No record yet; or, when the journey runs again on the same server, an earlier claim's value.)
    await expect(row.getByText(/at _orderly-verify\.maple\.localhost (yet|reads)/)).toBeVisible();
    // The development server's sandbox DNS stands for the manager's DNS provider.
    await row.getByRole('button', { name: 'Publish in the sandbox DNS for maple.localhost' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published maple.localhost' })).toBeAttached();
    await row.getByRole('button', { name: 'Check now for maple.localhost' }).click();
    await expect(row.getByText('Live', { exact: true })).toBeVisible();
    await expect(row.getByText('https://maple.localhost/')).toBeVisible();

    // The restaurant's own address: its name and colours from the page itself, then (two
    // locations) its location picker.
    const response = await visitor.goto(`http://maple.localhost:${port}/`);
    expect(await response?.text()).toContain('<title>Maple &amp; Miso</title>');
    await expect(visitor).toHaveURL(new RegExp(`^http://maple.localhost:${port}/locations$`), {
      timeout: 20_000,
    });
    // The splash was painted in the restaurant's brand before the app ran (index.html's boot script).
    const splash = await visitor.evaluate(
      () =>
        (window as unknown as { __orderlySplashBrand?: { brandColor?: string; name?: string } })
          .__orderlySplashBrand,
    );
    expect(splash).toMatchObject({ name: 'Maple & Miso', brandColor: '#b3261e' });
    await expect.poll(() => brandOf(visitor), { timeout: 15_000 }).toBe('#b3261e');
    await checkPage(visitor, 'white-label-root');

    // The platform's own address keeps the platform page.
    const platform = await visitorContext.newPage();
    await platform.goto('/');
    await expect(platform).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(platform.locator('#orderly-host')).toHaveCount(0);
    await platform.close();

    await hosts.getByRole('button', { name: 'Remove maple.localhost' }).click();
    await expect(page.getByText('No address of your own yet')).toBeVisible();
  } finally {
    await visitorContext.close();
    await restore();
  }
});

test.describe('on a 1024x768 tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('the brand form beside its preview; a promo code and a reward added and removed', async ({
    page,
    checkScreen,
  }) => {
    await openManage(page, 'branding', 'Branding');
    const form = (await page.getByRole('heading', { name: 'Colours and theme' }).boundingBox())!;
    const preview = (await page.getByRole('heading', { name: 'Live preview' }).boundingBox())!;
    expect(form.x + form.width).toBeLessThanOrEqual(preview.x);
    await page.getByText('Dark', { exact: true }).click();
    await expect(page.getByTestId('preview-phone')).toHaveAttribute('aria-label', /dark theme/);
    await checkScreen('manage-branding-tablet');
    await page.getByRole('button', { name: 'Discard' }).click();

    // Promo codes
    await page.getByRole('link', { name: 'Promo codes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
    const codes = page.getByRole('list', { name: 'Promo codes' });
    await expect(codes.locator('.pcode', { hasText: 'TACOTUESDAY' })).toBeVisible();
    await page.getByRole('button', { name: 'Add promo code' }).click();
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('spring 15');
    await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue('SPRING15');
    await page.getByRole('textbox', { name: 'Discount', exact: true }).fill('15');
    await page.getByRole('textbox', { name: 'Largest discount' }).fill('12');
    await page.getByRole('checkbox', { name: 'Sunday' }).uncheck();
    await page.getByRole('checkbox', { name: 'Saturday' }).uncheck();
    await page.getByRole('combobox', { name: 'How often' }).selectOption('week');
    await checkScreen('manage-promo-code-editor');
    await page.getByRole('button', { name: 'Save promo code' }).click();
    const row = codes.getByRole('listitem').filter({ hasText: 'SPRING15' });
    await expect(row).toContainText('15% off');
    await expect(row).toContainText('Up to $12.00 · Weekdays · Once a week per customer');
    await row.getByRole('button', { name: 'Remove SPRING15' }).click();
    await row.getByRole('button', { name: 'Yes, remove SPRING15' }).click();
    await expect(codes.getByText('SPRING15')).toHaveCount(0);

    // Rewards
    await page.getByRole('link', { name: 'Rewards' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    await page.getByRole('button', { name: 'Add reward' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Free fries');
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('Points/Product');
    await page.getByRole('combobox', { name: 'Free item' }).selectOption({ label: 'Hand-Cut Fries ($6.95)' });
    await page.getByRole('textbox', { name: 'Points needed' }).fill('400');
    await page
      .getByTestId('reward-picture')
      .setInputFiles({ name: 'fries.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect(page.getByRole('img', { name: 'The reward as customers see it' })).toBeVisible();
    await checkScreen('manage-reward-editor');
    await page.getByRole('button', { name: 'Save reward' }).click();
    const rewards = page.getByRole('list', { name: 'Rewards' });
    const reward = rewards.getByRole('listitem').filter({ hasText: 'Free fries' });
    await expect(reward).toContainText('400 points · Free item for points');
    await reward.getByRole('button', { name: 'Remove Free fries' }).click();
    await reward.getByRole('button', { name: 'Yes, remove Free fries' }).click();
    await expect(rewards.getByText('Free fries')).toHaveCount(0);
  });
});

test('on a 390x844 phone the branding screen fits the screen', async ({ browser }) => {
  await onPhone(browser, {
    path: 'branding',
    heading: 'Branding',
    name: 'manage-branding-phone',
    ready: (page) => expect(page.getByTestId('preview-phone')).toBeVisible(),
    show: (page) => page.getByRole('region', { name: 'Colours and theme' }),
  });
});
