import { randomUUID } from 'node:crypto';
import { MAX_NOTICE_ATTEMPTS, type Order, receiptLines } from '@orderly/domain';
import { demo } from '@orderly/test-kit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { emailOutbox, notices } from '../db/schema.ts';
import { createIntegrations } from '../integrations/config.ts';
import { startFakeSmtpServer } from '../integrations/email/fake-smtp-server.ts';
import { SmtpMailer } from '../integrations/email/smtp-mailer.ts';
import { EmailError, type EmailMessage, type Mailer } from '../integrations/email/types.ts';
import { orderBody, signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { badUnsubscribeLink } from './notice-routes.ts';
import { noticeCounts, noticeWorkerJob } from './notice-worker.ts';

/**
 * The notices outbox (issue 26, decision 0084): each order's e-mails are rows written with the
 * change, sent by the worker exactly once across two instances on one database and across a
 * worker that dies between sending and marking, with the words and amounts of the order's details.
 */

const tacos = { 'fish-tacos': { id: 'fish-tacos', count: 2 } };

let server: TestServer;
let second: Awaited<ReturnType<typeof buildApp>>;
let api: ReturnType<typeof httpClient>;
let staffToken: string;
let managerToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const secondIntegrations = createIntegrations({}, { db: server.database.db, clock: server.clock });
  secondIntegrationsMailer = secondIntegrations.mailer;
  second = await buildApp({
    database: server.database,
    clock: server.clock,
    logLevel: 'silent',
    authSecret: server.authSecret,
    publicUrl: 'http://orderly.test',
    integrations: secondIntegrations,
    reconciler: 'off',
    notices: 'off',
    mediaCleanup: 'off',
    instanceName: 'second',
  });
  api = httpClient(server.baseUrl);
  staffToken = await signIn(api, demo.staff.email);
  managerToken = await signIn(api, demo.manager.email, demo.manager.password);
}, 120_000);
afterAll(async () => {
  await second?.app.close();
  await server?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function placeOrder(token: string, overrides: Record<string, unknown> = {}) {
  const placed = await api.post('/api/create_order_v2', orderBody({ products: tacos, ...overrides }), {
    token,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as { orderId: string; orderNumber: number; total: number };
}

const setStatus = async (orderId: string, status: string, reason?: string) => {
  const moved = await api.post(
    `/api/staff/orders/${orderId}/status`,
    { status, reason },
    { token: staffToken },
  );
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
};

const mailsTo = (to: string) =>
  server.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);

const noticesOf = async (orderId: string) => {
  const listed = await api.get(`/api/staff/orders/${orderId}/notices`, { token: staffToken });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body.data.notices as {
    kind: string;
    status: string;
    recipient: string;
    lastError: string | null;
  }[];
};

const unsubscribeLinkIn = (text: string) => {
  const link = text.match(/http:\/\/orderly\.test\/guest\/notices\/unsubscribe\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!);
};

describe('an order told to its diner', () => {
  it('sends the receipt with the amounts of the order details, then confirmed and ready, and staff see each', async () => {
    const customer = await signUpCustomer(api);
    const placed = await placeOrder(customer.token);
    // Queued with the order, not sent until the worker runs.
    expect(await mailsTo(customer.email)).toHaveLength(0);
    expect(await noticesOf(placed.orderId)).toMatchObject([
      { kind: 'placed', status: 'pending', recipient: customer.email },
    ]);
    await server.notices.run();

    const [receipt] = await mailsTo(customer.email);
    expect(receipt?.subject).toBe(`Your receipt from ${demo.restaurantName}: order #${placed.orderNumber}`);
    const details = await api.get(`/api/orders/${placed.orderId}`, { token: customer.token });
    const lines = receiptLines(details.body.data.order as Order);
    for (const item of lines.items)
      expect(receipt!.text).toContain(`${item.count} × ${item.name}  ${item.price}`);
    for (const amount of lines.amounts) {
      expect(receipt!.text).toContain(`${amount.label}  ${amount.value}`);
      expect(receipt!.html).toContain(amount.value);
    }
    expect(receipt!.text).toMatch(/Pickup at .+, ready around \d{1,2}:\d{2} [AP]M\./);
    expect(receipt!.text).toContain('Payment: Pay In-Person.');
    // A receipt is a record, not a message to turn off: no unsubscribe link.
    expect(receipt!.text).not.toContain('/guest/notices/unsubscribe');
    expect(receipt!.messageId).toMatch(/^<notice-.+@orderly\.test>$/);

    await setStatus(placed.orderId, 'Preparing');
    await setStatus(placed.orderId, 'Done');
    await server.notices.run();
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your receipt from ${demo.restaurantName}: order #${placed.orderNumber}`,
      `${demo.restaurantName} confirmed your order #${placed.orderNumber}`,
      `Your order #${placed.orderNumber} is ready for pickup`,
    ]);
    const ready = mails[2]!;
    expect(ready.text).toContain(`At the counter, say: “Order #${placed.orderNumber}`);
    expect(ready.text).toContain('/guest/notices/unsubscribe?token=');
    expect(await noticesOf(placed.orderId)).toMatchObject([
      { kind: 'placed', status: 'sent' },
      { kind: 'confirmed', status: 'sent' },
      { kind: 'ready', status: 'sent' },
    ]);
  });

  it('moves the cancellation e-mail onto the outbox, with the same words', async () => {
    const customer = await signUpCustomer(api);
    const placed = await placeOrder(customer.token);
    await setStatus(placed.orderId, 'Cancelled', 'The kitchen is out of fish.');
    await server.notices.run();
    const cancelled = (await mailsTo(customer.email)).at(-1)!;
    expect(cancelled.subject).toBe(`Your order #${placed.orderNumber} was cancelled`);
    expect(cancelled.text).toContain(`${demo.restaurantName} cancelled your order #${placed.orderNumber}.`);
    expect(cancelled.text).toContain('Reason: The kitchen is out of fish.');
    expect(cancelled.text).toContain('We are sorry for the trouble.');
  });

  it('lets a diner unsubscribe from the link: later notices are skipped, receipts still go', async () => {
    const customer = await signUpCustomer(api);
    const first = await placeOrder(customer.token);
    await setStatus(first.orderId, 'Preparing');
    await server.notices.run();
    const link = unsubscribeLinkIn((await mailsTo(customer.email)).at(-1)!.text);
    const path = `${link.pathname}${link.search}`;

    const shown = await api.get(path);
    expect(shown.body.data).toEqual({
      restaurantName: demo.restaurantName,
      email: customer.email,
      unsubscribed: false,
    });
    const page = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(html).toContain('<button type="submit">Stop order e-mails</button>');
    // A page whose form a browser will send: no sandbox (it blocks forms), its own server as the form's target.
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('sandbox');
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("default-src 'none'");
    // In the restaurant's look, as its e-mails: its logo (from this server) in a band of its colour.
    expect(policy).toContain("img-src 'self'");
    expect(html).toMatch(
      new RegExp(`<header><img src="[^"]+" alt="${demo.restaurantName.replace('&', '&amp;')}"`),
    );
    // The mail program's one-click unsubscribe (RFC 8058) posts a form.
    const oneClick = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await api.get(path)).body.data.unsubscribed).toBe(true);

    const next = await placeOrder(customer.token);
    await setStatus(next.orderId, 'Preparing');
    await server.notices.run();
    expect(await noticesOf(next.orderId)).toMatchObject([
      { kind: 'placed', status: 'sent' },
      { kind: 'confirmed', status: 'skipped', lastError: 'The diner turned order e-mails off' },
    ]);
  });

  it('refuses an unsubscribe link this server did not sign', async () => {
    for (const token of [
      'nonsense',
      'a.b',
      `${Buffer.from('{"r":"demo","e":"eve@example.com"}').toString('base64url')}.AAAA`,
    ]) {
      const answer = await api.post(
        `/guest/notices/unsubscribe?token=${encodeURIComponent(token)}`,
        undefined,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(badUnsubscribeLink);
    }
  });

  it('sends no notice the restaurant turned off', async () => {
    const settingsPath = `/api/manage/restaurants/${demo.restaurantId}/settings`;
    const off = {
      placed: true,
      confirmed: false,
      ready: true,
      outForDelivery: true,
      cancelled: true,
      refunded: true,
    };
    const saved = await api.put(settingsPath, { settings: { dinerNotices: off } }, { token: managerToken });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const customer = await signUpCustomer(api);
      const placed = await placeOrder(customer.token);
      await setStatus(placed.orderId, 'Preparing');
      await server.notices.run();
      expect(await noticesOf(placed.orderId)).toMatchObject([
        { kind: 'placed', status: 'sent' },
        { kind: 'confirmed', status: 'skipped', lastError: 'Turned off in the restaurant settings' },
      ]);
    } finally {
      const restored = await api.put(
        settingsPath,
        { settings: { dinerNotices: { ...off, confirmed: true } } },
        { token: managerToken },
      );
      expect(restored.status).toBe(200);
    }
  });

  it('queues nothing when a status change is refused', async () => {
    const customer = await signUpCustomer(api);
    const placed = await placeOrder(customer.token);
    const refused = await api.post(
      `/api/staff/orders/${placed.orderId}/status`,
      { status: 'Done' },
      { token: staffToken },
    );
    expect(refused.status).toBe(409);
    expect((await noticesOf(placed.orderId)).map((notice) => notice.kind)).toEqual(['placed']);
  });
});

