import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);

/**
 * A backup is one .tar.gz: `manifest.json`, the database (`database.pgdump`, pg_dump's custom
 * format, or `pglite.tar.gz`, PGlite's own dump of its data folder) and `media/` (restaurant images).
 */
export interface BackupManifest {
  engine: 'postgres' | 'pglite';
  createdAt: string;
}

export interface BackupSource {
  /** PostgreSQL: dumped with pg_dump. */
  databaseUrl?: string | undefined;
  /** PGlite: a dump of its data folder (from the running server, or from a stopped server's folder). */
  pgliteDump?: () => Promise<Blob>;
  mediaDir: string;
}

async function tarInto(file: string, folder: string) {
  await run('tar', ['-czf', resolve(file), '-C', folder, '.']);
}

/** Writes a backup of the database and the media folder to `file`. */
export async function writeBackup(file: string, source: BackupSource): Promise<BackupManifest> {
  const work = mkdtempSync(join(tmpdir(), 'orderly-backup-'));
  try {
    let manifest: BackupManifest;
    if (source.databaseUrl) {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--file',
        join(work, 'database.pgdump'),
        source.databaseUrl,
      ]);
      manifest = { engine: 'postgres', createdAt: new Date().toISOString() };
    } else if (source.pgliteDump) {
      const dump = await source.pgliteDump();
      writeFileSync(join(work, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
      manifest = { engine: 'pglite', createdAt: new Date().toISOString() };
    } else {
      throw new Error('Nothing to back up: set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite).');
    }
    if (existsSync(source.mediaDir)) cpSync(source.mediaDir, join(work, 'media'), { recursive: true });
    writeFileSync(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await tarInto(file, work);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** A stopped server's PGlite folder, dumped by opening it here (never while a server has it open). */
export function pgliteFolderDump(dataDir: string) {
  return async () => {
    const client = await PGlite.create(dataDir);
    try {
      return await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
  };
}

export interface RestoreTarget {
  /** PostgreSQL: an empty database (pg_restore). */
  databaseUrl?: string | undefined;
  /** PGlite: an empty or missing data folder. */
  dataDir?: string | undefined;
  mediaDir: string;
}

const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

/** Restores a backup into an empty database or data folder, and its media into `mediaDir`. */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupManifest> {
  const work = mkdtempSync(join(tmpdir(), 'orderly-restore-'));
  try {
    await run('tar', ['-xzf', resolve(file), '-C', work]);
    const manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.engine === 'postgres') {
      if (!target.databaseUrl)
        throw new Error('This is a PostgreSQL backup: set DATABASE_URL to an empty database.');
      await run('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        '--dbname',
        target.databaseUrl,
        join(work, 'database.pgdump'),
      ]);
    } else {
      if (!target.dataDir || target.dataDir === 'memory') {
        throw new Error('This is a PGlite backup: set DATA_DIR to an empty folder.');
      }
      if (!isEmptyFolder(target.dataDir)) {
        throw new Error(
          `${target.dataDir} is not empty: restore into an empty folder, then point DATA_DIR at it.`,
        );
      }
      mkdirSync(target.dataDir, { recursive: true });
      const dump = new Blob([readFileSync(join(work, 'pglite.tar.gz'))]);
      const client = await PGlite.create(target.dataDir, { loadDataDir: dump });
      await client.query('select 1');
      await client.close();
    }
    if (existsSync(join(work, 'media'))) {
      mkdirSync(target.mediaDir, { recursive: true });
      cpSync(join(work, 'media'), target.mediaDir, { recursive: true });
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
