import { demo, demoAddresses, products } from '@orderly/test-kit';
import { kitFor } from '@orderly/test-kit/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, saveDocsScreen, test } from './fixtures.ts';
import { saveCard, signUp } from './ordering-helpers.ts';
import { CLOSED_URL, OPEN_URL } from './playwright.config.ts';
import {
  onKitchenTablet,
  orderCard,
  placeDineInOrder,
  printed,
  recordPrints,
  sendRequest,
  showAsPrinted,
  signInStaff,
  TABLET,
} from './staff-helpers.ts';

/** Keeps a screenshot for the docs (the checkScreen copy lives under e2e/screenshots). */
/** A customer's delivery order to unit 1204 with instructions and a free Basque Cheesecake. */
async function deliveryWithReward(request: APIRequestContext, orderTime = 'ASAP') {
  const { token } = await signUp(request, 'Jordan Park', '6045559876');
  const kit = kitFor(request);
  await kit.data('saveAddress', {
    body: { ...demoAddresses.downtownUnit, restaurantId: demo.restaurantId, locationId: demo.downtown },
    token,
  });
  await saveCard(request, token);
  const order = await kit.placeOrder(
    token,
    {
      products: products({ 'fish-tacos': 2 }),
      promos: { 'reward-free-cheesecake': { id: 'reward-free-cheesecake', count: 1 } },
      orderType: 'Delivery',
      orderTime,
      paymentMethod: 'online',
    },
    `kitchen-${Date.now()}-${Math.random()}`,
  );
  return { orderId: order.orderId, orderNumber: order.orderNumber };
}

