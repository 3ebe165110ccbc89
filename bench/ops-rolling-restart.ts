/**
 * `npm run rolling-restart` — two server instances on one PostgreSQL database behind HAProxy
 * (Debian's package: `apt-get install haproxy`), under checkout load with staff and customer live
 * sockets open through the balancer, restarted one after the other (SIGTERM, wait for the exit,
 * start, wait for readiness) `--rounds=N` times each (default 5). Customers retry the same
 * Idempotency-Key through every failure, and the sockets reconnect on close as the apps do.
 * Then counts: acknowledged orders missing, orders doubled, orders some staff screen never saw,
 * screens not live at the end; each must be 0 (exit 1 otherwise). Last, orders per second through
 * the balancer with two instances, then with one. Figures go to bench/ops-results.json.
 * Ports 4710 (balancer), 4711, 4712; PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { topics } from '@orderly/client/protocol';
import { demo } from '@orderly/test-kit';
import pg from 'pg';
import WebSocket from 'ws';
import { type Customer, orderBody, signIn, signUpCustomers } from './lib/customers.ts';
import { createPostgresDatabase, repoRoot } from './lib/server.ts';
import { sleep } from './lib/stats.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(flag('rounds') ?? 5);
const customersWanted = Number(flag('customers') ?? 8);
const measureMs = Number(flag('measure-seconds') ?? 15) * 1000;
/**
 * Each customer's pause between orders during the restarts: the staff queue's snapshot lists at
 * most 300 open orders (staff-queue.ts), so the run keeps fewer open than that to check that every
 * one reaches every screen. The throughput phase afterwards runs without pauses.
 */
const pauseMs = Number(flag('pause-ms') ?? 5000);
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/';
const balancerPort = 4710;
const balancer = `http://127.0.0.1:${balancerPort}`;
const instancePorts = [4711, 4712];
const authSecret = randomBytes(24).toString('hex');
const drainMs = 1500;

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  log: string;
}

async function startInstance(name: string, port: number, databaseUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      INSTANCE_NAME: name,
      AUTH_SECRET: authSecret,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000',
      LIVE_CONNECTIONS_PER_CLIENT: '5000',
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: String(drainMs),
      SHUTDOWN_TIMEOUT_MS: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = {
    name,
    port,
    child,
    log: '',
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  child.stdout?.on('data', (chunk) => {
    instance.log += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    instance.log += String(chunk);
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} stopped while starting:\n${instance.log}`);
    if (Date.now() > deadline) throw new Error(`${name} not ready within 2 minutes:\n${instance.log}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return instance;
    await sleep(200);
  }
}

function startBalancer(folder: string) {
  const config = `
global
  maxconn 4000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout check 2s
  retries 3
  option redispatch
  retry-on conn-failure empty-response 503
frontend orderly
  bind 127.0.0.1:${balancerPort}
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 300ms fall 2 rise 2
${instancePorts.map((port, index) => `  server app${index + 1} 127.0.0.1:${port} check`).join('\n')}
`;
  const file = join(folder, 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.on('data', (chunk) => {
    const text = String(chunk);
    if (/ALERT/.test(text)) process.stderr.write(`haproxy: ${text}`);
  });
  return child;
}

/** A live screen through the balancer that reconnects on close like the apps (0.375–0.625 s, then backing off). */
function screen(token: string, topic: string) {
  const state = {
    topic,
    seen: new Set<string>(),
    reconnects: 0,
    live: false,
    gaps: [] as number[],
    closedAt: 0,
    stopped: false,
    socket: null as WebSocket | null,
  };
  let attempt = 0;
  const connect = () => {
    const socket = new WebSocket(`ws://127.0.0.1:${balancerPort}/live`);
    state.socket = socket;
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'auth', token }));
      socket.send(JSON.stringify({ type: 'subscribe', topic }));
    });
    socket.on('message', (data) => {
      const raw = String(data);
      if (raw.startsWith('{"type":"snapshot"')) {
        attempt = 0;
        if (!state.live && state.closedAt) state.gaps.push(Date.now() - state.closedAt);
        state.live = true;
      }
      if (raw.startsWith('{"type":"snapshot"') || raw.startsWith('{"type":"patch"')) {
        for (const match of raw.matchAll(/"orderId":"([0-9a-f-]{36})"/g)) state.seen.add(match[1] as string);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (state.socket !== socket) return;
      if (state.live) state.closedAt = Date.now();
      state.live = false;
      if (state.stopped) return;
      state.reconnects++;
      const delay = Math.min(15_000, 500 * 2 ** attempt++) * (0.75 + Math.random() * 0.5);
      setTimeout(connect, delay);
    });
  };
  connect();
  return state;
}

interface Load {
  acknowledged: Map<string, string>;
  refused: number;
  retries: number;
  placedAt: number[];
  stop(): Promise<void>;
}

