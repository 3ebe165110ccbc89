import autocannon from 'autocannon';

/**
 * Reads the location's menu snapshot (GET /guest/restaurants/demo/locations/downtown/menu) as fast
 * as `connections` keep-alive connections allow, for `seconds`.
 */
export async function runMenuReads(base: string, seconds: number, connections = 10) {
  const path = '/guest/restaurants/demo/locations/downtown/menu';
  // A short warm-up so the first figures are not the JIT's.
  await autocannon({ url: `${base}${path}`, connections, duration: 2 });
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds });
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}