describe('exactly once', () => {
  it('sends each notice once when two instances work the outbox at the same time', async () => {
    // Notices left by the tests before are sent first: only this test's are counted.
    await server.notices.run();
    const customer = await signUpCustomer(api);
    const placed = [];
    for (let index = 0; index < 6; index++) placed.push(await placeOrder(customer.token));
    const sends: string[] = [];
    for (const mailer of [server.integrations.mailer, secondMailer()]) {
      const send = mailer.send.bind(mailer);
      vi.spyOn(mailer, 'send').mockImplementation(async (message: EmailMessage) => {
        if (message.to === customer.email) sends.push(message.messageId ?? '');
        return send(message);
      });
    }
    await Promise.all([
      server.notices.run(),
      second.notices.run(),
      server.notices.run(),
      second.notices.run(),
    ]);
    expect(sends).toHaveLength(placed.length);
    expect(new Set(sends).size).toBe(placed.length);
    expect(await mailsTo(customer.email)).toHaveLength(placed.length);
  });

  it('a worker that dies between sending and marking: the notice goes again once its lease runs out, as the same message', async () => {
    await server.notices.run();
    const customer = await signUpCustomer(api);
    const placed = await placeOrder(customer.token);
    // The first instance sends, then hangs before it can mark the notice (as kill -9 would leave it).
    const sent: string[] = [];
    let die: () => void = () => undefined;
    const send = server.integrations.mailer.send.bind(server.integrations.mailer);
    vi.spyOn(server.integrations.mailer, 'send').mockImplementation(async (message) => {
      sent.push(message.messageId ?? '');
      await send(message);
      await new Promise<void>((resolve) => {
        die = resolve;
      });
      throw new Error('the process died');
    });
    const dying = server.notices.run();
    try {
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      // Within the lease, the other instance leaves it alone.
      expect(await second.notices.run()).toMatchObject({ sent: 0 });
      server.advanceClock(3 * 60_000);
      const secondSend = secondMailer().send.bind(secondMailer());
      vi.spyOn(secondMailer(), 'send').mockImplementation(async (message) => {
        sent.push(message.messageId ?? '');
        return secondSend(message);
      });
      expect(await second.notices.run()).toMatchObject({ sent: 1 });
    } finally {
      die();
      await dying;
    }
    // Sent twice as the same message: the outbox keeps it once; the row says sent, by the second.
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect((await mailsTo(customer.email)).filter((mail) => mail.messageId === sent[0])).toHaveLength(1);
    const [row] = await server.database.db.select().from(notices).where(eq(notices.orderId, placed.orderId));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, claimedBy: null });
  });
});

