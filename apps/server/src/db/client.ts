import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromServerRoot } from '../server-root.ts';
import { pgliteStartParams, preparePgliteFolder } from './pglite-folder.ts';
import { drizzleParsers, withOwnParsers } from './pglite-parsers.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type NotificationListener = (payload: string) => void;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs a raw statement (health checks, LISTEN/NOTIFY plumbing). */
  ping(): Promise<void>;
  /** Subscribes to a PostgreSQL NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite: a consistent dump of its data folder (a gzipped tarball) taken while it runs. */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL's connection pool (metrics: connections in use, idle, requests waiting). */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
}

export interface DatabaseOptions {
  /** postgres://… — when set, a real PostgreSQL is used. */
  url?: string | undefined;
  /** Folder where PGlite keeps its files; `memory` for an in-memory database. */
  dataDir: string;
  /**
   * In-memory PGlite: start as a copy of this dump of another database's data folder (tests copy a
   * database built once instead of creating and migrating one per file).
   */
  copyOf?: Blob | undefined;
}

const migrationsFolder = fromServerRoot('drizzle');

/** Opens the database and applies every committed migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url)
    : await openPglite(options.dataDir, options.copyOf);
  try {
    if (database.engine === 'postgres') {
      await migrateNodePg(database.db as never, { migrationsFolder });
    } else {
      await migratePglite(database.db as never, { migrationsFolder });
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPglite(dataDir: string, copyOf?: Blob): Promise<Database> {
  if (dataDir !== 'memory') await preparePgliteFolder(dataDir);
  const client = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, {
    startParams: pgliteStartParams,
    parsers: drizzleParsers,
    ...(copyOf && dataDir === 'memory' ? { loadDataDir: copyOf } : {}),
  });
  const db = drizzlePglite(withOwnParsers(client), { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, listener) => {
      const unsubscribe = await client.listen(channel, listener);
      return unsubscribe;
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server dropped (a restart, an administrator) is discarded by the pool;
  // without a listener its error would end the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  let listenerClient: pg.PoolClient | undefined;
  let closing = false;
  const listeners = new Map<string, Set<NotificationListener>>();
  const listenerConnection = async () => {
    if (!listenerClient) {
      const client = await pool.connect();
      client.on('notification', (message) => {
        for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
      });
      // The LISTEN connection was lost: listen again on a new one (changes meanwhile are missed;
      // live subscribers catch up with the next change or when they subscribe again).
      client.on('error', () => {
        if (listenerClient !== client) return;
        listenerClient = undefined;
        client.release(true);
        if (!closing) void relisten().catch(() => undefined);
      });
      listenerClient = client;
    }
    return listenerClient;
  };
  const relisten = async () => {
    const connection = await listenerConnection();
    for (const channel of listeners.keys()) await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  return {
    db,
    engine: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    listen: async (channel, listener) => {
      const connection = await listenerConnection();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      closing = true;
      // Forgotten before it goes back to the pool: an error it reports while the pool ends (the
      // server ending its connections) is then not taken for a lost LISTEN connection, whose
      // handler would release it a second time and throw out of the error event.
      const client = listenerClient;
      listenerClient = undefined;
      client?.release();
      await pool.end();
    },
  };
}
