import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { fromServerRoot } from '../server-root.ts';

const run = promisify(execFile);

/**
 * PostgreSQL settings for the embedded database: PGlite's own defaults, with a smaller buffer
 * cache (the default 128 MB would be kept resident by the process; the demo restaurant's whole
 * database is under 40 MB, and pages not in the cache are read from the operating system's cache).
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Whether `folder` already holds a PostgreSQL data directory. */
export const isInitialised = (folder: string) => existsSync(join(folder, 'PG_VERSION'));

/**
 * Makes sure `folder` holds a database: a new one is created by a short-lived child process, so
 * the memory that initdb needs is returned to the system when it exits.
 */
export async function preparePgliteFolder(folder: string) {
  mkdirSync(folder, { recursive: true });
  if (isInitialised(folder)) return;
  try {
    await run(process.execPath, [fromServerRoot('scripts/init-pglite.mjs'), folder], {
      timeout: 120_000,
    });
  } catch (error) {
    const output = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the database in ${folder}${output ? `: ${output}` : ''}`);
  }
}
