/**
 * Interaction budgets (issue 17): on a phone (375 × 812, touch-sized layout) with the CPU slowed
 * 4×, the time from a tap to the next paint — INP as web-vitals measures it: the longest Event
 * Timing entry of the interaction (input delay + handlers + presentation) — for opening a
 * category, opening a product, choosing a modifier, adding to cart, opening the cart and pressing
 * Place Order. Budget ≤ 100 ms each (Google's "good" is ≤ 200 ms), median of 5 runs (2 with
 * `--quick`). Each run is a new signed-in customer starting on /menu.
 *
 * `npm run interactions -w @orderly/bench [-- --quick]` starts the built server on the demo (or
 * measures BENCH_URL), prints the table and writes bench/interaction-results.json; `npm run bench`
 * runs it as its `interactions` part. Event Timing reports only interactions of 16 ms or more:
 * a quicker one is counted as 16 ms.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChrome, openFirstPage, startTracing } from './lib/chrome.ts';
import { type Customer, signUpCustomers } from './lib/customers.ts';
import { atMost, type Figure, loadAverage, reportAlone } from './lib/figures.ts';
import { canPin, startServer } from './lib/server.ts';
import { pickOnTheMenu, productsToPick, TAPS, type Tap, waitUntil, walkTheSixTaps } from './lib/six-taps.ts';
import { median, sleep } from './lib/stats.ts';

export const INTERACTION_BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;
const PHONE = { width: 375, height: 812 };
/** Below this Event Timing says nothing: a quicker interaction counts as this. */
const EVENT_TIMING_FLOOR_MS = 16;
/** How long a tap's Event Timing entry is waited for before the tap counts as below the floor. */
const ENTRY_WAIT_MS = 3000;

export const INTERACTIONS = TAPS;
export type Interaction = Tap;

type Tab = Awaited<ReturnType<typeof openFirstPage>>;

/** Collects every Event Timing entry of an interaction (installed before the app's scripts run). */
const OBSERVER = `
  window.__interactions = [];
  const keep = (entries) => {
    for (const entry of entries) {
      if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration, delay: entry.processingStart - entry.startTime, handlers: entry.processingEnd - entry.processingStart });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: ${EVENT_TIMING_FLOOR_MS}, buffered: true });
  // Entries the observer holds but has not handed over yet (a busy page delivers them late).
  window.__takeInteractions = () => keep(observer.takeRecords());
`;

/**
 * Taps the element the expression finds (a real mouse press and release through the browser, so
 * Event Timing sees it), waits for what it should bring, and answers the interaction's duration.
 */
async function tap(tab: Tab, element: string, brings: string, what: string): Promise<number> {
  await waitUntil(tab, element, `${what}: its control`);
  const point = (await tab.evaluate(`(() => {
    const element = ${element};
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2, performance.now()];
  })()`)) as [number, number, number];
  const [x, y, mark] = point;
  // Let the scroll settle into a frame of its own.
  await sleep(150);
  const trace =
    process.env.BENCH_TRACE && what.includes(process.env.BENCH_TRACE) ? await startTrace(tab) : null;
  await tab.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  await tab.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
  await tab.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
  await waitUntil(tab, brings, what);
  // Event Timing reports an entry once its frame has been presented, and a busy page (an order
  // being placed, a loaded machine) hands it over late: wait for it rather than count a late entry
  // as none (none at all means the interaction took less than the floor).
  const until = Date.now() + ENTRY_WAIT_MS;
  let entries: { id: number; name: string; duration: number; delay: number; handlers: number }[] = [];
  for (;;) {
    await sleep(400);
    entries = (await tab.evaluate(
      `(window.__takeInteractions(), window.__interactions.filter((entry) => entry.start >= ${mark}))`,
    )) as typeof entries;
    if (entries.length > 0 || Date.now() > until) break;
  }
  if (trace) await trace.save(what);
  const first = entries[0]?.id;
  const mine = entries.filter((entry) => entry.id === first);
  const durations = mine.map((entry) => entry.duration);
  // BENCH_VERBOSE=1: where each tap's time went (input delay, handlers, then style, layout and paint).
  if (process.env.BENCH_VERBOSE) {
    const parts = mine.map(
      (entry) =>
        `${entry.name} ${Math.round(entry.duration)} ms = delay ${Math.round(entry.delay)} + handlers ${Math.round(entry.handlers)} + presentation ${Math.round(entry.duration - entry.delay - entry.handlers)}`,
    );
    console.error(`[interactions] ${what}: ${parts.join('; ') || 'below the floor'}`);
  }
  return Math.max(EVENT_TIMING_FLOOR_MS, ...durations);
}

/**
 * BENCH_TRACE=<part of an interaction's name>: a Chromium performance trace of that tap (in every
 * run) is written to BENCH_TRACE_DIR (default /tmp) as <interaction>-<n>.trace.json, to be opened in
 * DevTools' Performance panel: which style, layout, paint or script work stood between tap and paint.
 * BENCH_TRACE_CATEGORIES replaces the trace's categories (add 'viz,cc' to see when frames were drawn).
 */
