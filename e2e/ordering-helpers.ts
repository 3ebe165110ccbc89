import { cardPostalCode, demo, products } from '@orderly/test-kit';
import { kitFor } from '@orderly/test-kit/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const RESTAURANT = demo.restaurantId;
export const STAFF = demo.staff;

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** A fresh customer account (POST /guest/auth/sign_up); returns its session token. */
export async function signUp(request: APIRequestContext, name = 'Robin Tester', phoneNumber = '6045551234') {
  const { token, email } = await kitFor(request).signUp({ name, phoneNumber });
  return { token, email };
}

/** Signs the browser in by putting the token where the app keeps it (`orderly.auth`). */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('orderly.auth', JSON.stringify(value));
  }, token);
}

/** The signed-in user's cart at the restaurant (simple products: id to count). */
export async function putCart(request: APIRequestContext, token: string, counts: Record<string, number>) {
  await kitFor(request).data('saveUserRestaurant', {
    body: { restaurantId: RESTAURANT, cart: products(counts), choicesCart: [], notes: '' },
    token,
  });
}

/**
 * On the card editor opened from checkout: types the sandbox's test card as a customer does, saves
 * it and is back at checkout.
 */
export async function saveCardThroughForm(page: Page) {
  await expect(page).toHaveURL(/\/credit_card\/checkout$/);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('1230');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Postal code').fill(cardPostalCode);
  await page.getByRole('button', { name: 'SAVE CARD' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Saves a card through the sandbox token endpoint, as the card screen does. */
export async function saveCard(request: APIRequestContext, token: string, number?: string) {
  await kitFor(request).saveCard(token, number);
}

/**
 * Saves delivery details as the address editor does: the picked place's id (`demoPlaces` of the
 * test kit, from the embedded address search); the server keeps that place's address and coordinates.
 */
export async function saveAddress(
  request: APIRequestContext,
  token: string,
  locationId: string,
  address: { placeId: string; deliveryInstructions?: string },
) {
  await kitFor(request).data('saveAddress', {
    body: { restaurantId: RESTAURANT, locationId, aptNumber: '', deliveryInstructions: '', ...address },
    token,
  });
}

/** A pickup order paid in person, placed straight through the API. */
export async function placePickupOrder(request: APIRequestContext, token: string) {
  const order = await kitFor(request).placeOrder(
    token,
    { products: products({ 'fish-tacos': 2 }), notes: 'Extra lime please' },
    `e2e-${Date.now()}-${Math.random()}`,
  );
  return { orderId: order.orderId, orderNumber: order.orderNumber };
}

export const staffToken = (request: APIRequestContext): Promise<string> => kitFor(request).staffSignIn();

export async function setOrderStatus(
  request: APIRequestContext,
  token: string,
  orderId: string,
  status: 'Preparing' | 'Done',
) {
  await kitFor(request).data('setOrderStatus', { params: { orderId }, body: { status }, token });
}

export async function confirmRequest(request: APIRequestContext, token: string, requestId: string) {
  await kitFor(request).data('confirmServiceRequest', { params: { requestId }, token });
}

/** Opens the location's link and waits for the menu. */
export async function openLocation(page: Page, path: string) {
  await page.goto(path);
  // The first load (app, restaurant and live socket) may be slow on a busy machine.
  await expect(page).toHaveURL(/\/menu$/, { timeout: 20_000 });
  await expect(page.getByTestId('menu-tiles')).toBeVisible({ timeout: 15_000 });
}

/** Goes to the checkout the way a customer does: the cart, then CHECKOUT. */
export async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('summary-line').first()).toBeVisible();
}

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Waits until the toasts have gone (they would cover the screen in a screenshot). */
export async function noToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}