/** Each customer places orders one after another, retrying the same key until it resolves. */
function checkoutLoad(customers: Customer[], pause = 0): Load {
  const load = { acknowledged: new Map<string, string>(), refused: 0, retries: 0, placedAt: [] as number[] };
  let stopping = false;
  const body = JSON.stringify(orderBody);
  const loops = customers.map(async (customer) => {
    while (!stopping) {
      const key = randomUUID();
      for (;;) {
        const answer = await fetch(`${balancer}/api/create_order_v2`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${customer.token}`,
            'idempotency-key': key,
          },
          body,
        }).then(
          async (response) => ({ status: response.status, text: await response.text() }),
          () => ({ status: 0, text: '' }),
        );
        if (answer.status === 201) {
          load.acknowledged.set(key, JSON.parse(answer.text).data.order.orderId);
          load.placedAt.push(Date.now());
          if (pause) await sleep(pause * (0.5 + Math.random()));
          break;
        }
        if (answer.status >= 400 && answer.status < 500 && answer.status !== 409 && answer.status !== 429) {
          load.refused++;
          console.error(`refused ${answer.status}: ${answer.text}`);
          break;
        }
        load.retries++;
        await sleep(200);
      }
    }
  });
  return {
    ...load,
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

async function main() {
  const database = createPostgresDatabase(base);
  const folder = mkdtempSync(join(tmpdir(), 'orderly-rolling-'));
  const instances: Instance[] = [];
  let haproxy: ChildProcess | null = null;
  try {
    instances[0] = await startInstance('app-1', instancePorts[0] as number, database.url);
    instances[1] = await startInstance('app-2', instancePorts[1] as number, database.url);
    haproxy = startBalancer(folder);
    for (let waited = 0; ; waited += 200) {
      if (
        await fetch(`${balancer}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (waited > 20_000) throw new Error('HAProxy did not answer');
      await sleep(200);
    }
    const customers = await signUpCustomers(balancer, customersWanted, randomBytes(3).toString('hex'));
    const staffToken = await signIn(balancer, demo.staff.email, demo.staff.password);
    const kitchen = topics.staff(demo.restaurantId, demo.downtown);
    const staffScreens = [screen(staffToken, kitchen), screen(staffToken, kitchen)];
    const customerScreens = customers.map((customer) => screen(customer.token, topics.user(customer.userId)));
    const screens = [...staffScreens, ...customerScreens];
    await sleep(2000);

    const load = checkoutLoad(customers, pauseMs);
    const restarts: { instance: string; exitCode: number | null; stopMs: number; readyMs: number }[] = [];
    for (let round = 1; round <= rounds; round++) {
      for (const index of [0, 1]) {
        const old = instances[index] as Instance;
        const started = Date.now();
        old.child.kill('SIGTERM');
        const exitCode = await old.exited;
        const stopped = Date.now();
        instances[index] = await startInstance(old.name, old.port, database.url);
        restarts.push({
          instance: old.name,
          exitCode,
          stopMs: stopped - started,
          readyMs: Date.now() - stopped,
        });
        console.log(
          `round ${round} ${old.name}: exit ${exitCode} after ${stopped - started} ms, ready again after ${Date.now() - stopped} ms; ${load.acknowledged.size} orders so far`,
        );
        await sleep(1000);
      }
    }
    await load.stop();
    // Let the last changes reach every screen.
    await sleep(3000);

    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const ids = customers.map((customer) => customer.userId);
    const { rows } = await pool.query<{ id: string }>('select id from orders where user_id = any($1)', [ids]);
    await pool.end();
    const inDatabase = new Set(rows.map((row) => row.id));
    const acknowledgedIds = [...load.acknowledged.values()];
    const missing = acknowledgedIds.filter((id) => !inDatabase.has(id)).length;
    const doubled = rows.length - new Set(acknowledgedIds).size;
    const unseen = staffScreens.map((s) => acknowledgedIds.filter((id) => !s.seen.has(id)).length);
    const notLive = screens.filter((s) => !s.live).length;
    const gaps = screens.flatMap((s) => s.gaps).sort((a, b) => a - b);
    const quantile = (q: number) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))] ?? null;

    // Throughput through the balancer: two instances, then one.
    const rate = async () => {
      const measured = checkoutLoad(customers);
      await sleep(measureMs);
      await measured.stop();
      return measured.placedAt.length / (measureMs / 1000);
    };
    const twoInstances = await rate();
    const second = instances[1] as Instance;
    second.child.kill('SIGTERM');
    await second.exited;
    await sleep(1000);
    const oneInstance = await rate();
    for (const s of screens) {
      s.stopped = true;
      s.socket?.close();
    }

    const result = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => Number(value.toFixed(2))) },
      settings: {
        rounds,
        customers: customersWanted,
        pauseMs,
        drainMs,
        balancer: 'HAProxy (Debian), roundrobin, httpchk /api/health/ready every 300 ms, fall 2, rise 2',
      },
      restarts: restarts.length,
      ordersAcknowledged: acknowledgedIds.length,
      ordersRefused: load.refused,
      retries: load.retries,
      acknowledgedMissing: missing,
      doubledOrders: doubled,
      ordersUnseenByStaffScreens: unseen,
      screens: screens.length,
      screenReconnects: screens.reduce((sum, s) => sum + s.reconnects, 0),
      screensNotLiveAtEnd: notLive,
      screenGapMs: { p50: quantile(0.5), p95: quantile(0.95), max: gaps.at(-1) ?? null },
      ordersPerSecond: {
        twoInstances: Number(twoInstances.toFixed(1)),
        oneInstance: Number(oneInstance.toFixed(1)),
      },
      restartTimings: restarts,
    };
    console.log(JSON.stringify(result, null, 2));
    const file = join(repoRoot, 'bench', 'ops-results.json');
    const previous = (() => {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      } catch {
        return {};
      }
    })();
    writeFileSync(file, `${JSON.stringify({ ...previous, rollingRestart: result }, null, 2)}\n`);
    const failed = missing + doubled + unseen.reduce((a, b) => a + b, 0) + notLive + load.refused;
    if (failed > 0) {
      console.error('FAILED: some count is not 0');
      process.exitCode = 1;
    }
  } finally {
    haproxy?.kill('SIGTERM');
    for (const instance of instances)
      if (instance && instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await sleep(500);
    database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
