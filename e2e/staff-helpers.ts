import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const STAFF = { email: 'staff@demo.test', password: 'demo1234' };
export const RESTAURANT = 'demo';
export const LOCATION = 'downtown';

/** window.print() is replaced by a recorder: tests read what each print job held. */
export async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const printed: { kind: string | null; text: string; html: string }[] = [];
    Object.assign(window, { __printed: printed });
    window.print = () => {
      const region = document.querySelector('[data-testid="print-region"]');
      printed.push({
        kind: region?.getAttribute('data-print-kind') ?? null,
        text: region?.textContent ?? '',
        html: region?.outerHTML ?? '',
      });
    };
  });
}

export interface PrintJob {
  kind: string | null;
  text: string;
  html: string;
}

export function printed(page: Page): Promise<PrintJob[]> {
  return page.evaluate(() => (window as unknown as { __printed: PrintJob[] }).__printed);
}

/** Shows a recorded print job as the printer would get it (print media: only the job is visible). */
export async function showAsPrinted(page: Page, job: PrintJob) {
  await page.evaluate((html) => {
    for (const old of document.querySelectorAll('[data-testid="print-region"]')) old.remove();
    document.body.insertAdjacentHTML('beforeend', html);
  }, job.html);
  await page.emulateMedia({ media: 'print' });
}

interface AlertRecord {
  notes: number;
  notifications: { title: string; body: string }[];
  hidden: boolean;
}

/**
 * Records alerts: chime notes (oscillators started) and system notifications, and lets a test
 * pretend the tab is hidden.
 */
export async function recordAlerts(page: Page) {
  await page.addInitScript(() => {
    const record = { notes: 0, notifications: [] as { title: string; body: string }[], hidden: false };
    Object.assign(window, { __alerts: record });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      record.notes += 1;
      return start.call(this, when);
    };
    Object.defineProperty(document, 'visibilityState', { get: () => (record.hidden ? 'hidden' : 'visible') });
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = async () => {
        FakeNotification.permission = 'granted';
        return 'granted' as const;
      };
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        record.notifications.push({ title, body: options?.body ?? '' });
      }
      close() {}
    }
    Object.assign(window, { Notification: FakeNotification });
  });
}

export function alerts(page: Page): Promise<AlertRecord> {
  return page.evaluate(() => (window as unknown as { __alerts: AlertRecord }).__alerts);
}

export function hideTab(page: Page, hidden: boolean) {
  return page.evaluate((value) => {
    (window as unknown as { __alerts: AlertRecord }).__alerts.hidden = value;
  }, hidden);
}

/** Opens the location's staff screen; the app asks to sign in first and comes back. */
export async function signInStaff(page: Page, baseURL: string, email = STAFF.email) {
  await page.goto(`${baseURL}/staff/restaurants/${RESTAURANT}/locations/${LOCATION}`);
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/restaurants/${RESTAURANT}/locations/${LOCATION}$`));
  await expect(page.getByTestId('connection')).toHaveText('Live');
}

interface MenuChoice {
  id: string;
  active: boolean;
}

/** A guest at a table orders two toasts and fries with a dip (the customer's direct HTTP call). */
export async function placeDineInOrder(
  request: APIRequestContext,
  baseURL: string,
  tableId: string,
  notes = '',
) {
  const menu = await request.get(`${baseURL}/guest/restaurants/${RESTAURANT}/locations/${LOCATION}/menu`);
  const modifiers = (await menu.json()).data.modifiers as { id: string; choices: MenuChoice[] }[];
  const dip = modifiers
    .find((modifier) => modifier.id === 'dip-sauce')!
    .choices.find((choice) => choice.active)!;
  const response = await request.post(`${baseURL}/guest/create_order`, {
    data: {
      products: { 'avocado-toast': { id: 'avocado-toast', count: 2 } },
      choicesProducts: [{ id: 'fries', count: 1, choices: [{ modifierId: 'dip-sauce', id: dip.id }] }],
      notes,
      tip: 0,
      orderType: 'Dine-in',
      orderTime: 'ASAP',
      tableId,
      paymentMethod: 'offline',
      sourceClient: 'web',
      restaurantId: RESTAURANT,
      locationId: LOCATION,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()).data.order as {
    orderId: string;
    orderNumber: number;
    tableNumber: string;
    trackingToken: string;
  };
  return order;
}

export async function sendRequest(
  request: APIRequestContext,
  baseURL: string,
  tableId: string,
  description: string,
) {
  const response = await request.post(`${baseURL}/guest/requests`, {
    data: { restaurantId: RESTAURANT, locationId: LOCATION, tableId, description },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.request as { id: string; tableNumber: string };
}

/** What the guest's screens read: the order through its tracking link, the request by its id. */
export async function guestOrder(request: APIRequestContext, baseURL: string, trackingToken: string) {
  const response = await request.get(
    `${baseURL}/guest/order_tracking?token=${encodeURIComponent(trackingToken)}`,
  );
  return (await response.json()).data.order as { status: string; cancelReason?: string | null };
}

export async function guestRequest(request: APIRequestContext, baseURL: string, requestId: string) {
  const response = await request.get(`${baseURL}/guest/requests/${requestId}`);
  return (await response.json()).data.request as { confirmed: boolean };
}

/**
 * A new customer account (so other journeys' demo customer keeps its history) orders an avocado
 * toast for pickup, paying in person, and reviews it.
 */
export async function pickupOrderWithReview(request: APIRequestContext, baseURL: string) {
  const signUp = await request.post(`${baseURL}/guest/auth/sign_up`, {
    data: {
      email: `staff-e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`,
      password: 'secret123',
      name: 'Avery Lee',
      phoneNumber: '7783334444',
      restaurantId: RESTAURANT,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const headers = { authorization: `Bearer ${(await signUp.json()).data.token as string}` };
  const created = await request.post(`${baseURL}/api/create_order_v2`, {
    headers,
    data: {
      products: { 'avocado-toast': { id: 'avocado-toast', count: 1 } },
      choicesProducts: [],
      notes: '',
      tip: 0,
      orderType: 'Pickup',
      orderTime: 'ASAP',
      paymentMethod: 'offline',
      sourceClient: 'web',
      restaurantId: RESTAURANT,
      locationId: LOCATION,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()).data.order as { orderId: string; orderNumber: number };
  const review = await request.put(`${baseURL}/api/orders/${order.orderId}/review`, {
    headers,
    data: { rating: 4, comment: 'Lovely toast, a little slow' },
  });
  expect(review.status(), await review.text()).toBe(200);
  return order;
}

/** Board cards are compact until tapped: opens one (if closed) to reach its buttons. */
export async function expandOrderCard(card: Locator) {
  const toggle = card.locator('.order-card__toggle');
  await expect(toggle).toBeVisible({ timeout: 15_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return card;
}
