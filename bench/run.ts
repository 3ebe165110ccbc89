/**
 * `npm run bench` — measures the product's speed and prints each figure against its budget:
 * page speed and weight (Lighthouse), checkout throughput on PGlite and PostgreSQL, menu reads,
 * live update latency with 1,000 WebSocket clients, the server's peak memory, and the rush
 * simulation (rush.ts: a lunch rush through a simulated kitchen, pacing off and on). Writes
 * bench/results.json. `--quick` is a short run for development (fewer runs, shorter loads).
 * Other flags: `--no-build` (use the apps as built),
 * `--only=pages,interactions,first-tap,menu,checkout,live,postgres,rush`; parts may also be named alone
 * (`npm run bench -- rush`). A run of the rush alone puts its figures into the results.json there
 * is, beside the others, instead of replacing the file.
 * The server runs pinned to core 0 and this load generator to core 1 (Chromium may use both) when `taskset`
 * is there. Exits with 1 when a figure misses its budget.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PlacedOrder, runCheckout, verifyOrders } from './checkout.ts';
import {
  FIRST_VISIT_BUDGET_MS,
  firstTapFigures,
  runFirstTap,
  SECOND_VISIT_BUDGET_MS,
  TAPS,
} from './first-tap.ts';
import { INTERACTION_BUDGET_MS, INTERACTIONS, interactionFigures, runInteractions } from './interactions.ts';
import { onInterrupt } from './lib/cleanup.ts';
import { type Customer, placeOrder, signIn, signUpCustomers } from './lib/customers.ts';
import { atLeast, atMost, type Figure, info, loadAverage, machine, missing, table } from './lib/figures.ts';
import {
  canPin,
  createPostgresDatabase,
  pinSelf,
  type RunningServer,
  repoRoot,
  startServer,
} from './lib/server.ts';
import { inBatches } from './lib/stats.ts';
import { runLive } from './live.ts';
import { runMenuReads } from './menu-reads.ts';
import { runPageSpeed, runReferencePageSpeed } from './page-speed.ts';
import { type ReferenceSite, startReferenceSite } from './reference-page.ts';
import { runRush, rushFigures } from './rush.ts';

const args = process.argv.slice(2);
// The root script (`npm run bench -- --quick`) hands flags to npm, which passes them on as
// npm_config_* variables; BENCH_ONLY and BENCH_NO_BUILD work too.
const quick = args.includes('--quick') || process.env.npm_config_quick === 'true';
const named = args.filter((arg) => !arg.startsWith('-')).join(',');
const onlyFlag =
  args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ??
  (named || undefined) ??
  process.env.BENCH_ONLY;
const only = onlyFlag ? onlyFlag.split(',') : undefined;
const noBuild =
  args.includes('--no-build') ||
  process.env.npm_config_build === 'false' ||
  process.env.BENCH_NO_BUILD === '1';
const wants = (part: string) => !only || only.includes(part);
const port = Number(process.env.BENCH_PORT ?? 4610);
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/';

const plan = quick
  ? {
      lighthouseRuns: 1,
      interactionRuns: 2,
      pages: ['menu'],
      customers: 40,
      checkoutSeconds: 10,
      menuSeconds: 5,
      liveClients: 200,
      liveSeconds: 10,
    }
  : {
      lighthouseRuns: 5,
      interactionRuns: 5,
      pages: ['menu', 'category', 'cart'],
      customers: 100,
      checkoutSeconds: 60,
      menuSeconds: 20,
      liveClients: 1000,
      liveSeconds: 30,
    };
// For diagnosis: BENCH_PAGES=menu,category and BENCH_LIGHTHOUSE_RUNS=3 measure fewer pages or runs.
if (process.env.BENCH_PAGES) plan.pages = process.env.BENCH_PAGES.split(',');
if (process.env.BENCH_LIGHTHOUSE_RUNS) plan.lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS);
/** Requests in flight at once during checkout: many customers, this many at a time. */
const CHECKOUT_CONNECTIONS = 16;
const STAFF_CLIENTS = 10;

const figures: Figure[] = [];

