import type { APIRequestContext, Page } from '@playwright/test';
import { expect, saveDocsScreen, test } from './fixtures.ts';
import {
  isPhone,
  noToasts,
  openCheckout,
  openLocation,
  putCart,
  RESTAURANT,
  saveCard,
  saveCardThroughForm,
  signUp,
  staffToken,
  useToken,
} from './ordering-helpers.ts';

/**
 * Where diners stumbled (issue 17, "The diner"): checkout, cart and the product dialog, on the
 * viewport where each was found (a phone unless said).
 */
const DOWNTOWN = '/restaurants/demo/locations/downtown';
const CARD_DECLINED = 'Sorry, there was an error with your credit / debit card. Please try another card.';
const CONNECTION_LOST =
  'The connection was lost before your order was confirmed. Check your connection and press Place Order again: it is retried safely and will not be placed or charged twice.';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const placeOrderButton = (page: Page) => page.getByTestId('place-order');

async function setAvailability(request: APIRequestContext, productId: string, active: boolean) {
  const staff = await staffToken(request);
  const response = await request.post('/api/staff/availability', {
    headers: auth(staff),
    data: { restaurantId: RESTAURANT, locationId: 'downtown', productId, active },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A customer with a saved card at a pickup checkout, paying online. */
async function readyCheckout(page: Page, request: APIRequestContext, cardNumber = '4242424242424242') {
  const { token } = await signUp(request, 'Casey Diner');
  await saveCard(request, token, cardNumber);
  await putCart(request, token, { 'avocado-toast': 2, 'cheesecake-slice': 1 });
  await useToken(page, token);
  await openLocation(page, DOWNTOWN);
  await openCheckout(page);
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await page.getByRole('radio', { name: 'Pay Online' }).check();
  await expect(page.getByTestId('section-payment').getByTestId('saved-card')).toBeVisible();
  return token;
}

test.describe('phone', () => {
  test.beforeEach(({ page }) => {
    test.skip(!isPhone(page), 'found on a phone');
  });

  test('the order stays on screen, frozen, while it is placed; the main button stays in reach', async ({
    page,
    request,
    checkScreen,
  }) => {
    await readyCheckout(page, request);

    // Tips show what each adds; the main button is in reach above the bottom navigation.
    const tips = page.getByRole('group', { name: 'Tip' });
    await expect(tips.getByRole('radio', { name: /^15% · \$\d+\.\d\d$/ })).toBeChecked();
    await expect(tips.getByRole('radio', { name: 'None' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(placeOrderButton(page)).toBeInViewport({ ratio: 1 });
    const box = await placeOrderButton(page).boundingBox();
    const nav = await page.getByRole('navigation').last().boundingBox();
    expect(box && nav && box.y + box.height <= nav.y).toBe(true);
    await noToasts(page);
    await checkScreen('diner-checkout-phone');
    await saveDocsScreen(page, 'checkout-phone');

    const lines = await page.getByTestId('summary-line').count();
    const total = ((await page.getByTestId('total').locator('dd').textContent()) ?? '').trim();
    expect(total).not.toBe('$0.00');

    // Hold the server's answer: the order is placed and the cart emptied on the server (its live
    // update reaches this screen) while the customer still waits.
    let answered!: () => void;
    const serverAnswered = new Promise<void>((resolve) => {
      answered = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/create_order_v2', async (route) => {
      const response = await route.fetch();
      answered();
      await released;
      await route.fulfill({ response });
    });
    await placeOrderButton(page).click();
    await serverAnswered;
    await page.waitForTimeout(1500);
    await expect(placeOrderButton(page)).toHaveText('PLACING ORDER...');
    await expect(placeOrderButton(page)).toBeDisabled();
    await expect(page.getByTestId('summary-line')).toHaveCount(lines);
    await expect(page.getByTestId('total').locator('dd')).toHaveText(total);
    await expect(page.getByRole('radio', { name: 'Pickup' })).toBeDisabled();
    await expect(tips.getByRole('radio', { name: /^15%/ })).toBeDisabled();
    await expect(page.getByText('Cart is empty. Please add items from menu.')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/order_complete$/);
    await expect(page.getByTestId('order-complete')).toContainText(total);
  });

  test('a failed order unfreezes with its error; replacing the card clears the card error', async ({
    page,
    request,
  }) => {
    await readyCheckout(page, request, '4000000000000002');
    await placeOrderButton(page).click();
    await expect(page.getByTestId('checkout-error')).toHaveText(CARD_DECLINED);
    await expect(placeOrderButton(page)).toHaveText('PLACE ORDER');
    await expect(page.getByRole('radio', { name: 'Pickup' })).toBeEnabled();
    await expect(page.getByTestId('summary-line')).toHaveCount(2);

    await page.getByTestId('section-payment').getByRole('button', { name: /Edit/ }).click();
    await saveCardThroughForm(page);
    await expect(page.getByTestId('saved-card')).toContainText('4242');
    await expect(page.getByTestId('checkout-error')).toBeEmpty();
  });

  test('a returning customer starts from their last order type and payment method', async ({
    page,
    request,
  }) => {
    const { token } = await signUp(request, 'Rhea Turner');
    await saveCard(request, token);
    await putCart(request, token, { 'fish-tacos': 1 });
    // What the last visit chose (the checkout saves each choice as it is made).
    const saved = await request.put('/api/user_restaurant', {
      headers: auth(token),
      data: { restaurantId: RESTAURANT, orderType: 'Pickup', paymentMethod: 'online' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await useToken(page, token);
    await openLocation(page, DOWNTOWN);
    await openCheckout(page);
    await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Pay Online' })).toBeChecked();
    await expect(page.getByTestId('saved-card')).toContainText('4242');

    // Choosing again is remembered for the next visit.
    await page.getByRole('radio', { name: 'Pay In-Person' }).check();
    await expect
      .poll(async () => {
        const me = await request.get(`/api/me?restaurantId=${RESTAURANT}`, { headers: auth(token) });
        return ((await me.json()).data.restaurant as { paymentMethod: string }).paymentMethod;
      })
      .toBe('offline');
  });

  test('offline: the order is retried safely with the same Idempotency-Key', async ({ page, request }) => {
    await readyCheckout(page, request);
    const keys: string[] = [];
    await page.route('**/api/create_order_v2', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      await route.abort('internetdisconnected');
    });
    await placeOrderButton(page).click();
    await expect(page.getByTestId('checkout-error')).toHaveText(CONNECTION_LOST, { timeout: 15_000 });
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).not.toBe('');

    // Back online: the same attempt, the same key, placed once.
    await page.unroute('**/api/create_order_v2');
    const sent = page.waitForRequest('**/api/create_order_v2');
    await placeOrderButton(page).click();
    expect(await (await sent).headerValue('idempotency-key')).toBe(keys[0]);
    await expect(page).toHaveURL(/\/order_complete$/);
  });

  test('a product that sells out is marked in the cart live, with a way to remove it', async ({
    page,
    request,
    checkScreen,
  }) => {
    const { token } = await signUp(request, 'Sol Dout');
    await putCart(request, token, { 'ginger-soda': 1, 'fish-tacos': 1 });
    await useToken(page, token);
    await openLocation(page, DOWNTOWN);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'CHECKOUT' })).toBeVisible();
    try {
      await setAvailability(request, 'ginger-soda', false);
      const soda = page.getByTestId('cart-line').filter({ hasText: 'House Ginger Soda' });
      await expect(soda.getByTestId('cart-line-sold-out')).toContainText('Sorry, this product is sold out.');
      await expect(page.getByTestId('cart-sold-out')).toHaveText('Remove the sold-out items to check out.');
      await expect(page.getByRole('button', { name: 'CHECKOUT' })).toBeDisabled();
      await noToasts(page);
      await checkScreen('diner-cart-sold-out');
      await soda.getByRole('button', { name: 'Remove House Ginger Soda' }).click();
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'CHECKOUT' })).toBeVisible();
    } finally {
      await setAvailability(request, 'ginger-soda', true);
    }
  });

  test('a custom tip within its cap', async ({ page, request, checkScreen }) => {
    const token = await readyCheckout(page, request);
    const custom = page.getByTestId('custom-tip');
    await custom.fill('9999');
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry, a tip can be at most' })).toHaveText(
      'Sorry, a tip can be at most your subtotal, and no more than $500.00.',
    );
    await custom.fill('3.50');
    await expect(page.getByTestId('tip').locator('dd')).toHaveText('$3.50');
    await expect(page.getByRole('group', { name: 'Tip' }).getByRole('radio', { checked: true })).toHaveCount(
      0,
    );
    await noToasts(page);
    await checkScreen('diner-custom-tip');
    // A tip as large as the subtotal is more than the total before tip here (first-order and pickup
    // discounts): it is charged as typed, to the cent (issue 24: $37.50 became $33.66).
    const amount = (key: string) => page.getByTestId(key).locator('dd');
    const subtotal = ((await amount('subtotal').textContent()) ?? '').trim();
    const cents = Math.round(Number.parseFloat(subtotal.replace('$', '')) * 100);
    await custom.fill(subtotal.replace('$', ''));
    await expect(amount('tip')).toHaveText(subtotal);
    await expect(page.locator('#custom-tip-error')).toHaveCount(0);
    const total = ((await amount('total').textContent()) ?? '').trim();
    const beforeTip = Math.round(Number.parseFloat(total.replace('$', '')) * 100) - cents;
    expect(beforeTip).toBeLessThan(cents);
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/order_complete$/);
    await expect(page.getByTestId('order-complete')).toContainText(total);
    const orders = await request.get(`/api/orders?restaurantId=${RESTAURANT}`, { headers: auth(token) });
    const [placed] = (await orders.json()).data.orders as { tipAmount: number }[];
    expect(placed?.tipAmount).toBe(cents);
  });

  test('the product dialog holds each group to its limits as the diner picks', async ({ page }) => {
    await openLocation(page, DOWNTOWN);
    await page.getByTestId('menu-tiles').getByRole('button', { name: 'Burgers' }).click();
    await page.getByTestId('product-card').filter({ hasText: 'The Classic Burger' }).click();
    const toppings = page.getByRole('group', { name: /Add toppings/ });
    for (const name of ['Aged white cheddar', 'Smoked bacon', 'Smashed avocado']) {
      await toppings.getByRole('checkbox', { name }).check();
    }
    await expect(toppings.getByTestId('modifier-note')).toHaveText('3 of 3 chosen');
    const egg = toppings.getByRole('checkbox', { name: 'Fried egg' });
    await egg.click({ force: true });
    await expect(egg).not.toBeChecked();
    await expect(page.getByTestId('product-error')).toHaveText(
      'Sorry, you have selected too many choices. You can choose up to Three in "Add toppings".',
    );
  });
});

