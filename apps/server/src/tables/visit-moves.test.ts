import { topics } from '@orderly/client/protocol';
import { visitMessages } from '@orderly/domain';
import { demo, guestOrderBody } from '@orderly/test-kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, tableVisits } from '../db/schema.ts';
import { signIn, signUpCustomer } from '../test/customers.ts';
import type { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startServerKeepingTabs } from '../test/tabs-server.ts';
import type { TestServer } from '../test/test-server.ts';

/**
 * Staff moving a table's visit, merging two, and taking a guest off a table (issue 28, decision
 * 0093): guests' phones follow, rounds are served where the visit sits, nothing paid is lost or
 * owed twice, and a removed guest's phone opens nothing.
 */

const tacos = { 'fish-tacos': { id: 'fish-tacos', count: 2 } };
const place = { restaurantId: demo.restaurantId, locationId: demo.downtown };

let server: TestServer;
let api: ReturnType<typeof httpClient>;
let staff: string;

type StaffVisit = {
  visitId: string;
  tableNumber: string;
  guests: { guestId: string; name: string }[];
  rounds: number;
  total: number;
  paid: number;
  unpaid: number;
  atCounter: { paymentId: string; amount: number }[];
};

async function joinTable(tableId: string, name: string) {
  const joined = await api.post('/guest/table_visits', { ...place, tableId, name });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  return {
    token: joined.body.data.visitToken as string,
    visitId: joined.body.data.tab.visit.visitId as string,
  };
}
async function sendRound(tableId: string, visitToken: string) {
  const sent = await api.post(
    '/guest/create_order',
    guestOrderBody({ tableId, products: tacos, visitToken }),
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.data.order.orderId as string;
}
const tabOf = (token: string) => api.get(`/guest/table_visits/tab?token=${encodeURIComponent(token)}`);
const staffVisits = async (): Promise<StaffVisit[]> =>
  (await api.get(`/api/staff/table_visits?restaurantId=demo&locationId=${demo.downtown}`, { token: staff }))
    .body.data.visits;
const orderRow = async (orderId: string) =>
  (
    await server.database.db
      .select({
        visitId: orders.visitId,
        visitRound: orders.visitRound,
        tableId: orders.tableId,
        tableNumber: orders.tableNumber,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
  )[0];
const move = (visitId: string, tableId: string, token = staff) =>
  api.post(`/api/staff/table_visits/${visitId}/move`, { tableId }, { token });
const merge = (visitId: string, intoVisitId: string, token = staff) =>
  api.post(`/api/staff/table_visits/${visitId}/merge`, { intoVisitId }, { token });

beforeAll(async () => {
  ({ server, api } = await startServerKeepingTabs());
  staff = await signIn(api, demo.staff.email);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('staff moving a visit', () => {
  it('moves the tab and its unfinished rounds to the new table; the phones follow and table 3 starts afresh', async () => {
    const ana = await joinTable('t3', 'Ana');
    const first = await sendRound('t3', ana.token);

    const moved = await move(ana.visitId, 't4');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.tableNumber).toBe('4');
    expect(await orderRow(first)).toMatchObject({ tableId: 't4', tableNumber: '4', visitRound: 1 });
    expect((await tabOf(ana.token)).body.data.tab.visit.tableNumber).toBe('4');

    // Ana's phone still shows table 3's page: her next round is round 2 of her tab, at table 4.
    const second = await sendRound('t3', ana.token);
    expect(await orderRow(second)).toMatchObject({ visitId: ana.visitId, visitRound: 2, tableNumber: '4' });

    // The next scan of table 3 opens a visit of its own, with nothing of Ana's.
    const next = await joinTable('t3', 'Zed');
    expect(next.visitId).not.toBe(ana.visitId);
    expect((await tabOf(next.token)).body.data.tab).toMatchObject({ rounds: [], guests: [{ name: 'Zed' }] });
  });

  it('refuses a table with a tab of its own, the same table, an unknown table, and anyone but staff', async () => {
    const bo = await joinTable('t5', 'Bo');
    await joinTable('t6', 'Cy');
    const taken = await move(bo.visitId, 't6');
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(visitMessages.tableTaken);
    const same = await move(bo.visitId, 't5');
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe(visitMessages.sameTable);
    expect((await move(bo.visitId, 'no-such-table')).status).toBe(400);
    const diner = await signUpCustomer(api);
    expect((await move(bo.visitId, 't7', diner.token)).status).toBe(403);
    expect((await move('no-such-visit', 't7')).status).toBe(404);
    expect((await tabOf(bo.token)).body.data.tab.visit.tableNumber).toBe('5');
  });
});

describe('staff merging two visits', () => {
  it('puts both tables on one tab: guests, rounds after the other’s, payments kept; the merged visit closes with why', async () => {
    const dee = await joinTable('t8', 'Dee');
    const eli = await joinTable('t9', 'Eli');
    await sendRound('t8', dee.token);
    const eliRound = await sendRound('t9', eli.token);
    // Eli promised table 9's tab at the counter before the tables were pushed together.
    const promised = await api.post('/guest/table_visits/pay', {
      token: eli.token,
      part: { kind: 'whole' },
      method: 'counter',
    });
    expect(promised.status, JSON.stringify(promised.body)).toBe(201);
    const before = await staffVisits();
    const t8 = before.find((visit) => visit.visitId === dee.visitId)!;
    const t9 = before.find((visit) => visit.visitId === eli.visitId)!;

    const merged = await merge(eli.visitId, dee.visitId);
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data.tableNumber).toBe('8');

    const after = await staffVisits();
    expect(after.find((visit) => visit.visitId === eli.visitId)).toBeUndefined();
    const one = after.find((visit) => visit.visitId === dee.visitId)!;
    expect(one.guests.map((guest) => guest.name)).toEqual(['Dee', 'Eli']);
    expect(one).toMatchObject({ rounds: 2, total: t8.total + t9.total, unpaid: t8.unpaid });
    expect(one.atCounter).toEqual(t9.atCounter);
    expect(await orderRow(eliRound)).toMatchObject({ visitId: dee.visitId, visitRound: 2, tableNumber: '8' });
    const [closed] = await server.database.db
      .select()
      .from(tableVisits)
      .where(eq(tableVisits.id, eli.visitId));
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'Merged into table 8' });

    // Eli's phone shows the one tab; the counter payment is taken on it once.
    const eliTab = (await tabOf(eli.token)).body.data.tab;
    expect(eliTab.visit.visitId).toBe(dee.visitId);
    expect(
      eliTab.rounds.map((round: { round: number; sentBy: string }) => [round.round, round.sentBy]),
    ).toEqual([
      [1, 'Dee'],
      [2, 'Eli'],
    ]);
    const settled = await api.post(
      `/api/staff/table_visits/${dee.visitId}/payments/${t9.atCounter[0]!.paymentId}/settle`,
      {},
      { token: staff },
    );
    expect(settled.status).toBe(200);
    expect((await tabOf(dee.token)).body.data.tab).toMatchObject({ paid: t9.total, remaining: t8.total });

    // A merged visit is over: merging it again, or into itself, is refused.
    expect((await merge(eli.visitId, dee.visitId)).status).toBe(409);
    const self = await merge(dee.visitId, dee.visitId);
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(visitMessages.mergeSelf);
  });

  it('refuses two tabs that are both being split evenly', async () => {
    const fay = await joinTable('t10', 'Fay');
    const gus = await joinTable('t11', 'Gus');
    await sendRound('t10', fay.token);
    await sendRound('t11', gus.token);
    for (const token of [fay.token, gus.token])
      expect((await api.post('/guest/table_visits/split', { token, parts: 2 })).status).toBe(201);
    const refused = await merge(gus.visitId, fay.visitId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(visitMessages.mergeSplits);
  });

  it('keeps a merged guest’s phone live on the tab it joined', async () => {
    const hal = await joinTable('t12', 'Hal');
    const ivy = await joinTable('t7', 'Ivy');
    const phone = await liveClient(server.baseUrl);
    const topic = topics.tab(ivy.token);
    phone.send({ type: 'subscribe', topic });
    await phone.waitFor((message) => message.topic === topic && message.type === 'snapshot');
    expect((await merge(ivy.visitId, hal.visitId)).status).toBe(200);
    await phone.waitFor(
      (message) =>
        message.topic === topic &&
        (message as { data?: { tab?: { visit: { tableNumber: string } } } }).data?.tab?.visit.tableNumber ===
          '12',
    );
    // A round Hal sends to table 12 reaches Ivy's phone too.
    await sendRound('t12', hal.token);
    await phone.waitFor(
      (message) =>
        message.topic === topic &&
        ((message as { data?: { tab?: { rounds: unknown[] } } }).data?.tab?.rounds.length ?? 0) === 1,
    );
    phone.close();
  });
});

describe('staff removing a guest', () => {
  it('ends that phone’s access; their rounds stay on the tab under their name', async () => {
    const jo = await joinTable('t2', 'Jo');
    const kim = await joinTable('t2', 'Kim');
    await sendRound('t2', kim.token);
    const visit = (await staffVisits()).find((row) => row.visitId === jo.visitId)!;
    const kimId = visit.guests.find((guest) => guest.name === 'Kim')!.guestId;
    const path = `/api/staff/table_visits/${jo.visitId}/guests/${kimId}`;

    const diner = await signUpCustomer(api);
    expect((await api.delete(path, { token: diner.token })).status).toBe(403);
    const removed = await api.delete(path, { token: staff });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const again = await api.delete(path, { token: staff });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(visitMessages.guestUnknown);

    expect((await tabOf(kim.token)).status).toBe(404);
    const refused = await api.post(
      '/guest/create_order',
      guestOrderBody({ tableId: 't2', products: tacos, visitToken: kim.token }),
    );
    expect(refused.status).toBe(404);
    const tab = (await tabOf(jo.token)).body.data.tab;
    expect(tab.guests).toEqual([{ name: 'Jo', you: true }]);
    expect(tab.rounds.map((round: { sentBy: string }) => round.sentBy)).toEqual(['Kim']);
    expect(
      (await staffVisits()).find((row) => row.visitId === jo.visitId)!.guests.map((g) => g.name),
    ).toEqual(['Jo']);
  });
});
