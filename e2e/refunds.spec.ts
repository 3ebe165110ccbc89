import { products } from '@orderly/test-kit';
import { kitFor } from '@orderly/test-kit/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  isPhone,
  noToasts,
  openCheckout,
  openLocation,
  RESTAURANT,
  saveCard,
  signUp,
  staffToken,
  toast,
  useToken,
} from './ordering-helpers.ts';
import { LOCATION, printed, recordPrints, signInStaff } from './staff-helpers.ts';

/**
 * Cancellations and refunds (issue 14): a customer pays online redeeming a reward, staff cancel
 * with a reason, and the customer's open screens show it live with the refund, their points back;
 * staff refund part of another order and the customer sees it in the totals.
 */

const DOWNTOWN = `/restaurants/${RESTAURANT}/locations/${LOCATION}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function points(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`/api/me?restaurantId=${RESTAURANT}`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()).data.restaurant as { rewardPoints: number }).rewardPoints;
}

/** A pickup order placed straight through the API (paid online with the saved card, or in person). */
async function placeOrder(
  request: APIRequestContext,
  token: string,
  counts: Record<string, number>,
  paymentMethod: 'online' | 'offline',
) {
  const order = await kitFor(request).placeOrder(
    token,
    { products: products(counts), paymentMethod },
    `refunds-${Date.now()}-${Math.random()}`,
  );
  return { orderId: order.orderId, orderNumber: order.orderNumber, total: order.total };
}

/**
 * Staff have seen the order (its alert stops): journeys running beside this one at the same
 * location do not get a blinking board and chimes from these orders.
 */
async function silence(request: APIRequestContext, orderId: string) {
  const response = await request.post(`/api/staff/orders/${orderId}/acknowledge`, {
    headers: auth(await staffToken(request)),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The staff board shows New orders first (a tab on a phone); the card's Details opens the order. */
async function openStaffDetails(staff: Page, orderNumber: number) {
  const card = staff.locator(`[data-testid="order-card"][data-order-number="${orderNumber}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: `Details of order #${orderNumber}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Order #${orderNumber}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe.configure({ timeout: 150_000 });
// The phone these screens were designed on (390 × 844); desktop keeps the project's 1280 × 800.
test.use({
  viewport: async ({ isMobile }, use) =>
    use(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 }),
});

