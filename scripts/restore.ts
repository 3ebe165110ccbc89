/**
 * npm run restore -- <file.tar.gz>
 * Into an EMPTY PostgreSQL database (DATABASE_URL) or an EMPTY PGlite folder (DATA_DIR), with the
 * servers stopped; the media go to MEDIA_DIR (default apps/server/public/media). Then start the
 * server on it. See docs/operations.md.
 */
import { restoreBackup } from '../apps/server/src/ops/backup.ts';
import { fromServerRoot } from '../apps/server/src/server-root.ts';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- <file.tar.gz>');
  const env = process.env;
  const manifest = await restoreBackup(file, {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR || fromServerRoot('data'),
    mediaDir: env.MEDIA_DIR || fromServerRoot('public/media'),
  });
  console.log(`Restored the ${manifest.engine} backup of ${manifest.createdAt}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
