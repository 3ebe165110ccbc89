import { products } from '@orderly/test-kit';
import { kitFor } from '@orderly/test-kit/playwright';
import { expect, test } from './fixtures.ts';
import { backOfficeJourneys, customerBrowser, managerHeaders, openManage } from './manage-journey.ts';
import { openLocation, useToken } from './ordering-helpers.ts';
import { CLOSED_URL } from './playwright.config.ts';

/**
 * The back office's first page and a location's fees as a manager sees them (issue 24), on the
 * CLOSED server (its downtown is open around the clock; the OPEN server's customers never meet
 * what these journeys change for a few seconds). Each puts back what it changed.
 */
const SETTINGS_API = `${CLOSED_URL}/api/manage/restaurants/demo/settings`;
const DOWNTOWN_API = `${CLOSED_URL}/api/manage/restaurants/demo/locations/downtown`;
const STATUS_API = `${CLOSED_URL}/api/staff/location_status`;
const KITSILANO = { restaurantId: 'demo', locationId: 'kitsilano' };

backOfficeJourneys();

test('the Turned off card names the features that are off; paused delivery is resumed from the first page', async ({
  page,
  request,
  checkScreen,
}) => {
  const headers = await managerHeaders(request, CLOSED_URL);
  const before = (await (await request.get(SETTINGS_API, { headers })).json()).data.settings;
  const restore = () =>
    request.put(SETTINGS_API, {
      headers,
      data: {
        settings: { rewardsEnabled: before.rewardsEnabled, promoCodesEnabled: before.promoCodesEnabled },
      },
    });
  try {
    const off = await request.put(SETTINGS_API, {
      headers,
      data: { settings: { rewardsEnabled: false, promoCodesEnabled: false } },
    });
    expect(off.status(), await off.text()).toBe(200);
    const paused = await request.put(STATUS_API, { headers, data: { ...KITSILANO, deliveryOpen: false } });
    expect(paused.status(), await paused.text()).toBe(200);

    // Signed in on a section first; the first page is the back office's own address.
    await openManage(page, 'restaurant', 'Restaurant', CLOSED_URL);
    await page.goto(`${CLOSED_URL}/staff/manage/demo`);
    await expect(page.getByRole('heading', { level: 1, name: 'Maple & Miso' })).toBeVisible({
      timeout: 20_000,
    });
    const turnedOff = page.getByRole('region', { name: 'Turned off' });
    await expect(turnedOff.getByRole('listitem')).toHaveText([
      /^Rewards are off: customers collect no points\./,
      /^Promo codes are off: checkout has no promo code box\./,
    ]);
    await expect(turnedOff.getByRole('link', { name: 'Turn on promo codes in Restaurant' })).toBeVisible();
    const kitsilano = page
      .getByRole('region', { name: 'Locations now' })
      .getByRole('listitem')
      .filter({ hasText: 'Kitsilano' });
    await expect(kitsilano).toContainText('Delivery is paused: customers cannot order delivery here.');
    await checkScreen('manage-home-turned-off');

    // Turned on again (in Restaurant, or here by the API): the card goes.
    expect((await restore()).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Locations now' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Turned off' })).toHaveCount(0);

    // Resume delivery from here: the location's note goes, and delivery is open again.
    await kitsilano.getByRole('button', { name: 'Resume delivery' }).click();
    await expect(kitsilano).not.toContainText('Delivery is paused');
    await expect(kitsilano.getByRole('button', { name: 'Resume delivery' })).toHaveCount(0);
  } finally {
    await restore();
    await request.put(STATUS_API, { headers, data: { ...KITSILANO, deliveryOpen: true } });
  }
});

test("a location's deposit set in the back office is charged on the next order and shown on its receipt", async ({
  page,
  browser,
  request,
  checkScreen,
  checkPage,
}) => {
  const headers = await managerHeaders(request, CLOSED_URL);
  const before = (await (await request.get(DOWNTOWN_API, { headers })).json()).data.location.settings.deposit;
  const kit = kitFor(request, CLOSED_URL);
  const customer = await customerBrowser(browser, { width: 390, height: 844 });
  try {
    await openManage(page, 'locations/downtown', 'Downtown', CLOSED_URL);
    await page.getByRole('textbox', { name: 'Deposit' }).fill('0.75');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await checkScreen('manage-location-deposit');

    // SPEC.md section 3's deposit: a fixed amount added to the order's total (fish tacos 2 × $14.50).
    const { token } = await kit.signUp({ name: 'Dee Posit', phoneNumber: '6045551234' });
    const order = await kit.placeOrder(token, { products: products({ 'fish-tacos': 2 }) });
    await useToken(customer.page, token);
    await openLocation(customer.page, `${CLOSED_URL}/restaurants/demo/locations/downtown`);
    await customer.page.goto(`${CLOSED_URL}/order_details?orderId=${order.orderId}`);
    const details = customer.page.getByTestId('order-details');
    await expect(details).toContainText(`Order #${order.orderNumber}`);
    // The receipt's amounts: each a term and its definition.
    const totals = customer.page.getByRole('region', { name: 'Totals' });
    const amount = (term: string) =>
      totals.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(amount('Deposit')).toHaveText('$0.75');
    await expect(amount('Total')).toHaveText(`$${(order.total / 100).toFixed(2)}`);
    await checkPage(customer.page, 'order-details-deposit');
  } finally {
    await customer.close();
    const put = await request.put(DOWNTOWN_API, { headers, data: { settings: { deposit: before ?? 0 } } });
    expect(put.status(), await put.text()).toBe(200);
  }
});