test('staff cancel an order paid online: the customer sees it cancelled and refunded live, points back', async ({
  page,
  context,
  request,
  baseURL,
  checkScreen,
  checkPage,
}) => {
  // A customer with points: a large first order paid in person earns them.
  const { token } = await signUp(request, 'Riley Refund');
  await saveCard(request, token);
  await silence(request, (await placeOrder(request, token, { 'fish-tacos': 50 }, 'offline')).orderId);
  const before = await points(request, token);
  expect(before).toBeGreaterThanOrEqual(500);

  // The next order redeems '$5 off your order' (500 points) and is paid online with the saved card.
  const cart = await request.put('/api/user_restaurant', {
    headers: auth(token),
    data: {
      restaurantId: RESTAURANT,
      cart: { 'avocado-toast': { id: 'avocado-toast', count: 2 } },
      choicesCart: [],
      notes: '',
      promos: { 'reward-5-off': { id: 'reward-5-off', count: 1 } },
    },
  });
  expect(cart.status(), await cart.text()).toBe(200);
  await useToken(page, token);
  await openLocation(page, DOWNTOWN);
  await openCheckout(page);
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await page.getByRole('radio', { name: 'Pay Online' }).check();
  await expect(page.getByTestId('section-payment').getByTestId('saved-card')).toContainText('4242');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/order_complete$/);
  await expect(page.getByTestId('order-complete-result')).toHaveText('Payment Successful!');
  const orderNumber = Number(((await page.getByTestId('order-number').textContent()) ?? '').replace('#', ''));
  const history = await request.get(`/api/orders?restaurantId=${RESTAURANT}`, { headers: auth(token) });
  const placed = (
    (await history.json()).data.orders as {
      id: string;
      orderNumber: number;
      total: number;
      pointsEarned: number;
    }[]
  ).find((order) => order.orderNumber === orderNumber)!;
  expect(await points(request, token)).toBe(before - 500 + placed.pointsEarned);

  // The customer keeps the order open in a second tab: its details.
  const details = await context.newPage();
  await details.goto(`/order_details?orderId=${placed.id}`);
  await expect(details.getByTestId('order-details')).toBeVisible({ timeout: 15_000 });
  await expect(details.getByTestId('order-status')).toHaveText('New');

  // Staff cancel it with a reason; the dialog says the online payment is refunded in full.
  const staff = await context.newPage();
  await recordPrints(staff);
  await signInStaff(staff, baseURL!);
  const dialog = await openStaffDetails(staff, orderNumber);
  await dialog.getByRole('button', { name: 'Cancel…' }).click();
  const cancel = staff.getByRole('dialog', { name: `Cancel order #${orderNumber}?` });
  await expect(cancel.getByTestId('cancel-refund')).toHaveText(
    `Paid online: $${(placed.total / 100).toFixed(2)} will be refunded in full to the customer's card.`,
  );
  await cancel.getByRole('radio', { name: 'Item sold out' }).check();
  await checkPage(staff, 'refunds-staff-cancel-dialog');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(toast(staff, `Order #${orderNumber} cancelled`)).toBeVisible();

  // The order-complete screen, still open, turns into a cancellation: no tick, no payment success, no points.
  const total = `$${(placed.total / 100).toFixed(2)}`;
  const complete = page.getByTestId('order-complete');
  await expect(complete.getByRole('heading', { name: 'Order cancelled' })).toBeVisible();
  await expect(page.getByTestId('order-complete-result')).not.toHaveText('Payment Successful!');
  await expect(page.getByTestId('points-earned')).toHaveCount(0);
  await expect(page.getByTestId('cancel-reason')).toHaveText('Reason: Item sold out');
  await expect(page.getByTestId('order-refund')).toContainText(`-${total}`);
  await expect(page.getByTestId('order-complete-status')).toHaveText('Cancelled');
  await noToasts(page);
  await checkScreen('refunds-order-complete-cancelled');

  // The details tab follows live too: status, reason, the refund and what was finally paid.
  await expect(details.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(details.getByTestId('order-cancelled')).toContainText('This order was cancelled');
  await expect(details.getByTestId('cancel-reason')).toHaveText('Reason: Item sold out');
  const refund = details.getByTestId('order-refund');
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('Cancellation refund');
  await expect(refund).toContainText('Item sold out');
  await expect(refund).toContainText(`-${total}`);
  await expect(refund.getByTestId('refund-state')).toHaveText(/Refunded|Refund pending/);
  await expect(details.getByTestId('details-refunded')).toContainText(`-${total}`);
  await expect(details.getByTestId('details-paid')).toContainText('$0.00');
  await checkPage(details, 'refunds-order-details-cancelled');

  // Points: the 500 spent come back and those the order earned go.
  await expect.poll(() => points(request, token)).toBe(before);
  await details.goto('/order_history');
  const row = details.getByTestId('order-row').first();
  await expect(row).toContainText(`Order #${orderNumber}`);
  await expect(row).toContainText('Cancelled');
  await expect(row.getByTestId('order-row-total')).toContainText(`$0.00Refunded ${total}`);
  await checkPage(details, 'refunds-order-history');
  await details.goto('/user');
  await expect(details.getByTestId('user-points')).toContainText(before.toLocaleString('en-CA'));

  // The staff detail shows the cancellation and its refund.
  const staffDetail = await openStaffDetailsFromDone(staff, orderNumber);
  await expect(staffDetail.getByTestId('detail-cancel-reason')).toContainText('Item sold out');
  await expect(staffDetail.getByTestId('order-refund')).toContainText(`-${total}`);
  await expect(staffDetail.getByTestId('detail-paid')).toHaveText('$0.00');
  await expect(staffDetail.getByRole('button', { name: 'Refund…' })).toHaveCount(0);
  await staffDetail.getByRole('button', { name: `Print ticket for order #${orderNumber}` }).click();
  await expect
    .poll(
      async () => (await printed(staff)).findLast((job) => job.text.includes(`#${orderNumber}`))?.text ?? '',
    )
    .toContain('*** CANCELLED ***Item sold out');
  const ticket = (await printed(staff)).findLast((job) => job.text.includes(`#${orderNumber}`))!;
  expect(ticket.text).toContain(`CANCELLATION REFUNDItem sold out-${total}`);
  expect(ticket.text).toContain(`REFUNDED ${total} · PAID $0.00`);
});

