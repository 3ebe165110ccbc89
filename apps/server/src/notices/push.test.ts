import { pushRefusals } from '@orderly/domain';
import { demo } from '@orderly/test-kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, notices, pushSubscriptions } from '../db/schema.ts';
import { loadIntegrationConfig } from '../integrations/config.ts';
import {
  type FakeBrowser,
  type FakePushService,
  startFakePushService,
} from '../integrations/push/fake-push-service.ts';
import { resolveVapidKeys } from '../integrations/push/vapid-keys.ts';
import { MAX_PUSH_SUBSCRIPTIONS_PER_ORDER } from '../orders/notices-repository.ts';
import { orderBody, signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { noticeCounts } from './notice-worker.ts';
import { tooManyBrowsers } from './push-routes.ts';

/**
 * Web Push notices (issue 26, decision 0091): a diner's browser follows an order; each notice of
 * the order is a push row per browser, signed with the server's VAPID key and encrypted for the
 * browser. A local push service checks the signature and decrypts the payload as a browser would.
 */

const tacos = { 'fish-tacos': { id: 'fish-tacos', count: 2 } };

let server: TestServer;
let api: ReturnType<typeof httpClient>;
let push: FakePushService;
let staffToken: string;

beforeAll(async () => {
  server = await startTestServer();
  api = httpClient(server.baseUrl);
  push = await startFakePushService();
  staffToken = await signIn(api, demo.staff.email);
}, 120_000);
afterAll(async () => {
  push?.dropHanging();
  await push?.close();
  await server?.close();
});

async function placeOrder(token: string) {
  const placed = await api.post('/api/create_order_v2', orderBody({ products: tacos }), { token });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as { orderId: string; orderNumber: number };
}

const setStatus = async (orderId: string, status: string, reason?: string) => {
  const moved = await api.post(
    `/api/staff/orders/${orderId}/status`,
    { status, reason },
    { token: staffToken },
  );
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
};

/** What a browser's `subscription.toJSON()` gives. */
const subscriptionOf = (browser: FakeBrowser) => ({
  subscription: {
    endpoint: browser.target.endpoint,
    expirationTime: null,
    keys: { p256dh: browser.target.p256dh, auth: browser.target.auth },
  },
});

const subscribe = (orderId: string, token: string, browser: FakeBrowser) =>
  api.post(`/api/orders/${orderId}/push`, subscriptionOf(browser), { token });

const pushNoticesOf = async (orderId: string) =>
  (await server.database.db.select().from(notices).where(eq(notices.orderId, orderId))).filter(
    (row) => row.channel === 'push',
  );

const staffList = async (orderId: string) => {
  const listed = await api.get(`/api/staff/orders/${orderId}/notices`, { token: staffToken });
  expect(listed.status).toBe(200);
  return listed.body.data.notices as {
    kind: string;
    channel: string;
    recipient: string;
    status: string;
    lastError: string | null;
  }[];
};

describe('a push notice', () => {
  it('reaches the browser signed with the server VAPID key and readable only by it', async () => {
    const customer = await signUpCustomer(api, { name: 'Ada' });
    const placed = await placeOrder(customer.token);
    const browser = push.browser(`/push/ada-${placed.orderId}`);
    const subscribed = await subscribe(placed.orderId, customer.token, browser);
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    expect(subscribed.body.data).toEqual({ subscribed: true });

    await setStatus(placed.orderId, 'Preparing');
    const run = await server.pushNotices.run();
    expect(run).toMatchObject({ sent: 1, failed: 0 });

    expect(push.problems).toEqual([]);
    const delivered = push.received.filter((one) => one.path === `/push/ada-${placed.orderId}`);
    expect(delivered).toHaveLength(1);
    const [one] = delivered;
    const key = await api.get('/guest/push/key');
    expect(key.status).toBe(200);
    // Signed by the key browsers subscribe with, for the push service's origin, not yet expired.
    expect(one!.vapid.publicKey).toBe(key.body.data.publicKey);
    expect(one!.vapid.claims.aud).toBe(push.origin);
    expect(one!.vapid.claims.sub).toMatch(/^mailto:/);
    expect(one!.message).toMatchObject({
      title: `Maple & Miso confirmed your order #${placed.orderNumber}`,
      path: '/order_history',
      tag: `order-${placed.orderNumber}-confirmed`,
      restaurantId: 'demo',
      orderNumber: placed.orderNumber,
    });
    expect(one!.message.body).toMatch(/is preparing it\. It will be ready around \d{1,2}:\d{2} [AP]M\./);

    // Staff see it beside the e-mail, sent; the receipt went before any browser followed the order.
    const listed = await staffList(placed.orderId);
    expect(listed.filter((notice) => notice.kind === 'confirmed')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'email', recipient: customer.email }),
        expect.objectContaining({ channel: 'push', status: 'sent', recipient: 'A browser (127.0.0.1)' }),
      ]),
    );

    // Sent once: another pass sends nothing more.
    await server.pushNotices.run();
    expect(push.received.filter((one) => one.path === `/push/ada-${placed.orderId}`)).toHaveLength(1);
  });

  it('goes to a guest who follows the order by its tracking link', async () => {
    const placed = await api.post('/guest/create_order', {
      ...orderBody({ products: { fries: { id: 'fries', count: 1 } } }),
      orderType: 'Dine-in',
      tableId: 't3',
    });
    expect(placed.status).toBe(201);
    const { trackingToken, orderId, orderNumber } = placed.body.data.order;
    const browser = push.browser(`/push/guest-${orderId}`);
    const path = `/guest/order_tracking/push?token=${encodeURIComponent(trackingToken)}`;
    const subscribed = await api.post(path, subscriptionOf(browser));
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);

    await setStatus(orderId, 'Preparing');
    await server.pushNotices.run();
    const [one] = push.received.filter((message) => message.path === `/push/guest-${orderId}`);
    expect(one?.message.title).toBe(`Maple & Miso confirmed your order #${orderNumber}`);

    // Turned off from the same link: the next notice is not queued for it.
    const removed = await api.post(
      `/guest/order_tracking/push/remove?token=${encodeURIComponent(trackingToken)}`,
      {
        endpoint: browser.target.endpoint,
      },
    );
    expect(removed.body.data).toEqual({ subscribed: false });
    await setStatus(orderId, 'Cancelled', 'The kitchen closed early');
    expect((await pushNoticesOf(orderId)).map((row) => row.kind)).toEqual(['confirmed']);
  });

  it('drops a subscription the push service says is gone (410) and skips the notice', async () => {
    const customer = await signUpCustomer(api);
    const placed = await placeOrder(customer.token);
    const browser = push.browser(`/gone/${placed.orderId}`);
    expect((await subscribe(placed.orderId, customer.token, browser)).status).toBe(200);

    await setStatus(placed.orderId, 'Preparing');
    const run = await server.pushNotices.run();
    expect(run).toMatchObject({ skipped: 1, sent: 0, retried: 0 });

    const kept = await server.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.orderId, placed.orderId));
    expect(kept).toEqual([]);
    const [row] = await pushNoticesOf(placed.orderId);
    expect(row).toMatchObject({ status: 'skipped', attempts: 1 });
    expect(row!.lastError).toContain('410');
    // Staff read why, and that the browser is no more.
    const listed = await staffList(placed.orderId);
    expect(listed).toContainEqual(
      expect.objectContaining({
        channel: 'push',
        status: 'skipped',
        recipient: 'A browser that turned notifications off',
      }),
    );

    // The next notice of the order goes to no browser.
    await setStatus(placed.orderId, 'Done');
    expect(await pushNoticesOf(placed.orderId)).toHaveLength(1);
  });

  it('to a push service that never answers holds no e-mail back, and is counted', async () => {
    const customer = await signUpCustomer(api);
    const placed = await placeOrder(customer.token);
    await server.notices.run(); // the receipt
    const browser = push.browser(`/dead/${placed.orderId}`);
    expect((await subscribe(placed.orderId, customer.token, browser)).status).toBe(200);
    const retriedBefore = noticeCounts.push.retried;

    await setStatus(placed.orderId, 'Preparing');
    // The push worker hangs on the dead service while the e-mail worker sends the e-mail.
    const pushing = server.pushNotices.run();
    await vi.waitFor(() => expect(push.hangingCount()).toBe(1), { timeout: 5_000 });
    const mailed = await server.notices.run();
    expect(mailed.sent).toBe(1);
    const mails = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, customer.email));
    expect(mails.map((mail) => mail.subject)).toContain(
      `Maple & Miso confirmed your order #${placed.orderNumber}`,
    );

    // The dead service finally answers 503: the push notice waits for its next attempt.
    push.dropHanging();
    expect(await pushing).toMatchObject({ retried: 1, sent: 0 });
    const [row] = await pushNoticesOf(placed.orderId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(noticeCounts.push.retried).toBe(retriedBefore + 1);
  });
  it('is not sent for a notice the restaurant turned off for push, while its e-mail goes', async () => {
    const managerToken = await signIn(api, demo.manager.email, demo.manager.password);
    const settingsPath = `/api/manage/restaurants/${demo.restaurantId}/settings`;
    const off = {
      placed: false,
      confirmed: false,
      late: true,
      ready: true,
      outForDelivery: true,
      cancelled: true,
      refunded: false,
    };
    const saved = await api.put(settingsPath, { settings: { pushNotices: off } }, { token: managerToken });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const customer = await signUpCustomer(api);
      const placed = await placeOrder(customer.token);
      const browser = push.browser(`/push/off-${placed.orderId}`);
      expect((await subscribe(placed.orderId, customer.token, browser)).status).toBe(200);
      await setStatus(placed.orderId, 'Preparing');
      await server.pushNotices.run();
      await server.notices.run();
      expect(push.received.filter((one) => one.path === `/push/off-${placed.orderId}`)).toEqual([]);
      const listed = await staffList(placed.orderId);
      expect(listed.filter((notice) => notice.kind === 'confirmed')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ channel: 'email', status: 'sent' }),
          expect.objectContaining({
            channel: 'push',
            status: 'skipped',
            lastError: 'Turned off in the restaurant settings',
          }),
        ]),
      );
    } finally {
      const restored = await api.put(
        settingsPath,
        { settings: { pushNotices: { ...off, confirmed: true } } },
        { token: managerToken },
      );
      expect(restored.status).toBe(200);
    }
  });
});

