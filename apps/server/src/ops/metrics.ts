import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { courierCalls } from '../integrations/courier/courier-call.ts';
import type { PaymentProvider } from '../integrations/payments/types.ts';
import { bearerMatches } from './bearer.ts';

/** The route that places orders: its answers are the orders placed (201) and failed (by status). */
const placeOrderRoute = '/api/create_order_v2';

/**
 * Prometheus metrics of one server instance (prom-client), served at GET /metrics to callers with
 * the METRICS_TOKEN bearer only. Requests are counted from Fastify's onResponse by route pattern
 * (never the raw URL, which would make a series per order id); payments by wrapping the payment
 * provider; live sockets, subscriptions and the database pool are read when scraped.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: {
    token: string;
    database: Database;
    hub: { stats(): { subscriptions: number } };
    sockets: () => number;
    /** Notice attempts by channel and outcome since the start (the notices workers count them). */
    noticeCounts: Readonly<Record<string, Readonly<Record<string, number>>>>;
    /** Print job attempts by outcome since the start (the print worker counts them). */
    printCounts?: Readonly<Record<string, number>>;
  },
) {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, and how long they took',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const ordersPlaced = new Counter({
    name: 'orders_placed_total',
    help: 'Orders placed',
    registers: [register],
  });
  const ordersFailed = new Counter({
    name: 'orders_failed_total',
    help: 'Order placements refused or failed, by HTTP status (400 rules, 402 card declined, 409 busy key, 5xx)',
    labelNames: ['status'],
    registers: [register],
  });
  const payments = new Counter({
    name: 'payments_total',
    help: 'Calls of the payment provider by kind (charge, refund, void) and outcome (ok, error)',
    labelNames: ['kind', 'outcome'],
    registers: [register],
  });
  new Counter({
    name: 'courier_calls_total',
    help: 'Courier requests (after retries) by outcome, and retries',
    labelNames: ['outcome'],
    registers: [register],
    collect() {
      this.reset();
      this.inc({ outcome: 'succeeded' }, courierCalls.succeeded);
      this.inc({ outcome: 'failed' }, courierCalls.failed);
      this.inc({ outcome: 'retry' }, courierCalls.retries);
    },
  });
  new Counter({
    name: 'notices_total',
    help: 'Notice attempts (e-mail to diners and managers, push to diners) by channel and outcome: sent, retried, failed (given up), skipped',
    labelNames: ['channel', 'outcome'],
    registers: [register],
    collect() {
      this.reset();
      for (const [channel, counts] of Object.entries(options.noticeCounts))
        for (const [outcome, count] of Object.entries(counts)) this.inc({ channel, outcome }, count);
    },
  });
  new Counter({
    name: 'print_jobs_total',
    help: 'Print job attempts (tickets to kitchen printers) by outcome: printed, retried, failed (given up)',
    labelNames: ['outcome'],
    registers: [register],
    collect() {
      this.reset();
      for (const [outcome, count] of Object.entries(options.printCounts ?? {})) this.inc({ outcome }, count);
    },
  });
  new Gauge({
    name: 'live_sockets',
    help: 'Live sockets open on this instance',
    registers: [register],
    collect() {
      this.set(options.sockets());
    },
  });
  new Gauge({
    name: 'live_subscriptions',
    help: 'Live topic subscriptions held on this instance',
    registers: [register],
    collect() {
      this.set(options.hub.stats().subscriptions);
    },
  });
  const { pool } = options.database;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting: queries waiting for one)',
      labelNames: ['state'],
      registers: [register],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (route === placeOrderRoute && request.method === 'POST') {
      if (status < 300) ordersPlaced.inc();
      else ordersFailed.inc({ status });
    }
    done();
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, options.token)) {
      return reply.status(401).send({ error: { message: 'Not Authenticated' } });
    }
    return reply.type(register.contentType).send(await register.metrics());
  });

  /** The payment provider, counting its charges, refunds and voids (refunds keyed `void:`). */
  const countPayments = (provider: PaymentProvider): PaymentProvider => {
    const counted = async <T>(kind: string, call: () => Promise<T>) => {
      try {
        const result = await call();
        payments.inc({ kind, outcome: 'ok' });
        return result;
      } catch (error) {
        payments.inc({ kind, outcome: 'error' });
        throw error;
      }
    };
    return new Proxy(provider, {
      get(target, name, receiver) {
        if (name === 'charge')
          return (input: Parameters<PaymentProvider['charge']>[0]) =>
            counted('charge', () => target.charge(input));
        if (name === 'refund') {
          return (chargeId: string, amount: number, key?: string) =>
            counted(key?.startsWith('void:') ? 'void' : 'refund', () => target.refund(chargeId, amount, key));
        }
        const value = Reflect.get(target, name, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return { register, countPayments };
}
