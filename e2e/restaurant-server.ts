import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface NewRestaurant {
  /** The spec's own port: E2E_PORT + offset (the OPEN and CLOSED servers use + 0 and + 1). */
  portOffset: number;
  /** Arguments of `npm run restaurant -- create` (name, location, manager, time zone…). */
  create: string[];
  /** The id the command gives the restaurant ("Luigi's Trattoria" → "luigis-trattoria"). */
  restaurantId: string;
  /** The manager the command invites. */
  manager: string;
  /** Pins the server's clock (CLOCK_NOW); the real clock otherwise. */
  clockNow?: string;
}

/**
 * A restaurant brought on board as the README says (issue 16): `npm run restaurant -- create …` on a
 * fresh PGlite folder (the command works on the database, not over HTTP), then a server of its own
 * on that folder, started before the describe's tests and stopped (the folder deleted) after them.
 * Call it inside the `test.describe`. Returns the server's address.
 */
export function restaurantServerForDescribe(restaurant: NewRestaurant): string {
  return serverForDescribe({
    portOffset: restaurant.portOffset,
    name: restaurant.restaurantId,
    env: { SEED_DEMO: 'false' },
    serverEnv: restaurant.clockNow ? { CLOCK_NOW: restaurant.clockNow } : {},
    prepare: (env) => {
      const output = execFileSync(
        'node',
        ['--import', 'tsx', 'apps/server/scripts/restaurant.ts', 'create', ...restaurant.create],
        { cwd: repoRoot, env, encoding: 'utf8' },
      );
      expect(output).toContain(`Created restaurant "${restaurant.restaurantId}"`);
      expect(output).toContain(`Invited ${restaurant.manager}`);
    },
  });
}

export interface OwnServer {
  /** The spec's own port: E2E_PORT + offset (OPEN + 0, CLOSED + 1, onboarding + 2, new restaurant + 3…). */
  portOffset: number;
  /** Names its data folder and its failure to start. */
  name: string;
  /** The environment beyond the journeys' usual, for `prepare` and the server (SEED_DEMO…). */
  env?: Record<string, string>;
  /** The server's alone (CLOCK_NOW, CLOCK_RATE, ESCALATION_CHECK_MS…). */
  serverEnv?: Record<string, string>;
  /** Done on the fresh data folder before the server starts, with the server's environment. */
  prepare?: (env: NodeJS.ProcessEnv) => void;
}

/**
 * A server of the spec's own on a fresh PGlite folder, started before the describe's tests and
 * stopped (the folder deleted) after them, for a journey that needs what the shared servers must
 * not have (a restaurant made by the command, a clock that runs faster). Call it inside the
 * `test.describe`. Returns the server's address.
 */
export function serverForDescribe(own: OwnServer): string {
  const port = Number(process.env.E2E_PORT ?? 4173) + own.portOffset;
  const base = `http://127.0.0.1:${port}`;
  let dataDir = '';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    // The command and a fresh server (migrations on a new folder) take minutes on a loaded machine.
    test.setTimeout(300_000);
    dataDir = mkdtempSync(join(tmpdir(), `orderly-${own.name}-`));
    const env = { ...process.env, ENV_FILE: 'none', DATA_DIR: dataDir, PUBLIC_URL: base, ...own.env };
    own.prepare?.(env);

    server = spawn('node', ['apps/server/dist/main.js'], {
      cwd: repoRoot,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '10',
        ...own.serverEnv,
      },
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 180; attempt++) {
      const healthy = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the server of ${own.name} did not start`);
  });

  test.afterAll(async () => {
    if (server?.pid) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return base;
}

/** The last invitation e-mailed to this address (the outbox): its subject and its link. */
export async function invitationMail(request: APIRequestContext, base: string, email: string) {
  const outbox = await (await request.get(`${base}/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const mail = outbox.data.messages.at(-1) as { subject: string; text: string };
  const link = /(http\S+\/staff\/invitation\/\S+)/.exec(mail.text)?.[1];
  expect(link, 'the invitation link').toBeTruthy();
  return { subject: mail.subject, link: link ?? '' };
}
