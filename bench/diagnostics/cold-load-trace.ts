/**
 * Diagnosis: the renderer's main-thread tasks of one cold page load, without Lighthouse (no CPU
 * profiler, no throttling) — to tell the page's own first tasks from the measuring tool's cost.
 * A new Chromium (as the bench starts it) opens the demo's entry link, which loads the app and
 * shows /menu; the tasks of 8 ms or more are listed with where their time went:
 *   node --import tsx diagnostics/cold-load-trace.ts http://127.0.0.1:4800
 * Run it a few times: on a loaded or uneven machine the same tasks vary a lot.
 */
import { launchChrome, openFirstPage, startTracing } from '../lib/chrome.ts';
import { sleep } from '../lib/stats.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const base = process.argv[2] ?? 'http://127.0.0.1:4800';
const LONG_US = 8000;

const chrome = await launchChrome();
const tab = await openFirstPage(chrome.port);
let events: TraceEvent[] = [];
try {
  await tab.send('Page.enable');
  await tab.send('Emulation.setDeviceMetricsOverride', {
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    mobile: true,
  });
  const tracing = await startTracing(
    tab,
    'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,loading',
  );
  await tab.send('Page.navigate', { url: `${base}/restaurants/demo/locations/downtown` });
  await sleep(4000);
  events = (await tracing.stop()) as TraceEvent[];
} finally {
  tab.close();
  await chrome.close();
}

const threads = new Map<string, string>();
for (const event of events) {
  if (event.ph === 'M' && event.name === 'thread_name')
    threads.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
}
const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
const mains = [...threads].filter(([, name]) => name === 'CrRendererMain').map(([key]) => key);
for (const main of mains) {
  const own = complete.filter((event) => `${event.pid}:${event.tid}` === main);
  const tasks = own.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= LONG_US);
  if (tasks.length === 0) continue;
  const start = Math.min(...own.map((event) => event.ts));
  console.log(
    `renderer ${main}: ${tasks.length} tasks of ${LONG_US / 1000} ms or more (ms from its first event)`,
  );
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = new Map<string, number>();
    for (const event of own) {
      if (
        event === task ||
        event.name === 'RunTask' ||
        event.ts < task.ts ||
        event.ts + (event.dur ?? 0) > end
      )
        continue;
      inside.set(event.name, (inside.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const top = [...inside]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
    console.log(
      `  ${((task.ts - start) / 1000).toFixed(0).padStart(6)} ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${top.join(', ')}`,
    );
  }
}
process.exit(0);