test('staff refund one item and then a fixed amount of an online order; never more than is left', async ({
  page,
  context,
  request,
  baseURL,
  checkScreen,
  checkPage,
}) => {
  const { token } = await signUp(request, 'Parker Partial');
  await saveCard(request, token);
  const order = await placeOrder(request, token, { 'fish-tacos': 2, 'avocado-toast': 1 }, 'online');
  const offline = await placeOrder(request, token, { 'avocado-toast': 1 }, 'offline');
  await silence(request, order.orderId);
  await silence(request, offline.orderId);

  // The customer watches the order's details.
  await useToken(page, token);
  await openLocation(page, DOWNTOWN);
  await page.goto(`/order_details?orderId=${order.orderId}`);
  await expect(page.getByTestId('order-details')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('details-refunded')).toHaveCount(0);

  const staff = await context.newPage();
  await recordPrints(staff);
  await signInStaff(staff, baseURL!);

  // An order paid in person has nothing to refund through the card.
  const offlineDetail = await openStaffDetails(staff, offline.orderNumber);
  await expect(offlineDetail.getByRole('button', { name: 'Refund…' })).toHaveCount(0);
  await offlineDetail.getByRole('button', { name: 'Close' }).click();

  const detail = await openStaffDetails(staff, order.orderNumber);
  await detail.getByRole('button', { name: 'Refund…' }).click();
  const refund = staff.getByRole('dialog', { name: `Refund order #${order.orderNumber}` });
  const total = order.total;
  await expect(refund.getByTestId('refund-left')).toHaveText(`Left to refund ${money(total)}`);

  // One item: the tacos' line total, with a reason (required).
  await refund.getByRole('radio', { name: /2× Crispy Fish Tacos/ }).check();
  await refund.getByRole('button', { name: 'Refund $29.00' }).click();
  await expect(refund.getByTestId('refund-error')).toHaveText('Please give a reason for the refund.');
  await refund.getByLabel('Reason').fill('Tacos arrived cold');
  await checkPage(staff, 'refunds-staff-refund-dialog');
  await refund.getByRole('button', { name: 'Refund $29.00' }).click();
  await expect(toast(staff, `Refunded $29.00 on order #${order.orderNumber}`)).toBeVisible();
  await expect(refund).toHaveCount(0);
  await expect(detail.getByTestId('order-refund')).toContainText('2× Crispy Fish Tacos: Tacos arrived cold');
  await expect(detail.getByTestId('detail-refunded')).toHaveText('-$29.00');

  // The customer's open details show the refund and what was finally paid, live.
  const line = page.getByTestId('order-refund');
  await expect(line).toContainText('Refund');
  await expect(line).toContainText('2× Crispy Fish Tacos: Tacos arrived cold');
  await expect(line).toContainText('-$29.00');
  await expect(page.getByTestId('details-refunded')).toContainText('-$29.00');
  await expect(page.getByTestId('details-paid')).toContainText(money(total - 2900));
  await expect(page.getByTestId('order-status')).toHaveText('New');
  await checkScreen('refunds-order-details-partial');

  // A fixed amount: more than is left is refused, in the server's words.
  const left = total - 2900;
  await detail.getByRole('button', { name: 'Refund…' }).click();
  await expect(refund.getByTestId('refund-left')).toHaveText(`Left to refund ${money(left)}`);
  await refund.getByRole('radio', { name: 'A fixed amount' }).check();
  await refund.getByLabel('Amount ($)').fill(((left + 1) / 100).toFixed(2));
  await refund.getByLabel('Reason').fill('Goodwill');
  await refund.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(refund.getByTestId('refund-error')).toHaveText(
    `Sorry, you can refund at most ${money(left)} on this order.`,
  );
  await refund.getByLabel('Amount ($)').fill('2.50');
  await refund.getByRole('button', { name: 'Refund $2.50' }).click();
  await expect(refund).toHaveCount(0);
  await expect(detail.getByTestId('order-refund')).toHaveCount(2);
  await expect(detail.getByTestId('detail-paid')).toHaveText(money(left - 250));
  await expect(page.getByTestId('order-refund')).toHaveCount(2);
  await expect(page.getByTestId('details-paid')).toContainText(money(left - 250));
  // (Other journeys' orders keep arriving at this location: their toasts are not waited for.)
  await checkPage(staff, 'refunds-staff-detail-refunded');

  // The kitchen ticket lists the refunds and what was finally paid.
  await detail.getByRole('button', { name: `Print ticket for order #${order.orderNumber}` }).click();
  await expect
    .poll(
      async () =>
        (await printed(staff)).findLast((job) => job.text.includes(`#${order.orderNumber}`))?.text ?? '',
    )
    .toContain(`REFUNDED ${money(2900 + 250)} · PAID ${money(left - 250)}`);
  const ticket = (await printed(staff)).findLast((job) => job.text.includes(`#${order.orderNumber}`))!;
  expect(ticket.text).toContain('2× Crispy Fish Tacos: Tacos arrived cold');
  expect(ticket.text).toContain('Goodwill');

  // The server refuses too much on its own (an older screen, another device).
  const staffToken = await staff.evaluate(
    () => (JSON.parse(localStorage.getItem('orderly.staff.session') ?? '{}') as { token?: string }).token,
  );
  const tooMuch = await request.post(`/api/staff/orders/${order.orderId}/refunds`, {
    headers: auth(staffToken ?? ''),
    data: { amount: left, reason: 'Twice' },
  });
  expect(tooMuch.status()).toBe(400);
  expect((await tooMuch.json()).error.message).toBe(
    `Sorry, you can refund at most ${money(left - 250)} on this order.`,
  );
  // A customer cannot refund.
  const customer = await request.post(`/api/staff/orders/${order.orderId}/refunds`, {
    headers: auth(token),
    data: { amount: 100, reason: 'Me' },
  });
  expect(customer.status()).toBe(403);
});

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The detail of a finished order: the Done & cancelled lane (a tab on a phone). */
async function openStaffDetailsFromDone(staff: Page, orderNumber: number) {
  if (isPhone(staff)) await staff.getByRole('tab', { name: /Done/ }).click();
  await staff
    .getByTestId('finished-order')
    .filter({ hasText: `#${orderNumber}` })
    .click();
  const dialog = staff.getByRole('dialog', { name: `Order #${orderNumber}` });
  await expect(dialog).toBeVisible();
  return dialog;
}
