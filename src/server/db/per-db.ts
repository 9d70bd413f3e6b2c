import type { Db } from './client';
import { registerNamed } from './pglite-named';

/**
 * One value per database handle, built on first use: prepared statements (drizzle's
 * `.prepare(name)`) belong to the handle they were built on, and tests open many databases.
 * On node-postgres a named statement is parsed and planned once per pooled connection; on
 * both drivers the SQL text is built once instead of on every call.
 */
export function perDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}

/**
 * A drizzle query prepared as the statement `name`: node-postgres parses and plans it once per
 * pooled connection; PGlite, whose own `query()` would plan it on every call, runs it as a named
 * statement too (pglite-named.ts).
 */
export function prepareNamed<P>(
  db: Db,
  query: { prepare(name: string): P; toSQL(): { sql: string } },
  name: string,
): P {
  registerNamed((db as unknown as { $client?: unknown }).$client, query.toSQL().sql, name);
  return query.prepare(name);
}