test.describe('desktop', () => {
  test.beforeEach(({ page }) => {
    test.skip(isPhone(page), 'found on a desktop');
  });

  test('closing a dialog returns focus to the control that opened it; the promo field shows its focus', async ({
    page,
    request,
  }) => {
    const focusedText = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active && active !== document.body
          ? (active.textContent ?? '').replace(/\s+/g, ' ').trim()
          : '';
      });

    // A product dialog from the menu, opened and closed from the keyboard.
    await openLocation(page, DOWNTOWN);
    await page.getByTestId('menu-tiles').getByRole('button', { name: 'Burgers' }).click();
    const card = page.getByTestId('product-card').filter({ hasText: 'The Classic Burger' });
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(focusedText).toContain('The Classic Burger');

    // The order-time dialog from checkout.
    const { token } = await signUp(request, 'Fay Cuss');
    await putCart(request, token, { 'fish-tacos': 1 });
    await useToken(page, token);
    await openCheckout(page);
    const change = page.getByTestId('section-time').getByRole('button', { name: /Change/ });
    await change.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Order Time' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(change).toBeFocused();

    // The promo field's focus ring: at least 2 px and 3:1 against what is around it.
    const promo = page.getByTestId('section-promo').getByRole('textbox');
    await promo.focus();
    const ring = await promo.evaluate((input) => {
      const style = getComputedStyle(input);
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
      let back: Element | null = input.parentElement;
      let background = [255, 255, 255];
      while (back) {
        const colour = rgb(getComputedStyle(back).backgroundColor);
        if (colour.length === 3 || (colour.length === 4 && colour[3]! > 0)) {
          background = colour.slice(0, 3);
          break;
        }
        back = back.parentElement;
      }
      const luminance = ([r, g, b]: number[]) => {
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
      };
      const a = luminance(rgb(style.outlineColor));
      const b = luminance(background);
      return {
        width: Number.parseFloat(style.outlineWidth),
        style: style.outlineStyle,
        contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
      };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.contrast).toBeGreaterThanOrEqual(3);
  });

  test('the cart count includes redeemed rewards (items + choice items + rewards); checkout on a desktop', async ({
    page,
    request,
    checkScreen,
  }) => {
    const { token } = await signUp(request, 'Bea Count');
    await saveCard(request, token);
    // A first order's free cheesecake costs no points.
    const cart = await request.put('/api/user_restaurant', {
      headers: auth(token),
      data: {
        restaurantId: RESTAURANT,
        cart: { 'fish-tacos': { id: 'fish-tacos', count: 1 } },
        choicesCart: [],
        notes: '',
        promos: { 'reward-free-cheesecake': { id: 'reward-free-cheesecake', count: 1 } },
      },
    });
    expect(cart.status(), await cart.text()).toBe(200);
    await useToken(page, token);
    await openLocation(page, DOWNTOWN);
    // SPEC.md section 9: one product and one redeemed reward are two.
    await expect(page.getByRole('link', { name: 'CART, 2 items' })).toBeVisible();

    await openCheckout(page);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await page.getByRole('radio', { name: 'Pay Online' }).check();
    await expect(page.getByTestId('saved-card')).toContainText('4242');
    await expect(
      page.getByRole('group', { name: 'Tip' }).getByRole('radio', { name: /^15% · \$/ }),
    ).toBeChecked();
    await noToasts(page);
    await checkScreen('diner-checkout-desktop');
    await saveDocsScreen(page, 'checkout-desktop');
  });
});