/** The second instance's mailer (the one its worker sends with). */
let secondIntegrationsMailer: Mailer | undefined;
function secondMailer(): Mailer {
  return secondIntegrationsMailer!;
}

describe('retries', () => {
  it('tries again later with backoff, gives up after the last attempt, logs and counts it', async () => {
    const customer = await signUpCustomer(api);
    const placed = await placeOrder(customer.token);
    const logged: string[] = [];
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw new EmailError(502, 'SMTP: connection refused');
      },
    };
    const worker = noticeWorkerJob({
      db: server.database.db,
      clock: server.clock,
      mailer: failing,
      push: server.integrations.push,
      sms: server.integrations.sms,
      publicUrl: 'http://orderly.test',
      secret: server.authSecret,
      owner: `flaky-${randomUUID()}`,
      log: (_error, message) => logged.push(message),
    });
    const failedBefore = noticeCounts.email.failed;
    const rowOf = async () =>
      (await server.database.db.select().from(notices).where(eq(notices.orderId, placed.orderId)))[0]!;
    expect(await worker.run()).toMatchObject({ retried: 1 });
    const first = await rowOf();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP: connection refused' });
    // Not due again before its wait (30 s after the first failure).
    expect(await worker.run()).toMatchObject({ retried: 0 });
    expect(first.nextAttemptAt.getTime() - server.clock.now().getTime()).toBeGreaterThan(20_000);
    for (let attempt = 2; attempt <= MAX_NOTICE_ATTEMPTS; attempt++) {
      server.advanceClock(31 * 60_000);
      await worker.run();
    }
    expect(await rowOf()).toMatchObject({ status: 'failed', attempts: MAX_NOTICE_ATTEMPTS });
    expect(noticeCounts.email.failed).toBe(failedBefore + 1);
    expect(logged.some((line) => line.includes('given up after 8 attempts'))).toBe(true);
  });

  it('gives up at once on an address no mail server takes', async () => {
    const customer = await signUpCustomer(api);
    const placed = await placeOrder(customer.token);
    const worker = noticeWorkerJob({
      db: server.database.db,
      clock: server.clock,
      mailer: {
        kind: 'smtp',
        send: async () => {
          throw new EmailError(400, 'Not an e-mail address');
        },
      },
      push: server.integrations.push,
      sms: server.integrations.sms,
      publicUrl: 'http://orderly.test',
      secret: server.authSecret,
      owner: `refused-${randomUUID()}`,
      log: () => undefined,
    });
    expect(await worker.run()).toMatchObject({ failed: 1 });
    expect(await noticesOf(placed.orderId)).toMatchObject([{ status: 'failed' }]);
  });
});

