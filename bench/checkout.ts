import { randomUUID } from 'node:crypto';
import { type Customer, listOrderIds, orderBody } from './lib/customers.ts';
import { httpClient } from './lib/http.ts';
import { inBatches, percentile } from './lib/stats.ts';

export interface PlacedOrder {
  orderId: string;
  customer: Customer;
  /** When the request was sent and when its 2xx answer arrived (Date.now(), ms). */
  sentAt: number;
  ackAt: number;
}

export interface CheckoutResult {
  seconds: number;
  attempted: number;
  acknowledged: PlacedOrder[];
  errors: number;
  statuses: Record<string, number>;
  firstErrors: string[];
  ordersPerSecond: number;
  p50: number | null;
  p99: number | null;
}

/**
 * Places orders through POST /api/create_order_v2 from `connections` loops at once for `seconds`,
 * each request from the next of many signed-up customers with its own Idempotency-Key (closed loop:
 * each loop sends its next order when the last one is answered). Every loop finishes its request
 * in flight, so every order the server committed is known here.
 */
export async function runCheckout(options: {
  base: string;
  customers: Customer[];
  seconds: number;
  connections: number;
  onOrder?: (order: PlacedOrder) => void;
}): Promise<CheckoutResult> {
  const { customers, connections } = options;
  const client = httpClient(options.base, connections);
  const body = JSON.stringify(orderBody);
  const acknowledged: PlacedOrder[] = [];
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const firstErrors: string[] = [];
  let attempted = 0;
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const customer = customers[next++ % customers.length]!;
      attempted += 1;
      const sentAt = Date.now();
      const t0 = performance.now();
      try {
        const reply = await client.send(
          'POST',
          '/api/create_order_v2',
          {
            'content-type': 'application/json',
            authorization: `Bearer ${customer.token}`,
            'idempotency-key': randomUUID(),
          },
          body,
        );
        latencies.push(performance.now() - t0);
        statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
        if (reply.status >= 200 && reply.status < 300) {
          const order: PlacedOrder = {
            orderId: (JSON.parse(reply.body) as { data: { order: { orderId: string } } }).data.order.orderId,
            customer,
            sentAt,
            ackAt: Date.now(),
          };
          acknowledged.push(order);
          options.onOrder?.(order);
        } else {
          errors += 1;
          if (firstErrors.length < 5) firstErrors.push(`${reply.status} ${reply.body.slice(0, 200)}`);
        }
      } catch (error) {
        errors += 1;
        statuses.network = (statuses.network ?? 0) + 1;
        if (firstErrors.length < 5) firstErrors.push((error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  client.close();
  return {
    seconds,
    attempted,
    acknowledged,
    errors,
    statuses,
    firstErrors,
    ordersPerSecond: acknowledged.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * Compares what the server holds with what it acknowledged: each customer's order history through
 * the API must list exactly the acknowledged orders (plus any placed before, given in `earlier`).
 */
export async function verifyOrders(
  base: string,
  customers: Customer[],
  acknowledged: PlacedOrder[],
  earlier: Map<string, Set<string>> = new Map(),
) {
  const expected = new Map<string, Set<string>>();
  for (const customer of customers)
    expected.set(customer.userId, new Set(earlier.get(customer.userId) ?? []));
  for (const order of acknowledged) expected.get(order.customer.userId)?.add(order.orderId);
  let stored = 0;
  let missingOrders = 0;
  let unexpected = 0;
  await inBatches(customers, 8, async (customer) => {
    const held = await listOrderIds(base, customer);
    const wanted = expected.get(customer.userId)!;
    stored += held.size;
    for (const id of wanted) if (!held.has(id)) missingOrders += 1;
    for (const id of held) if (!wanted.has(id)) unexpected += 1;
  });
  const expectedCount = [...expected.values()].reduce((sum, set) => sum + set.size, 0);
  return { expected: expectedCount, stored, missing: missingOrders, unexpected };
}
