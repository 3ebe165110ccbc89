import { expect, test } from './fixtures.ts';
import { isPhone, noToasts, openLocation, setOrderStatus, staffToken } from './ordering-helpers.ts';

/**
 * Issue 17, "The diner" and "The newcomer": a guest keeps their order after FINISH through its
 * tracking link (on this device, and on any device that holds the link), and the platform's root
 * page is never a 404.
 */
const DOWNTOWN = '/restaurants/demo/locations/downtown';

interface KeptLink {
  token: string;
  orderId: string;
  orderNumber: number;
}

test('a guest follows their order live by its tracking link, kept on the device after FINISH', async ({
  page,
  request,
  browser,
  checkScreen,
}) => {
  test.skip(!isPhone(page), 'guests order from a table, on a phone');
  await openLocation(page, `${DOWNTOWN}/tables/t2`);
  await page.getByTestId('menu-tiles').getByRole('button', { name: 'Snacks & Small Plates' }).click();
  await page.getByTestId('product-card').filter({ hasText: 'Crispy Fish Tacos' }).click();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-button').click();
  await page.getByRole('link', { name: 'ORDER AS GUEST' }).click();
  await page.getByRole('button', { name: 'CONTINUE AS GUEST' }).click();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/order_complete$/);

  const link = page.getByTestId('tracking-link');
  await expect(link).toContainText('no account needed');
  const kept = await page.evaluate(
    () => JSON.parse(localStorage.getItem('orderly.trackingLinks') ?? '[]') as KeptLink[],
  );
  expect(kept).toHaveLength(1);
  const [{ token, orderId, orderNumber }] = kept as [KeptLink];
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // FINISH, then Orders: a guest is not stranded at 'Please login to view orders.'
  await page.getByTestId('finish').click();
  await page.goto('/order_history');
  await expect(page.getByText('Please login to view orders.')).toBeVisible();
  const onDevice = page.getByTestId('tracked-orders');
  await expect(onDevice).toContainText(`Order #${orderNumber}`);
  await noToasts(page);
  await checkScreen('orders-guest-on-device');
  await onDevice.getByRole('link', { name: new RegExp(`Order #${orderNumber}`) }).click();

  await expect(page).toHaveURL(/\/track#/);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('tracking-status')).toHaveText('New');
  await expect(page.getByTestId('tracking-table')).toHaveText('2');
  await expect(page.getByTestId('order-tracking')).toContainText('Crispy Fish Tacos');
  await checkScreen('order-tracking');

  // The kitchen starts it: the tracking screen follows without a reload.
  await setOrderStatus(request, await staffToken(request), orderId, 'Preparing');
  await expect(page.getByTestId('tracking-status')).toHaveText('Preparing');

  // Another device that holds the link opens it without an account or the restaurant's session;
  // one that does not hold it sees nothing.
  const other = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const stranger = await other.newPage();
  await stranger.goto(`/track#${token}`);
  await expect(stranger.getByTestId('tracking-status')).toHaveText('Preparing');
  await expect(stranger.getByTestId('order-tracking')).not.toContainText('Robin');
  await stranger.goto(`/track#${token.slice(0, -2)}xx`);
  await stranger.reload();
  await expect(stranger.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(stranger.getByText('Sorry, we could not find that order.')).toBeVisible();
  await expect(stranger.getByTestId('order-tracking')).toHaveCount(0);
  await other.close();
});

test("the platform's root page lists the demo's links, never a 404", async ({ page, checkScreen }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Online ordering' })).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
  const demo = page.getByTestId('demo-links');
  await expect(demo.getByRole('link', { name: 'Pickup or delivery' })).toHaveAttribute(
    'href',
    '/restaurants/demo/locations/downtown',
  );
  await expect(demo.getByRole('link', { name: 'Staff app' })).toHaveAttribute('href', '/staff');
  await checkScreen('platform-home');
  await demo.getByRole('link', { name: 'Pickup or delivery' }).click();
  await expect(page).toHaveURL(/\/menu$/, { timeout: 20_000 });
});
