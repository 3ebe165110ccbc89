import { demo, type PretendPrinter, startPretendPrinter } from '@orderly/test-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printJobs } from '../db/schema.ts';
import { tcpPrinter } from '../integrations/printing/tcp-printer.ts';
import { orderBody, signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { defaultPrintTiming, printWorkerJob } from './print-worker.ts';

/**
 * Tickets print by themselves (issue 27, decision 0090): jobs written with the confirmation, one
 * per station with its items, sent as ESC/POS to printers that are TCP servers in this test and
 * decode what they get back to text; retried while a printer is off, in order, exactly once across
 * two workers on one database.
 */

const LOCATION = '/api/manage/restaurants/demo/locations/downtown';
const tacosAndSoda = {
  'fish-tacos': { id: 'fish-tacos', count: 2 },
  'ginger-soda': { id: 'ginger-soda', count: 1 },
};

let server: TestServer;
let api: ReturnType<typeof httpClient>;
let staffToken: string;
let managerToken: string;
let customerToken: string;
const printers: Record<'kitchen' | 'bar' | 'expo', PretendPrinter> = {} as never;

const printerSettings = (ports: Record<'kitchen' | 'bar' | 'expo', number>) => [
  {
    id: 'kitchen',
    name: 'Kitchen',
    station: 'kitchen',
    categoryIds: ['small-plates', 'burgers', 'noodles', 'breakfast', 'desserts'],
    connection: { kind: 'tcp', host: '127.0.0.1', port: ports.kitchen },
  },
  {
    id: 'bar',
    name: 'Bar',
    station: 'bar',
    categoryIds: ['drinks', 'bar-and-share'],
    connection: { kind: 'tcp', host: '127.0.0.1', port: ports.bar },
  },
  {
    id: 'expo',
    name: 'Pass',
    station: 'expo',
    connection: { kind: 'tcp', host: '127.0.0.1', port: ports.expo },
  },
];

async function setPrinters(settings: Record<string, unknown>) {
  const saved = await api.put(LOCATION, { settings }, { token: managerToken });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function placeOrder() {
  const placed = await api.post('/api/create_order_v2', orderBody({ products: tacosAndSoda }), {
    token: customerToken,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as { orderId: string; orderNumber: number };
}

async function setStatus(orderId: string, status: string, reason?: string) {
  const moved = await api.post(
    `/api/staff/orders/${orderId}/status`,
    { status, reason },
    { token: staffToken },
  );
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

const jobsOf = async (orderId: string) => {
  const listed = await api.get(`/api/staff/orders/${orderId}/print-jobs`, { token: staffToken });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body.data.jobs as {
    printerId: string;
    kind: string;
    status: string;
    lastError: string | null;
  }[];
};

const clearJobs = () => server.database.db.delete(printJobs);

beforeAll(async () => {
  server = await startTestServer();
  api = httpClient(server.baseUrl);
  staffToken = await signIn(api, demo.staff.email);
  managerToken = await signIn(api, demo.manager.email, demo.manager.password);
  customerToken = (await signUpCustomer(api)).token;
  printers.kitchen = await startPretendPrinter({ port: 0 });
  printers.bar = await startPretendPrinter({ port: 0 });
  printers.expo = await startPretendPrinter({ port: 0 });
  await setPrinters({
    printers: printerSettings({
      kitchen: printers.kitchen.port,
      bar: printers.bar.port,
      expo: printers.expo.port,
    }),
  });
}, 120_000);
afterAll(async () => {
  for (const printer of Object.values(printers)) await printer?.close();
  await server?.close();
});

describe('tickets that print by themselves', () => {
  it('prints one ticket per station when staff confirm, each with only its items, the expo with all', async () => {
    const order = await placeOrder();
    await server.printing.run();
    expect(printers.kitchen.tickets).toHaveLength(0);

    await setStatus(order.orderId, 'Preparing');
    expect((await jobsOf(order.orderId)).map((job) => [job.printerId, job.status])).toEqual([
      ['kitchen', 'pending'],
      ['bar', 'pending'],
      ['expo', 'pending'],
    ]);
    await server.printing.run();

    const [kitchen] = await printers.kitchen.waitForTickets(1);
    const [bar] = await printers.bar.waitForTickets(1);
    const [expo] = await printers.expo.waitForTickets(1);
    expect(kitchen).toContain(`#${order.orderNumber}`);
    expect(kitchen).toContain('KITCHEN');
    expect(kitchen).toContain('2x Crispy Fish Tacos');
    expect(kitchen).not.toContain('Ginger Soda');
    expect(bar).toContain('BAR');
    expect(bar).toContain('1x House Ginger Soda');
    expect(bar).not.toContain('Tacos');
    expect(expo).toContain('2x Crispy Fish Tacos');
    expect(expo).toContain('1x House Ginger Soda');
    for (const ticket of [kitchen, bar, expo]) {
      expect(ticket).toMatch(/^PICKUP$/m);
      expect(ticket).toMatch(/^Ready by \d{1,2}:\d{2} [AP]M$/m);
    }
    expect((await jobsOf(order.orderId)).every((job) => job.status === 'printed')).toBe(true);

    // A second pass prints nothing again.
    await server.printing.run();
    expect(printers.kitchen.tickets).toHaveLength(1);

    // Cancelled after it printed: each printer that printed it gets a CANCELLED ticket.
    await setStatus(order.orderId, 'Cancelled', 'Out of tortillas');
    await server.printing.run();
    const cancelled = await printers.bar.waitForTickets(2);
    expect(cancelled[1]).toContain('*** CANCELLED ***');
    expect(cancelled[1]).toContain('Reason: Out of tortillas');
    expect(cancelled[1]).toContain('1x House Ginger Soda');
  });

  it('prints every ticket once and in order after the printer was off while 10 orders were confirmed', async () => {
    await clearJobs();
    const port = printers.kitchen.port;
    await printers.kitchen.close();
    const numbers: number[] = [];
    for (let index = 0; index < 10; index++) {
      const order = await placeOrder();
      await setStatus(order.orderId, 'Preparing');
      numbers.push(order.orderNumber);
      // The worker keeps trying while the printer is off (only the head of its queue).
      await server.printing.run();
      server.advanceClock(3_000);
    }
    const status = await api.get('/api/staff/printing?restaurantId=demo&locationId=downtown', {
      token: staffToken,
    });
    expect(
      status.body.data.printers.find((printer: { id: string }) => printer.id === 'kitchen'),
    ).toMatchObject({
      state: 'unreachable',
      lastError: expect.stringContaining('refused the connection'),
    });
    expect(printers.bar.tickets.length).toBeGreaterThanOrEqual(10);

    // Back on the same port; the backoff runs out and the queue empties, in order, once each.
    printers.kitchen = await startPretendPrinter({ port });
    for (let pass = 0; pass < 5; pass++) {
      server.advanceClock(60_000);
      await server.printing.run();
    }
    const printed = await printers.kitchen.waitForTickets(10);
    expect(printed).toHaveLength(10);
    expect(printed.map((ticket) => Number(/^#(\d+)$/m.exec(ticket)?.[1]))).toEqual(numbers);
    const after = await api.get('/api/staff/printing?restaurantId=demo&locationId=downtown', {
      token: staffToken,
    });
    expect(after.body.data.printers.map((printer: { state: string }) => printer.state)).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
  });

  it('never prints a job twice with two workers (two instances) on one database', async () => {
    await clearJobs();
    const counts = { kitchen: printers.kitchen.tickets.length, bar: printers.bar.tickets.length };
    const log = () => undefined;
    const workers = ['one', 'two'].map((owner) =>
      printWorkerJob({ db: server.database.db, clock: server.clock, printer: tcpPrinter(), owner, log }),
    );
    const orders = [];
    for (let index = 0; index < 8; index++) orders.push(await placeOrder());
    await Promise.all(orders.map((order) => setStatus(order.orderId, 'Preparing')));
    for (let round = 0; round < 4; round++) await Promise.all(workers.map((worker) => worker.run()));
    await printers.kitchen.waitForTickets(counts.kitchen + 8);
    await printers.bar.waitForTickets(counts.bar + 8);
    // Settle: nothing more arrives.
    await Promise.all(workers.map((worker) => worker.run()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(printers.kitchen.tickets.length - counts.kitchen).toBe(8);
    expect(printers.bar.tickets.length - counts.bar).toBe(8);
    const rows = await server.database.db.execute(
      sql`select count(*)::int as n from print_jobs where status = 'printed'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(24);
  });

  it('a worker that dies mid-job leaves a lease that runs out: another worker prints the ticket', async () => {
    await clearJobs();
    const before = printers.expo.tickets.length;
    // The first worker claims and never comes back (killed: its send never ends).
    const dying = printWorkerJob({
      db: server.database.db,
      clock: server.clock,
      printer: { send: () => new Promise<void>(() => undefined) },
      owner: 'dying',
      log: () => undefined,
    });
    const order = await placeOrder();
    await setStatus(order.orderId, 'Preparing');
    void dying.run();
    await expect
      .poll(async () => (await jobsOf(order.orderId)).every((job) => job.status === 'pending'))
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Within the lease nobody else takes it; after it, the restarted instance does.
    await server.printing.run();
    expect(printers.expo.tickets).toHaveLength(before);
    server.advanceClock(defaultPrintTiming.leaseMs + 1_000);
    await server.printing.run();
    const tickets = await printers.expo.waitForTickets(before + 1);
    expect(tickets.at(-1)).toContain(`#${order.orderNumber}`);
    expect((await jobsOf(order.orderId)).map((job) => job.status)).toEqual(['printed', 'printed', 'printed']);
  });

  it('shows "Not printed" once a printer gives up, and a reprint prints marked REPRINT', async () => {
    await clearJobs();
    const port = printers.bar.port;
    await printers.bar.close();
    const giveUpFast = printWorkerJob({
      db: server.database.db,
      clock: server.clock,
      printer: tcpPrinter(),
      owner: 'fast',
      log: () => undefined,
      timing: { ...defaultPrintTiming, retry: { firstMs: 1_000, longestMs: 1_000, maxAttempts: 2 } },
    });
    const order = await placeOrder();
    await setStatus(order.orderId, 'Preparing');
    await giveUpFast.run();
    server.advanceClock(2_000);
    await giveUpFast.run();
    const bar = (await jobsOf(order.orderId)).find((job) => job.printerId === 'bar');
    expect(bar).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('refused the connection'),
    });
    const status = await api.get('/api/staff/printing?restaurantId=demo&locationId=downtown', {
      token: staffToken,
    });
    expect(status.body.data.notPrinted).toEqual([
      { orderId: order.orderId, printerName: 'Bar', lastError: expect.stringContaining('refused') },
    ]);

    printers.bar = await startPretendPrinter({ port });
    const reprint = await api.post(`/api/staff/orders/${order.orderId}/reprint`, undefined, {
      token: staffToken,
    });
    expect(reprint.status, JSON.stringify(reprint.body)).toBe(200);
    expect(reprint.body.data.jobs.map((job: { printerId: string }) => job.printerId)).toEqual([
      'kitchen',
      'bar',
      'expo',
    ]);
    await server.printing.run();
    const [again] = await printers.bar.waitForTickets(1);
    expect(again).toContain('** REPRINT **');
    expect(again).toContain(`#${order.orderNumber}`);
    const cleared = await api.get('/api/staff/printing?restaurantId=demo&locationId=downtown', {
      token: staffToken,
    });
    expect(cleared.body.data.notPrinted).toEqual([]);
  });

  it('prints when the order arrives at a location set to print on placing', async () => {
    await clearJobs();
    await setPrinters({ printOn: 'placed' });
    try {
      const before = printers.expo.tickets.length;
      const order = await placeOrder();
      await server.printing.run();
      const tickets = await printers.expo.waitForTickets(before + 1);
      expect(tickets.at(-1)).toContain(`#${order.orderNumber}`);
      // Confirming it prints nothing more.
      await setStatus(order.orderId, 'Preparing');
      await server.printing.run();
      expect(printers.expo.tickets).toHaveLength(before + 1);
    } finally {
      await setPrinters({ printOn: 'confirmed' });
    }
  });
});

describe('the back office', () => {
  it('prints a test page and shows each printer’s last contact; a dead printer gets a clear message', async () => {
    const before = printers.expo.tickets.length;
    const tested = await api.post(`${LOCATION}/printers/expo/test`, undefined, { token: managerToken });
    expect(tested.status, JSON.stringify(tested.body)).toBe(200);
    expect(tested.body.data.printer).toMatchObject({ id: 'expo', state: 'ok', lastError: null });
    const page = await printers.expo.waitForTickets(before + 1);
    expect(page.at(-1)).toContain('TEST PRINT');

    const port = printers.bar.port;
    await printers.bar.close();
    const dead = await api.post(`${LOCATION}/printers/bar/test`, undefined, { token: managerToken });
    expect(dead.status).toBe(200);
    expect(dead.body.data.printer).toMatchObject({
      id: 'bar',
      state: 'unreachable',
      lastError: `The printer at 127.0.0.1:${port} refused the connection: is the port right, and is it on?`,
    });
    printers.bar = await startPretendPrinter({ port });

    const listed = await api.get(`${LOCATION}/printers`, { token: managerToken });
    expect(listed.body.data.printers.map((printer: { id: string }) => printer.id)).toEqual([
      'kitchen',
      'bar',
      'expo',
    ]);
    const missing = await api.post(`${LOCATION}/printers/nope/test`, undefined, { token: managerToken });
    expect(missing.status).toBe(404);
    const refused = await api.put(
      LOCATION,
      {
        settings: {
          printers: [
            { id: 'x', name: 'X', station: 'bar', connection: { kind: 'tcp', host: 'a b', port: 0 } },
          ],
        },
      },
      { token: managerToken },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain("Use the printer's IP address or host name");
  });
});
