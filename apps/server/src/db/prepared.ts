import type { Executor } from './client';

/**
 * A query of a hot path, built once per database handle and then only executed: drizzle does
 * not rebuild its SQL on every request, and PostgreSQL parses (and, after a few runs, plans) a
 * named statement once per connection. Values go in through sql.placeholder(...).
 */
export function preparedPerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const cache = new WeakMap<Executor, T>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}
