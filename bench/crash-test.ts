/**
 * `npm run crash-test` — checkout under repeated `kill -9`. Customers with saved cards pay online
 * for pickup orders, each with its own Idempotency-Key, and retry the same key through every
 * failure (refused connections while the server is down, 5xx, "already being placed") as a careful
 * app would; meanwhile the server is killed and started again on the same data. At the end the
 * server is started with its clock past every lease, the reconciler settles what the dead runs
 * left, every key still unresolved is retried once more, and the database is read:
 *
 *   - acknowledged orders missing (a 201 whose order is not there)
 *   - duplicated orders (orders that no acknowledged key accounts for)
 *   - keys that never resolve (still no answer after the restart and the retry)
 *   - charges without an order (charged, not refunded, and no order holds the charge)
 *   - receipts missing or doubled: every order's receipt notice (decision 0084), written in the
 *     order's own transaction and sent by the notices worker, is in the e-mail outbox exactly once,
 *     though kills came between orders' commits and their sends (a start runs the outbox again
 *     until nothing is left pending, as a restarted instance would)
 *   - texts missing or doubled (decision 0095): every order says yes to texts and the restaurant
 *     texts the receipt, so each order's receipt text is in the SMS sandbox's outbox exactly once
 *   - a table's tab paid under kill -9 (decision 0093): pairs of diners share a table, send a
 *     round, and both pay the whole tab by card at the same moment (or, every other round, split
 *     it in two and each pay a share at the same moment), each retrying its own key:
 *     every acknowledged tab payment is there, every key resolves, each table's payments add up to
 *     exactly what its rounds cost (never paid twice, never left owing), and the loser's charge
 *     (when a kill came between the charge and the write) is given back
 *   - tickets missing (decisions 0090, 0099): the location prints when an order arrives, to the
 *     pretend printer (`npm run printer`'s, a TCP server in this process); every other kill comes
 *     the moment the server opens a connection to it, mid-print. Every acknowledged order's ticket
 *     must arrive at least once and every print job end printed (none pending: no lease left
 *     stuck, none given up). Tickets doubled (a kill after the printer took the bytes and before
 *     the row was marked, then printed again once the lease ran out) are counted, not failed: raw
 *     TCP printers cannot say what they printed, and 0090 chose a rare duplicate over a lost ticket
 *
 * Every count must be 0. Runs on PGlite (a data folder) and on PostgreSQL (a fresh database).
 * Flags: `--kills=N` per database (default 20; `--quick`: 3), `--only=pglite|postgres`,
 * `--customers=N` (default 6), `--loaded=N` (N processes keep a core busy beside the server for
 * the whole run, as on a loaded machine: restarts, checkouts and the final retries all slow down;
 * CI runs `--loaded=2`), `--no-build`. Exits with 1 when a count is not 0.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_SMS_NOTICES, tabMessages } from '@orderly/domain';
import { demo, guestOrderBody, products, startPretendPrinter } from '@orderly/test-kit';
import pg from 'pg';
import { type Customer, orderBody, signIn, signUpCustomers } from './lib/customers.ts';
import { createPostgresDatabase, type RunningServer, repoRoot, startServer } from './lib/server.ts';
import { sleep } from './lib/stats.ts';

const args = process.argv.slice(2);
const flag = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ??
  process.env[`npm_config_${name.replace(/-/g, '_')}`];
const quick = args.includes('--quick') || process.env.npm_config_quick === 'true';
const kills = Number(flag('kills') ?? (quick ? 3 : 20));
const customersWanted = Number(flag('customers') ?? 6);
const only = flag('only');
const noBuild = args.includes('--no-build') || process.env.npm_config_build === 'false';
const loaded = Number(flag('loaded') ?? 0);
const port = Number(process.env.CRASH_TEST_PORT ?? 4620);
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/';

/** More than an Idempotency-Key's lease and the reconciler's grace after it (40 s + 40 s). */
const CLOCK_JUMP_MS = 3 * 60_000;

/** Tables at downtown where two diners each pay the tab, round after round. */
const TAB_TABLES = ['t3', 't4'];

