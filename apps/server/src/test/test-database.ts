import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { loadDemo } from '../demo/demo.ts';
import { hashTestPassword } from './test-passwords.ts';

/** What a test database holds at the start. */
export type TestDatabaseContent = 'empty' | 'demo';

/** Where the run's template databases are (database-templates.ts builds them). */
export interface DatabaseTemplates {
  pglite?: Record<TestDatabaseContent, string>;
  postgres?: Record<TestDatabaseContent, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL database
 * (created and dropped here) when TEST_DATABASE_URL points at a server, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres. `empty` has every migration applied; `demo` holds
 * the demo restaurant and its accounts too. Each is a copy of a database the test run built once
 * (database-templates.ts), or, outside such a run, built here.
 */
export async function openTestDatabase(content: TestDatabaseContent = 'empty'): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates = providedTemplates();
  if (!serverUrl) {
    const dump = templates?.pglite?.[content];
    if (dump) {
      const copyOf = new Blob([readFileSync(dump)], { type: 'application/x-gzip' });
      return openDatabase({ dataDir: 'memory', copyOf });
    }
    return withContent(await openDatabase({ dataDir: 'memory' }), content);
  }

  const name = `ci_${randomBytes(6).toString('hex')}`;
  const template = templates?.postgres?.[content];
  const database = await openDatabase({
    url: await createDatabase(serverUrl, name, template),
    dataDir: 'memory',
  });
  if (!template) await withContent(database, content);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** Creates a database on the PostgreSQL server (empty, or a copy of `template`); gives its URL. */
export async function createDatabase(serverUrl: string, name: string, template?: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Loads what `content` asks for into a migrated database. */
export async function withContent(database: Database, content: TestDatabaseContent) {
  if (content === 'demo') await loadDemo(database.db, { accounts: true, hashPassword: hashTestPassword });
  return database;
}

/** Drops a database once its last connection has gone. */
export async function dropDatabase(serverUrl: string, name: string) {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  // The pool's connections end a moment after pool.end() resolves; forcing the drop while they
  // are still open sends them "terminating connection" errors nobody listens for any more.
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await cleanup.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
}

function providedTemplates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}
