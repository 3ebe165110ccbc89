import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CLOSED_URL, OPEN_URL } from './playwright.config.ts';
import {
  alerts,
  closeToastsInTheWay,
  guestOrder,
  guestRequest,
  hideTab,
  onKitchenTablet,
  orderCard,
  pickupOrderWithReview,
  placeDineInOrder,
  printed,
  recordAlerts,
  recordPrints,
  sendRequest,
  showAsPrinted,
  signInStaff,
  TABLET,
} from './staff-helpers.ts';

const PHONE = { width: 390, height: 844 };

test.describe('staff app on a 1024 px tablet', () => {
  onKitchenTablet(120_000);

  test('a dine-in order and a request arrive live; staff confirm both and finish the order', async ({
    page,
    request,
    checkScreen,
  }) => {
    await recordPrints(page);
    await signInStaff(page, OPEN_URL);

    const order = await placeDineInOrder(request, OPEN_URL, 't3', 'No onions please, nut allergy');
    const tableRequest = await sendRequest(request, OPEN_URL, 't3', 'Water');

    // Both appear without a reload, the order flashing until someone acknowledges it.
    const card = orderCard(page, order.orderNumber);
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('data-alerting', 'true');
    await expect(card).toContainText('Dine-in · Table 3');
    await expect(card).toContainText('2×Smashed Avocado Toast');
    await expect(card).toContainText('No onions please, nut allergy');
    await expect(card).toContainText('Pay in person');
    await expect(page.getByText('New Dine-in Order').first()).toBeVisible();
    await expect(page.getByText('Open to confirm order for table #3!').first()).toBeVisible();
    const requestCard = page
      .getByTestId('request-card')
      .filter({ hasText: 'Table 3' })
      .filter({ hasText: 'Water' });
    await expect(requestCard).toBeVisible();
    await expect(page.getByRole('link', { name: /Orders/ })).toContainText(/\d/);

    // The location prints kitchen tickets: one was printed on arrival, on the 80 mm layout.
    await expect.poll(async () => (await printed(page)).map((job) => job.kind)).toContain('ticket');
    const ticket = (await printed(page)).find((job) => job.text.includes(`#${order.orderNumber}`));
    expect(ticket?.text).toContain('TABLE 3');
    expect(ticket?.text).toContain('No onions please');
    await checkScreen('staff-queue-new-order');

    // Staff confirm the request: the table's browser sees it confirmed.
    await requestCard.getByRole('button', { name: /Confirm/ }).click();
    await expect(requestCard).toHaveCount(0);
    await expect
      .poll(async () => (await guestRequest(request, OPEN_URL, tableRequest.id)).confirmed)
      .toBe(true);

    // Only valid moves are offered: a New order can be confirmed (one tap on the card), not marked done.
    await expect(card.getByRole('button', { name: 'Mark done' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Confirm order' }).click();
    await expect(card).toHaveAttribute('data-alerting', 'false');
    await expect(page.locator('#lane-preparing')).toContainText(`#${order.orderNumber}`);
    await expect(card.getByRole('button', { name: 'Mark done' })).toBeVisible();
    await expect
      .poll(async () => (await guestOrder(request, OPEN_URL, order.trackingToken)).status)
      .toBe('Preparing');

    // The detail view has the bill's breakdown.
    await card.getByRole('button', { name: `Details of order #${order.orderNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Order #${order.orderNumber}` })).toBeVisible();
    await expect(dialog).toContainText('Subtotal');
    await expect(dialog).toContainText('Tax');
    await expect(dialog).toContainText('Total');
    await checkScreen('staff-order-detail');
    await dialog.getByRole('button', { name: 'Mark done' }).click();
    await expect(dialog.locator('.status')).toHaveText('Done');
    await expect
      .poll(async () => (await guestOrder(request, OPEN_URL, order.trackingToken)).status)
      .toBe('Done');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('#lane-finished')).toContainText(`#${order.orderNumber}`);

    // A print button reprints any order. (Only this order's tickets are counted: journeys beside
    // this one print their own orders on the same board.)
    const tickets = async () =>
      (await printed(page)).filter((job) => job.text.includes(`#${order.orderNumber}`));
    const before = (await tickets()).length;
    await page
      .getByTestId('finished-order')
      .filter({ hasText: `#${order.orderNumber}` })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Print ticket/ })
      .click();
    await expect.poll(async () => (await tickets()).length).toBe(before + 1);
    await page.keyboard.press('Escape');
    // Closing the details hands focus back to the row that opened them, not the page body.
    await expect(
      page.getByTestId('finished-order').filter({ hasText: `#${order.orderNumber}` }),
    ).toBeFocused();

    // The ticket as the 80 mm printer gets it.
    const reprint = (await tickets()).at(-1)!;
    expect(reprint.html).toContain('size: 80mm auto');
    await showAsPrinted(page, reprint);
    await checkScreen('staff-kitchen-ticket');
  });

  test('alerts: chime now and every 10 s until acknowledged, and a system notification when the tab is hidden', async ({
    page,
    request,
  }) => {
    await recordAlerts(page);
    // The page's timers run on a clock the test moves: the repeat comes when 10 s pass, not 10 s later.
    await page.clock.install();
    await signInStaff(page, OPEN_URL);
    await page.getByRole('button', { name: 'Enable alerts' }).click();
    await expect(page.getByRole('button', { name: 'Enable alerts' })).toHaveCount(0);
    await hideTab(page, true);
    const notesBefore = (await alerts(page)).notes;
    const order = await placeDineInOrder(request, OPEN_URL, 't11');
    const card = orderCard(page, order.orderNumber);
    await expect(card).toHaveAttribute('data-alerting', 'true');
    await expect
      .poll(async () => (await alerts(page)).notifications)
      .toContainEqual({ title: 'New Dine-in Order', body: 'Open to confirm order for table #11!' });
    await expect.poll(async () => (await alerts(page)).notes).toBeGreaterThan(notesBefore);
    const afterFirstChime = (await alerts(page)).notes;
    // Nobody answered: it rings again 10 seconds later.
    await page.clock.fastForward(10_000);
    await expect.poll(async () => (await alerts(page)).notes).toBeGreaterThan(afterFirstChime);
    await hideTab(page, false);
    await card.getByRole('button', { name: 'Silence alert' }).click();
    await expect(card).toHaveAttribute('data-alerting', 'false');
  });

  test('the connection indicator shows a drop, and the queue catches up after reconnecting', async ({
    page,
    request,
  }) => {
    let blocked = false;
    const sockets: { close: () => Promise<void> }[] = [];
    await page.routeWebSocket('**/live', (socket) => {
      if (blocked) {
        void socket.close();
        return;
      }
      socket.connectToServer();
      sockets.push(socket);
    });
    await signInStaff(page, OPEN_URL);
    blocked = true;
    for (const socket of sockets) await socket.close();
    await expect(page.getByTestId('connection')).toHaveText('Reconnecting…');
    // An order placed while the tablet is offline is not lost: the snapshot on reconnect has it.
    const order = await placeDineInOrder(request, OPEN_URL, 't12');
    await expect(orderCard(page, order.orderNumber)).toHaveCount(0);
    blocked = false;
    await expect(page.getByTestId('connection')).toHaveText('Live', { timeout: 15_000 });
    await expect(orderCard(page, order.orderNumber)).toBeVisible();
  });

  test('a pickup order shows the customer, phone, ready-by time and review', async ({ page, request }) => {
    const order = await pickupOrderWithReview(request, OPEN_URL);
    await signInStaff(page, OPEN_URL);
    const card = orderCard(page, order.orderNumber);
    await expect(card).toContainText('Pickup');
    await expect(card).toContainText('Avery Lee');
    await expect(card).toContainText(/Ready by \d{1,2}:\d{2}\s?[AP]M/);
    // The phone and the review are one tap away, in Details.
    await card.getByRole('button', { name: `Details of order #${order.orderNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('(778) 333 - 4444');
    await expect(dialog.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(dialog).toContainText('Lovely toast, a little slow');
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Silence alert' }).click();
    await page.getByRole('link', { name: 'Today' }).click();
    await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('Lovely toast, a little slow');
  });

  test('cancelling needs a reason; the customer sees the order cancelled', async ({
    page,
    request,
    checkScreen,
  }) => {
    await signInStaff(page, OPEN_URL);
    const order = await placeDineInOrder(request, OPEN_URL, 't5');
    const card = orderCard(page, order.orderNumber);
    await card.getByRole('button', { name: 'Silence alert' }).click();
    await expect(card).toHaveAttribute('data-alerting', 'false');
    // Cancelling is in Details (the board card keeps the bump only).
    const details = card.getByRole('button', { name: `Details of order #${order.orderNumber}` });
    await details.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel…' }).click();
    await expect(dialog.getByRole('heading', { name: `Cancel order #${order.orderNumber}?` })).toBeVisible();
    // Closed without cancelling, focus is back on the card's Details (not the page body).
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(details).toBeFocused();
    await details.click();
    await dialog.getByRole('button', { name: 'Cancel…' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please give a reason for cancelling the order.');
    await dialog.getByLabel('Item sold out').check();
    await checkScreen('staff-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(async () => (await guestOrder(request, OPEN_URL, order.trackingToken)).status)
      .toBe('Cancelled');
    await expect(page.locator('#lane-finished')).toContainText(`#${order.orderNumber}`);
  });

  test("today's totals, search by number and table QR codes", async ({ page, request, checkScreen }) => {
    await recordPrints(page);
    await signInStaff(page, OPEN_URL);
    const order = await placeDineInOrder(request, OPEN_URL, 't7');
    await orderCard(page, order.orderNumber).getByRole('button', { name: 'Silence alert' }).click();
    await expect(orderCard(page, order.orderNumber)).toHaveAttribute('data-alerting', 'false');

    // The location name opens the location picker: every location of the restaurant.
    await page.getByRole('link', { name: /switch location/ }).click();
    await expect(page.getByRole('heading', { name: 'Choose a location' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Kitsilano/ })).toBeVisible();
    await checkScreen('staff-location-picker');
    await page.getByRole('link', { name: /Downtown \(Yaletown\)/ }).click();
    await expect(page.getByTestId('connection')).toHaveText('Live');

    await page.getByRole('link', { name: 'Today' }).click();
    await expect(page.getByTestId('stat-count')).not.toContainText('…');
    await expect(page.getByTestId('stat-revenue')).toContainText('$');
    await page.getByLabel('Order number').fill(String(order.orderNumber));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: `Order #${order.orderNumber}` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
    await checkScreen('staff-today');

    await page.getByRole('link', { name: 'Tables' }).click();
    // The demo's twelve tables (a back-office journey may have added one and taken it out of use).
    const tables = page.getByTestId('table-card').filter({ hasNotText: 'Inactive' });
    await expect(tables).toHaveCount(12);
    const first = tables.first();
    await expect(first.getByRole('img', { name: 'QR code for table 1' })).toBeVisible();
    await expect(first).toContainText(`/restaurants/demo/locations/downtown/tables/t1`);
    await expect(first).toContainText(`/restaurants/demo/locations/downtown/kiosks/t1/`);
    await checkScreen('staff-tables');
    await page.getByRole('button', { name: 'Print table QR codes' }).click();
    await expect.poll(async () => (await printed(page)).filter((job) => job.kind === 'sheet').length).toBe(1);
    const sheet = (await printed(page)).find((job) => job.kind === 'sheet');
    expect(sheet?.text).toContain('Table 12');
  });

  // On the CLOSED server's downtown (open around the clock), so the customer journeys on the OPEN
  // server never meet a paused store or a sold-out toast.
  test('sold out and paused ordering reach the customer menu live', async ({
    page,
    browser,
    request,
    checkScreen,
  }) => {
    await signInStaff(page, CLOSED_URL);
    const customer = await browser.newPage({ viewport: TABLET });
    try {
      await page.getByRole('link', { name: 'Menu' }).click();
      const toast = page.getByTestId('menu-item').filter({ hasText: 'Smashed Avocado Toast' });
      const toggle = toast.getByRole('switch', { name: 'Smashed Avocado Toast available' });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(toast).toContainText('Sold out');
      await checkScreen('staff-menu-sold-out');

      await customer.goto(`${CLOSED_URL}/restaurants/demo/locations/downtown`);
      await customer
        .getByTestId('menu-tiles')
        .getByRole('button', { name: /breakfast/i })
        .first()
        .click();
      const card = customer.getByTestId('product-card').filter({ hasText: 'Smashed Avocado Toast' });
      await expect(card).toContainText('SOLD OUT');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(card).not.toContainText('SOLD OUT');

      // Pausing ordering: the staff see a banner, the customer's open menu shows the closed banner.
      await page.getByRole('switch', { name: 'Ordering open' }).click();
      await page.getByTestId('pause-dialog').getByRole('button', { name: 'Until I resume' }).click();
      await expect(page.getByTestId('paused-banner')).toContainText('Online ordering is paused.');
      // Within the hours a pause closes ordering, not the restaurant (issue 24).
      await expect(customer.getByTestId('closed-banner')).toContainText(
        'Sorry, ordering is currently closed.',
      );
      await checkScreen('staff-ordering-paused');
      await page.getByRole('button', { name: 'Resume ordering' }).click();
      await expect(page.getByTestId('paused-banner')).toHaveCount(0);
      await expect(customer.getByTestId('closed-banner')).toHaveCount(0);
    } catch (error) {
      await customer
        .screenshot({ path: test.info().outputPath('customer-screen.png') })
        .catch(() => undefined);
      throw error;
    } finally {
      await resumeEverything(page, request);
      await customer.close();
    }
  });
});

/** Leaves the shared demo location as it was, whatever failed above. */
async function resumeEverything(page: Page, request: APIRequestContext) {
  const raw = await page.evaluate(() => localStorage.getItem('orderly.staff.session')).catch(() => null);
  const token = raw ? (JSON.parse(raw) as { token: string }).token : null;
  if (!token) return;
  const headers = { authorization: `Bearer ${token}` };
  const scope = { restaurantId: 'demo', locationId: 'downtown' };
  await request.put(`${CLOSED_URL}/api/staff/location_status`, {
    headers,
    data: { ...scope, orderOpen: true, deliveryOpen: true },
  });
  await request.post(`${CLOSED_URL}/api/staff/availability`, {
    headers,
    data: { ...scope, productId: 'avocado-toast', active: true },
  });
}

test.describe('staff app on a phone', () => {
  test.use({ viewport: PHONE });
  test.skip(({ isMobile }) => !isMobile, 'the desktop project runs the tablet checks above');
  test.describe.configure({ timeout: 120_000 });
  // Journeys beside these place orders on the same board; on a phone their toasts sit over the
  // cards. Staff close a toast that is in the way, and so do these journeys before each tap.
  test.beforeEach(({ page }) => closeToastsInTheWay(page));

  test('sign-in, the queue in lanes, and the menu on a phone', async ({ page, request, checkScreen }) => {
    await page.goto(`${OPEN_URL}/staff/`);
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    await checkScreen('staff-sign-in');
    await signInStaff(page, OPEN_URL);
    const order = await placeDineInOrder(request, OPEN_URL, 't9', 'Extra napkins');
    await sendRequest(request, OPEN_URL, 't9', 'Bill');
    const card = orderCard(page, order.orderNumber);
    await expect(card).toBeVisible();
    // The request just sent (a retried run may have left an older one from table 9).
    await expect(
      page.getByTestId('request-card').filter({ hasText: 'Table 9' }).filter({ hasText: 'just now' }).first(),
    ).toBeVisible();
    await checkScreen('staff-queue-phone');
    await card.getByRole('button', { name: 'Confirm order' }).click();
    // Confirmed (the live update has moved it to Preparing), then that lane's tab shows it.
    await expect(page.locator('#lane-preparing')).toContainText(`#${order.orderNumber}`);
    const preparing = page.getByRole('tab', { name: /Preparing/ });
    await preparing.click();
    await expect(preparing).toHaveAttribute('aria-selected', 'true');
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark done' })).toBeVisible();
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect(page.getByTestId('menu-item').first()).toBeVisible();
    await checkScreen('staff-menu-phone');
  });

  test('a customer account is told it is not staff', async ({ page, checkScreen }) => {
    await page.goto(`${OPEN_URL}/staff/sign-in`);
    await page.getByLabel('Email').fill('customer@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This account is not on the staff of any restaurant.',
    );
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    await checkScreen('staff-not-staff');
  });

  test('a wrong password is refused with the server message', async ({ page }) => {
    await page.goto(`${OPEN_URL}/staff/sign-in`);
    await page.getByLabel('Email').fill('staff@demo.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
  });
});