interface KeyState {
  key: string;
  customer: Customer;
  orderId: string | null;
  /** A refusal that is final (4xx other than 409): the key resolved without an order. */
  refused: number | null;
  tries: number;
  /** The customer gave up on it after a failure and ordered anew; it is retried only at the very end. */
  abandoned: boolean;
}

interface Counts {
  kills: number;
  acknowledged: number;
  ordersInDatabase: number;
  acknowledgedMissing: number;
  duplicatedOrders: number;
  keysUnresolved: number;
  /** Keys a customer gave up on mid-failure (retried once at the end: they must resolve too). */
  keysAbandoned: number;
  chargesWithoutOrder: number;
  chargesWithoutOrderCents: number;
  refusedKeys: number;
  triesPerKey: number;
  /** Payment attempts the dead runs left and that were voided (their charges given back). */
  paymentsVoided: number;
  /** Of those, how many had in fact been charged (and were refunded). */
  chargesRefunded: number;
  /** Seconds from the last start (answering) until every key had resolved. */
  secondsToResolve: number;
  /** Orders whose receipt e-mail never reached the outbox. */
  receiptsMissing: number;
  /** Orders with more than one receipt e-mail (one notice sent twice, or two notices). */
  receiptsDoubled: number;
  /** Orders whose receipt text never reached the SMS sandbox (decision 0095). */
  textsMissing: number;
  /** Orders with more than one receipt text (one notice sent twice, or two notices). */
  textsDoubled: number;
  /** Notices still pending after the restarts (the outbox never drained). */
  noticesPending: number;
  /** Notices claimed more than once: a kill cut a send, and a later run sent it (once, still). */
  noticesReclaimed: number;
  /** Tab payments answered 201 (decision 0093). */
  tabPaymentsAcknowledged: number;
  /** Of those, shares of an even split (reported, not a failure when 0: a short run may end first). */
  tabSharesPaid: number;
  /** A 201 for a tab payment that is not in the database. */
  tabPaymentsMissing: number;
  /** Tab payment keys with no final answer. */
  tabKeysUnresolved: number;
  /** Tables whose payments add up to more than their rounds cost. */
  tabsOverpaid: number;
  /** Tables whose rounds cost more than was paid (every round's payment had resolved). */
  tabsOwing: number;
  /** Kills that came as the server opened a connection to the printer (mid-print). */
  killsMidPrint: number;
  /** Acknowledged orders whose ticket never reached the printer. */
  ticketsMissing: number;
  /** Orders whose ticket printed more than once (counted, not a failure: see above). */
  ticketsDoubled: number;
  /** Print jobs still pending (leased or waiting) after the restarts. */
  printJobsPending: number;
  /** Print jobs given up ("Not printed"): the printer was there all along, so none should be. */
  printJobsFailed: number;
  /** Print jobs claimed more than once: a kill cut their print, and a later run printed them. */
  printJobsReclaimed: number;
}

/** What the bench reads of an answer. */
interface Answer {
  data?: { order?: { orderId: string }; payment?: { paymentId: string }; visitToken?: string };
  error?: { message?: string };
}

async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Answer }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let json: Answer = {};
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON (a proxy's page, a cut connection)
    }
    return { status: response.status, body: json };
  } catch (error) {
    // Refused: the server was down and never saw the request. Otherwise the connection was cut
    // (or timed out) with the request sent: whether it was paid is unknown to the customer.
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: cause?.code === 'ECONNREFUSED' ? -1 : 0, body: {} };
  }
}

