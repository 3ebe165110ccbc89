import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { loadDemo } from '../demo/demo.ts';
import { appFolders } from '../http/static-apps.ts';
import { fromServerRoot } from '../server-root.ts';
import { orderBody, saveCard, signIn, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { createDatabase, dropDatabase } from '../test/test-database.ts';
import { hashTestPassword } from '../test/test-passwords.ts';
import { startTestServer } from '../test/test-server.ts';

const run = promisify(execFile);
const repoRoot = fromServerRoot('../..');
/** Runs `npm run backup|restore -- file` as an operator would (the scripts, through tsx). */
const script = (name: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', `${name}.ts`), file], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    timeout: 120_000,
  });

const serverUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'orderly-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

/** A new empty PostgreSQL database (dropped at the end) and its URL. */
async function emptyPostgres(): Promise<string> {
  const name = `ci_backup_${Math.random().toString(16).slice(2, 10)}`;
  const url = await createDatabase(serverUrl as string, name);
  cleanups.push(() => dropDatabase(serverUrl as string, name));
  return url;
}

const filesOf = (folder: string): Record<string, string> => {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      found[path.slice(folder.length)] = readFileSync(path, 'base64');
    }
  }
  return found;
};

/**
 * The session-signing secret a server without AUTH_SECRET keeps in its PGlite folder (as `npm start`
 * makes it), and a check that a backup holds it nowhere: not as a file, not as bytes.
 */
function keepSecretIn(dataDir: string) {
  const secret = resolveAuthSecret(undefined, dataDir);
  return async (backup: string) => {
    const unpacked = mkdtempSync(join(work, 'unpacked-'));
    await run('tar', ['-xzf', backup, '-C', unpacked]);
    const dump = join(unpacked, 'pglite.tar.gz');
    const { stdout } = await run('tar', ['-tzf', dump], { maxBuffer: 64 * 1024 * 1024 });
    expect(stdout).toContain('PG_VERSION');
    expect(stdout.split('\n').filter((path) => path.endsWith('auth-secret'))).toEqual([]);
    expect(gunzipSync(readFileSync(dump)).includes(secret)).toBe(false);
  };
}

describe(`backup and restore (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('brings back every order, account and image into an empty database', async () => {
    const backupToken = 'backup-token-for-tests-0123456789';
    const sourceUrl = serverUrl ? await emptyPostgres() : undefined;
    const source: Database = await openDatabase({ url: sourceUrl, dataDir: join(work, 'source') });
    cleanups.push(() => source.close());
    const expectNoSecret = keepSecretIn(join(work, 'source'));
    await loadDemo(source.db, { accounts: true, hashPassword: hashTestPassword });
    const original = await startTestServer({ database: source, backupToken });
    const api = httpClient(original.baseUrl);
    const customer = await signUpCustomer(api);
    await saveCard(original.baseUrl, api, customer.token);
    for (const paymentMethod of ['online', 'offline']) {
      const placed = await api.post(
        '/api/create_order_v2',
        orderBody({ products: { fries: { id: 'fries', count: 2 } }, paymentMethod }),
        { token: customer.token },
      );
      expect(placed.status).toBe(201);
    }
    const ordersBefore = (await api.get('/api/orders?restaurantId=demo', { token: customer.token })).body.data
      .orders;
    expect(ordersBefore).toHaveLength(2);
    const menuBefore = (await api.get('/guest/restaurants/demo/locations/downtown/menu')).body;

    const file = join(work, 'backup.tar.gz');
    if (sourceUrl) {
      await script('backup', file, { DATABASE_URL: sourceUrl });
    } else {
      // A running PGlite server is backed up by the server itself (one process per data folder).
      const refused = await fetch(`${original.baseUrl}/ops/backup`, { method: 'POST' });
      expect(refused.status).toBe(401);
      await script('backup', file, { BACKUP_URL: original.baseUrl, BACKUP_TOKEN: backupToken });
      // The secret kept in the data folder (AUTH_SECRET unset) stays out of the backup.
      await expectNoSecret(file);
    }
    await original.close();

    const targetUrl = serverUrl ? await emptyPostgres() : undefined;
    const mediaDir = join(work, 'media');
    await script('restore', file, {
      ...(targetUrl ? { DATABASE_URL: targetUrl } : { DATA_DIR: join(work, 'restored') }),
      MEDIA_DIR: mediaDir,
    });
    expect(filesOf(mediaDir)).toEqual(filesOf(appFolders.media));

    const restoredDb = await openDatabase({ url: targetUrl, dataDir: join(work, 'restored') });
    cleanups.push(() => restoredDb.close());
    const restored = await startTestServer({ database: restoredDb, clock: original.clock });
    cleanups.push(() => restored.close());
    const again = httpClient(restored.baseUrl);
    // The account signs in with its password; its orders and the menu are as they were.
    const token = await signIn(again, customer.email, 'secret123');
    expect((await again.get('/api/orders?restaurantId=demo', { token })).body.data.orders).toEqual(
      ordersBefore,
    );
    expect((await again.get('/guest/restaurants/demo/locations/downtown/menu')).body).toEqual(menuBefore);
  }, 180_000);

  it('backs up a stopped server’s PGlite folder and restores it elsewhere', async () => {
    if (serverUrl) return;
    const dataDir = join(work, 'stopped');
    const stopped: Database = await openDatabase({ dataDir });
    const expectNoSecret = keepSecretIn(dataDir);
    await loadDemo(stopped.db, { accounts: true, hashPassword: hashTestPassword });
    const server = await startTestServer({ database: stopped });
    const api = httpClient(server.baseUrl);
    const customer = await signUpCustomer(api);
    const placed = await api.post(
      '/api/create_order_v2',
      orderBody({ products: { fries: { id: 'fries', count: 1 } }, paymentMethod: 'offline' }),
      { token: customer.token },
    );
    expect(placed.status).toBe(201);
    const ordersBefore = (await api.get('/api/orders?restaurantId=demo', { token: customer.token })).body.data
      .orders;
    await server.close();
    await stopped.close();

    // No server holds the folder: the backup command opens it itself.
    const file = join(work, 'stopped-backup.tar.gz');
    await script('backup', file, { DATA_DIR: dataDir });
    await expectNoSecret(file);
    await script('restore', file, { DATA_DIR: join(work, 'stopped-restored'), MEDIA_DIR: join(work, 'm3') });

    const restoredDb = await openDatabase({ dataDir: join(work, 'stopped-restored') });
    cleanups.push(() => restoredDb.close());
    const restored = await startTestServer({ database: restoredDb, clock: server.clock });
    cleanups.push(() => restored.close());
    const again = httpClient(restored.baseUrl);
    const token = await signIn(again, customer.email, 'secret123');
    expect((await again.get('/api/orders?restaurantId=demo', { token })).body.data.orders).toEqual(
      ordersBefore,
    );
  }, 180_000);

  it('refuses to restore into a folder or database that is not empty', async () => {
    if (serverUrl) return;
    await expect(
      script('restore', join(work, 'backup.tar.gz'), {
        DATA_DIR: join(work, 'restored'),
        MEDIA_DIR: join(work, 'm2'),
      }),
    ).rejects.toThrow(/is not empty/);
  }, 60_000);
});
