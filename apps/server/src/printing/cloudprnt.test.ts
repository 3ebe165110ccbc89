import { demo, type PretendPrinter, pollCloudPrnt, startPretendPrinter } from '@orderly/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudPrntPrinters, printJobs } from '../db/schema.ts';
import { orderBody, signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * A printer that polls the server (Star CloudPRNT, issue 27, decision 0096): a client in this test
 * speaks the protocol (POST its status, GET the job in Star Line Mode, DELETE to confirm) and
 * decodes each ticket back to text. Each ticket once and in order; a job not confirmed returns after
 * its lease; two instances never hand the same job twice; the TCP worker never sends it.
 */

const LOCATION = '/api/manage/restaurants/demo/locations/downtown';
const STATUS = '/api/staff/printing?restaurantId=demo&locationId=downtown';
const tacosAndSoda = {
  'fish-tacos': { id: 'fish-tacos', count: 2 },
  'ginger-soda': { id: 'ginger-soda', count: 1 },
};

let server: TestServer;
let api: ReturnType<typeof httpClient>;
let staffToken: string;
let managerToken: string;
let customerToken: string;
let kitchen: PretendPrinter;
/** The bar printer's poll address on this test's server. */
let barUrl: string;
let issued: string;

async function setPrinters(printers: unknown[]) {
  const saved = await api.put(LOCATION, { settings: { printers } }, { token: managerToken });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const cloudBar = {
  id: 'bar',
  name: 'Bar',
  station: 'bar',
  categoryIds: ['drinks'],
  connection: { kind: 'cloudprnt' },
};

async function confirmedOrder() {
  const placed = await api.post('/api/create_order_v2', orderBody({ products: tacosAndSoda }), {
    token: customerToken,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.data.order as { orderId: string; orderNumber: number };
  const moved = await api.post(
    `/api/staff/orders/${order.orderId}/status`,
    { status: 'Preparing' },
    { token: staffToken },
  );
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return order;
}

const jobsOf = async (orderId: string) => {
  const listed = await api.get(`/api/staff/orders/${orderId}/print-jobs`, { token: staffToken });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body.data.jobs as {
    printerId: string;
    status: string;
    attempts: number;
    lastError: string | null;
  }[];
};

/** Polls until nothing is ready, confirming each ticket: the tickets in the order they came. */
async function drain(url = barUrl) {
  const tickets: string[] = [];
  for (let round = 0; round < 30; round++) {
    const got = await pollCloudPrnt(url);
    if (!got) return tickets;
    tickets.push(...got.tickets);
  }
  throw new Error('The printer kept getting tickets.');
}

const numberOf = (ticket: string | undefined) => /^#(\d+)$/m.exec(ticket ?? '')?.[1];

beforeAll(async () => {
  server = await startTestServer();
  api = httpClient(server.baseUrl);
  staffToken = await signIn(api, demo.staff.email);
  managerToken = await signIn(api, demo.manager.email, demo.manager.password);
  customerToken = (await signUpCustomer(api)).token;
  kitchen = await startPretendPrinter({ port: 0 });
  await setPrinters([
    {
      id: 'kitchen',
      name: 'Kitchen',
      station: 'kitchen',
      categoryIds: ['small-plates', 'burgers', 'noodles', 'breakfast', 'desserts'],
      connection: { kind: 'tcp', host: '127.0.0.1', port: kitchen.port },
    },
    cloudBar,
  ]);
  const made = await api.post(`${LOCATION}/printers/bar/cloudprnt-address`, {}, { token: managerToken });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  issued = made.body.data.url as string;
  expect(issued).toMatch(/^http:\/\/orderly\.test\/cloudprnt\/[A-Za-z0-9_-]{32}$/);
  barUrl = `${server.baseUrl}/cloudprnt/${issued.split('/').pop()}`;
}, 120_000);
afterAll(async () => {
  await kitchen?.close();
  await server?.close();
});

describe('a printer that polls the server (CloudPRNT)', () => {
  it('gets each of its tickets once and in order, in Star Line Mode; the TCP worker never sends them', async () => {
    const orders = [await confirmedOrder(), await confirmedOrder(), await confirmedOrder()];
    // The worker prints the kitchen's tickets over TCP and leaves the bar's alone.
    await server.printing.run();
    await kitchen.waitForTickets(3);
    for (const order of orders) {
      const bar = (await jobsOf(order.orderId)).find((job) => job.printerId === 'bar');
      expect(bar).toMatchObject({ status: 'pending', attempts: 0 });
    }

    const tickets = await drain();
    expect(tickets.map(numberOf)).toEqual(orders.map((order) => String(order.orderNumber)));
    for (const ticket of tickets) {
      expect(ticket).toContain('BAR');
      expect(ticket).toContain('1x House Ginger Soda');
      expect(ticket).not.toContain('Tacos');
    }
    expect(await drain()).toEqual([]);
    for (const order of orders) {
      expect((await jobsOf(order.orderId)).map((job) => job.status)).toEqual(['printed', 'printed']);
    }
    const status = await api.get(STATUS, { token: staffToken });
    const bar = status.body.data.printers.find((one: { id: string }) => one.id === 'bar');
    expect(bar).toMatchObject({ kind: 'cloudprnt', state: 'ok', lastError: null, hasAddress: true });
    expect(bar.lastContactAt).not.toBeNull();
  });

  it('hands a job not confirmed to nobody else, and again after its lease runs out', async () => {
    const first = await confirmedOrder();
    const second = await confirmedOrder();
    const taken = await pollCloudPrnt(barUrl, { confirmWith: null });
    expect(numberOf(taken?.tickets[0])).toBe(String(first.orderNumber));
    // Printing (no confirmation yet): nothing else is handed, not even the next ticket.
    expect(await pollCloudPrnt(barUrl)).toBeNull();
    server.clock.advance(61_000);
    const again = await pollCloudPrnt(barUrl);
    expect(again?.token).toBe(taken?.token);
    expect(numberOf(again?.tickets[0])).toBe(String(first.orderNumber));
    expect((await drain()).map(numberOf)).toEqual([String(second.orderNumber)]);
  });

  it('counts an error code as a failed attempt, tried again after the backoff; paper out shows on the board', async () => {
    const order = await confirmedOrder();
    const failed = await pollCloudPrnt(barUrl, { confirmWith: '410 Out of Paper' });
    expect(failed?.tickets).toHaveLength(1);
    expect((await jobsOf(order.orderId)).find((job) => job.printerId === 'bar')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'The printer is out of paper.',
    });
    // Waiting out its backoff (5 s): not handed yet.
    expect(await pollCloudPrnt(barUrl)).toBeNull();
    // Polling with its cover open: the board says so, and the ticket waits.
    server.clock.advance(6_000);
    expect(await pollCloudPrnt(barUrl, { statusCode: '420 Cover Open' })).toBeNull();
    const status = await api.get(STATUS, { token: staffToken });
    expect(status.body.data.printers.find((one: { id: string }) => one.id === 'bar')).toMatchObject({
      state: 'unreachable',
      lastError: "The printer's cover is open.",
    });
    server.clock.advance(11_000);
    expect((await drain()).map(numberOf)).toEqual([String(order.orderNumber)]);
    expect((await jobsOf(order.orderId)).find((job) => job.printerId === 'bar')?.status).toBe('printed');
  });

  it('never hands the same job twice from two instances on one database', async () => {
    const other = await startTestServer({ database: server.database, clock: server.clock });
    try {
      const otherUrl = `${other.baseUrl}/cloudprnt/${issued.split('/').pop()}`;
      const orders = [];
      for (let index = 0; index < 4; index++) orders.push(await confirmedOrder());
      // Both instances polled at once, nothing confirmed: one job handed in all.
      const polls = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          pollCloudPrnt(index % 2 ? otherUrl : barUrl, { confirmWith: null }),
        ),
      );
      const handed = polls.filter((poll) => poll !== null);
      expect(handed).toHaveLength(1);
      expect(numberOf(handed[0]?.tickets[0])).toBe(String(orders[0]?.orderNumber));
      server.clock.advance(61_000);
      // Then alternately: every ticket once, in order.
      const tickets: string[] = [];
      for (let round = 0; round < 12; round++) {
        const got = await pollCloudPrnt(round % 2 ? otherUrl : barUrl);
        if (got) tickets.push(...got.tickets);
      }
      expect(tickets.map(numberOf)).toEqual(orders.map((order) => String(order.orderNumber)));
    } finally {
      await other.close();
    }
  });

  it('answers an unknown or old address with 404, a large or broken body with a 4xx, never a 500', async () => {
    const unknown = `${server.baseUrl}/cloudprnt/not-a-printer`;
    for (const method of ['POST', 'GET', 'DELETE']) {
      const answer = await fetch(unknown, {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
        'Sorry, we could not find that printer.',
      );
    }
    const large = await fetch(barUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ statusCode: '200 OK', padding: 'x'.repeat(20_000) }),
    });
    expect(large.status).toBe(413);
    const broken = await fetch(barUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(broken.status).toBe(400);
    const odd = await fetch(`${barUrl}?type=image/png`);
    expect(odd.status).toBe(415);

    // A new address: the old one stops working; the document never holds it.
    const made = await api.post(`${LOCATION}/printers/bar/cloudprnt-address`, {}, { token: managerToken });
    expect(made.status).toBe(200);
    expect(
      (await fetch(barUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))
        .status,
    ).toBe(404);
    const location = await api.get(LOCATION, { token: managerToken });
    const text = JSON.stringify(location.body);
    expect(text).toContain('"kind":"cloudprnt"');
    expect(text).not.toContain(String(made.body.data.url).split('/').pop());
    barUrl = `${server.baseUrl}/cloudprnt/${String(made.body.data.url).split('/').pop()}`;

    // A printer on the network has no poll address.
    const tcp = await api.post(`${LOCATION}/printers/kitchen/cloudprnt-address`, {}, { token: managerToken });
    expect(tcp.status).toBe(409);
    const staff = await api.post(`${LOCATION}/printers/bar/cloudprnt-address`, {}, { token: staffToken });
    expect(staff.status).toBe(403);
  });

  it('a job queued while the printer was on TCP is collected by the poll once it polls', async () => {
    await server.database.db.delete(printJobs);
    const off = await startPretendPrinter({ port: 0 });
    const port = off.port;
    await off.close();
    await setPrinters([{ ...cloudBar, connection: { kind: 'tcp', host: '127.0.0.1', port } }]);
    const order = await confirmedOrder();
    await setPrinters([cloudBar]);
    await server.printing.run();
    expect((await jobsOf(order.orderId))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await drain()).map(numberOf)).toEqual([String(order.orderNumber)]);
  });

  it('gives up the tickets of a printer that stopped polling ("Not printed"); back, it prints only the reprint', async () => {
    await server.database.db.delete(printJobs);
    const first = await confirmedOrder();
    const second = await confirmedOrder();
    // It takes the first ticket, then goes quiet (unplugged) before confirming it.
    const taken = await pollCloudPrnt(barUrl, { confirmWith: null });
    expect(numberOf(taken?.tickets[0])).toBe(String(first.orderNumber));
    server.clock.advance(30_000);
    await server.printing.run();
    expect((await jobsOf(second.orderId))[0]).toMatchObject({ status: 'pending' });

    server.clock.advance(31_000);
    await server.printing.run();
    const quiet = 'The printer has not asked for its tickets for 1 minute: is it on and online?';
    for (const order of [first, second]) {
      expect((await jobsOf(order.orderId))[0]).toMatchObject({ status: 'failed', lastError: quiet });
    }
    const status = await api.get(STATUS, { token: staffToken });
    expect(status.body.data.printers.find((one: { id: string }) => one.id === 'bar')).toMatchObject({
      state: 'unreachable',
      lastError: quiet,
    });
    expect(
      (status.body.data.notPrinted as { orderId: string; printerName: string }[])
        .filter((one) => one.printerName === 'Bar')
        .map((one) => one.orderId)
        .sort(),
    ).toEqual([first.orderId, second.orderId].sort());

    // Staff reprint the second order; the printer comes back: it prints that reprint, nothing else.
    const reprinted = await api.post(
      `/api/staff/orders/${second.orderId}/reprint`,
      {},
      { token: staffToken },
    );
    expect(reprinted.status, JSON.stringify(reprinted.body)).toBe(200);
    const back = await drain();
    expect(back.map(numberOf)).toEqual([String(second.orderNumber)]);
    expect(back[0]).toContain('REPRINT');
    expect((await jobsOf(second.orderId)).map((job) => job.status)).toEqual(['failed', 'printed']);
    // It confirms, late, the ticket it held when it went quiet: printed after all, not again.
    const late = await fetch(`${barUrl}?token=${taken?.token}&code=200%20OK`, { method: 'DELETE' });
    expect(late.status).toBe(200);
    expect((await jobsOf(first.orderId)).map((job) => job.status)).toEqual(['printed']);
    expect(await drain()).toEqual([]);
    const after = await api.get(STATUS, { token: staffToken });
    expect(after.body.data.printers.find((one: { id: string }) => one.id === 'bar')).toMatchObject({
      state: 'ok',
    });
    expect(
      (after.body.data.notPrinted as { printerName: string }[]).filter((one) => one.printerName === 'Bar'),
    ).toEqual([]);
  });

  it('gives up a ticket for a Cloud printer that never polled once it has waited past the threshold', async () => {
    await server.database.db.delete(printJobs);
    await server.database.db.delete(cloudPrntPrinters);
    const order = await confirmedOrder();
    server.clock.advance(61_000);
    await server.printing.run();
    expect((await jobsOf(order.orderId))[0]).toMatchObject({
      status: 'failed',
      lastError:
        "The printer has not asked for its tickets yet: type its address into the printer's CloudPRNT settings.",
    });
  });
});