/** Saves the sandbox test card on each customer's account (tokenized as the browser does). */
async function saveCards(base: string, customers: Customer[]) {
  for (const customer of customers) {
    const form = new URLSearchParams({
      'card[number]': '4242424242424242',
      'card[cvc]': '123',
      'card[exp_month]': '12',
      'card[exp_year]': '2031',
      'card[address_zip]': 'V6B 2S2',
    });
    const token = (await (
      await fetch(`${base}/sandbox/payments/v1/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      })
    ).json()) as { id: string };
    const saved = await post(
      `${base}/api/create_customer`,
      { cardToken: token.id, postalCode: 'V6B 2S2' },
      { authorization: `Bearer ${customer.token}` },
    );
    if (saved.status !== 200) throw new Error(`Could not save a card: ${JSON.stringify(saved)}`);
  }
}

/** Answers seen since the last progress line, by status (-1 refused, 0 cut). */
const seen = new Map<number, number>();

/** One try of a key: true when it resolved (an order, or a final refusal). */
async function tryKey(base: string, state: KeyState, mayAbandon = false): Promise<boolean> {
  state.tries++;
  const answer = await post(
    `${base}/api/create_order_v2`,
    { ...orderBody, paymentMethod: 'online', textUpdates: true },
    { authorization: `Bearer ${state.customer.token}`, 'idempotency-key': state.key },
  );
  seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
  if (answer.status === 201 && answer.body.data?.order?.orderId) {
    state.orderId = answer.body.data.order.orderId;
    return true;
  }
  // -1: refused (the server is down); 0: cut mid-request; 409: the first try still holds the key;
  // 429: slowed down; 5xx: ours. The same key again.
  if (answer.status <= 0 || answer.status === 409 || answer.status === 429 || answer.status >= 500) {
    // Some customers give up after a request failed in flight and start a new order: whatever the
    // dead run charged under this key must then be given back by the reconciler.
    if (mayAbandon && (answer.status === 0 || answer.status >= 500) && Math.random() < 0.5) {
      state.abandoned = true;
      return true;
    }
    return false;
  }
  state.refused = answer.status;
  return true;
}

/** A tab payment key: one diner paying the whole of their table's tab once. */
interface TabKey {
  key: string;
  customer: Customer;
  token: string;
  /** The whole tab, or one share of an even split. */
  part: { kind: 'whole' } | { kind: 'share'; splitId: string; share: number };
  paymentId: string | null;
  refused: number | null;
}

/** Tries a request until it answers 201 (a retried Idempotency-Key answers the first). */
async function until201(send: () => Promise<{ status: number; body: Answer }>, loadingOn: () => boolean) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const answer = await send();
    if (answer.status === 201) return answer.body;
    if (answer.status > 0 && answer.status < 500 && ![409, 429].includes(answer.status))
      throw new Error(`Answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    if (!loadingOn() && attempt > 100) break;
    await sleep(100 + Math.random() * 200);
  }
  throw new Error('No answer after 400 tries');
}

/** One try of a tab payment key: true when it resolved (paid, or a final refusal). */
async function tryTabKey(base: string, state: TabKey): Promise<boolean> {
  const answer = await post(
    `${base}/api/table_visits/pay`,
    { token: state.token, part: state.part, method: 'online' },
    { authorization: `Bearer ${state.customer.token}`, 'idempotency-key': state.key },
  );
  if (answer.status === 201 && answer.body.data?.payment?.paymentId) {
    state.paymentId = answer.body.data.payment.paymentId;
    return true;
  }
  // The same key again while the server is away, or while the first try still holds it.
  if (answer.status <= 0 || answer.status === 429 || answer.status >= 500) return false;
  if (answer.status === 409 && answer.body.error?.message === tabMessages.paying) return false;
  // Someone at the table paid first (nothing owed, or the items already paid): a final answer.
  state.refused = answer.status;
  return true;
}

/**
 * Splits what is unpaid in two (a retry after a cut finds the split already open) and answers the
 * split's id, read from the tab.
 */
async function splitInTwo(base: () => string, token: string): Promise<string> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const answer = await post(`${base()}/guest/table_visits/split`, { token, parts: 2 });
    const open = answer.status === 201 || answer.body.error?.message === tabMessages.splitOpen;
    if (!open && answer.status > 0 && answer.status < 500 && answer.status !== 429)
      throw new Error(`Splitting answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    if (open) {
      const tab = await fetch(`${base()}/guest/table_visits/tab?token=${encodeURIComponent(token)}`)
        .then(
          (response) =>
            response.json() as Promise<{ data?: { tab?: { split: { splitId: string } | null } } }>,
        )
        .catch(() => null);
      const splitId = tab?.data?.tab?.split?.splitId;
      if (splitId) return splitId;
    }
    await sleep(150 + Math.random() * 250);
  }
  throw new Error('The tab could not be split after 400 tries');
}

/**
 * Two diners at one table: each round, one sends it; then both pay the whole tab by card at once
 * (one of them is refused), or, every other round, the tab is split in two and each pays a share
 * at the same moment (both are paid); each key retried through every failure, until the run stops.
 */
async function tableLoad(
  base: () => string,
  pair: [Customer, Customer],
  tableId: string,
  runId: string,
  loadingOn: () => boolean,
  keys: TabKey[],
) {
  const tokens: string[] = [];
  for (const customer of pair) {
    const joined = await until201(
      () =>
        post(`${base()}/guest/table_visits`, {
          restaurantId: demo.restaurantId,
          locationId: demo.downtown,
          tableId,
          name: `Diner ${customer.index}`,
        }),
      loadingOn,
    );
    tokens.push(joined.data!.visitToken!);
  }
  for (let round = 0; loadingOn(); round++) {
    await until201(
      () =>
        post(
          `${base()}/guest/create_order`,
          guestOrderBody({ tableId, products: products({ 'fish-tacos': 1 }), visitToken: tokens[0]! }),
          { 'idempotency-key': `tab-round-${runId}-${tableId}-${round}` },
        ),
      loadingOn,
    );
    const splitId = round % 2 === 1 ? await splitInTwo(base, tokens[0]!) : null;
    const paying = pair.map(
      (customer, index): TabKey => ({
        key: `tab-pay-${runId}-${tableId}-${round}-${index}`,
        customer,
        token: tokens[index]!,
        part: splitId ? { kind: 'share', splitId, share: index } : { kind: 'whole' },
        paymentId: null,
        refused: null,
      }),
    );
    keys.push(...paying);
    await Promise.all(
      paying.map(async (state) => {
        for (let attempt = 0; attempt < 400 && !(await tryTabKey(base(), state)); attempt++)
          await sleep(150 + Math.random() * 250);
      }),
    );
  }
}

async function runOn(kind: 'pglite' | 'postgres'): Promise<Counts> {
  const runId = randomBytes(3).toString('hex');
  const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'orderly-crash-')) : undefined;
  const database = kind === 'postgres' ? createPostgresDatabase(postgresBase) : undefined;
  const authSecret = randomBytes(24).toString('hex');
  // The kitchen's printer: each order's ticket, and a hook for the kills that come mid-print.
  let printing: (() => void) | null = null;
  const printer = await startPretendPrinter({
    port: 0,
    onConnection: () => {
      printing?.();
      printing = null;
    },
  });
  const nextPrint = (withinMs: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        printing = null;
        resolve(false);
      }, withinMs);
      printing = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  const start = (clockNow?: Date) =>
    startServer({
      port,
      pin: false,
      ...(dataDir ? { dataDir } : {}),
      ...(database ? { databaseUrl: database.url } : {}),
      env: {
        // Development: the final start sets its clock ahead (CLOCK_NOW), which production refuses.
        NODE_ENV: 'development',
        AUTH_SECRET: authSecret,
        INSTANCE_NAME: `crash-test-${runId}`,
        // A print cut by a kill is taken again 5 s later (not 60 s), so later kills find prints to cut.
        PRINT_LEASE_SECONDS: '5',
        ...(clockNow ? { CLOCK_NOW: clockNow.toISOString() } : {}),
      },
    });
  let server: RunningServer | undefined;
  try {
    server = await start();
    const base = server.url;
    const customers = await signUpCustomers(base, customersWanted, `crash-${runId}`);
    // The receipt goes by text too (decision 0095), so every order also has a text to send once.
    const manager = await signIn(base, demo.manager.email, demo.manager.password);
    const texting = await fetch(`${base}/api/manage/restaurants/${demo.restaurantId}/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
      body: JSON.stringify({ settings: { smsNotices: { ...DEFAULT_SMS_NOTICES, placed: true } } }),
    });
    if (!texting.ok) throw new Error(`Turning receipt texts on answered ${texting.status}`);
    // Tickets print when an order arrives (decision 0090), so each acknowledged order has one to print.
    const printers = await fetch(
      `${base}/api/manage/restaurants/${demo.restaurantId}/locations/${orderBody.locationId}`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          settings: {
            printOn: 'placed',
            // Downtown keeps tabs at its tables too: the tab diners' rounds and payments (decision 0093).
            tableTabs: { enabled: true, idleCloseMinutes: 24 * 60 },
            printers: [
              {
                id: 'kitchen',
                name: 'Kitchen',
                station: 'kitchen',
                categoryIds: [],
                connection: { kind: 'tcp', host: '127.0.0.1', port: printer.port },
              },
            ],
          },
        }),
      },
    );
    if (!printers.ok) throw new Error(`Adding the printer and tabs answered ${printers.status}`);
    await saveCards(base, customers);
    const tabDiners = await signUpCustomers(base, TAB_TABLES.length * 2, `crash-tab-${runId}`);
    await saveCards(base, tabDiners);

    const keys: KeyState[] = [];
    let loading = true;
    const load = customers.map(async (customer) => {
      for (let n = 0; loading; n++) {
        const state: KeyState = {
          key: `crash-${runId}-${customer.index}-${n}`,
          customer,
          orderId: null,
          refused: null,
          tries: 0,
          abandoned: false,
        };
        keys.push(state);
        const impatient = customer.index % 2 === 0;
        while (loading && !(await tryKey(base, state, impatient))) await sleep(100 + Math.random() * 200);
      }
    });

    const tabKeys: TabKey[] = [];
    const tables = TAB_TABLES.map((tableId, index) =>
      tableLoad(
        () => server!.url,
        [tabDiners[index * 2]!, tabDiners[index * 2 + 1]!],
        tableId,
        runId,
        () => loading,
        tabKeys,
      ),
    );

    let killed = 0;
    let killsMidPrint = 0;
    while (killed < kills) {
      const pause = 1000 + Math.random() * 2500;
      if (killed % 2 === 1) {
        // Every other kill comes as the server starts sending a ticket (within the same pause).
        await sleep(pause / 2);
        if (await nextPrint(pause / 2)) killsMidPrint++;
      } else await sleep(pause);
      process.kill(server.pid, 'SIGKILL');
      killed++;
      await server.stop();
      server = await start();
      process.stdout.write(
        `  ${kind}: kill ${killed}/${kills}, ${keys.filter((k) => k.orderId).length} orders acknowledged; answers since the last kill: ${[...seen].map(([status, count]) => `${status}×${count}`).join(' ')}\n`,
      );
      seen.clear();
    }
    await sleep(1000);
    loading = false;
    await Promise.all(load);
    await Promise.all(tables);
    // The last kill comes in the middle of checkouts, as the others did.
    process.kill(server.pid, 'SIGKILL');
    await server.stop();

    // Start past every lease: the reconciler's first pass settles what the dead runs left, and every
    // key still open is retried once more.
    server = await start(new Date(Date.now() + CLOCK_JUMP_MS));
    const restartedAt = Date.now();
    await sleep(3000);
    const url = server.url;
    const retryAll = async (states: KeyState[]) => {
      for (const state of states) {
        for (let attempt = 0; attempt < 20 && !(await tryKey(url, state)); attempt++) await sleep(250);
      }
    };
    await retryAll(keys.filter((k) => !k.orderId && k.refused === null && !k.abandoned));
    for (const state of tabKeys.filter((k) => !k.paymentId && k.refused === null)) {
      for (let attempt = 0; attempt < 20 && !(await tryTabKey(url, state)); attempt++) await sleep(250);
    }
    // The reconciler has given back the charges of the abandoned keys; then their customers come back.
    await sleep(1000);
    await retryAll(keys.filter((k) => k.abandoned && !k.orderId));
    const secondsToResolve = Math.round((Date.now() - restartedAt) / 100) / 10;
    await sleep(1000);
    await server.stop();
    server = undefined;

    // The notices of the last orders may still wait for the worker: an instance started again sends
    // them (and any a kill cut between send and mark, once their lease has run out).
    let counts = await inspect(kind, dataDir, database?.url, keys, tabKeys, printer.tickets);
    for (let round = 0; (counts.noticesPending > 0 || counts.printJobsPending > 0) && round < 3; round++) {
      server = await start(new Date(Date.now() + CLOCK_JUMP_MS * (round + 2)));
      await sleep(4000);
      await server.stop();
      server = undefined;
      counts = await inspect(kind, dataDir, database?.url, keys, tabKeys, printer.tickets);
    }
    return { ...counts, kills: killed, killsMidPrint, secondsToResolve };
  } finally {
    if (server) await server.stop();
    await printer.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    database?.drop();
  }
}

