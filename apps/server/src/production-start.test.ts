import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromServerRoot } from './server-root.ts';

/**
 * The server's own start (main.ts, through tsx, as `npm run dev` runs it) with NODE_ENV=production:
 * it refuses a development setup, or starts with the exceptions named and says so.
 */
const work = mkdtempSync(join(tmpdir(), 'orderly-production-start-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** The environment without whatever the machine running the tests sets for the server. */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (
      /^(DATABASE_URL|STRIPE_|SMTP_URL|MAIL_FROM|RATE_LIMITS|ALLOW_IN_PRODUCTION|DOORDASH_|GOOGLE_)/.test(
        name,
      )
    ) {
      continue;
    }
    env[name] = value;
  }
  return {
    ...env,
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    SEED_DEMO: 'false',
    ...extra,
  };
}

/** Starts main.ts; resolves when it exits or when all of `until` has appeared in its output. */
function start(env: NodeJS.ProcessEnv, until: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', fromServerRoot('src/main.ts')], {
    cwd: fromServerRoot('.'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise<{ child: ChildProcess; output: () => string; exitCode: number | null }>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.every((text) => output.includes(text)))
        resolve({ child, output: () => output, exitCode: null });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => resolve({ child, output: () => output, exitCode: code }));
  });
}

describe('the server started in production', () => {
  it('refuses to start on the payments sandbox, the outbox and PGlite, or with rate limits off', async () => {
    const started = await start(productionEnv({ RATE_LIMITS: 'off' }), ['Orderly is running']);
    expect(started.exitCode).toBe(1);
    const output = started.output();
    expect(output).toContain('Invalid configuration');
    for (const exception of ['payments-sandbox', 'mail-outbox', 'pglite', 'rate-limits-off']) {
      expect(output).toContain(`unless ALLOW_IN_PRODUCTION names ${exception})`);
    }
    expect(output).not.toContain('Orderly is running');
  }, 120_000);

  it('starts with each exception named in ALLOW_IN_PRODUCTION, and says so in a warning and the banner', async () => {
    const started = await start(
      productionEnv({
        RATE_LIMITS: 'off',
        ALLOW_IN_PRODUCTION: 'payments-sandbox,mail-outbox,pglite,rate-limits-off',
      }),
      // The banner and the log's last warning (the log is written asynchronously: either may come first).
      ['Health: ', '"exception":"rate-limits-off"'],
    );
    expect(started.exitCode, started.output()).toBeNull();
    const output = started.output();
    expect(output).toContain(
      'WARNING: production runs with ALLOW_IN_PRODUCTION=payments-sandbox,mail-outbox,pglite,rate-limits-off',
    );
    for (const exception of ['payments-sandbox', 'mail-outbox', 'pglite', 'rate-limits-off']) {
      // The warning in the log (JSON lines, level 40), one per exception.
      const warning = output
        .split('\n')
        .find((line) => line.includes(`"exception":"${exception}"`) && line.includes('"level":40'));
      expect(warning, exception).toContain(`Production runs with ALLOW_IN_PRODUCTION=${exception}`);
    }
    const exited = new Promise((resolve) => started.child.on('exit', resolve));
    started.child.kill('SIGTERM');
    await exited;
  }, 180_000);
});
