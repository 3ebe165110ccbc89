/**
 * Diagnosis: Lighthouse's simulated timeline of one page load — which requests and main-thread
 * tasks its slow-4G, 4x-CPU estimate of FCP and LCP waits for, and when each starts and ends. Run
 * against a server started as bench/lib/server.ts starts it:
 *   node --import tsx diagnostics/lantern-timeline.ts http://127.0.0.1:4800 category
 * (page: menu, category or cart). LCP is the mean of the optimistic and pessimistic runs.
 */
import * as Lantern from '@paulirish/trace_engine/models/trace/lantern/lantern.js';
import { runPageSpeed } from '../page-speed.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:4800';
const page = process.argv[3] ?? 'category';
interface NodeTiming {
  startTime: number;
  endTime: number;
}
type LanternNode =
  | { type: 'network'; request: { priority: string; transferSize: number; url: string } }
  | { type: 'cpu'; duration: number };

const result = await runPageSpeed(base, 1, [page]);
console.log(JSON.stringify(result.pages[0]));
const all = (
  Lantern.Simulation.Simulator as unknown as { allNodeTimings: Map<string, Map<LanternNode, NodeTiming>> }
).allNodeTimings;
for (const [label, timings] of all) {
  if (!/LargestContentfulPaint|FirstContentfulPaint/.test(label)) continue;
  let end = 0;
  for (const [, t] of timings) end = Math.max(end, t.endTime);
  console.log(`\n== ${label}: ${Math.round(end)} ms, ${timings.size} nodes`);
  for (const [node, t] of timings) {
    const what =
      node.type === 'network'
        ? `${node.request.priority} ${node.request.transferSize}B ${node.request.url.replace(base, '').slice(0, 70)}`
        : `cpu ${Math.round(node.duration / 1000)}ms observed`;
    console.log(
      `  ${String(Math.round(t.startTime)).padStart(5)} ${String(Math.round(t.endTime)).padStart(5)}  ${what}`,
    );
  }
}
process.exit(0);
