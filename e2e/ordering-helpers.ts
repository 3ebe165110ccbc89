import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const RESTAURANT = 'demo';
export const STAFF = { email: 'staff@demo.test', password: 'demo1234' };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

let counter = 0;

/** A fresh customer account (POST /guest/auth/sign_up); returns its session token. */
export async function signUp(request: APIRequestContext, name = 'Robin Tester', phoneNumber = '6045551234') {
  counter += 1;
  const email = `ordering-${Date.now()}-${process.pid}-${counter}@example.test`;
  const response = await request.post('/guest/auth/sign_up', {
    data: { email, password: 'secret123', name, phoneNumber, restaurantId: RESTAURANT },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()).data as { token: string };
  return { token, email };
}

/** Signs the browser in by putting the token where the app keeps it (`orderly.auth`). */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('orderly.auth', JSON.stringify(value));
  }, token);
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The signed-in user's cart at the restaurant (simple products: id to count). */
export async function putCart(request: APIRequestContext, token: string, counts: Record<string, number>) {
  const cart = Object.fromEntries(Object.entries(counts).map(([id, count]) => [id, { id, count }]));
  const response = await request.put('/api/user_restaurant', {
    headers: auth(token),
    data: { restaurantId: RESTAURANT, cart, choicesCart: [], notes: '' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Saves a card through the sandbox token endpoint, as the card screen does. */
export async function saveCard(request: APIRequestContext, token: string, number = '4242424242424242') {
  const tokenResponse = await request.post('/sandbox/payments/v1/tokens', {
    form: {
      'card[number]': number,
      'card[cvc]': '123',
      'card[exp_month]': '12',
      'card[exp_year]': '2030',
      'card[address_zip]': 'V6B 2S2',
    },
  });
  const cardToken = ((await tokenResponse.json()) as { id: string }).id;
  const response = await request.post('/api/create_customer', {
    headers: auth(token),
    data: { cardToken, postalCode: 'V6B2S2' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

export async function saveAddress(
  request: APIRequestContext,
  token: string,
  locationId: string,
  address: { address: string; latLng: { lat: number; lng: number }; deliveryInstructions?: string },
) {
  const response = await request.put('/api/address', {
    headers: auth(token),
    data: { restaurantId: RESTAURANT, locationId, aptNumber: '', deliveryInstructions: '', ...address },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A pickup order paid in person, placed straight through the API. */
export async function placePickupOrder(request: APIRequestContext, token: string) {
  const response = await request.post('/api/create_order_v2', {
    headers: { ...auth(token), 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    data: {
      products: { 'fish-tacos': { id: 'fish-tacos', count: 2 } },
      choicesProducts: [],
      notes: 'Extra lime please',
      tip: 0,
      promos: {},
      redeemedPromoCode: null,
      orderType: 'Pickup',
      orderTime: 'ASAP',
      tableId: null,
      paymentMethod: 'offline',
      courierDetails: null,
      sourceClient: 'web',
      restaurantId: RESTAURANT,
      locationId: 'downtown',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.order as { orderId: string; orderNumber: number };
}

export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/guest/auth/sign_in', { data: STAFF });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()).data as { token: string }).token;
}

export async function setOrderStatus(
  request: APIRequestContext,
  token: string,
  orderId: string,
  status: 'Preparing' | 'Done',
) {
  const response = await request.post(`/api/staff/orders/${orderId}/status`, {
    headers: auth(token),
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function confirmRequest(request: APIRequestContext, token: string, requestId: string) {
  const response = await request.post(`/api/staff/requests/${requestId}/confirm`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
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
