import { type PGlite, types } from '@electric-sql/pglite';

const raw = (value: string) => value;

/**
 * Date and time values come back as PostgreSQL's text, for Drizzle to map: the same parsers
 * Drizzle's PGlite driver asks for, given to the database once when it opens.
 */
export const drizzleParsers = {
  [types.TIMESTAMP]: raw,
  [types.TIMESTAMPTZ]: raw,
  [types.INTERVAL]: raw,
  [types.DATE]: raw,
};

type Queryable = Pick<PGlite, 'query' | 'transaction'>;
type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * The PGlite client as Drizzle should see it. Drizzle passes its parsers with every query, and
 * PGlite then merges them into its full table of parsers (hundreds of types) for each query, which
 * cost more than some queries themselves; the database already has those parsers (`drizzleParsers`),
 * so they are left out of each query, inside transactions too.
 */
export function withOwnParsers<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, options?.parsers ? { ...options, parsers: undefined } : options);
      }
      if (property === 'transaction') {
        return (work: (tx: Queryable) => Promise<unknown>) =>
          target.transaction((tx) => work(withOwnParsers(tx as unknown as Queryable)));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
