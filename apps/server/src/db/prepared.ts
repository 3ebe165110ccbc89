import type { Db } from './client.ts';

/**
 * A query Drizzle builds once per database and then only runs with new parameters (its prepared
 * statement): for the queries every order or API call makes, where building the SQL each time
 * was a sixth of the server's work. Build it with `sql.placeholder(name)` for each parameter.
 */
export function preparedPerDatabase<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