async function startTrace(tab: Tab) {
  const tracing = await startTracing(
    tab,
    process.env.BENCH_TRACE_CATEGORIES ??
      'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,latencyInfo,v8.execute',
  );
  return {
    async save(what: string) {
      const events = await tracing.stop();
      const folder = process.env.BENCH_TRACE_DIR ?? '/tmp';
      let n = 1;
      const name = what.replaceAll(' ', '-');
      while (existsSync(join(folder, `${name}-${n}.trace.json`))) n++;
      writeFileSync(join(folder, `${name}-${n}.trace.json`), JSON.stringify({ traceEvents: events }));
    },
  };
}

/** What each tap brings at its next paint (Place Order: the button busy, before the order is placed). */
const NEXT_PAINT: Record<Tap, string> = {
  'open a category': `location.pathname === '/category' && document.querySelector('[data-testid="product-card"]')`,
  'open a product': `location.pathname === '/product' && document.querySelector('[data-testid="add-to-cart"]')`,
  'choose a modifier': `document.querySelectorAll('input[type="radio"]:checked').length > 0`,
  'add to cart': `location.pathname !== '/product' || document.querySelector('[data-sonner-toast]')`,
  'open the cart': "location.pathname === '/cart' || location.pathname === '/accessories'",
  'press Place Order': `location.pathname === '/order_complete' || document.querySelector('[data-testid="place-order"]')?.getAttribute('aria-busy') === 'true'`,
};

/** One run: a new signed-in customer taps through the menu to Place Order. */
async function oneRun(tab: Tab, base: string, customer: Customer, picks: Record<string, string>) {
  await tab.send('Page.navigate', { url: 'about:blank' });
  await tab.send('Network.clearBrowserCache');
  await tab.send('Page.navigate', { url: `${base}/restaurants/demo/locations/downtown` });
  await waitUntil(tab, "location.pathname === '/menu'", 'the menu');
  await tab.evaluate(
    `localStorage.setItem('orderly.auth', ${JSON.stringify(JSON.stringify(customer.token))})`,
  );
  await tab.send('Page.navigate', { url: `${base}/menu` });
  await waitUntil(tab, `document.querySelector('[data-testid="menu-tiles"]')`, 'the menu tiles');
  // The first screen is in; what follows is the customer's taps.
  await sleep(1000);
  const pick = await pickOnTheMenu(tab, picks);
  return walkTheSixTaps(
    tab,
    base,
    pick,
    (element, brings, what) => tap(tab, element, brings, what),
    NEXT_PAINT,
  );
}

export interface InteractionResults {
  runs: number;
  cpuSlowdown: number;
  /** Each interaction's duration in every run, in ms. */
  samples: Record<Interaction, number[]>;
}

/** Measures every interaction `runs` times on the server at `base` (demo data). */
export async function runInteractions(base: string, runs: number) {
  const picks = await productsToPick(base);
  const customers = await signUpCustomers(base, runs, randomBytes(4).toString('hex'));
  const samples = Object.fromEntries(INTERACTIONS.map((name) => [name, [] as number[]])) as Record<
    Interaction,
    number[]
  >;
  // The window is the emulated phone's size. With headless Chromium's default window (800 x 600)
  // the display skips drawing a page-only change, so a tap's frame was "presented" either at once
  // (counted too early) or only when the browser itself next drew (on Place Order, when the order
  // complete page changed the address: 200-300 ms, counted too late).
  const chrome = await launchChrome([`--window-size=${PHONE.width},${PHONE.height}`]);
  const tab = await openFirstPage(chrome.port);
  try {
    await tab.send('Page.enable');
    await tab.send('Network.enable');
    await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVER });
    await tab.send('Emulation.setDeviceMetricsOverride', {
      ...PHONE,
      deviceScaleFactor: 2,
      mobile: true,
    });
    await tab.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    for (const customer of customers) {
      const measured = await oneRun(tab, base, customer, picks);
      for (const name of INTERACTIONS) {
        const value = measured[name];
        if (value !== undefined) samples[name].push(value);
      }
    }
  } finally {
    tab.close();
    await chrome.close();
  }
  const results: InteractionResults = { runs, cpuSlowdown: CPU_SLOWDOWN, samples };
  return results;
}

/** The figures of a measurement: each interaction's median against the budget. */
export function interactionFigures(results: InteractionResults): Figure[] {
  return INTERACTIONS.map((name) =>
    atMost(
      `Tap to next paint (4× slower CPU, phone): ${name}`,
      median(results.samples[name]),
      'ms',
      INTERACTION_BUDGET_MS,
      `median of ${results.samples[name].length}; runs ${results.samples[name].map(Math.round).join(', ')} ms`,
    ),
  );
}

async function main() {
  const quick = process.argv.includes('--quick') || process.env.npm_config_quick === 'true';
  const runs = quick ? 2 : 5;
  const port = Number(process.env.BENCH_PORT ?? 4610) + 7;
  const server = process.env.BENCH_URL
    ? null
    : await startServer({ port, pin: canPin(), env: { NODE_ENV: 'development' } });
  const base = process.env.BENCH_URL ?? server?.url ?? '';
  const loadBefore = loadAverage();
  try {
    const results = await runInteractions(base, runs);
    const figures = interactionFigures(results);
    reportAlone({
      file: 'interaction-results.json',
      quick,
      loadBefore,
      figures,
      details: results,
      what: 'interaction(s)',
    });
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