async function inspect(
  kind: 'pglite' | 'postgres',
  dataDir: string | undefined,
  databaseUrl: string | undefined,
  keys: KeyState[],
  tabKeys: TabKey[],
  tickets: readonly string[],
): Promise<Omit<Counts, 'kills' | 'killsMidPrint' | 'secondsToResolve'>> {
  let query: (text: string) => Promise<Record<string, unknown>[]>;
  let close: () => Promise<void>;
  if (kind === 'pglite') {
    const db = await PGlite.create(dataDir!);
    query = async (text) => (await db.query<Record<string, unknown>>(text)).rows;
    close = () => db.close();
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    query = async (text) => (await client.query(text)).rows;
    close = () => client.end();
  }
  try {
    const orderRows = await query(`select id from orders where user_id is not null`);
    const inDatabase = new Set(orderRows.map((row) => String(row.id)));
    const acknowledged = keys.filter((k) => k.orderId).map((k) => k.orderId!);
    const acknowledgedSet = new Set(acknowledged);
    const charges = await query(`
      select c.id, (c.data->>'amount')::int as amount,
             coalesce((select sum((r->>'amount')::int) from jsonb_array_elements(c.data->'refunds') r), 0)::int as refunded
      from sandbox_payments c
      where c.kind = 'charge'
        and not exists (select 1 from orders o where o.payment_charge_id = c.id)
        and not exists (select 1 from tab_payments t where t.charge_id = c.id)`);
    const unrefunded = charges.filter((row) => Number(row.amount) > Number(row.refunded));
    const voids = await query(
      `select count(*)::int as voided, count(provider_refund_id)::int as refunded from payment_voids`,
    );
    // Each order's receipt e-mails: the outbox keeps a message by its Message-ID, which names the notice.
    const receipts = await query(`
      select o.id,
             (select count(*)::int from notices n join email_outbox e
                on e.message_id like '<notice-' || n.id || '@%'
              where n.order_id = o.id and n.kind = 'placed') as mails
      from orders o where o.user_id is not null`);
    // Each order's receipt texts: the sandbox keeps a text by its notice's id.
    const texts = await query(`
      select o.id,
             (select count(*)::int from notices n join sms_outbox s on s.reference = n.id
              where n.order_id = o.id and n.kind = 'placed' and n.channel = 'sms') as texts,
             (select count(*)::int from notices n
              where n.order_id = o.id and n.kind = 'placed' and n.channel = 'sms') as queued
      from orders o where o.user_id is not null`);
    const tabPayments = new Set((await query(`select id from tab_payments`)).map((row) => String(row.id)));
    // Each table's payments against what its rounds cost (every round, whatever became of it).
    const tabs = await query(`
      select v.id,
             (select coalesce(sum(o.total), 0)::int from orders o where o.visit_id = v.id) as owed,
             (select coalesce(sum(t.amount), 0)::int from tab_payments t where t.visit_id = v.id) as paid
      from table_visits v`);
    const pending = await query(
      `select count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where attempts > 1)::int as reclaimed from notices`,
    );
    // Each acknowledged order's tickets at the printer, by the big number on them.
    const numbers = await query(`select id, order_number from orders where user_id is not null`);
    const printed = new Map<string, number>();
    for (const ticket of tickets) {
      // A cancellation's ticket (the escalation rejects orders nobody confirmed) is not a duplicate.
      if (ticket.includes('*** CANCELLED ***')) continue;
      const number = /^#(\d+)$/m.exec(ticket)?.[1];
      if (number) printed.set(number, (printed.get(number) ?? 0) + 1);
    }
    const ticketsOf = numbers
      .filter((row) => acknowledgedSet.has(String(row.id)))
      .map((row) => printed.get(String(row.order_number)) ?? 0);
    const jobs = await query(
      `select count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where status = 'failed')::int as failed,
              count(*) filter (where attempts > 1)::int as reclaimed from print_jobs`,
    );
    return {
      acknowledged: acknowledged.length,
      ordersInDatabase: inDatabase.size,
      acknowledgedMissing: acknowledged.filter((id) => !inDatabase.has(id)).length,
      duplicatedOrders: [...inDatabase].filter((id) => !acknowledgedSet.has(id)).length,
      keysUnresolved: keys.filter((k) => !k.orderId && k.refused === null).length,
      keysAbandoned: keys.filter((k) => k.abandoned).length,
      chargesWithoutOrder: unrefunded.length,
      chargesWithoutOrderCents: unrefunded.reduce(
        (sum, row) => sum + Number(row.amount) - Number(row.refunded),
        0,
      ),
      refusedKeys: keys.filter((k) => k.refused !== null).length,
      triesPerKey:
        Math.round((keys.reduce((sum, k) => sum + k.tries, 0) / Math.max(1, keys.length)) * 10) / 10,
      paymentsVoided: Number(voids[0]?.voided ?? 0),
      chargesRefunded: Number(voids[0]?.refunded ?? 0),
      receiptsMissing: receipts.filter((row) => Number(row.mails) === 0).length,
      receiptsDoubled: receipts.filter((row) => Number(row.mails) > 1).length,
      textsMissing: texts.filter((row) => Number(row.texts) === 0).length,
      textsDoubled: texts.filter((row) => Number(row.texts) > 1 || Number(row.queued) > 1).length,
      noticesPending: Number(pending[0]?.pending ?? 0),
      noticesReclaimed: Number(pending[0]?.reclaimed ?? 0),
      tabPaymentsAcknowledged: tabKeys.filter((k) => k.paymentId).length,
      tabSharesPaid: tabKeys.filter((k) => k.part.kind === 'share' && k.paymentId).length,
      tabPaymentsMissing: tabKeys.filter((k) => k.paymentId && !tabPayments.has(k.paymentId)).length,
      tabKeysUnresolved: tabKeys.filter((k) => !k.paymentId && k.refused === null).length,
      tabsOverpaid: tabs.filter((row) => Number(row.paid) > Number(row.owed)).length,
      tabsOwing: tabs.filter((row) => Number(row.paid) < Number(row.owed)).length,
      ticketsMissing: ticketsOf.filter((count) => count === 0).length,
      ticketsDoubled: ticketsOf.filter((count) => count > 1).length,
      printJobsPending: Number(jobs[0]?.pending ?? 0),
      printJobsFailed: Number(jobs[0]?.failed ?? 0),
      printJobsReclaimed: Number(jobs[0]?.reclaimed ?? 0),
    };
  } finally {
    await close();
  }
}

