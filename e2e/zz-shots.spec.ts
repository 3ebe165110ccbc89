import { demo, guestOrderBody } from '@orderly/test-kit';
import { kitFor } from '@orderly/test-kit/playwright';
import { test } from './fixtures.ts';
import { OPEN_URL } from './playwright.config.ts';
import { STAFF } from './staff-helpers.ts';

test('shots: open tabs with move, merge, remove', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const kit = kitFor(request, OPEN_URL);
  const manager = await kit.staffSignIn(demo.manager);
  const place = { restaurantId: demo.restaurantId, locationId: demo.downtown };
  await kit.data('updateLocation', {
    params: place,
    body: { settings: { tableTabs: { enabled: true, idleCloseMinutes: 180 } } },
    token: manager,
  });
  for (const [table, names] of [
    ['t3', ['Ana', 'Ben', 'Chidinma']],
    ['t6', ['Dee']],
  ] as const) {
    let token = '';
    for (const name of names) {
      const joined = await kit.data('joinTableVisit', { body: { ...place, tableId: table, name } });
      token = joined.visitToken;
    }
    await request.post(`${OPEN_URL}/guest/create_order`, {
      data: guestOrderBody({
        tableId: table,
        products: { 'fish-tacos': { id: 'fish-tacos', count: 2 } },
        visitToken: token,
      }),
    });
  }
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${OPEN_URL}/staff/restaurants/${demo.restaurantId}/locations/${demo.downtown}`);
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Tables' }).first().click();
    await page.getByTestId('visit-card').first().waitFor();
    await page.screenshot({ path: `/tmp/shots/tabs-${name}.png`, fullPage: false });
    await page.getByRole('button', { name: 'Move' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: `/tmp/shots/move-${name}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Merge' }).first().click();
    await page.getByRole('dialog').getByRole('radio').first().check();
    await page.screenshot({ path: `/tmp/shots/merge-${name}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Remove Ben/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: `/tmp/shots/remove-${name}.png` });
    await page.close();
  }
});
