import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openLocation } from './ordering-helpers.ts';
import { CLOSED_URL } from './playwright.config.ts';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** The menu's tiles as shown, in order. */
async function tileNames(page: Page): Promise<string[]> {
  const tiles = page.getByTestId('menu-tiles').getByRole('button');
  await expect(tiles.first()).toBeVisible();
  // The names as a screen reader reads them: an image's placeholder initial is decorative (aria-hidden).
  return tiles.evaluateAll((buttons) =>
    buttons.map((button) => {
      const copy = button.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}

async function openCategory(page: Page, name: string) {
  await page.getByTestId('menu-tiles').getByRole('button', { name }).click();
  if (isPhone(page)) {
    await expect(page).toHaveURL(/\/category$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  } else {
    await expect(page.getByTestId('category-panel').getByRole('heading', { name })).toBeVisible();
  }
}

async function openProduct(page: Page, name: string) {
  await page.getByTestId('product-card').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/\/product$/);
  if (!isPhone(page)) await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const productError = (page: Page) => page.getByTestId('product-error');

/**
 * Taps a choice that cannot be picked (sold out, or its group is full). Playwright will not click an
 * aria-disabled control, so the tap is forced — and a forced click skips the check that the row is
 * what receives it: a row sitting under the sticky ADD TO CART bar (on a phone, where earlier
 * scrolling left it) gave the tap to the bar, and no message came. The row is first brought to the
 * middle of the screen, where a diner's finger would tap it.
 */
async function tapBlockedChoice(choice: Locator) {
  await choice.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect
    .poll(() =>
      choice.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        // What is tapped is the choice's own row (its label, text or box), not something over it.
        return Boolean(top && (element.closest('label') ?? element).contains(top));
      }),
    )
    .toBe(true);
  await choice.click({ force: true });
}

test('order journey: location link, splash, menu, category, product choices, cart', async ({
  page,
  checkScreen,
}) => {
  // The splash shows until the restaurant's data arrives, which the live socket may bring within
  // a few milliseconds: the page records whether it was ever shown rather than racing to see it.
  await page.addInitScript(() => {
    const seen = () => {
      if (document.querySelector('[data-testid="splash"]'))
        document.documentElement.setAttribute('data-splash-seen', 'true');
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
  await page.route('**/guest/restaurants/demo/locations/kitsilano', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/restaurants/demo/locations/kitsilano');
  await expect(page.locator('html')).toHaveAttribute('data-splash-seen', 'true');
  await expect(page).toHaveURL(/\/menu$/);

  expect(await tileNames(page)).toEqual([
    'Search Menu',
    'Burgers',
    'Noodles & Bowls',
    'Snacks & Small Plates',
    'Drinks',
    'Desserts',
    'Family Meals To Go',
    'Takeout Extras',
  ]);
  await expect(page.getByTestId('closed-banner')).toHaveCount(0);
  await checkScreen('menu');

  await openCategory(page, 'Burgers');
  await checkScreen('category');

  await openProduct(page, 'The Classic Burger');
  // Required single-select: radio buttons with the pre-selected choice checked.
  const doneness = page.getByRole('radiogroup', { name: /How would you like it cooked/ });
  await expect(doneness.getByRole('radio')).toHaveCount(4);
  await expect(doneness.getByRole('radio', { name: 'Medium', exact: true })).toBeChecked();
  await doneness.getByRole('radio', { name: 'Medium rare' }).check();
  await expect(doneness.getByRole('radio', { name: 'Medium', exact: true })).not.toBeChecked();

  // Optional multi-select with maxSelect 3: a fourth cannot be ticked (issue 17), the group counts.
  const toppings = page.getByRole('group', { name: /Add toppings/ });
  for (const name of ['Aged white cheddar', 'Smoked bacon', 'Smashed avocado']) {
    await toppings.getByRole('checkbox', { name }).check();
  }
  await expect(toppings.getByTestId('modifier-note')).toHaveText('3 of 3 chosen');
  const egg = toppings.getByRole('checkbox', { name: 'Fried egg' });
  await expect(egg).toHaveAttribute('aria-disabled', 'true');
  await tapBlockedChoice(egg);
  await expect(egg).not.toBeChecked();
  await expect(productError(page)).toHaveText(
    'Sorry, you have selected too many choices. You can choose up to Three in "Add toppings".',
  );
  await checkScreen('product-too-many');
  await toppings.getByRole('checkbox', { name: 'Smashed avocado' }).uncheck();
  await egg.check();
  await toppings.getByRole('checkbox', { name: 'Fried egg' }).uncheck();
  await expect(productError(page)).toBeEmpty();

  // Sold-out choice.
  await expect(toppings.getByRole('checkbox', { name: /Truffle aioli/ })).toBeDisabled();
  // A customer can tap the row, which explains why.
  await tapBlockedChoice(toppings.getByText('Truffle aioli'));
  await expect(productError(page)).toHaveText('Sorry, this option is sold out.');
  await expect(toppings.getByRole('checkbox', { name: /Truffle aioli/ })).not.toBeChecked();

  // Quantity 2: 16.95 + 1.50 + 2.50 = 20.95 each.
  await page.getByRole('button', { name: 'Increase Quantity' }).click();
  await expect(page.getByTestId('add-to-cart')).toContainText('$41.90');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('The Classic Burger added to cart!')).toBeVisible();
  await expect(page).not.toHaveURL(/\/product$/);

  // Not dine-in and the location offers takeout accessories: the cart button leads to them first.
  if (isPhone(page)) {
    await page.getByTestId('cart-button').click();
    await expect(page).toHaveURL(/\/accessories$/);
  } else {
    await page.getByRole('link', { name: /^CART/ }).click();
    await expect(page.getByRole('dialog', { name: 'Takeout Extras' })).toBeVisible();
  }
  await expect(page.getByTestId('accessory-list').getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('go-to-cart')).toContainText('$41.90');
  await checkScreen('accessories');
  await page.getByTestId('go-to-cart').click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('The Classic Burger');
  await expect(line.getByTestId('cart-line-count')).toHaveText('2×');
  await expect(line.getByTestId('cart-line-choices')).toHaveText(
    'Medium rare, Toasted brioche, Aged white cheddar, Smoked bacon',
  );
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$41.90');
  await expect(page.getByLabel('Special Requests')).toHaveAttribute('maxlength', '128');
  await expect(page.getByRole('main').getByRole('link', { name: 'LOGIN' })).toHaveAttribute(
    'href',
    '/auth/cart',
  );
  // Not dine-in: no guest ordering.
  await expect(page.getByRole('link', { name: 'ORDER AS GUEST' })).toHaveCount(0);
  await checkScreen('cart');

  // One of two taken: the line stays, and the toast says so (issue 24; decision 0070).
  await page.getByRole('button', { name: 'Remove one The Classic Burger' }).click();
  await expect(page.getByText('One The Classic Burger removed, 1 left.')).toBeVisible();
  await expect(line.getByTestId('cart-line-count')).toHaveText('1×');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$20.95');
  await page.getByRole('button', { name: 'Remove The Classic Burger' }).click();
  await expect(page.getByText('The Classic Burger removed!')).toBeVisible();
  await expect(page.getByTestId('cart-empty')).toHaveText('Cart is empty. Please add items from menu.');
  await checkScreen('cart-empty');
});

test('a required multi-pick asks for more choices, then refuses too many', async ({ page }) => {
  await page.goto('/restaurants/demo/locations/kitsilano');
  await openCategory(page, 'Family Meals To Go');
  await openProduct(page, 'Family Burger Box');
  await page.getByTestId('add-to-cart').click();
  // The spec's sentence first, then a hint naming the group; the group says what it needs.
  await expect(productError(page)).toHaveText(
    'Sorry, you must select more choices. Choose 2 more under "Choose 2 sides".',
  );
  const sides = page.getByRole('group', { name: /Choose 2 sides/ });
  await expect(sides.getByTestId('modifier-note')).toHaveText('Choose 2 more');
  await sides.getByRole('checkbox', { name: 'Hand-cut fries' }).check();
  await expect(productError(page)).toHaveText(
    'Sorry, you must select more choices. Choose 1 more under "Choose 2 sides".',
  );
  await expect(sides.getByTestId('modifier-note')).toHaveText('Choose 1 more');
  await sides.getByRole('checkbox', { name: 'Kimchi slaw' }).check();
  await expect(productError(page)).toBeEmpty();
  // A third cannot be ticked: the limit holds as the diner picks.
  await tapBlockedChoice(sides.getByRole('checkbox', { name: 'Sea-salt edamame' }));
  await expect(sides.getByRole('checkbox', { name: 'Sea-salt edamame' })).not.toBeChecked();
  await expect(productError(page)).toHaveText(
    'Sorry, you have selected too many choices. You can choose up to Two in "Choose 2 sides".',
  );
});

test('search finds a product by part of its name', async ({ page, checkScreen }) => {
  await page.goto('/restaurants/demo/locations/downtown');
  await page.getByTestId('tile-search').click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('tonkot');
  const results = page.getByTestId('search-results').getByTestId('product-card');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText('Tonkotsu Ramen');
  await checkScreen('search');
  await results.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tonkotsu Ramen' })).toBeVisible();
});

test('sold-out products say SOLD OUT and cannot be added', async ({ page, checkScreen }) => {
  await page.goto('/restaurants/demo/locations/kitsilano');
  await openCategory(page, 'Desserts');
  const donuts = page.getByTestId('product-card').filter({ hasText: 'Mochi Donuts' });
  await expect(donuts).toContainText('SOLD OUT');
  const soldOut = donuts.getByText('SOLD OUT', { exact: true });
  const [red, green, blue] = (await soldOut.evaluate((element) => getComputedStyle(element).color))
    .match(/\d+/g)!
    .map(Number) as [number, number, number];
  // Red: a strong red channel well above green and blue (light red on the dark theme).
  expect(red).toBeGreaterThan(150);
  expect(red - Math.max(green, blue)).toBeGreaterThan(80);
  await checkScreen('category-sold-out');
  await openProduct(page, 'Mochi Donuts');
  await page.getByTestId('add-to-cart').click();
  await expect(productError(page)).toHaveText('Sorry, this product is sold out.');
});

test('a table QR link orders dine-in: REQUESTS tab and dine-in-only category', async ({
  page,
  checkScreen,
}) => {
  await page.goto('/restaurants/demo/locations/downtown');
  expect(await tileNames(page)).not.toContain('Bar & Sharing');
  await page.goto('/restaurants/demo/locations/downtown/tables/t4');
  await expect(page).toHaveURL(/\/menu$/);
  expect(await tileNames(page)).toContain('Bar & Sharing');
  if (isPhone(page)) {
    await expect(page.getByTestId('bottom-nav').getByRole('link')).toHaveText([
      'MENU',
      'REQUESTS',
      'REWARDS',
      'ORDERS',
      'LOGIN',
    ]);
  }
  await checkScreen('menu-dine-in');
});

test('a kiosk link shows the Dine-in / Takeout chooser', async ({ page, checkScreen }) => {
  await page.goto('/restaurants/demo/locations/downtown/kiosks/t2/');
  const chooser = page.getByTestId('order-type-chooser');
  await expect(chooser.getByRole('button', { name: 'Dine-in' })).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'Takeout' })).toBeVisible();
  // A kiosk's takeout is collected there (decision 0092): delivery's terms are not said.
  await expect(page.getByTestId('delivery-terms')).toHaveCount(0);
  await checkScreen('order-type');

  await chooser.getByRole('button', { name: 'Dine-in' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  expect(await tileNames(page)).toContain('Bar & Sharing');
  if (isPhone(page)) {
    // Virtual kiosk: no REQUESTS tab.
    await expect(page.getByTestId('bottom-nav').getByRole('link', { name: 'REQUESTS' })).toHaveCount(0);
  }

  await page.goto('/order_type');
  await page.getByRole('button', { name: 'Takeout' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  expect(await tileNames(page)).not.toContain('Bar & Sharing');

  // Away from a kiosk, Takeout is where delivery starts: today's delivery hours and minimum are
  // said there (issue 24).
  await openLocation(page, '/restaurants/demo/locations/downtown');
  await page.goto('/order_type');
  await expect(
    page.getByTestId('order-type-chooser').getByRole('button', { name: 'Takeout' }),
  ).toHaveAccessibleDescription(
    'Takeout: pickup or delivery. Delivery all day today · minimum $15.00 before fees',
  );
});

test('an unknown path shows the 404 image', async ({ page, checkScreen }) => {
  await page.goto('/restaurants/demo/locations/downtown');
  await expect(page).toHaveURL(/\/menu$/);
  await page.goto('/no/such/page');
  const image = page.getByRole('img', { name: '404: page not found' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', '/media/demo/not-found.svg');
  // The image really arrived (not a broken-image box): wait for it to finish loading.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await checkScreen('not-found');
});

test('an unknown restaurant location shows the 404 image', async ({ page }) => {
  await page.goto('/restaurants/demo/locations/atlantis');
  await expect(page.getByRole('img', { name: '404: page not found' })).toBeVisible();
});

test('Kitsilano shows the closed banner outside its hours', async ({ page, checkScreen }) => {
  await page.goto(`${CLOSED_URL}/restaurants/demo/locations/kitsilano`);
  await expect(page.getByTestId('closed-banner')).toContainText('Sorry, the restaurant is closed.');
  await checkScreen('menu-closed');
  // Downtown is open around the clock.
  await page.goto(`${CLOSED_URL}/restaurants/demo/locations/downtown`);
  await expect(page.getByTestId('menu-tiles')).toBeVisible();
  await expect(page.getByTestId('closed-banner')).toHaveCount(0);
});
