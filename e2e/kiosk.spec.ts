import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { isPhone, signUp } from './ordering-helpers.ts';
import { OPEN_URL } from './playwright.config.ts';
import { orderCard, signInStaff } from './staff-helpers.ts';

/**
 * The kiosk (issue 28, decision 0092): a shared screen that forgets each customer. Takeout as a
 * guest paid at the counter, never a login; FINISH (or a minute untouched) brings the next customer
 * to the start screen with nothing of the last one; dine-in says the stand's number, not the kiosk's id.
 */
const KIOSK = '/restaurants/demo/locations/downtown/kiosks/t12/';

/** Opens the kiosk's link and waits for its start screen (the order-type chooser). */
async function openKiosk(page: Page) {
  await page.goto(KIOSK);
  await expect(page).toHaveURL(/\/order_type$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-type-chooser')).toBeVisible({ timeout: 15_000 });
}

/** Puts the fish tacos in the cart from the menu and opens the cart (through takeout's extras). */
async function orderFishTacos(page: Page) {
  await page.getByTestId('menu-tiles').getByRole('button', { name: 'Snacks & Small Plates' }).click();
  await page.getByTestId('product-card').filter({ hasText: 'Crispy Fish Tacos' }).click();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-button').click();
  // Takeout offers its extras first; dine-in goes straight to the cart.
  const extras = page.getByTestId('go-to-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' }).or(extras)).toBeVisible();
  if (await extras.isVisible()) await extras.click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** Nothing a shared kiosk must not show: LOGIN, USER, another location, orders, rewards. */
async function nothingPersonal(page: Page) {
  await expect(page.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /USER/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Change location/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'ORDERS' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'REWARDS' })).toHaveCount(0);
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).sort());

