// A diagnostic preload for the server: every 5 s it appends the event loop's delay (p50, p99, max),
// the garbage collections (count, total ms, longest ms by kind) and the resident memory to a file.
//   BENCH_NODE_FLAGS="-r $PWD/bench/diagnostics/event-loop.cjs" npm run bench -- --only=checkout --no-build
// Output: $EVENT_LOOP_LOG or /tmp/orderly-event-loop.log.
const { monitorEventLoopDelay, PerformanceObserver } = require('node:perf_hooks');
const { appendFileSync } = require('node:fs');

const file = process.env.EVENT_LOOP_LOG ?? '/tmp/orderly-event-loop.log';
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const kinds = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak' };
let collections = {};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = kinds[entry.detail?.kind] ?? 'other';
    collections[kind] ??= { count: 0, ms: 0, longestMs: 0 };
    const seen = collections[kind];
    seen.count += 1;
    seen.ms += entry.duration;
    seen.longestMs = Math.max(seen.longestMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const ms = (nanoseconds) => (nanoseconds / 1e6).toFixed(1);
setInterval(() => {
  const gc = Object.entries(collections)
    .map(
      ([kind, { count, ms: total, longestMs }]) =>
        `${kind} ${count}× ${total.toFixed(0)} ms (≤ ${longestMs.toFixed(1)})`,
    )
    .join(', ');
  const rss = (process.memoryUsage.rss() / 1e6).toFixed(0);
  appendFileSync(
    file,
    `${new Date().toISOString()} loop delay p50 ${ms(delay.percentile(50))} p99 ${ms(delay.percentile(99))} max ${ms(delay.max)} ms; gc ${gc || 'none'}; rss ${rss} MB\n`,
  );
  delay.reset();
  collections = {};
}, 5000).unref();