const details: Record<string, unknown> = {};
const started = Date.now();
const log = (message: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

function build() {
  const built =
    existsSync(`${repoRoot}apps/web/dist/index.html`) &&
    existsSync(`${repoRoot}apps/staff/dist/index.html`) &&
    existsSync(`${repoRoot}apps/server/dist/main.js`);
  if (noBuild || (quick && built)) return;
  log('building the apps (npm run build)');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** Runs one part; a part that fails records why and the run goes on. */
async function part(name: string, work: () => Promise<void>, onFailure: (why: string) => Figure[]) {
  try {
    await work();
  } catch (error) {
    const why = (error as Error).message.split('\n')[0]!.slice(0, 300);
    log(`${name} failed: ${why}`);
    figures.push(...onFailure(why));
  }
}

/** Server CPU time per request over a phase: steadier than rates when other work shares the machine. */
function cpuPer(before: number | null, after: number | null, requests: number) {
  return before === null || after === null || requests === 0 ? null : (after - before) / requests;
}

const capacity = (cpuMs: number | null, unit: string) =>
  cpuMs
    ? `≈ ${Math.round(1000 / cpuMs).toLocaleString('en-US')} ${unit} if the server had its core to itself`
    : undefined;

function checkoutFigures(
  label: string,
  result: Awaited<ReturnType<typeof runCheckout>>,
  check: Awaited<ReturnType<typeof verifyOrders>>,
  cpu: number | null,
) {
  const seconds = Math.round(result.seconds);
  figures.push(
    atLeast(`Checkout (${label}): orders per second, ${seconds} s`, result.ordersPerSecond, 'orders/s', 100),
    atMost(`Checkout (${label}): p99 latency`, result.p99, 'ms', 250),
    atMost(`Checkout (${label}): errors`, result.errors, '', 0, result.firstErrors[0]),
    atMost(
      `Checkout (${label}): stored ≠ acknowledged`,
      check.missing + check.unexpected,
      '',
      0,
      `${check.stored} stored, ${check.expected} acknowledged`,
    ),
    info(`Checkout (${label}): server CPU per order`, cpu, 'ms', capacity(cpu, 'orders/s')),
  );
}

const checkoutMissing = (label: string) => (why: string) => [
  missing(`Checkout (${label}): orders per second`, 'orders/s', '≥ 100 orders/s', why),
  missing(`Checkout (${label}): p99 latency`, 'ms', '≤ 250 ms', why),
];

/**
 * The checkout run on one database: orders placed for `plan.checkoutSeconds`, then every order
 * acknowledged so far (`acknowledged`, which this run's orders join) checked in the customers' histories.
 */
async function checkoutPart(
  label: 'PGlite' | 'PostgreSQL',
  server: RunningServer,
  customers: Customer[],
  acknowledged: PlacedOrder[],
) {
  await part(
    `checkout (${label})`,
    async () => {
      log(`checkout on ${label}: ${plan.checkoutSeconds} s, ${CHECKOUT_CONNECTIONS} at once`);
      const cpuBefore = server.cpuMs();
      const result = await runCheckout({
        base: server.url,
        customers,
        seconds: plan.checkoutSeconds,
        connections: CHECKOUT_CONNECTIONS,
      });
      const cpu = cpuPer(cpuBefore, server.cpuMs(), result.attempted);
      acknowledged.push(...result.acknowledged);
      const check = await verifyOrders(server.url, customers, acknowledged);
      details[label === 'PGlite' ? 'checkoutPglite' : 'checkoutPostgres'] = {
        ...result,
        acknowledged: result.acknowledged.length,
        check,
        serverCpuMsPerOrder: cpu,
      };
      checkoutFigures(label, result, check, cpu);
    },
    checkoutMissing(label),
  );
}

/** A figure's ratio to the reference's, as a note ("1.4× the reference"). */
const timesReference = (value: number | null, reference: number | null) =>
  value === null || reference === null || reference <= 0
    ? 'no reference'
    : `${(value / reference).toFixed(2)}× the reference`;

async function onPglite(server: RunningServer, reference: ReferenceSite) {
  const runId = randomBytes(4).toString('hex');
  const acknowledged: PlacedOrder[] = [];
  let customers: Customer[] = [];

  if (wants('pages')) {
    await part(
      'page speed',
      async () => {
        log(`Lighthouse: ${plan.pages.join(', ')} × ${plan.lighthouseRuns}`);
        const { pages, weight } = await runPageSpeed(server.url, plan.lighthouseRuns, plan.pages);
        log(`Lighthouse: the reference page × ${plan.lighthouseRuns}`);
        const referencePage = await runReferencePageSpeed(reference.url, plan.lighthouseRuns);
        details.pages = pages;
        details.weight = weight;
        details.referencePage = referencePage;
        figures.push(
          info(
            'Page reference (static page, the same script size): LCP',
            referencePage.lcp,
            'ms',
            `median of ${referencePage.runs}`,
          ),
          info(
            'Page reference (static page, the same script size): TBT',
            referencePage.tbt,
            'ms',
            `median of ${referencePage.runs}`,
          ),
        );
        for (const page of pages) {
          const label = `Page ${page.url.split('?')[0]}`;
          if (page.problem) {
            for (const [metric, unit, budget] of [
              ['performance score', '', '≥ 95'],
              ['LCP', 'ms', '≤ 1800 ms'],
              ['TBT', 'ms', '≤ 100 ms'],
              ['CLS', '', '≤ 0.05'],
            ] as const) {
              figures.push(missing(`${label}: ${metric}`, unit, budget, page.problem));
            }
            continue;
          }
          const runs = `median of ${page.runs}`;
          figures.push(
            atLeast(`${label}: performance score`, page.score, '', 95, runs),
            atMost(
              `${label}: LCP`,
              page.lcp,
              'ms',
              1800,
              `${runs}; ${timesReference(page.lcp, referencePage.lcp)}`,
            ),
            atMost(
              `${label}: TBT`,
              page.tbt,
              'ms',
              100,
              `${runs}; ${timesReference(page.tbt, referencePage.tbt)}`,
            ),
            atMost(`${label}: CLS`, page.cls, '', 0.05, runs),
          );
        }
        if (weight) {
          figures.push(
            atMost('First load of /menu: JavaScript, gzipped', weight.javascriptGzipKB, 'KB', 100),
            info('First load of /menu: JavaScript as sent', weight.javascriptSentKB, 'KB'),
            info(
              'Next screens of /menu prefetched once idle: JavaScript, gzipped',
              weight.prefetchedJavascriptGzipKB,
              'KB',
              'lowest priority, after the first screen (decision 0098); not in the first load',
            ),
            atMost(
              'First load of /menu: everything sent',
              weight.totalSentKB,
              'KB',
              500,
              `${weight.requests} requests`,
            ),
          );
        }
      },
      (why) => [missing('Page speed', '', 'see budgets', why)],
    );
  }

  if (wants('interactions')) {
    await part(
      'interactions',
      async () => {
        log(`Interactions on a 4x slower phone: ${INTERACTIONS.length} taps × ${plan.interactionRuns}`);
        const results = await runInteractions(server.url, plan.interactionRuns);
        details.interactions = results;
        figures.push(...interactionFigures(results));
      },
      (why) =>
        INTERACTIONS.map((name) =>
          missing(
            `Tap to next paint (4× slower CPU, phone): ${name}`,
            'ms',
            `≤ ${INTERACTION_BUDGET_MS} ms`,
            why,
          ),
        ),
    );
  }

  if (wants('first-tap')) {
    await part(
      'first tap',
      async () => {
        log(
          `Tap to the expected screen, first and second visit: ${TAPS.length} taps × ${plan.interactionRuns}`,
        );
        const results = await runFirstTap(server.url, plan.interactionRuns, reference);
        details.firstTap = results;
        figures.push(...firstTapFigures(results));
      },
      (why) =>
        (['first', 'second'] as const).flatMap((visit) =>
          TAPS.map((tap) =>
            missing(
              `Tap to screen, ${visit} visit (4× slower CPU, phone): ${tap}`,
              'ms',
              `≤ ${visit === 'first' ? FIRST_VISIT_BUDGET_MS : SECOND_VISIT_BUDGET_MS} ms`,
              why,
            ),
          ),
        ),
    );
  }

  const needCustomers = wants('checkout') || wants('live');
  if (needCustomers) {
    log(`signing up ${plan.customers} customers`);
    customers = await signUpCustomers(server.url, plan.customers, runId);
  }

  if (wants('menu')) {
    await part(
      'menu reads',
      async () => {
        log(`menu reads: ${plan.menuSeconds} s`);
        const cpuBefore = server.cpuMs();
        const result = await runMenuReads(server.url, plan.menuSeconds);
        const cpu = cpuPer(cpuBefore, server.cpuMs(), result.total);
        details.menuReads = { ...result, serverCpuMsPerRequest: cpu };
        figures.push(
          atLeast('Menu reads: requests per second', result.requestsPerSecond, 'req/s', 5000),
          atMost('Menu reads: p99 latency', result.p99, 'ms', 20),
          atMost('Menu reads: errors', result.errors, '', 0),
          info('Menu reads: server CPU per request', cpu, 'ms', capacity(cpu, 'req/s')),
        );
      },
      (why) => [missing('Menu reads: requests per second', 'req/s', '≥ 5000 req/s', why)],
    );
  }

  if (wants('checkout')) {
    await checkoutPart('PGlite', server, customers, acknowledged);
  }

  if (wants('live')) {
    await part(
      'live updates',
      async () => {
        const staffToken = await signIn(server.url, 'staff@demo.test', 'demo1234');
        const pages = plan.liveClients - STAFF_CLIENTS;
        log(`live: placing ${pages} orders for the order pages`);
        const preplaced = await inBatches(
          Array.from({ length: pages }, (_, index) => customers[index % customers.length]!),
          8,
          async (customer) => {
            const sentAt = Date.now();
            const orderId = await placeOrder(server.url, customer);
            return { orderId, customer, sentAt, ackAt: Date.now() };
          },
        );
        acknowledged.push(...preplaced);
        log(`live: ${plan.liveClients} WebSocket clients, checkout load for ${plan.liveSeconds} s`);
        const result = await runLive({
          base: server.url,
          customers,
          staffToken,
          preplaced,
          clients: plan.liveClients,
          staffClients: STAFF_CLIENTS,
          seconds: plan.liveSeconds,
          connections: CHECKOUT_CONNECTIONS,
          statusChangesPerSecond: 20,
        });
        acknowledged.push(...result.checkout.acknowledged);
        const check = await verifyOrders(server.url, customers, acknowledged);
        const { checkout, ...rest } = result;
        details.live = {
          ...rest,
          checkout: { ...checkout, acknowledged: checkout.acknowledged.length },
          check,
        };
        const note = `${result.clients} clients; ${result.staffDeliveries} staff-queue and ${result.orderDeliveries} order-page deliveries`;
        figures.push(
          info('Live: p50 commit → subscriber', result.p50, 'ms', note),
          atMost('Live: p99 commit → subscriber', result.p99, 'ms', 100, note),
          atMost('Live: lost events', result.lost, '', 0),
          info(
            `Live: checkout during the run (${Math.round(checkout.seconds)} s)`,
            checkout.ordersPerSecond,
            'orders/s',
            `p99 ${checkout.p99?.toFixed(0)} ms, ${checkout.errors} errors`,
          ),
          atMost(
            'Live run: stored ≠ acknowledged',
            check.missing + check.unexpected,
            '',
            0,
            `${check.stored} stored, ${check.expected} acknowledged`,
          ),
        );
      },
      (why) => [missing('Live: p99 commit → subscriber', 'ms', '≤ 100 ms', why)],
    );
  }
}

async function onPostgres(pinned: boolean) {
  let database: ReturnType<typeof createPostgresDatabase>;
  try {
    database = createPostgresDatabase(postgresBase);
  } catch (error) {
    figures.push(...checkoutMissing('PostgreSQL')((error as Error).message.slice(0, 200)));
    return;
  }
  let server: RunningServer | undefined;
  try {
    log('starting the server on PostgreSQL');
    server = await startServer({ port: port + 1, databaseUrl: database.url, pin: pinned });
    figures.push(info('Server start on PostgreSQL: peak memory', server.peakMemoryMB(), 'MB'));
    server.resetPeak();
    const customers = await signUpCustomers(server.url, plan.customers, randomBytes(4).toString('hex'));
    await checkoutPart('PostgreSQL', server, customers, []);
    figures.push(atMost('Server peak memory during the runs (PostgreSQL)', server.peakMemoryMB(), 'MB', 300));
  } finally {
    await server?.stop();
    database.drop();
  }
}

/** The rush simulation: no server, milliseconds (the domain's rules over a simulated kitchen). */
function rushPart() {
  log('rush simulation: 200 orders over 30 minutes, pacing off and on');
  const runs = runRush();
  details.rush = runs;
  figures.push(...rushFigures(runs));
}

const resultsFile = new URL('./results.json', import.meta.url);

/** A run of the rush alone keeps the other figures of results.json and replaces its own. */
function withEarlierFigures(results: { figures: Figure[]; details: Record<string, unknown> }) {
  if (!only || only.some((part) => part !== 'rush') || !existsSync(resultsFile)) return results;
  const earlier = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const others = (earlier.figures as Figure[]).filter((figure) => !figure.name.startsWith('Rush ('));
  return {
    ...earlier,
    rushDate: new Date().toISOString(),
    figures: [...others, ...results.figures],
    details: { ...earlier.details, ...results.details },
  };
}

async function main() {
  const loadBefore = loadAverage();
  const serverParts = ['pages', 'interactions', 'first-tap', 'menu', 'checkout', 'live', 'postgres'];
  if (serverParts.some(wants)) build();
  if (wants('rush')) rushPart();
  const pinned = canPin() && pinSelf(1);
  log(pinned ? 'server on core 0, load generator on core 1' : 'taskset unavailable: processes not pinned');

  if (['pages', 'interactions', 'first-tap', 'menu', 'checkout', 'live'].some(wants)) {
    // The machine's own reference (reference-page.ts): the page and tap figures are also given as
    // their ratio to it.
    const reference = await startReferenceSite();
    onInterrupt(() => void reference.close());
    // A PGlite data folder as deployed: created (initdb, migrations, demo) by a first start, then
    // opened again by the server that is measured. The first start's memory is shown apart.
    const dataDir = mkdtempSync(join(tmpdir(), 'orderly-bench-data-'));
    onInterrupt(() => rmSync(dataDir, { recursive: true, force: true }));
    try {
      log('creating the PGlite database (first start)');
      const first = await startServer({ port, dataDir, pin: pinned });
      figures.push(
        info('Server first start, creating the PGlite database: peak memory', first.peakMemoryMB(), 'MB'),
      );
      await first.stop();
      log('starting the server on PGlite');
      const server = await startServer({ port, dataDir, pin: pinned });
      try {
        figures.push(
          info('Server start on an existing PGlite database: peak memory', server.peakMemoryMB(), 'MB'),
        );
        // The budget is for the runs; start-up is shown above.
        const reset = server.resetPeak();
        await onPglite(server, reference);
        figures.push(
          atMost(
            'Server peak memory during the runs (PGlite)',
            server.peakMemoryMB(),
            'MB',
            300,
            reset ? undefined : 'includes start-up (peak could not be reset)',
          ),
        );
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await reference.close();
    }
  }
  if (wants('postgres')) await onPostgres(pinned);

  const loadAfter = loadAverage();
  const results = {
    date: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    machine: machine(),
    pinned,
    loadAverage: { before: loadBefore, after: loadAfter },
    durationSeconds: Math.round((Date.now() - started) / 1000),
    figures,
    details,
  };
  writeFileSync(resultsFile, `${JSON.stringify(withEarlierFigures(results), null, 2)}\n`);
  const m = results.machine;
  console.log(
    `\n${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB, Node ${m.node}; load average ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after\n`,
  );
  console.log(table(figures));
  const misses = figures.filter((figure) => !figure.pass);
  if (misses.length > 0) {
    console.log(`\n${misses.length} figure(s) MISS their budget:`);
    for (const figure of misses)
      console.log(
        `  - ${figure.name}: ${figure.value ?? 'not measured'} (budget ${figure.budget})${figure.note ? ` — ${figure.note}` : ''}`,
      );
    process.exitCode = 1;
  } else console.log('\nEvery figure is within its budget.');
  console.log(`Written to bench/results.json (${results.durationSeconds} s).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
