import { demo, products, serviceRequestBody } from '@orderly/test-kit';
import { kitFor } from '@orderly/test-kit/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

export const STAFF = demo.staff;
export const RESTAURANT = demo.restaurantId;
export const LOCATION = demo.downtown;

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
  // The app takes its own print region away once printed: removed here first, React's later removal
  // of the same node threw "Failed to execute 'removeChild'" in the page.
  await expect(page.getByTestId('print-region')).toHaveCount(0);
  await page.evaluate((html) => {
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

/** The kitchen's 1024 × 768 tablet, the staff app's main device. */
export const TABLET = { width: 1024, height: 768 };

/** An order's card on the queue, by its number. */
export const orderCard = (page: Page, number: number) =>
  page.locator(`[data-testid="order-card"][data-order-number="${number}"]`);

/**
 * Called in a describe: its journeys run on the kitchen's tablet in the desktop project (the phone
 * project runs the phone checks), with `timeout` for whole journeys with axe checks on a busy machine.
 */
export function onKitchenTablet(timeout: number) {
  test.use({ viewport: TABLET });
  test.skip(({ isMobile }) => isMobile, 'a tablet journey: the phone project runs the phone checks');
  test.describe.configure({ timeout });
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

/** A guest at a table orders two toasts and fries with a dip (the customer's direct HTTP call). */
export async function placeDineInOrder(
  request: APIRequestContext,
  baseURL: string,
  tableId: string,
  notes = '',
) {
  const kit = kitFor(request, baseURL);
  const menu = await kit.data('getMenu', { params: { restaurantId: RESTAURANT, locationId: LOCATION } });
  const dip = menu.modifiers
    .find((modifier) => modifier.id === 'dip-sauce')!
    .choices.find((choice) => choice.active)!;
  const order = await kit.placeGuestOrder({
    products: products({ 'avocado-toast': 2 }),
    choicesProducts: [{ id: 'fries', count: 1, choices: [{ modifierId: 'dip-sauce', id: dip.id }] }],
    notes,
    tableId,
  });
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    tableNumber: order.tableNumber!,
    trackingToken: order.trackingToken!,
  };
}

export async function sendRequest(
  request: APIRequestContext,
  baseURL: string,
  tableId: string,
  description: string,
) {
  const sent = await kitFor(request, baseURL).data('sendServiceRequest', {
    body: serviceRequestBody({ tableId, description }),
  });
  return sent.request;
}

/** What the guest's screens read: the order through its tracking link, the request by its id. */
export async function guestOrder(request: APIRequestContext, baseURL: string, trackingToken: string) {
  return (await kitFor(request, baseURL).data('getOrderTracking', { query: { token: trackingToken } })).order;
}

export async function guestRequest(request: APIRequestContext, baseURL: string, requestId: string) {
  return (await kitFor(request, baseURL).data('getServiceRequest', { params: { requestId } })).request;
}

/**
 * A new customer account (so other journeys' demo customer keeps its history) orders an avocado
 * toast for pickup, paying in person, and reviews it.
 */
export async function pickupOrderWithReview(request: APIRequestContext, baseURL: string) {
  const kit = kitFor(request, baseURL);
  const { token } = await kit.signUp({ name: 'Avery Lee', phoneNumber: '7783334444' });
  const order = await kit.placeOrder(token, { products: products({ 'avocado-toast': 1 }) });
  await kit.data('reviewOrder', {
    params: { orderId: order.orderId },
    body: { rating: 4, comment: 'Lovely toast, a little slow' },
    token,
  });
  return { orderId: order.orderId, orderNumber: order.orderNumber };
}

/**
 * Closes the board's toasts when one is over what a journey is about to tap (Playwright runs the
 * handler before an action when a toast shows). Without it, a toast under the pointer stays: sonner
 * holds a hovered toast open, and the tap waits for it until the journey times out.
 */
export async function closeToastsInTheWay(page: Page) {
  await page.addLocatorHandler(
    page.locator('[data-sonner-toast][data-visible="true"]').first(),
    async () => {
      for (const close of await page.getByRole('button', { name: 'Close toast' }).all()) {
        await close.click({ force: true, timeout: 1_000 }).catch(() => undefined);
      }
    },
    { noWaitAfter: true },
  );
}
