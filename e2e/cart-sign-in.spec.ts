import type { Page } from '@playwright/test';
import { isPhone, openRestaurant, signUpByApi, toast, uniqueEmail } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { putCart } from './ordering-helpers.ts';

/**
 * Signing in or up from the cart keeps the whole cart (issue 24): the takeout extras and the
 * special request a diner added before signing in were dropped (only products with choices were
 * kept), so an allergy note vanished without a word. An account that already had a cart gets the
 * two merged, with nothing counted twice.
 */
const NOTE = 'No pickles… Nut allergy!';

/** A burger with its preset choices, then two cutlery kits and a chili crisp as extras, and the note. */
async function fillCartSignedOut(page: Page) {
  await openRestaurant(page);
  await page.getByTestId('menu-tiles').getByRole('button', { name: 'Burgers' }).click();
  await page.getByTestId('product-card').filter({ hasText: 'The Classic Burger' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Classic Burger' })).toBeVisible();
  await page.getByTestId('add-to-cart').click();
  await expect(page).not.toHaveURL(/\/product$/);

  // Not dine-in, and the location offers takeout extras: the cart button leads to them first.
  if (isPhone(page)) {
    await page.getByTestId('cart-button').click();
    await expect(page).toHaveURL(/\/accessories$/);
  } else {
    await page.getByRole('link', { name: /^CART/ }).click();
    await expect(page.getByRole('dialog', { name: 'Takeout Extras' })).toBeVisible();
  }
  const extras = page.getByTestId('accessory-list');
  await extras.getByRole('button', { name: 'Increase Cutlery Kit' }).click();
  await extras.getByRole('button', { name: 'Increase Cutlery Kit' }).click();
  await extras.getByRole('button', { name: 'Increase House Chili Crisp' }).click();
  await page.getByTestId('go-to-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByLabel('Special Requests').fill(NOTE);
  await expectCart(page, { 'The Classic Burger': 1, 'Cutlery Kit': 2, 'House Chili Crisp': 1 });
}

/** The cart's lines, each with its count, exactly these. */
async function expectCart(page: Page, counts: Record<string, number>) {
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(Object.keys(counts).length);
  for (const [name, count] of Object.entries(counts)) {
    await expect(lines.filter({ hasText: name }).getByTestId('cart-line-count')).toHaveText(`${count}×`);
  }
}

/** From the cart's LOGIN to the e-mail step of the login flow. */
async function loginFromCart(page: Page, email: string) {
  await page.getByRole('main').getByRole('link', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/auth\/cart$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
}

/** Back at the cart after signing in: everything is there, then at checkout, and after a reload. */
async function expectKept(
  page: Page,
  email: string,
  counts: Record<string, number>,
  checkCart: () => Promise<void>,
) {
  await expect(toast(page, `Welcome ${email}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'CHECKOUT' })).toBeVisible();
  await expectCart(page, counts);
  await expect(page.getByLabel('Special Requests')).toHaveValue(NOTE);
  await checkCart();

  // Saved to the account: a reload shows the same cart, and checkout shows the extras and the note.
  await page.reload();
  await expectCart(page, counts);
  await expect(page.getByLabel('Special Requests')).toHaveValue(NOTE);
  await page.getByRole('main').getByRole('link', { name: 'CHECKOUT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 15_000 });
  const summary = page.getByTestId('summary-line');
  for (const name of Object.keys(counts)) await expect(summary.filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByText(`Special Requests: ${NOTE}`)).toBeVisible();
}

test('signing in from the cart keeps its extras and special request, merged with the account’s cart', async ({
  page,
  checkScreen,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'cartin');
  const token = await signUpByApi(page.request, { email });
  // The account already has a cart here: a chili crisp (also in the new cart: not counted twice)
  // and fish tacos.
  await putCart(page.request, token, { 'chili-crisp': 1, 'fish-tacos': 1 });

  await fillCartSignedOut(page);
  await loginFromCart(page, email);
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'LOGIN' }).click();

  const merged = {
    'The Classic Burger': 1,
    'Cutlery Kit': 2,
    'House Chili Crisp': 1,
    'Crispy Fish Tacos': 1,
  };
  await expectKept(page, email, merged, () => checkScreen('cart-sign-in-cart'));
  await checkScreen('cart-sign-in-checkout');
});

test('signing up from the cart keeps its extras and special request', async ({
  page,
  checkScreen,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'cartup');
  await fillCartSignedOut(page);
  await loginFromCart(page, email);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Password').fill('secret123');
  await page.getByLabel('Name').fill('Nell Allergic');
  await page.getByLabel('Phone').fill('6045550177');
  await page.getByRole('button', { name: 'SIGN UP' }).click();

  const kept = { 'The Classic Burger': 1, 'Cutlery Kit': 2, 'House Chili Crisp': 1 };
  await expectKept(page, email, kept, () => checkScreen('cart-sign-up-cart'));
});
