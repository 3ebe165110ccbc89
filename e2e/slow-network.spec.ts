import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { isPhone, openLocation, putCart, signUp, useToken } from './ordering-helpers.ts';

/**
 * Issue 17, "The diner": on a slow connection every tap shows at once that it is working and a
 * second tap does nothing more. The network is slowed for what each tap waits on (the screen's
 * lazy chunk, the order's POST) so the journey sees the state in between.
 */
const DOWNTOWN = '/restaurants/demo/locations/downtown';
const SLOW_MS = 2500;

async function slowDown(page: Page, pattern: string | RegExp) {
  const requests: string[] = [];
  await page.route(pattern, async (route: Route) => {
    requests.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await route.continue();
  });
  return requests;
}

test('phone, slow connection: category and product taps show they are opening, once', async ({ page }) => {
  test.skip(!isPhone(page), 'found on a phone');
  await openLocation(page, DOWNTOWN);
  // A slow 3G-like connection for everything from here on, and the screens' chunks slower still.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  // The category screen's code: its own chunk, or the 'browse' group it is built into (vite.config.ts).
  const categoryChunks = await slowDown(page, /\/assets\/(category-route|browse)-[^/]+\.js$/);

  const tile = page.getByTestId('menu-tiles').getByTestId('category-tile').first();
  await tile.click();
  // At once: pressed and busy, before the category's code has arrived.
  await expect(tile).toHaveAttribute('aria-busy', 'true', { timeout: 500 });
  await tile.click();
  await expect(page).toHaveURL(/\/category$/, { timeout: 20_000 });
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
  // Its code was asked for once (none would mean the slowdown missed it and proved nothing).
  expect(categoryChunks.length).toBe(1);
  // One tap, one screen: Back returns to the menu, not to a second /category.
  await page.goBack();
  await expect(page).toHaveURL(/\/menu$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/category$/);

  await slowDown(page, /\/assets\/product-route-[^/]+\.js$/);
  const card = page.getByTestId('product-card').first();
  await card.click();
  await expect(card).toHaveAttribute('aria-busy', 'true', { timeout: 500 });
  await card.click();
  await expect(page).toHaveURL(/\/product$/, { timeout: 20_000 });
  await expect(page.getByTestId('add-to-cart')).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/category$/);
  await cdp.detach();
});

test('slow connection: Place Order is busy at once and a second press places nothing more', async ({
  page,
  request,
}) => {
  test.skip(!isPhone(page), 'found on a phone');
  const { token } = await signUp(request, 'Sam Slowline');
  await putCart(request, token, { 'avocado-toast': 1 });
  await useToken(page, token);
  await openLocation(page, DOWNTOWN);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await page.getByRole('radio', { name: 'Pay In-Person' }).check();
  // Applying a promo code: busy at once, one request however often it is pressed.
  const promoPosts = await slowDown(page, '**/api/promo_code');
  const promo = page.getByTestId('section-promo');
  await promo.getByRole('textbox').fill('NOTACODE');
  await promo.getByRole('button', { name: 'APPLY' }).click();
  const applying = promo.getByRole('button', { name: 'APPLYING…' });
  await expect(applying).toHaveAttribute('aria-busy', 'true', { timeout: 500 });
  await expect(applying).toBeDisabled();
  await applying.click({ force: true }).catch(() => undefined);
  await expect(applying).toHaveCount(0, { timeout: 20_000 });
  expect(promoPosts).toHaveLength(1);

  const posts = await slowDown(page, '**/api/create_order_v2');
  const button = page.getByTestId('place-order');
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true', { timeout: 500 });
  await expect(button).toBeDisabled();
  await button.click({ force: true }).catch(() => undefined);
  await expect(page).toHaveURL(/\/order_complete$/, { timeout: 20_000 });
  expect(posts).toHaveLength(1);
});
