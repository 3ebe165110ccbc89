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
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);
const gunzipped = promisify(gunzip);
const gzipped = promisify(gzip);

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
      writeFileSync(join(work, 'pglite.tar.gz'), await withoutSecrets(Buffer.from(await dump.arrayBuffer())));
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

/**
 * Files of a PGlite data folder that are no part of the database and never go into a backup: the
 * secret that signs session tokens, which the server keeps there when AUTH_SECRET is unset
 * (auth/auth-secret.ts). A backup travels to places a secret must not (docs/operations.md); a
 * folder restored without it makes a new one at start, which signs everyone out and loses nothing.
 */
export const keptOutOfBackups: ReadonlySet<string> = new Set(['auth-secret']);

/** PGlite's dump of its folder (a gzipped tar) without the files of `keptOutOfBackups`. */
async function withoutSecrets(dump: Buffer): Promise<Buffer> {
  return gzipped(tarWithout(await gunzipped(dump), keptOutOfBackups));
}

/** A tar header's octal number field (or GNU's base-256 form, for sizes over 8 GB). */
function tarNumber(field: Buffer): number {
  if ((field[0] ?? 0) & 0x80) {
    let value = (field[0] ?? 0) & 0x7f;
    for (const byte of field.subarray(1)) value = value * 256 + byte;
    return value;
  }
  const text = field
    .toString('latin1')
    .replace(/[\0 ]+$/g, '')
    .trim();
  return text ? Number.parseInt(text, 8) : 0;
}

const cString = (field: Buffer) => {
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
};

/** A member's path as written in the archive, without a leading `/` or `./`. */
const memberPath = (path: string) => path.replace(/^(?:\.?\/)+/, '').replace(/\/+$/, '');

/**
 * A tar archive without the members at the paths named (top level of the archive): their headers,
 * their data and the extended headers (pax `x`, GNU `L`/`K`) that describe them. Every other byte is
 * kept as it was, so PGlite reads the archive back as it wrote it.
 */
export function tarWithout(tar: Buffer, paths: ReadonlySet<string>): Buffer {
  const kept: Buffer[] = [];
  let pending: Buffer[] = [];
  let longPath: string | null = null;
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) {
      // The end-of-archive blocks and whatever padding follows them.
      kept.push(...pending, tar.subarray(offset));
      return Buffer.concat(kept);
    }
    const size = tarNumber(header.subarray(124, 136));
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    const member = tar.subarray(offset, end);
    const data = tar.subarray(offset + 512, offset + 512 + size);
    const type = String.fromCharCode(header[156] ?? 0);
    offset = end;
    if (type === 'x' || type === 'L' || type === 'K') {
      // Describes the next member: kept or dropped with it.
      pending.push(member);
      if (type === 'L') longPath = cString(data);
      if (type === 'x') longPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'))?.[1] ?? longPath;
      continue;
    }
    const prefix = cString(header.subarray(345, 500));
    const name = cString(header.subarray(0, 100));
    const path = memberPath(longPath ?? (prefix ? `${prefix}/${name}` : name));
    if (!paths.has(path)) kept.push(...pending, member);
    pending = [];
    longPath = null;
  }
  kept.push(...pending, tar.subarray(offset));
  return Buffer.concat(kept);
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
