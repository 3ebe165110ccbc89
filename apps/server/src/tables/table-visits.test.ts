import { topics } from '@orderly/client/protocol';
import { VISIT_GUESTS_MAX, visitMessages } from '@orderly/domain';
import { demo, guestOrderBody, orderBody } from '@orderly/test-kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, tableVisits } from '../db/schema.ts';
import { signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Table visits (issue 28, decision 0093): the guests who scan one table's code share one visit;
 * each order from the table is a round of it, numbered once even when phones send at once; the tab
 * shows every round, who sent it and each item's share to the cent; a closed or idle visit's token
 * opens nothing, and the next guests start a clean visit.
 */

const tacos = { 'fish-tacos': { id: 'fish-tacos', count: 2 } };

let server: TestServer;
let api: ReturnType<typeof httpClient>;
let managerToken: string;
let staffToken: string;

const place = { restaurantId: demo.restaurantId, locationId: demo.downtown };

async function setTabs(tableTabs: { enabled: boolean; idleCloseMinutes: number }) {
  const saved = await api.put(
    `/api/manage/restaurants/${demo.restaurantId}/locations/${demo.downtown}`,
    { settings: { tableTabs } },
    { token: managerToken },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const join = (tableId: string, name: string, visitToken?: string) =>
  api.post('/guest/table_visits', { ...place, tableId, name, ...(visitToken ? { visitToken } : {}) });
const tab = (token: string) => api.get(`/guest/table_visits/tab?token=${encodeURIComponent(token)}`);
const sendRound = (tableId: string, visitToken: string | null) =>
  api.post('/guest/create_order', guestOrderBody({ tableId, products: tacos, visitToken }));

beforeAll(async () => {
  server = await startTestServer();
  api = httpClient(server.baseUrl);
  managerToken = await signIn(api, demo.manager.email);
  staffToken = await signIn(api, demo.staff.email);
  await setTabs({ enabled: true, idleCloseMinutes: 60 });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('a table visit', () => {
  it('is joined by everyone who scans the table; their rounds share one tab, each with who sent it', async () => {
    const ana = await join('t3', 'Ana');
    expect(ana.status, JSON.stringify(ana.body)).toBe(201);
    const ben = await join('t3', '  Ben  ');
    expect(ben.status).toBe(201);
    expect(ben.body.data.tab.visit.visitId).toBe(ana.body.data.tab.visit.visitId);
    expect(ben.body.data.tab.guests).toEqual([
      { name: 'Ana', you: false },
      { name: 'Ben', you: true },
    ]);

    const first = await sendRound('t3', ana.body.data.visitToken);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await sendRound('t3', ben.body.data.visitToken);
    expect(second.status).toBe(201);

    const seen = await tab(ana.body.data.visitToken);
    expect(seen.status).toBe(200);
    const { rounds, total, remaining, paid } = seen.body.data.tab;
    expect(rounds.map((round: { round: number; sentBy: string }) => [round.round, round.sentBy])).toEqual([
      [1, 'Ana'],
      [2, 'Ben'],
    ]);
    // Each round's items add up to what the order charged, and the tab to both.
    const [row1, row2] = await Promise.all(
      [first, second].map(async (placed) => {
        const [row] = await server.database.db
          .select()
          .from(orders)
          .where(eq(orders.id, placed.body.data.order.orderId));
        return row!;
      }),
    );
    expect(rounds[0].total).toBe(row1!.total);
    expect(rounds[1].total).toBe(row2!.total);
    expect(total).toBe(row1!.total + row2!.total);
    expect(remaining).toBe(total);
    expect(paid).toBe(0);
    // The kitchen sees the round's table and who sent it.
    expect(row2!.tableNumber).toBe('3');
    expect(row2!.customerName).toBe('Ben');
    expect(row2!.visitRound).toBe(2);
    // The guest's order complete page says which round it was (decision 0094), and the staff's
    // queue and search carry it for the card's "Table 3 · round 2".
    expect(first.body.data.order.visitRound).toBe(1);
    expect(second.body.data.order.visitRound).toBe(2);
    const queue = await api.get(
      `/api/staff/queue?restaurantId=${place.restaurantId}&locationId=${place.locationId}`,
      {
        token: staffToken,
      },
    );
    expect(queue.status).toBe(200);
    const queued = queue.body.data.orders.find(
      (order: { id: string }) => order.id === second.body.data.order.orderId,
    );
    expect(queued).toMatchObject({ tableNumber: '3', visitRound: 2 });
    const found = await api.get(
      `/api/staff/orders?restaurantId=${place.restaurantId}&locationId=${place.locationId}&number=${second.body.data.order.orderNumber}`,
      { token: staffToken },
    );
    expect(found.body.data.orders[0]).toMatchObject({ visitRound: 2 });
  });

  it('keeps a browser in its visit when it scans again, and a wrong token opens nothing', async () => {
    const cy = await join('t4', 'Cy');
    const again = await join('t4', 'Cy', cy.body.data.visitToken);
    expect(again.body.data.visitToken).toBe(cy.body.data.visitToken);
    expect(again.body.data.tab.guests).toHaveLength(1);
    for (const token of ['nope', 'x'.repeat(43), '']) {
      const answer = await tab(token);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(visitMessages.notFound);
    }
    // A token sends rounds to its own visit, served where that visit sits (staff may have moved it),
    // whichever table's page sent it: table 5's visit does not get them.
    const elsewhere = await sendRound('t5', cy.body.data.visitToken);
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
    const [row] = await server.database.db
      .select({ visitId: orders.visitId, tableNumber: orders.tableNumber })
      .from(orders)
      .where(eq(orders.id, elsewhere.body.data.order.orderId));
    expect(row).toEqual({ visitId: cy.body.data.tab.visit.visitId, tableNumber: '4' });
  });

  it('numbers rounds sent at the same moment once each', async () => {
    const guests = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((name) => join('t6', name)));
    const visitIds = new Set(guests.map((guest) => guest.body.data.tab.visit.visitId));
    expect(visitIds.size).toBe(1);
    const sent = await Promise.all(guests.map((guest) => sendRound('t6', guest.body.data.visitToken)));
    expect(
      sent.map((answer) => answer.status),
      JSON.stringify(sent.map((answer) => answer.body)),
    ).toEqual(Array(6).fill(201));
    const rows = await server.database.db
      .select({ round: orders.visitRound })
      .from(orders)
      .where(eq(orders.visitId, [...visitIds][0]!));
    expect(rows.map((row) => row.round).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('opens one visit when the first guests of a table scan at the same moment', async () => {
    const guests = await Promise.all(['A', 'B', 'C', 'D'].map((name) => join('t7', name)));
    expect(new Set(guests.map((guest) => guest.body.data.tab.visit.visitId)).size).toBe(1);
  });

  it('ends when staff close it: its tokens open nothing and the next guests see nothing of it', async () => {
    const dee = await join('t8', 'Dee');
    await sendRound('t8', dee.body.data.visitToken);
    const visitId = dee.body.data.tab.visit.visitId;

    const notStaff = await signUpCustomer(api);
    const refused = await api.post(`/api/staff/table_visits/${visitId}/close`, {}, { token: notStaff.token });
    expect(refused.status).toBe(403);
    const closed = await api.post(
      `/api/staff/table_visits/${visitId}/close`,
      { reason: 'Walked out' },
      { token: staffToken },
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const twice = await api.post(`/api/staff/table_visits/${visitId}/close`, {}, { token: staffToken });
    expect(twice.status).toBe(409);

    expect((await tab(dee.body.data.visitToken)).status).toBe(404);
    expect((await sendRound('t8', dee.body.data.visitToken)).status).toBe(404);

    const next = await join('t8', 'Eve');
    expect(next.body.data.tab.visit.visitId).not.toBe(visitId);
    expect(next.body.data.tab.guests).toEqual([{ name: 'Eve', you: true }]);
    expect(next.body.data.tab.rounds).toEqual([]);
    const [row] = await server.database.db.select().from(tableVisits).where(eq(tableVisits.id, visitId));
    expect(row).toMatchObject({ status: 'closed', closeReason: 'Walked out' });
  });

  it('ends by itself after the idle time: the next scan starts a clean visit', async () => {
    const fay = await join('t9', 'Fay');
    await sendRound('t9', fay.body.data.visitToken);
    server.advanceClock(61 * 60_000);
    expect((await tab(fay.body.data.visitToken)).status).toBe(404);
    const next = await join('t9', 'Gus');
    expect(next.body.data.tab.visit.visitId).not.toBe(fay.body.data.tab.visit.visitId);
    expect(next.body.data.tab.rounds).toEqual([]);
  });

  it('takes a signed-in diner’s dine-in order as a round, and a round sent with no token joins the table’s visit', async () => {
    const customer = await signUpCustomer(api);
    const hal = await join('t10', 'Hal');
    const placed = await api.post(
      '/api/create_order_v2',
      orderBody({
        orderType: 'Dine-in',
        tableId: 't10',
        products: tacos,
        visitToken: hal.body.data.visitToken,
      }),
      { token: customer.token },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const noToken = await sendRound('t10', null);
    expect(noToken.status).toBe(201);
    const seen = await tab(hal.body.data.visitToken);
    expect(seen.body.data.tab.rounds.map((round: { round: number }) => round.round)).toEqual([1, 2]);
  });

  it('refuses bad names, and everything when the location keeps no tabs; dine-in then is as before', async () => {
    expect((await join('t3', '   ')).body.error.message).toBe(visitMessages.nameEmpty);
    expect((await join('t3', 'x'.repeat(41))).body.error.message).toBe(visitMessages.nameTooLong);
    expect((await join('t99', 'Ivy')).status).toBe(400);
    await setTabs({ enabled: false, idleCloseMinutes: 60 });
    try {
      const off = await join('t3', 'Ivy');
      expect(off.status).toBe(409);
      expect(off.body.error.message).toBe(visitMessages.tabsOff);
      const plain = await sendRound('t3', null);
      expect(plain.status).toBe(201);
      const [row] = await server.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, plain.body.data.order.orderId));
      expect(row!.visitId).toBeNull();
    } finally {
      await setTabs({ enabled: true, idleCloseMinutes: 60 });
    }
  });

  it(`takes at most ${VISIT_GUESTS_MAX} guests: a script joining over and over is stopped, a guest who is in stays in`, async () => {
    const first = await join('t12', 'Guest 1');
    for (let guest = 2; guest <= VISIT_GUESTS_MAX; guest++)
      expect((await join('t12', `Guest ${guest}`)).status).toBe(201);
    const refused = await join('t12', 'One more');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(visitMessages.full);
    const again = await join('t12', 'Guest 1', first.body.data.visitToken);
    expect(again.status).toBe(201);
    expect(again.body.data.tab.guests).toHaveLength(VISIT_GUESTS_MAX);
  });
});

describe('the tab, live', () => {
  it('shows every phone at the table a new guest, a new round and the visit’s end, without asking', async () => {
    const jo = await join('t11', 'Jo');
    const phone = await liveClient(server.baseUrl);
    await phone.subscribe(topics.tab(jo.body.data.visitToken));
    const rounds = (message: { data?: { tab?: { rounds: unknown[]; guests: unknown[] } } | null }) =>
      message.data?.tab;

    let mark = phone.messages.length;
    const kim = await join('t11', 'Kim');
    expect(
      await phone.waitFor((message) => (rounds(message as never)?.guests.length ?? 0) === 2, mark),
    ).toBeTruthy();

    mark = phone.messages.length;
    await sendRound('t11', kim.body.data.visitToken);
    expect(
      await phone.waitFor((message) => (rounds(message as never)?.rounds.length ?? 0) === 1, mark),
    ).toBeTruthy();

    mark = phone.messages.length;
    const closed = await api.post(
      `/api/staff/table_visits/${jo.body.data.tab.visit.visitId}/close`,
      // The round is unpaid: closing it needs a reason.
      { reason: 'Paid in cash at the bar' },
      { token: staffToken },
    );
    expect(closed.status).toBe(200);
    expect(
      await phone.waitFor(
        (message) =>
          (message as { type: string; data: unknown }).type === 'snapshot' &&
          (message as { data: unknown }).data === null,
        mark,
      ),
    ).toBeTruthy();
    phone.close();

    // A token that opens nothing may not watch.
    const stranger = await liveClient(server.baseUrl);
    stranger.send({ type: 'subscribe', topic: topics.tab('x'.repeat(43)) });
    const refused = await stranger.waitFor((message) => message.type === 'error');
    expect(refused.message).toBe('Not Authenticated');
    stranger.close();
  });
});
