import { topics } from '@orderly/client/protocol';
import { tabMessages, visitMessages } from '@orderly/domain';
import { demo, guestOrderBody } from '@orderly/test-kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttempts, tableVisits } from '../db/schema.ts';
import { staleAttempts, voidAttempt } from '../payments/payment-attempts-repository.ts';
import { demoPointsOf } from '../test/customer-points.ts';
import { saveCard, signIn, signUpCustomer } from '../test/customers.ts';
import type { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { chargesOf, paymentCustomerOf } from '../test/sandbox-charges.ts';
import { startServerKeepingTabs } from '../test/tabs-server.ts';
import type { TestServer } from '../test/test-server.ts';

/**
 * Paying a table's tab (issue 28, decision 0093): the whole, some items, or a share of an even
 * split; by card (signed in, with a tip, points to the payer) or at the counter. Each item and each
 * share is paid once, even by two phones at the same moment, and a card charged for a part that
 * someone else paid first is given back.
 */

const tacos = { 'fish-tacos': { id: 'fish-tacos', count: 2 } };
const place = { restaurantId: demo.restaurantId, locationId: demo.downtown };

let server: TestServer;
let api: ReturnType<typeof httpClient>;

type Tab = {
  rounds: { items: { key: string; charge: number; paid: boolean; inSplit: boolean }[]; total: number }[];
  payments: { paidBy: string; amount: number; tip: number; method: string }[];
  split: {
    splitId: string;
    parts: number;
    shares: { share: number; amount: number; paid: boolean }[];
  } | null;
  total: number;
  paid: number;
  remaining: number;
};

async function joinTable(tableId: string, name: string) {
  const joined = await api.post('/guest/table_visits', { ...place, tableId, name });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  return joined.body.data.visitToken as string;
}
async function sendRound(tableId: string, visitToken: string) {
  const sent = await api.post(
    '/guest/create_order',
    guestOrderBody({ tableId, products: tacos, visitToken }),
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent;
}
const tabOf = async (token: string): Promise<Tab> =>
  (await api.get(`/guest/table_visits/tab?token=${encodeURIComponent(token)}`)).body.data.tab;
const items = (tab: Tab) => tab.rounds.flatMap((round) => round.items);
const payAtCounter = (token: string, part: unknown, key?: string) =>
  api.post(
    '/guest/table_visits/pay',
    { token, part, method: 'counter' },
    key ? { headers: { 'idempotency-key': key } } : {},
  );
const payByCard = (session: string, token: string, part: unknown, extra: Record<string, unknown> = {}) =>
  api.post('/api/table_visits/pay', { token, part, method: 'online', ...extra }, { token: session });

beforeAll(async () => {
  ({ server, api } = await startServerKeepingTabs());
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('paying a table’s tab', () => {
  it('takes each item once: what is paid and what is left add up to the tab to the cent', async () => {
    const ana = await joinTable('t3', 'Ana');
    const ben = await joinTable('t3', 'Ben');
    await sendRound('t3', ana);
    await sendRound('t3', ben);
    const before = await tabOf(ana);
    const [first, second] = items(before);

    const paid = await payAtCounter(ana, { kind: 'items', itemKeys: [first!.key] });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data.payment).toMatchObject({ amount: first!.charge, tip: 0, method: 'counter' });
    const after: Tab = paid.body.data.tab;
    expect(items(after).find((item) => item.key === first!.key)?.paid).toBe(true);
    expect(after.paid).toBe(first!.charge);
    expect(after.paid + after.remaining).toBe(before.total);
    expect(after.payments).toEqual([expect.objectContaining({ paidBy: 'Ana', amount: first!.charge })]);

    const again = await payAtCounter(ben, { kind: 'items', itemKeys: [first!.key, second!.key] });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(tabMessages.itemPaid);

    const rest = await payAtCounter(ben, { kind: 'whole' });
    expect(rest.status).toBe(201);
    expect(rest.body.data.payment.amount).toBe(before.total - first!.charge);
    expect(rest.body.data.tab.remaining).toBe(0);
    const none = await payAtCounter(ana, { kind: 'whole' });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe(tabMessages.nothingOwed);
  });

  it('charges a signed-in diner’s card the part and its tip, gives them the points, and the round earned none', async () => {
    const diner = await signUpCustomer(api);
    await saveCard(api.baseUrl, api, diner.token);
    const token = await joinTable('t4', 'Cleo');
    const round = await sendRound('t4', token);
    const [row] = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, round.body.data.order.orderId));
    expect(row!.paymentMethod).toBe('offline');
    expect(row!.pointsEarned).toBe(0);
    const pointsBefore = (await demoPointsOf(server.database, diner.userId)) ?? 0;

    const tab = await tabOf(token);
    const paid = await payByCard(diner.token, token, { kind: 'whole' }, { tip: 0.15 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const tip = Math.round(tab.total * 0.15);
    expect(paid.body.data.payment).toMatchObject({ amount: tab.total, tip, method: 'online' });
    expect(paid.body.data.payment.points).toBeGreaterThan(0);
    const charges = await chargesOf(server.database, await paymentCustomerOf(server.database, diner.userId));
    expect(charges.map((charge) => charge.amount)).toEqual([tab.total + tip]);
    expect(await demoPointsOf(server.database, diner.userId)).toBe(
      pointsBefore + paid.body.data.payment.points,
    );

    // The payment completes its attempt: the reconciler can never void it and give the money back.
    const paymentId = paid.body.data.payment.paymentId;
    expect(await staleAttempts(server.database.db, new Date(Date.now() + 3_600_000))).not.toContain(
      paymentId,
    );
    expect(await voidAttempt(server.database.db, paymentId, 'test')).toBe('completed');
    const [attempt] = await server.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, paymentId));
    expect(attempt!.open).toBe(true);
  });

  it('refuses a card payment from a guest, and a tip the restaurant does not offer', async () => {
    const token = await joinTable('t6', 'Dee');
    await sendRound('t6', token);
    const guest = await api.post('/guest/table_visits/pay', {
      token,
      part: { kind: 'whole' },
      method: 'online',
    });
    expect(guest.status).toBe(400);
    const diner = await signUpCustomer(api);
    await saveCard(api.baseUrl, api, diner.token);
    const odd = await payByCard(diner.token, token, { kind: 'whole' }, { tip: 0.37 });
    expect(odd.status).toBe(400);
    expect((await tabOf(token)).paid).toBe(0);

    // A restaurant that takes dine-in payment at the counter only takes the tab there too.
    const manager = await signIn(api, demo.manager.email);
    const setPolicy = (dineInPaymentMethodType: string) =>
      api.put(
        `/api/manage/restaurants/${demo.restaurantId}/settings`,
        { settings: { dineInPaymentMethodType } },
        { token: manager },
      );
    const offline = await setPolicy('offline');
    expect(offline.status, JSON.stringify(offline.body)).toBe(200);
    try {
      const card = await payByCard(diner.token, token, { kind: 'whole' });
      expect(card.status).toBe(400);
      expect(card.body.error.message).toBe(tabMessages.cardsOff);
      expect((await tabOf(token)).paid).toBe(0);
    } finally {
      await setPolicy('both');
    }
  });

  it('lets two phones pay for the same item at the same moment: exactly one is charged and keeps it', async () => {
    const token = await joinTable('t7', 'Eve');
    await sendRound('t7', token);
    const [item] = items(await tabOf(token));
    const diners = await Promise.all([signUpCustomer(api), signUpCustomer(api), signUpCustomer(api)]);
    await Promise.all(diners.map((diner) => saveCard(api.baseUrl, api, diner.token)));
    const tokens = await Promise.all(diners.map((_, index) => joinTable('t7', `Phone ${index}`)));
    const answers = await Promise.all(
      diners.map((diner, index) =>
        payByCard(diner.token, tokens[index]!, { kind: 'items', itemKeys: [item!.key] }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.status === 409))
      expect(answer.body.error.message).toBe(tabMessages.itemPaid);
    // Whoever was charged and refused got the whole charge back: one charge stands, for the item.
    let kept = 0;
    for (const diner of diners) {
      for (const charge of await chargesOf(
        server.database,
        await paymentCustomerOf(server.database, diner.userId),
      ))
        kept += charge.amount - charge.refunded;
    }
    expect(kept).toBe(item!.charge);
    const tab = await tabOf(token);
    expect(tab.payments).toHaveLength(1);
  });

  it('splits evenly: the shares add up to what was unpaid, each share is paid once, a later round is apart', async () => {
    const token = await joinTable('t8', 'Fay');
    await sendRound('t8', token);
    await sendRound('t8', token);
    const before = await tabOf(token);
    const split = await api.post('/guest/table_visits/split', { token, parts: 3 });
    expect(split.status, JSON.stringify(split.body)).toBe(201);
    const tab: Tab = split.body.data.tab;
    expect(tab.split!.shares.map((share) => share.amount).reduce((a, b) => a + b, 0)).toBe(before.total);
    expect(
      Math.max(...tab.split!.shares.map((s) => s.amount)) -
        Math.min(...tab.split!.shares.map((s) => s.amount)),
    ).toBeLessThanOrEqual(1);
    expect(items(tab).every((item) => item.inSplit)).toBe(true);

    expect((await api.post('/guest/table_visits/split', { token, parts: 2 })).body.error.message).toBe(
      tabMessages.splitOpen,
    );
    expect((await payAtCounter(token, { kind: 'whole' })).body.error.message).toBe(tabMessages.splitOpen);
    const share = { kind: 'share', splitId: tab.split!.splitId, share: 1 };
    const both = await Promise.all([payAtCounter(token, share), payAtCounter(token, share)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    await payAtCounter(token, { ...share, share: 0 });
    await payAtCounter(token, { ...share, share: 2 });
    const paid = await tabOf(token);
    expect(paid.remaining).toBe(0);
    expect(paid.split).toBeNull();
    expect(items(paid).every((item) => item.paid)).toBe(true);

    await sendRound('t8', token);
    const later = await tabOf(token);
    expect(later.remaining).toBe(later.total - paid.total);
    expect((await api.post('/guest/table_visits/split', { token, parts: 21 })).status).toBe(400);
  });

  it('answers a retried payment with the first one’s answer, and pays once', async () => {
    const token = await joinTable('t9', 'Gus');
    await sendRound('t9', token);
    const first = await payAtCounter(token, { kind: 'whole' }, 'tab-retry-1');
    const retry = await payAtCounter(token, { kind: 'whole' }, 'tab-retry-1');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.data.payment.paymentId).toBe(first.body.data.payment.paymentId);
    expect((await tabOf(token)).payments).toHaveLength(1);
  });

  it('shows staff each open visit live: what is paid, what waits at the counter; taking it gives the payer points', async () => {
    const staff = await signIn(api, demo.staff.email);
    const live = await liveClient(server.baseUrl, staff);
    const topic = topics.tables(demo.restaurantId, demo.downtown);
    live.send({ type: 'subscribe', topic });
    await live.waitFor((message) => message.topic === topic && message.type === 'subscribed');

    const diner = await signUpCustomer(api);
    const token = await joinTable('t10', 'Hal');
    await sendRound('t10', token);
    const total = (await tabOf(token)).total;
    const pointsBefore = (await demoPointsOf(server.database, diner.userId)) ?? 0;
    const promised = await api.post(
      '/api/table_visits/pay',
      { token, part: { kind: 'whole' }, method: 'counter' },
      { token: diner.token },
    );
    expect(promised.status, JSON.stringify(promised.body)).toBe(201);
    expect(promised.body.data.payment.points).toBe(0);

    const seen = await live.waitFor(
      (message) =>
        message.topic === topic && JSON.stringify(message).includes(promised.body.data.payment.paymentId),
    );
    expect(seen.type).not.toBe('error');
    const list = await api.get(`/api/staff/table_visits?restaurantId=demo&locationId=${demo.downtown}`, {
      token: staff,
    });
    const visit = list.body.data.visits.find((row: { tableNumber: string }) => row.tableNumber === '10');
    expect(visit).toMatchObject({ guests: [{ name: 'Hal' }], rounds: 1, total, paid: 0, unpaid: 0 });
    expect(visit.atCounter).toEqual([
      { paymentId: promised.body.data.payment.paymentId, paidBy: 'Hal', amount: total },
    ]);

    // Closing with the money still at the counter needs a reason.
    const early = await api.post(`/api/staff/table_visits/${visit.visitId}/close`, {}, { token: staff });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(visitMessages.closeReasonEmpty);

    const settle = `/api/staff/table_visits/${visit.visitId}/payments/${promised.body.data.payment.paymentId}/settle`;
    const both = await Promise.all([
      api.post(settle, {}, { token: staff }),
      api.post(settle, {}, { token: staff }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const points = await demoPointsOf(server.database, diner.userId);
    expect(points).toBeGreaterThan(pointsBefore);
    const after = await api.get(`/api/staff/table_visits?restaurantId=demo&locationId=${demo.downtown}`, {
      token: staff,
    });
    expect(
      after.body.data.visits.find((row: { visitId: string }) => row.visitId === visit.visitId),
    ).toMatchObject({
      paid: total,
      atCounter: [],
    });

    // Paid: closed with no reason, and gone from the list.
    const closed = await api.post(`/api/staff/table_visits/${visit.visitId}/close`, {}, { token: staff });
    expect(closed.status).toBe(200);
    const gone = await api.get(`/api/staff/table_visits?restaurantId=demo&locationId=${demo.downtown}`, {
      token: staff,
    });
    expect(gone.body.data.visits.some((row: { visitId: string }) => row.visitId === visit.visitId)).toBe(
      false,
    );
    live.close();
  });

  it('closes an unpaid visit only with a reason, which is kept', async () => {
    const staff = await signIn(api, demo.staff.email);
    const token = await joinTable('t11', 'Ida');
    await sendRound('t11', token);
    const list = await api.get(`/api/staff/table_visits?restaurantId=demo&locationId=${demo.downtown}`, {
      token: staff,
    });
    const visit = list.body.data.visits.find((row: { tableNumber: string }) => row.tableNumber === '11');
    expect(visit.unpaid).toBeGreaterThan(0);
    const closed = await api.post(
      `/api/staff/table_visits/${visit.visitId}/close`,
      { reason: 'Walked out' },
      { token: staff },
    );
    expect(closed.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(tableVisits)
      .where(eq(tableVisits.id, visit.visitId));
    expect(row).toMatchObject({ status: 'closed', closeReason: 'Walked out' });
  });

  it('opens nothing for a token that opens nothing', async () => {
    const answer = await payAtCounter('x'.repeat(43), { kind: 'whole' });
    expect(answer.status).toBe(404);
  });
});
