/**
 * npm run backup -- <file.tar.gz>
 * PostgreSQL (DATABASE_URL): pg_dump's custom format, taken while the servers run.
 * PGlite, server running: BACKUP_URL=http://127.0.0.1:3000 BACKUP_TOKEN=… (the server dumps itself).
 * PGlite, server stopped: DATA_DIR (default apps/server/data) is opened and dumped here.
 * The media folder (MEDIA_DIR, default apps/server/public/media) goes into the same archive.
 * See docs/operations.md.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pgliteFolderDump, writeBackup } from '../apps/server/src/ops/backup.ts';
import { fromServerRoot } from '../apps/server/src/server-root.ts';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run backup -- <file.tar.gz>');
  const env = process.env;
  const mediaDir = env.MEDIA_DIR || fromServerRoot('public/media');
  if (env.DATABASE_URL) {
    await writeBackup(file, { databaseUrl: env.DATABASE_URL, mediaDir });
  } else if (env.BACKUP_URL) {
    const response = await fetch(new URL('/ops/backup', env.BACKUP_URL), {
      method: 'POST',
      headers: { authorization: `Bearer ${env.BACKUP_TOKEN ?? ''}` },
    });
    if (!response.ok)
      throw new Error(`The server refused the backup: HTTP ${response.status} ${await response.text()}`);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  } else {
    const dataDir = env.DATA_DIR || fromServerRoot('data');
    if (!existsSync(join(dataDir, 'PG_VERSION')))
      throw new Error(`No PGlite database in ${dataDir} (set DATA_DIR).`);
    if (existsSync(join(dataDir, 'postmaster.pid'))) {
      throw new Error(
        `The database in ${dataDir} is open (a server is running, or stopped without closing it). ` +
          'Back up through the running server (BACKUP_URL and BACKUP_TOKEN), or start and stop it cleanly first.',
      );
    }
    await writeBackup(file, { pgliteDump: pgliteFolderDump(dataDir), mediaDir });
  }
  console.log(`Backup written to ${file}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