describe('following an order by push', () => {
  it('is refused for another diner’s order, a wrong tracking link and an unknown push service', async () => {
    const owner = await signUpCustomer(api);
    const stranger = await signUpCustomer(api);
    const placed = await placeOrder(owner.token);
    const browser = push.browser(`/push/stranger-${placed.orderId}`);

    const theirs = await subscribe(placed.orderId, stranger.token, browser);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe('Sorry, we could not find that order.');
    expect((await api.post(`/api/orders/${placed.orderId}/push`, subscriptionOf(browser))).status).toBe(401);

    const forged = await api.post(
      `/guest/order_tracking/push?token=${'x'.repeat(43)}`,
      subscriptionOf(browser),
    );
    expect(forged.status).toBe(404);
    expect(forged.body.error.message).toBe('Sorry, we could not find that order.');

    const elsewhere = await api.post(
      `/api/orders/${placed.orderId}/push`,
      { subscription: { ...subscriptionOf(browser).subscription, endpoint: 'https://example.com/collect' } },
      { token: owner.token },
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.message).toBe(pushRefusals.endpoint);

    const badKeys = await api.post(
      `/api/orders/${placed.orderId}/push`,
      { subscription: { endpoint: browser.target.endpoint, keys: { p256dh: 'short', auth: 'x' } } },
      { token: owner.token },
    );
    expect(badKeys.status).toBe(400);
    expect(badKeys.body.error.message).toBe(pushRefusals.keys);
    // Well formed, but not a point of the curve: nothing could be encrypted for it.
    const offCurve = await api.post(
      `/api/orders/${placed.orderId}/push`,
      {
        subscription: {
          ...subscriptionOf(browser).subscription,
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: browser.target.auth },
        },
      },
      { token: owner.token },
    );
    expect(offCurve.status).toBe(400);
    expect(offCurve.body.error.message).toBe(pushRefusals.keys);
    expect(
      await server.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.orderId, placed.orderId)),
    ).toEqual([]);
  });

  it(`holds at most ${MAX_PUSH_SUBSCRIPTIONS_PER_ORDER} browsers per order, under parallel requests`, async () => {
    const owner = await signUpCustomer(api);
    const placed = await placeOrder(owner.token);
    const browsers = Array.from({ length: 12 }, (_, index) =>
      push.browser(`/push/many-${placed.orderId}-${index}`),
    );
    const answers = await Promise.all(
      browsers.map((browser) => subscribe(placed.orderId, owner.token, browser)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_ORDER);
    expect(statuses.filter((status) => status === 409)).toHaveLength(12 - MAX_PUSH_SUBSCRIPTIONS_PER_ORDER);
    expect(answers.find((answer) => answer.status === 409)?.body.error.message).toBe(tooManyBrowsers);
    const kept = await server.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.orderId, placed.orderId));
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_ORDER);

    // The same browser again is the same subscription, not another one.
    const again = answers.findIndex((answer) => answer.status === 200);
    expect((await subscribe(placed.orderId, owner.token, browsers[again]!)).status).toBe(200);
  });
});

