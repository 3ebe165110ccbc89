import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { onInterrupt } from './cleanup.ts';
import { sleep } from './stats.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Whether `taskset` can pin processes to a core (Linux with util-linux, at least 2 cores). */
export function canPin(): boolean {
  return spawnSync('taskset', ['-c', '0', 'true']).status === 0;
}

/** Pins every thread of this process (the load generator, and browsers it starts) to one core. */
export function pinSelf(core: number): boolean {
  return spawnSync('taskset', ['-a', '-cp', String(core), String(process.pid)]).status === 0;
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Peak resident memory so far (VmHWM), in MB. */
  peakMemoryMB(): number | null;
  /** CPU time the server has used so far (user + system), in ms. */
  cpuMs(): number | null;
  /** Current resident memory (VmRSS), in MB. */
  memoryMB(): number | null;
  /** Starts the peak count again from the current resident memory (so start-up is counted apart). */
  resetPeak(): boolean;
  stop(): Promise<void>;
  output(): string;
}

function statusField(pid: number, field: string): number | null {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(
      new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'),
    );
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Starts the product's server (apps/server/src/main.ts) on the demo data, pinned to core 0 when it
 * can be, and waits until /api/health answers. The in-memory PGlite database unless a PostgreSQL
 * URL is given.
 */
export async function startServer(options: {
  port: number;
  databaseUrl?: string;
  /** PGlite's data folder (default: in memory). */
  dataDir?: string;
  pin: boolean;
  /** Settings that replace the bench's own (e.g. NODE_ENV, CLOCK_NOW for the crash test). */
  env?: Record<string, string>;
}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir ?? 'memory',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // Development: the live run signs in the demo's staff account, which production never creates
    // (nothing on the measured paths differs between the two).
    NODE_ENV: 'development',
    AUTH_SECRET: randomBytes(24).toString('hex'),
    // Hundreds of customers and 990 live sockets from this one address: the limits stay on (their
    // cost is measured) but are raised so that the load is not refused.
    RATE_LIMIT_FACTOR: '1000',
    LIVE_CONNECTIONS_PER_CLIENT: '5000',
  };
  delete env.CLOCK_NOW;
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env);
  // The command `npm start` runs (apps/server's start script, its environment settings and Node
  // flags included), plus any BENCH_NODE_FLAGS for experiments (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const start = startScript();
  for (const [name, value] of Object.entries(start.env)) env[name] ??= value;
  const command = [
    process.execPath,
    ...start.flags,
    ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
    'apps/server/dist/main.js',
  ];
  // taskset replaces itself with node (exec), so the child's pid is the server's.
  const child: ChildProcess = options.pin
    ? spawn('taskset', ['-c', '0', ...command], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(command[0]!, command.slice(1), { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    log += String(chunk);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const pid = child.pid!;
  const forget = onInterrupt(() => {
    child.kill('SIGKILL');
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (exited) throw new Error(`The server stopped while starting:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within 4 minutes:\n${log}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  const server: RunningServer = {
    url,
    pid,
    peakMemoryMB: () => statusField(pid, 'VmHWM'),
    memoryMB: () => statusField(pid, 'VmRSS'),
    cpuMs: () => cpuMs(pid),
    resetPeak: () => {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
    stop: async () => {
      forget();
      if (exited) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exit;
      }
    },
    output: () => log,
  };
  return server;
}

/** The settings and Node flags of apps/server's start script (`[NAME=value …] node <flags> dist/main.js`). */
function startScript(): { env: Record<string, string>; flags: string[] } {
  const manifest = JSON.parse(readFileSync(`${repoRoot}apps/server/package.json`, 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name = '', ...value] = words.shift()!.split('=');
    env[name] = value.join('=');
  }
  if (words[0] !== 'node' || words.at(-1) !== 'dist/main.js') {
    throw new Error(
      `apps/server's start script is not "[NAME=value …] node <flags> dist/main.js": ${manifest.scripts.start}`,
    );
  }
  return { env, flags: words.slice(1, -1) };
}

/** utime + stime from /proc/<pid>/stat (clock ticks of 10 ms on Linux). */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const adminUrl = (base: string) => {
  const url = new URL(base);
  url.pathname = '/postgres';
  return url.toString();
};

/** Creates a fresh, empty database on the PostgreSQL server at `base`; returns its URL and a drop. */
export function createPostgresDatabase(base: string) {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const run = (sql: string) =>
    spawnSync('psql', [adminUrl(base), '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { encoding: 'utf8' });
  const created = run(`CREATE DATABASE ${name}`);
  if (created.error || created.status !== 0) {
    throw new Error(`Could not create a database on ${base}: ${created.error?.message ?? created.stderr}`);
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => {
      run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