test.describe('the kitchen on a 1024 × 768 tablet', () => {
  // Where these were found (issue 17).
  onKitchenTablet(150_000);

  test('the card, detail and ticket show the free reward item, the unit and the driver instructions', async ({
    page,
    request,
    checkScreen,
  }) => {
    await recordPrints(page);
    await signInStaff(page, OPEN_URL);
    const order = await deliveryWithReward(request);
    const card = orderCard(page, order.orderNumber);
    // Without a tap: who it is for, the dishes with the free cheesecake, and the unit.
    await expect(card).toContainText('Delivery · Jordan Park');
    await expect(card.locator('.lines li').first()).toContainText('2×Crispy Fish Tacos');
    await expect(card.getByTestId('reward-line')).toContainText('1×Free Basque Cheesecake');
    await expect(card.getByTestId('reward-line')).toContainText('FREE');
    await expect(card.getByTestId('reward-line')).toBeVisible();
    await expect(card).toContainText('Unit 1204');
    await card.getByRole('button', { name: 'Silence alert' }).click();
    await checkScreen('kitchen-card-reward-unit');
    await saveDocsScreen(page, 'staff-card-reward-delivery-unit');

    await card.getByRole('button', { name: `Details of order #${order.orderNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('reward-line')).toContainText('Free Basque Cheesecake');
    await expect(dialog).toContainText('Unit 1204');
    // The driver's instructions are in Details and on the ticket, not on the board's card.
    await expect(dialog).toContainText('Buzz 1204, leave at the door');
    await dialog.getByRole('button', { name: /Print ticket/ }).click();
    await expect.poll(async () => (await printed(page)).length).toBeGreaterThan(0);
    const ticket = (await printed(page)).at(-1)!;
    expect(ticket.text).toContain('Free Basque Cheesecake');
    expect(ticket.text).toContain('REWARD · FREE');
    expect(ticket.text).toContain('UNIT 1204');
    expect(ticket.text).toContain('DRIVER: Buzz 1204, leave at the door');
    await page.keyboard.press('Escape');
    await showAsPrinted(page, ticket);
    await checkScreen('kitchen-ticket-reward-unit');
    await saveDocsScreen(page, 'staff-kitchen-ticket');
  });

  test('a board a cook reads at arm’s length: dishes on every card, every lane in view, a scheduled lane, undo', async ({
    page,
    request,
    checkScreen,
  }) => {
    await signInStaff(page, OPEN_URL);
    const first = await placeDineInOrder(request, OPEN_URL, 't3', 'No onions please');
    const second = await placeDineInOrder(request, OPEN_URL, 't4');
    const later = await deliveryWithReward(request, '2026-11-18T21:30:00-08:00');
    // Three tables call at once, one at length: their requests are one row above the lanes, not a
    // block that pushes the orders below the fold.
    await sendRequest(
      request,
      OPEN_URL,
      't6',
      'Two more glasses of water, extra napkins and the dessert menu when you have a moment, please',
    );
    for (const table of ['t7', 't8']) await sendRequest(request, OPEN_URL, table, 'Bill');
    await expect(page.getByTestId('request-card').filter({ hasText: 'Table 8' }).first()).toBeVisible();

    // Every card shows its dishes and the request without a tap; the later one waits in
    // Scheduled, not ringing.
    for (const number of [first.orderNumber, second.orderNumber]) {
      const card = orderCard(page, number);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('.lines li').first()).toBeVisible();
      await expect(card.locator('.lines li').first()).toContainText('2×Smashed Avocado Toast');
    }
    await expect(orderCard(page, first.orderNumber).getByTestId('order-notes')).toContainText(
      'No onions please',
    );
    const scheduled = page.locator('#lane-scheduled');
    await expect(scheduled).toContainText(`#${later.orderNumber}`);
    await expect(orderCard(page, later.orderNumber)).toHaveAttribute('data-alerting', 'false');
    await expect(orderCard(page, later.orderNumber)).toContainText(/Start \d{1,2}:\d{2}/);

    // Every lane fits: nothing is cut off at the right edge, the clock is not over the table number.
    for (const lane of await page.locator('.lane').all()) {
      const box = await lane.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(TABLET.width);
    }
    const clock = await orderCard(page, first.orderNumber).getByTestId('order-clock').boundingBox();
    const who = await orderCard(page, first.orderNumber).locator('.order-card__who').boundingBox();
    expect(clock!.y >= who!.y + who!.height || clock!.x >= who!.x + who!.width).toBe(true);
    await checkScreen('kitchen-board-tablet');
    await saveDocsScreen(page, 'staff-board-tablet');

    // Confirm, Mark done, then Undo: back in Preparing.
    const card = orderCard(page, first.orderNumber);
    await card.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.locator('#lane-preparing')).toContainText(`#${first.orderNumber}`);
    await card.getByRole('button', { name: 'Mark done' }).click();
    await expect(page.locator('#lane-finished')).toContainText(`#${first.orderNumber}`);
    // New orders from other journeys may toast meanwhile: the undo stays reachable beside them.
    await page
      .locator('[data-sonner-toast]', { hasText: `Order #${first.orderNumber} is done` })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(page.locator('#lane-preparing')).toContainText(`#${first.orderNumber}`);
    await expect(page.locator('#lane-finished')).not.toContainText(`#${first.orderNumber}`);
  });

  test('first sign-in lists the locations by name, Tables warns about a localhost address, pausing asks how long', async ({
    page,
    checkScreen,
  }) => {
    // On the CLOSED server's Kitsilano (closed at this hour, where no journey orders), so pausing it
    // never refuses another journey's order. A first sign-in on this device: the restaurant's name
    // and its locations, no location code.
    await page.goto(`${CLOSED_URL}/staff/sign-in`);
    await page.getByLabel('Email').fill('staff@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a location' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Maple & Miso/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^demo/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Kitsilano/ })).toBeVisible();
    await expect(page.getByLabel('Location code')).toHaveCount(0);
    await checkScreen('kitchen-first-sign-in');
    await page.getByRole('link', { name: /Kitsilano/ }).click();
    await expect(page.getByTestId('connection')).toHaveText('Live');

    // The e2e server runs without PUBLIC_URL: its address is localhost, so the QR codes would not open.
    await page.getByRole('link', { name: 'Tables' }).click();
    const warning = page.getByTestId('public-url-warning');
    await expect(warning).toContainText('will not open on a phone');
    await expect(warning).toContainText('PUBLIC_URL=https://your-domain npm start');
    await checkScreen('kitchen-tables-localhost-warning');

    // Pausing asks first, says what it closes and offers a pause that ends by itself.
    await page.getByRole('switch', { name: 'Ordering open' }).click();
    const dialog = page.getByTestId('pause-dialog');
    await expect(dialog).toContainText('seated guests cannot call staff');
    for (const name of ['Pause for 15 min', 'Pause for 30 min', 'Pause for 60 min', 'Until I resume']) {
      await expect(dialog.getByRole('button', { name })).toBeVisible();
    }
    await checkScreen('kitchen-pause-dialog');
    await dialog.getByRole('button', { name: 'Pause for 15 min' }).click();
    // The end is the server's (its clock and tz database): a wall-clock time at the restaurant.
    await expect(page.getByTestId('pause-until')).toHaveText(/Resumes by itself at \d{1,2}:\d{2} [AP]M\./);
    await page.getByRole('link', { name: /^Orders/ }).click();
    // The paused banner is one band on a tablet, so the lanes stay above the fold.
    await expect(page.getByTestId('paused-banner')).toBeVisible();
    expect((await page.getByTestId('paused-banner').boundingBox())!.height).toBeLessThan(90);
    await page.getByRole('button', { name: 'Resume ordering' }).click();
    await expect(page.getByTestId('paused-banner')).toHaveCount(0);
  });
});