/** Processes that each keep a core busy until stopped (the `--loaded` machine). */
function busyProcesses(count: number): () => void {
  const busy: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const child of busy) child.kill('SIGKILL');
  };
  process.once('exit', stop);
  return stop;
}

async function main() {
  if (!noBuild) {
    const built = spawnSync('npm', ['run', 'build', '-w', '@orderly/server'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const kinds = (['pglite', 'postgres'] as const).filter((kind) => !only || only.split(',').includes(kind));
  let failed = false;
  const stopLoad = busyProcesses(loaded);
  for (const kind of kinds) {
    console.log(
      `Crash test on ${kind}: ${kills} kills, ${customersWanted} customers paying online${loaded ? `, ${loaded} busy processes beside it` : ''}`,
    );
    const counts = await runOn(kind);
    console.table(counts);
    const bad = (
      [
        'acknowledgedMissing',
        'duplicatedOrders',
        'keysUnresolved',
        'chargesWithoutOrder',
        'receiptsMissing',
        'receiptsDoubled',
        'textsMissing',
        'textsDoubled',
        'noticesPending',
        'tabPaymentsMissing',
        'tabKeysUnresolved',
        'tabsOverpaid',
        'tabsOwing',
        'ticketsMissing',
        'printJobsPending',
        'printJobsFailed',
      ] as const
    ).filter((name) => counts[name] !== 0);
    if (
      bad.length > 0 ||
      counts.acknowledged === 0 ||
      counts.refusedKeys > 0 ||
      counts.tabPaymentsAcknowledged === 0
    ) {
      failed = true;
      console.log(`  ${kind}: FAILED (${bad.join(', ') || 'no order acknowledged or a key refused'})`);
    } else {
      console.log(`  ${kind}: every count is 0`);
    }
  }
  stopLoad();
  process.exit(failed ? 1 : 0);
}

await main();