describe('through SMTP', () => {
  it('sends text and HTML parts, a stable Message-ID, the restaurant as sender and List-Unsubscribe on what is not a receipt', async () => {
    const smtp = await startFakeSmtpServer();
    const mailer = new SmtpMailer({
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Orderly <no-reply@orderly.local>',
    });
    try {
      const customer = await signUpCustomer(api);
      const placed = await placeOrder(customer.token);
      await setStatus(placed.orderId, 'Preparing');
      const worker = noticeWorkerJob({
        db: server.database.db,
        clock: server.clock,
        mailer,
        push: server.integrations.push,
        sms: server.integrations.sms,
        publicUrl: 'http://orderly.test',
        secret: server.authSecret,
        owner: `smtp-${randomUUID()}`,
        log: () => undefined,
      });
      expect(await worker.run()).toMatchObject({ sent: 2 });
      const [receipt, confirmed] = smtp.received.filter((mail) => mail.to.includes(customer.email));
      for (const mail of [receipt!, confirmed!]) {
        expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/m);
        expect(mail.raw).toMatch(/^Content-Type: text\/plain/m);
        expect(mail.raw).toMatch(/^Content-Type: text\/html/m);
        expect(mail.raw).toMatch(/^Message-ID: <notice-[0-9a-f-]+@orderly\.test>$/m);
        expect(mail.raw).toMatch(
          new RegExp(`^From: "${demo.restaurantName}" <no-reply@orderly.local>$`, 'm'),
        );
      }
      expect(receipt!.raw).not.toMatch(/^List-Unsubscribe:/m);
      expect(confirmed!.raw).toMatch(
        /^List-Unsubscribe:\s+<http:\/\/orderly\.test\/guest\/notices\/unsubscribe\?token=/m,
      );
      expect(confirmed!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});

describe('managers', () => {
  it('queueManagersNotice writes one e-mail per manager of the location, sent with the escalation words', async () => {
    const { queueManagersNotice } = await import('../orders/notices-repository.ts');
    const customer = await signUpCustomer(api);
    const placed = await placeOrder(customer.token);
    server.advanceClock(2 * 60_000);
    await server.database.db.transaction((tx) =>
      queueManagersNotice(tx, { id: placed.orderId }, 'escalation', server.clock.now()),
    );
    await server.notices.run();
    const mails = await mailsTo(demo.manager.email);
    expect(mails.at(-1)?.subject).toBe(`Order #${placed.orderNumber} has not been confirmed for 2 minutes`);
    const managers = await server.database.db.execute(
      sql`select count(*)::int as n from staff_members where restaurant_id = ${demo.restaurantId} and role = 'manager'`,
    );
    const count = (managers as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect((await noticesOf(placed.orderId)).filter((notice) => notice.kind === 'escalation')).toHaveLength(
      count,
    );
  });
});