test('a kiosk takes a takeout order as a guest paid at the counter, then forgets the customer for the next one', async ({
  page,
  request,
  checkScreen,
}) => {
  // An earlier customer signed in on this device and kept a guest order's tracking link.
  const { token } = await signUp(request, 'Earlier Customer');
  await page.goto('/restaurants/demo/locations/downtown');
  await expect(page).toHaveURL(/\/menu$/, { timeout: 20_000 });
  await page.evaluate((value) => {
    window.localStorage.setItem('orderly.auth', JSON.stringify(value));
    window.localStorage.setItem(
      'orderly.trackingLinks',
      JSON.stringify([{ orderId: 'o-1', token: 'tok-1' }]),
    );
  }, token);

  // The kiosk's link forgets them before its start screen shows.
  await openKiosk(page);
  expect(await storedKeys(page)).not.toContain('orderly.auth');
  expect(await storedKeys(page)).not.toContain('orderly.trackingLinks');
  // Takeout at a kiosk is collected here: delivery's terms are not said.
  await expect(page.getByTestId('delivery-terms')).toHaveCount(0);
  await checkScreen('kiosk-start');

  await page.getByRole('button', { name: 'Takeout' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await nothingPersonal(page);
  if (isPhone(page)) {
    await expect(page.getByTestId('bottom-nav').getByRole('link')).toHaveText(['MENU']);
  }
  await orderFishTacos(page);
  await nothingPersonal(page);
  await expect(page.getByRole('link', { name: 'ORDER AS GUEST' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'CHECKOUT' }).click();

  // A guest's checkout with no prompt and no login: takeout called at the counter, paid there.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('guest-prompt')).toHaveCount(0);
  const where = page.getByTestId('section-kiosk');
  await expect(where.getByRole('heading', { name: 'Takeout' })).toBeVisible();
  await expect(where).toContainText("We'll call your order number at the counter.");
  await expect(page.getByTestId('section-payment')).toContainText('Pay at the counter.');
  await expect(page.getByTestId('section-table')).toHaveCount(0);
  await expect(page.getByTestId('section-location')).toHaveCount(0);
  await checkScreen('kiosk-checkout-takeout');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();

  await expect(page).toHaveURL(/\/order_complete$/);
  await expect(page.getByTestId('order-complete-result')).toHaveText('Order Successful!');
  await expect(page.getByTestId('kiosk-service')).toHaveText("We'll call your order number at the counter.");
  await expect(page.getByTestId('tracking-link')).toHaveCount(0);
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^#\d+$/);
  await checkScreen('kiosk-order-complete');

  // The customer looks at the menu once more and comes back to their order (same visit: it shows).
  await page.getByRole('link', { name: 'MENU', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/menu$/);
  await page.goBack();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);

  // FINISH: the start screen, and the device keeps only what makes it this kiosk.
  await page.getByTestId('finish').click();
  await expect(page).toHaveURL(/\/order_type$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-type-chooser')).toBeVisible();
  expect((await storedKeys(page)).filter((key) => !key.startsWith('orderly.brand.'))).toEqual([
    'orderly.session',
  ]);

  // The next customer: going back in the browser's history shows nothing of the last order (the
  // screens before it are this new visit's: an empty cart).
  await page.goBack();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page).not.toHaveURL(/\/(order_complete|checkout)$/);
  await expect(page.getByTestId('order-complete')).toHaveCount(0);
  await expect(page.getByText(orderNumber)).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(0);

  // Nor does any address: order history, the account, a sign-in, a tracking link open the menu.
  for (const path of [
    '/order_history',
    '/user',
    '/auth/menu',
    '/rewards',
    '/locations',
    '/track?token=tok-1',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/menu$/);
  }
  await expect(page.getByTestId('cart-button')).toHaveCount(0);
  await nothingPersonal(page);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toHaveText('Cart is empty. Please add items from menu.');
});

test.describe('dine-in at a kiosk', () => {
  test.skip(({ isMobile }) => isMobile, 'a tablet at the counter: the desktop project runs it');
  test.use({ viewport: { width: 1024, height: 768 } });

  test("says the stand's number, not the kiosk's id, to the customer and on the staff card", async ({
    page,
    browser,
    checkScreen,
    checkPage,
  }) => {
    await openKiosk(page);
    await page.getByRole('button', { name: 'Dine-in' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await nothingPersonal(page);
    await orderFishTacos(page);
    await page.getByRole('main').getByRole('link', { name: 'CHECKOUT' }).click();

    const stand = page.getByRole('textbox', { name: 'Table stand number' });
    await expect(stand).toBeVisible();
    await expect(page.getByText('Table 12')).toHaveCount(0);
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByText('Enter the number on your table stand (1 to 999).')).toBeVisible();
    await expect(stand).toBeFocused();
    await expect(stand).toHaveAttribute('aria-invalid', 'true');
    await stand.fill('0');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByText('Enter the number on your table stand (1 to 999).')).toBeVisible();
    await checkScreen('kiosk-checkout-stand-refused');
    await stand.fill('14');
    await expect(stand).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();

    await expect(page).toHaveURL(/\/order_complete$/);
    await expect(page.getByTestId('kiosk-service')).toHaveText("We'll bring it to stand 14.");
    await expect(page.getByTestId('table-number')).toHaveCount(0);
    const orderNumber = Number((await page.getByTestId('order-number').textContent())?.replace('#', ''));
    await checkScreen('kiosk-order-complete-stand');

    const staff = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    try {
      await signInStaff(staff, OPEN_URL);
      const card = orderCard(staff, orderNumber);
      await expect(card).toContainText('Kiosk — stand 14');
      await expect(card).not.toContainText('Table 12');
      await checkPage(staff, 'kiosk-staff-card');
    } finally {
      await staff.close();
    }
  });
});

test('a kiosk left alone asks "Still there?", keeps a customer who answers, and starts over after a minute', async ({
  page,
  checkScreen,
}) => {
  await page.clock.install();
  await openKiosk(page);
  await page.getByRole('button', { name: 'Dine-in' }).click();
  await orderFishTacos(page);

  // 45 seconds untouched: the warning, with 15 seconds to answer.
  await page.clock.fastForward(46_000);
  const warning = page.getByRole('dialog', { name: 'Still there?' });
  await expect(warning).toBeVisible();
  await expect(page.getByRole('button', { name: "I'M STILL HERE" })).toBeFocused();
  await checkScreen('kiosk-still-there');
  await page.getByRole('button', { name: "I'M STILL HERE" }).click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // The customer orders (at a stand) and looks at the menu again, then walks away.
  await page.getByRole('main').getByRole('link', { name: 'CHECKOUT' }).click();
  await page.getByRole('textbox', { name: 'Table stand number' }).fill('7');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByTestId('kiosk-service')).toHaveText("We'll bring it to stand 7.");
  await page.getByRole('link', { name: 'MENU', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/menu$/);

  // A minute with nobody: the start screen, and the next customer's cart is empty.
  await page.clock.fastForward(61_000);
  await expect(page).toHaveURL(/\/order_type$/, { timeout: 20_000 });
  // Back in the browser's history, the last customer's order-complete page is not shown: the
  // start screen opens instead.
  await page.goBack();
  await expect(page).toHaveURL(/\/order_type$/);
  await expect(page.getByTestId('order-type-chooser')).toBeVisible();
  await expect(page.getByTestId('kiosk-service')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/(order_type|menu|cart)$/);
  await expect(page.getByTestId('kiosk-service')).toHaveCount(0);
  await expect(page.getByTestId('order-complete')).toHaveCount(0);
  await openKiosk(page);
  await page.getByRole('button', { name: 'Dine-in' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByTestId('cart-button')).toHaveCount(0);
});