describe("the server's VAPID keys", () => {
  it('are one pair for every instance on the database, unless the environment gives its own', async () => {
    const served = (await api.get('/guest/push/key')).body.data.publicKey as string;
    // Instances starting at once all read the pair the first one kept.
    const read = await Promise.all(
      Array.from({ length: 4 }, () =>
        resolveVapidKeys(server.database.db, { subject: 'mailto:ops@example.com' }),
      ),
    );
    expect(new Set(read.map((keys) => keys.publicKey))).toEqual(new Set([served]));
    expect(new Set(read.map((keys) => keys.privateKey)).size).toBe(1);

    const own = {
      publicKey: `B${'x'.repeat(86)}`,
      privateKey: 'y'.repeat(43),
      subject: 'https://example.com',
    };
    expect(await resolveVapidKeys(server.database.db, own)).toEqual(own);
  });

  it('are both set or neither', () => {
    expect(() => loadIntegrationConfig({ VAPID_PUBLIC_KEY: `B${'x'.repeat(86)}` })).toThrow(
      /VAPID_PRIVATE_KEY: required because VAPID_PUBLIC_KEY is set/,
    );
    expect(() => loadIntegrationConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(
      /VAPID_SUBJECT: must be a mailto: address or an https: URL/,
    );
  });
});
