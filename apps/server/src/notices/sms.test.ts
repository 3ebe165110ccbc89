import { randomUUID } from 'node:crypto';
import { formatPhone, MAX_NOTICE_ATTEMPTS } from '@orderly/domain';
import { smsNumberMessages } from '@orderly/domain/sms-number';
import { demo } from '@orderly/test-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, orders, smsOutbox } from '../db/schema.ts';
import { invalidNumberAnswer, startFakeTwilio } from '../integrations/sms/fake-twilio.ts';
import { TwilioSms } from '../integrations/sms/twilio-sms.ts';
import { SmsError, type SmsMessage, type SmsSender } from '../integrations/sms/types.ts';
import { orderBody, signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { SMS_OPT_OUT } from './notice-mail.ts';
import { noticeCounts, noticeWorkerJob } from './notice-worker.ts';

/**
 * Order notices by text (issue 26, decision 0095): the diner's yes at checkout, the number read in
 * any common format and kept in E.164 on the order, one text row per notice written with it, sent
 * by the SMS worker of its own through the sandbox (or a provider that fails: retried, given up,
 * counted), and never sent twice by two workers.
 */

const tacos = { 'fish-tacos': { id: 'fish-tacos', count: 2 } };

let server: TestServer;
let api: ReturnType<typeof httpClient>;
let staffToken: string;

beforeAll(async () => {
  server = await startTestServer();
  api = httpClient(server.baseUrl);
  staffToken = await signIn(api, demo.staff.email);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function customerWithPhone(phoneNumber: string) {
  const customer = await signUpCustomer(api);
  const saved = await api.put(
    '/api/user_info',
    { name: 'Ada Lovelace', phoneNumber },
    { token: customer.token },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return customer;
}

async function placeOrder(token: string, overrides: Record<string, unknown> = {}) {
  const placed = await api.post('/api/create_order_v2', orderBody({ products: tacos, ...overrides }), {
    token,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as { orderId: string; orderNumber: number };
}

const setStatus = async (orderId: string, status: string) => {
  const moved = await api.post(`/api/staff/orders/${orderId}/status`, { status }, { token: staffToken });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
};

const smsTo = async (orderId: string) =>
  (await server.database.db.select({ smsTo: orders.smsTo }).from(orders).where(eq(orders.id, orderId)))[0]!
    .smsTo;

const smsRows = (orderId: string) =>
  server.database.db
    .select()
    .from(notices)
    .where(and(eq(notices.orderId, orderId), eq(notices.channel, 'sms')))
    .orderBy(notices.createdAt);

const textsTo = (to: string) =>
  server.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, to)).orderBy(smsOutbox.id);

const workerWith = (
  sms: SmsSender,
  owner = `sms-${randomUUID()}`,
  log: (message: string) => void = () => {},
) =>
  noticeWorkerJob(
    {
      db: server.database.db,
      clock: server.clock,
      mailer: server.integrations.mailer,
      push: server.integrations.push,
      sms,
      publicUrl: 'http://orderly.test',
      secret: server.authSecret,
      owner,
      log: (_error, message) => log(message),
    },
    'sms',
  );

describe('consent at checkout', () => {
  it('keeps no number when the box is not ticked, and the number in E.164 when it is, however it was typed', async () => {
    const unticked = await customerWithPhone('(604) 555-1234');
    const none = await placeOrder(unticked.token);
    expect(await smsTo(none.orderId)).toBeNull();
    await setStatus(none.orderId, 'Preparing');
    expect(await smsRows(none.orderId)).toHaveLength(0);

    for (const typed of ['(604) 555-1234', '+1 604 555 1234', '604.555.1234']) {
      const customer = await customerWithPhone(typed);
      const placed = await placeOrder(customer.token, { textUpdates: true });
      expect(await smsTo(placed.orderId)).toBe('+16045551234');
    }
  });

  it('refuses a number no phone can take texts at, saying what to fix, and writes no order', async () => {
    // Ten digits, as the account's phone must be, but no North American number starts with 1.
    const customer = await customerWithPhone('(123) 555-1234');
    const refused = await api.post(
      '/api/create_order_v2',
      orderBody({ products: tacos, textUpdates: true }),
      { token: customer.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(smsNumberMessages.invalid(formatPhone('1235551234')));
    expect(refused.body.error.message).toBe(
      'We cannot text "(123) 555 - 1234": it is not a complete phone number. Correct it under Contact Information (for example (604) 555-1234), or untick "Text me updates about this order".',
    );
    const history = await api.get(`/api/orders?restaurantId=${demo.restaurantId}`, { token: customer.token });
    expect(JSON.stringify(history.body)).not.toContain('fish-tacos');
    // Without the box, the same number orders as before.
    await placeOrder(customer.token);
  });

  it('keeps no number when the restaurant sends no notice by text', async () => {
    const customer = await customerWithPhone('604-555-1234');
    const manager = await signIn(api, demo.manager.email, demo.manager.password);
    const off = {
      placed: false,
      confirmed: false,
      late: false,
      ready: false,
      outForDelivery: false,
      cancelled: false,
      refunded: false,
    };
    const saved = await api.put(
      `/api/manage/restaurants/${demo.restaurantId}/settings`,
      { settings: { smsNotices: off } },
      { token: manager },
    );
    try {
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const location = await api.get(
        `/guest/restaurants/${demo.restaurantId}/locations/${orderBody().locationId}`,
      );
      expect(location.body.data.settings.smsNotices).toEqual(off);
      const placed = await placeOrder(customer.token, { textUpdates: true });
      expect(await smsTo(placed.orderId)).toBeNull();
    } finally {
      const back = await api.put(
        `/api/manage/restaurants/${demo.restaurantId}/settings`,
        {
          settings: {
            smsNotices: {
              ...off,
              confirmed: true,
              late: true,
              ready: true,
              outForDelivery: true,
              cancelled: true,
            },
          },
        },
        { token: manager },
      );
      expect(back.status, JSON.stringify(back.body)).toBe(200);
    }
  });
});

describe('texts through the sandbox', () => {
  it('queues one text per notice with the change, sends confirmed and ready, skips the receipt, and staff see each', async () => {
    await server.smsNotices.run(); // what earlier tests left
    const customer = await customerWithPhone('(604) 555-2000');
    const placed = await placeOrder(customer.token, { textUpdates: true });
    expect(await smsRows(placed.orderId)).toMatchObject([
      { kind: 'placed', status: 'pending', recipient: '+16045552000' },
    ]);
    const sentBefore = noticeCounts.sms.sent;
    expect(await server.smsNotices.run()).toMatchObject({ sent: 0, skipped: 1 });

    await setStatus(placed.orderId, 'Preparing');
    expect(await server.smsNotices.run()).toMatchObject({ sent: 1 });
    await setStatus(placed.orderId, 'Done');
    expect(await server.smsNotices.run()).toMatchObject({ sent: 1 });
    expect(noticeCounts.sms.sent).toBe(sentBefore + 2);

    const [confirmed, ready] = await textsTo('+16045552000');
    expect(confirmed!.body).toMatch(
      new RegExp(
        `^${demo.restaurantName} has confirmed your order #${placed.orderNumber} and is preparing it\\. It will be ready around \\d{1,2}:\\d{2} [AP]M\\.\\n${SMS_OPT_OUT}$`,
      ),
    );
    // Only the order's first text says how to opt out.
    expect(ready!.body).toMatch(
      new RegExp(`^${demo.restaurantName}: Your order #${placed.orderNumber} is ready\\. Pick it up at `),
    );
    expect(ready!.body).toContain(`At the counter, say: “Order #${placed.orderNumber} for Ada Lovelace.”`);
    expect(ready!.body).not.toContain(SMS_OPT_OUT);
    expect(await textsTo('+16045552000')).toHaveLength(2);

    const listed = await api.get(`/api/staff/orders/${placed.orderId}/notices`, { token: staffToken });
    expect(listed.status).toBe(200);
    const texts = (listed.body.data.notices as { channel: string }[]).filter(
      (notice) => notice.channel === 'sms',
    );
    expect(texts).toMatchObject([
      {
        kind: 'placed',
        status: 'skipped',
        recipient: '+1 604 555 2000',
        lastError: 'Turned off in the restaurant settings',
      },
      { kind: 'confirmed', status: 'sent', recipient: '+1 604 555 2000' },
      { kind: 'ready', status: 'sent', recipient: '+1 604 555 2000' },
    ]);
    // The e-mails are their own rows, sent by their own worker.
    expect(
      (listed.body.data.notices as { channel: string }[]).filter((notice) => notice.channel === 'email'),
    ).toHaveLength(3);
  });

  it('shows the texts on the development outbox page and in its JSON', async () => {
    const customer = await customerWithPhone('604 555 2001');
    const placed = await placeOrder(customer.token, { textUpdates: true });
    await setStatus(placed.orderId, 'Preparing');
    await server.smsNotices.run();
    const json = await api.get('/dev/outbox?to=%2B16045552001');
    expect(json.body.data.texts).toMatchObject([
      { to: '+16045552001', body: expect.stringContaining(`order #${placed.orderNumber}`) },
    ]);
    const page = await fetch(`${server.baseUrl}/dev/outbox?to=%2B16045552001`, {
      headers: { accept: 'text/html' },
    });
    const html = await page.text();
    expect(html).toContain('<h2 id="texts-heading">Text messages</h2>');
    expect(html).toContain('Text to +16045552001');
    expect(html).toContain(`confirmed your order #${placed.orderNumber}`);
  });

  it('two workers at once send each text once', async () => {
    const customer = await customerWithPhone('604 555 2002');
    const orderIds: string[] = [];
    for (let index = 0; index < 3; index++) {
      const placed = await placeOrder(customer.token, { textUpdates: true });
      await setStatus(placed.orderId, 'Preparing');
      orderIds.push(placed.orderId);
    }
    const sends: string[] = [];
    const slow: SmsSender = {
      kind: 'sandbox',
      send: async (message: SmsMessage) => {
        sends.push(message.reference!);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { messageId: `SM${message.reference}` };
      },
    };
    await Promise.all([workerWith(slow, 'one').run(), workerWith(slow, 'two').run()]);
    const confirmedIds = (await Promise.all(orderIds.map(smsRows)))
      .flat()
      .filter((row) => row.kind === 'confirmed')
      .map((row) => row.id);
    expect(confirmedIds).toHaveLength(3);
    expect([...sends].sort()).toEqual([...confirmedIds].sort());
  });
});

describe('a provider that fails', () => {
  it('is tried again with backoff, given up after the last attempt, logged and counted', async () => {
    const customer = await customerWithPhone('604 555 2003');
    const placed = await placeOrder(customer.token, { textUpdates: true });
    await server.smsNotices.run(); // the receipt: skipped
    await setStatus(placed.orderId, 'Preparing');
    const logged: string[] = [];
    const dead: SmsSender = {
      kind: 'twilio',
      send: async () => {
        throw new SmsError(503, 'Service Unavailable');
      },
    };
    const worker = workerWith(dead, `dead-${randomUUID()}`, (message) => logged.push(message));
    const failedBefore = noticeCounts.sms.failed;
    expect(await worker.run()).toMatchObject({ retried: 1 });
    const row = async () => (await smsRows(placed.orderId)).find((notice) => notice.kind === 'confirmed')!;
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row()).lastError).toBe('Text message failed (503): Service Unavailable');
    expect(await worker.run()).toMatchObject({ retried: 0 });
    for (let attempt = 2; attempt <= MAX_NOTICE_ATTEMPTS; attempt++) {
      server.advanceClock(31 * 60_000);
      await worker.run();
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: MAX_NOTICE_ATTEMPTS });
    expect(noticeCounts.sms.failed).toBe(failedBefore + 1);
    expect(logged.some((line) => line.includes('given up after 8 attempts'))).toBe(true);
  });

  it('through Twilio: a refused number (21211) is given up at once, a 5xx is tried again, a STOP is skipped', async () => {
    const accountSid = `AC${'0'.repeat(32)}`;
    const twilio = await startFakeTwilio(accountSid);
    try {
      const sender = new TwilioSms({
        accountSid,
        authToken: 'a'.repeat(32),
        from: { number: '+16045550199' },
        baseUrl: twilio.baseUrl,
        timeoutMs: 1_000,
      });
      const confirmedRow = async (orderId: string) =>
        (await smsRows(orderId)).find((notice) => notice.kind === 'confirmed')!;
      const place = async (phone: string) => {
        const customer = await customerWithPhone(phone);
        const placed = await placeOrder(customer.token, { textUpdates: true });
        await server.smsNotices.run(); // the receipt: skipped
        await setStatus(placed.orderId, 'Preparing');
        return placed;
      };

      const invalid = await place('604 555 2004');
      twilio.answer((request) => invalidNumberAnswer(request.form.To!));
      expect(await workerWith(sender).run()).toMatchObject({ failed: 1 });
      expect(await confirmedRow(invalid.orderId)).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: "Text message failed (400, error 21211): Invalid 'To' Phone Number: +16045552004",
      });

      const busy = await place('604 555 2005');
      twilio.answer(() => ({
        status: 500,
        body: { code: 20500, message: 'Internal Server Error', status: 500 },
      }));
      expect(await workerWith(sender).run()).toMatchObject({ retried: 1 });
      twilio.answer(null);
      server.advanceClock(60_000);
      expect(await workerWith(sender).run()).toMatchObject({ sent: 1 });
      expect(await confirmedRow(busy.orderId)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(twilio.requests.at(-1)!.form).toMatchObject({ To: '+16045552005', From: '+16045550199' });

      const stopped = await place('604 555 2006');
      twilio.answer(() => ({
        status: 400,
        body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 },
      }));
      expect(await workerWith(sender).run()).toMatchObject({ skipped: 1 });
      expect(await confirmedRow(stopped.orderId)).toMatchObject({
        status: 'skipped',
        lastError: 'The diner replied STOP: the number takes no more texts',
      });
    } finally {
      await twilio.close();
    }
  });
});
