import { demo, products } from '@orderly/test-kit';
import { kitFor } from '@orderly/test-kit/playwright';
import { expect, test } from './fixtures.ts';
import { openLocation, useToken } from './ordering-helpers.ts';
import { serverForDescribe } from './restaurant-server.ts';
import { LOCATION, onKitchenTablet, orderCard, RESTAURANT, signInStaff } from './staff-helpers.ts';

/**
 * Escalation of an order nobody confirms (issue 25, item 5; decisions 0080, 0081, 0088), with short
 * delays: Downtown alerts louder after 1 s and rejects after 1 minute. A minute is the shortest
 * rejection delay a location takes, so this journey's server runs its clock four times faster
 * (CLOCK_RATE, development only: the minute passes in 15 s, room for a slow machine to look at the
 * urgent card and open the diner's page first) and looks for unconfirmed orders every
 * half second. It runs on a server of its own (E2E_PORT + 4): the shared ones keep real time and
 * the default delays, and their journeys' orders are never rejected under them.
 */
const CLOCK_RATE = 4;
const REASON = 'The restaurant did not confirm your order in time, so it was cancelled automatically.';

test.describe('escalation of an order nobody confirms', () => {
  onKitchenTablet(90_000);

  const BASE = serverForDescribe({
    portOffset: 4,
    name: 'escalation',
    serverEnv: {
      DATA_DIR: 'memory',
      CLOCK_NOW: '2026-11-18T19:30:00-08:00',
      CLOCK_RATE: String(CLOCK_RATE),
      ESCALATION_CHECK_MS: '500',
    },
  });

  test('nobody confirms: the card turns urgent, the managers are told, then it is rejected and refunded', async ({
    page,
    browser,
    request,
    checkScreen,
    checkPage,
  }) => {
    const kit = kitFor(request, BASE);
    // The manager sets Downtown's delays as short as they go (the back office's own API).
    await kit.data('updateLocation', {
      params: { restaurantId: RESTAURANT, locationId: LOCATION },
      body: { settings: { escalateAfterSeconds: 1, autoRejectAfterMinutes: 1 } },
      token: await kit.staffSignIn(demo.manager),
    });

    // The manager has the board open; a diner orders tacos for pickup and pays online.
    await signInStaff(page, BASE, demo.manager.email);
    const { token } = await kit.signUp({ name: 'Dana Diner', phoneNumber: '6045550142' });
    await kit.saveCard(token);
    const dinerContext = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 } });
    const diner = await dinerContext.newPage();
    await useToken(diner, token);
    await openLocation(diner, `/restaurants/${RESTAURANT}/locations/${LOCATION}`);
    const order = await kit.placeOrder(token, {
      products: products({ 'fish-tacos': 1 }),
      paymentMethod: 'online',
    });
    const number = `#${order.orderNumber}`;
    const total = `$${(order.total / 100).toFixed(2)}`;

    // Nobody confirms: past the first delay the card turns urgent, in words as well as in colour.
    const card = orderCard(page, order.orderNumber);
    await expect(page.locator('#lane-incoming')).toContainText(number);
    await expect(card).toHaveAttribute('data-urgent', 'true');
    await expect(card.getByRole('alert')).toHaveText(/^Not confirmed for \d+ s — confirm it now$/);

    // The diner keeps the order open on their phone.
    await diner.goto(`/order_details?orderId=${order.orderId}`);
    await expect(diner.getByTestId('order-status')).toHaveText('New', { timeout: 10_000 });
    await checkScreen('escalation-board-urgent');

    // The activity names the platform as the one who acted, and the managers got an e-mail.
    const back = await page.context().newPage();
    await back.goto(`${BASE}/staff/manage/${RESTAURANT}/activity`);
    const line = back
      .getByRole('listitem')
      .filter({ hasText: `Order ${number} at ` })
      .filter({ hasText: 'so the board alerted louder.' });
    await expect(line).toContainText(/: not confirmed for \d+ s, so the board alerted louder\./);
    await expect(line).toContainText('Automatic');
    const subject = back.getByRole('heading', {
      level: 2,
      name: `Order ${number} has not been confirmed for 1 minute`,
    });
    await expect(async () => {
      await back.goto(`${BASE}/dev/outbox?to=${encodeURIComponent(demo.manager.email)}`);
      await expect(subject).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await back.close();

    // A minute of the server's time later nobody has still confirmed: it leaves New by itself.
    await expect(page.locator('#lane-incoming').locator(card)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('finished-order').filter({ hasText: number })).toContainText('Cancelled');

    // The diner's page says so live, with the reason and the refund of the whole charge.
    await expect(diner.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(diner.getByTestId('cancel-reason')).toHaveText(`Reason: ${REASON}`);
    const refund = diner.getByTestId('order-refund');
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText(`-${total}`);
    await expect(diner.getByTestId('details-paid')).toContainText('$0.00');
    await checkPage(diner, 'escalation-diner-cancelled');
    await dinerContext.close();
  });
});
