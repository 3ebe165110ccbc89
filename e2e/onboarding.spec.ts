import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';

/**
 * Bringing a restaurant on board (issue 16): `npm run restaurant -- create` makes an empty
 * restaurant in a server's data folder; its manager gets the invitation e-mail (the outbox), sets a
 * password on the staff app's invitation screen and is signed in. This journey runs its own server
 * (E2E_PORT + 2) on a fresh PGlite folder, since the command works on the database, not over HTTP.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4173) + 2;
const URL_BASE = `http://127.0.0.1:${PORT}`;

let dataDir: string;
let server: ChildProcess | undefined;

test.describe('onboarding a restaurant', () => {
  test.skip(({ isMobile }) => isMobile, 'the back-office journeys run on the desktop project');
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), 'orderly-onboarding-'));
    const env = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: URL_BASE, SEED_DEMO: 'false' };
    const output = execFileSync(
      'node',
      [
        '--import',
        'tsx',
        'apps/server/scripts/restaurant.ts',
        'create',
        '--name',
        "Luigi's Trattoria",
        '--location',
        'Main Street',
        '--manager',
        'luigi@example.com',
        '--time-zone',
        'America/Toronto',
      ],
      { cwd: repoRoot, env, encoding: 'utf8' },
    );
    expect(output).toContain('Created restaurant "luigis-trattoria"');
    expect(output).toContain('Invited luigi@example.com');

    server = spawn('node', ['apps/server/dist/main.js'], {
      cwd: repoRoot,
      env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '10' },
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 180; attempt++) {
      const healthy = await fetch(`${URL_BASE}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the onboarding server did not start');
  });

  test.afterAll(async () => {
    if (server?.pid) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the manager of a restaurant made by the command accepts the invitation and signs in', async ({
    page,
    request,
    checkScreen,
  }) => {
    const outbox = await (await request.get(`${URL_BASE}/dev/outbox?to=luigi%40example.com`)).json();
    const mail = outbox.data.messages.at(-1) as { subject: string; text: string };
    expect(mail.subject).toBe("You're invited to Luigi's Trattoria");
    const link = /(http\S+\/staff\/invitation\/\S+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: "Join Luigi's Trattoria" })).toBeVisible();
    await expect(
      page.getByText('You are invited as a manager. Choose a password for luigi@example.com.'),
    ).toBeVisible();
    await checkScreen('onboarding-invitation');

    await page.getByLabel('New password').fill('secret123');
    await page.getByLabel('Confirm password').fill('secret12');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The two passwords are not the same.');

    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByText('Signed in as luigi@example.com')).toBeVisible();
    await expect(page.getByText("Luigi's Trattoria")).toBeVisible();
    await expect(page.getByText('Main Street').first()).toBeVisible();

    // The link was for one use.
    await page.goto(link!);
    await expect(page.getByRole('alert')).toContainText(
      'This invitation link has expired or was already used.',
    );
  });
});
