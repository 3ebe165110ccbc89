import { demo } from '@orderly/test-kit';
import { expect, test } from './fixtures.ts';
import {
  noToasts,
  openCheckout,
  openLocation,
  putCart,
  setOrderStatus,
  signUp,
  staffToken,
  useToken,
} from './ordering-helpers.ts';

/**
 * Issue 26 (decision 0095): a diner says yes to texts at checkout; when staff confirm the order, the
 * text is in the development outbox page (the SMS sandbox), in the restaurant's name.
 */

const DOWNTOWN = '/restaurants/demo/locations/downtown';

test('a diner who ticks "Text me updates" gets the confirmed text', async ({
  page,
  request,
  checkScreen,
}) => {
  // A number of this run's own, so the outbox shows only this journey's texts.
  const digits = `604555${String(Date.now() % 10_000).padStart(4, '0')}`;
  const e164 = `+1${digits}`;
  const { token } = await signUp(request, 'Tess Texter', digits);
  await putCart(request, token, { 'fish-tacos': 1 });
  await useToken(page, token);
  await openLocation(page, DOWNTOWN);
  await openCheckout(page);
  await page.getByRole('radio', { name: 'Pickup' }).check();

  const consent = page.getByRole('checkbox', { name: 'Text me updates about this order' });
  await expect(consent).not.toBeChecked();
  // Keyboard reachable: a space ticks it.
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.getByRole('radio', { name: 'Pay In-Person' }).check();
  await noToasts(page);
  await checkScreen('checkout-text-updates');

  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/order_complete$/);
  const history = await request.get(`/api/orders?restaurantId=${demo.restaurantId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [order] = (await history.json()).data.orders as {
    orderId?: string;
    id?: string;
    orderNumber: number;
  }[];
  const orderId = (order!.orderId ?? order!.id)!;

  await setOrderStatus(request, await staffToken(request), orderId, 'Preparing');

  const text = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `Text to ${e164}` }) });
  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(e164)}`);
    await expect(text).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // In the restaurant's name, once; the order's first text says how to opt out.
  await expect(text.locator('pre')).toHaveText(
    new RegExp(
      `^${demo.restaurantName} has confirmed your order #${order!.orderNumber} and is preparing it\\. It will be ready around \\d{1,2}:\\d{2} [AP]M\\.\\nReply STOP to opt out\\.$`,
    ),
  );
  await page.screenshot({ path: test.info().outputPath('dev-outbox-text.png'), fullPage: true });
});
