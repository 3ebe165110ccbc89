import { kitFor } from '@orderly/test-kit/playwright';
import { expect, test } from './fixtures.ts';
import { setOrderStatus, staffToken } from './ordering-helpers.ts';
import { OPEN_URL } from './playwright.config.ts';
import { placeDineInOrder } from './staff-helpers.ts';

/**
 * Issue 26, Web Push (decision 0091): a guest following their order by its tracking link turns
 * notifications on; the kitchen confirms the order and the order's notices list a push
 * notification to that browser. No real push service is reachable from the journeys, so the
 * browser's subscription is made in the page (with a real P-256 key), and so is its permission
 * answer; the service worker is the real one. The delivery itself (VAPID signature, encryption)
 * is the server test's, against a local push endpoint (apps/server/src/notices/push.test.ts).
 */
test('a guest turns notifications on from the tracking link, and the kitchen’s confirmation is queued for the browser', async ({
  page,
  context,
  request,
  checkScreen,
}) => {
  await context.grantPermissions(['notifications'], { origin: OPEN_URL });
  await page.addInitScript(() => {
    // The headless browser answers 'denied' whatever was granted: the permission is the guest's
    // answer to the browser's question, asked only when they press the button.
    let permission: NotificationPermission = 'default';
    (window as unknown as { permissionAsked: number }).permissionAsked = 0;
    Object.defineProperty(Notification, 'permission', { get: () => permission });
    Notification.requestPermission = async () => {
      (window as unknown as { permissionAsked: number }).permissionAsked++;
      permission = 'granted';
      return permission;
    };
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async () => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const b64u = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const json = {
        endpoint: `https://fcm.googleapis.com/fcm/send/journey-${crypto.randomUUID()}`,
        expirationTime: null,
        keys: { p256dh: b64u(raw), auth: b64u(crypto.getRandomValues(new Uint8Array(16))) },
      };
      current = { endpoint: json.endpoint, toJSON: () => json } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  });

  const order = await placeDineInOrder(request, OPEN_URL, 't4');
  await page.goto(`/track#${order.trackingToken}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();

  // Nothing is asked of the browser before the guest presses the button.
  const optIn = page.getByTestId('push-opt-in');
  await expect(optIn).toHaveAttribute('data-state', 'off');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(
    0,
  );
  await expect(optIn.getByRole('heading', { name: 'Tell me when it’s ready' })).toBeVisible();
  await checkScreen('push-opt-in-off');

  const turnOn = optIn.getByRole('button', { name: 'Turn on notifications' });
  await turnOn.focus();
  await page.keyboard.press('Enter');
  await expect(optIn.getByTestId('push-opt-in-state')).toHaveText(
    'Notifications are on for this order on this device.',
  );
  await expect(optIn).toHaveAttribute('data-state', 'on');
  await expect(optIn.getByRole('button', { name: 'Turn notifications off' })).toBeFocused();
  // The service worker that shows them is registered now, for the whole site.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(
    `${OPEN_URL}/push-worker.js`,
  );
  await checkScreen('push-opt-in-on');

  // The kitchen confirms: the order's notices hold a push notification to this browser.
  const staff = await staffToken(request);
  await setOrderStatus(request, staff, order.orderId, 'Preparing');
  const listed = await kitFor(request).data('listOrderNotices', {
    params: { orderId: order.orderId },
    token: staff,
  });
  expect(listed.notices).toContainEqual(
    expect.objectContaining({
      kind: 'confirmed',
      channel: 'push',
      recipient: 'A browser (Chrome, Edge or Android)',
    }),
  );
});
