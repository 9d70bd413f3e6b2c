/**
 * What may be said about a database error. Drizzle's message repeats the query with every bound
 * parameter (names, addresses, numbers, device data), and PostgreSQL's own message and detail
 * can quote a value ("Key (mobile)=(+234…) already exists"). Only the SQLSTATE and the names
 * of the schema objects involved are kept: enough to find the cause, nothing of the row.
 */
export interface DatabaseErrorFacts {
  type: 'DatabaseError';
  /** SQLSTATE (named so because the log redacts every `code`, which is how OTPs are spelled). */
  sqlState: string;
  constraint?: string;
  table?: string;
  column?: string;
}

interface PgLike {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const name = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The facts of a database error anywhere in the cause chain (either driver, wrapped by Drizzle or not), else null. */
export function databaseErrorFacts(err: unknown): DatabaseErrorFacts | null {
  let e = err as PgLike | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++, e = e.cause as PgLike | undefined) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) {
      return {
        type: 'DatabaseError',
        sqlState: e.code,
        constraint: name(e.constraint),
        table: name(e.table),
        column: name(e.column),
      };
    }
  }
  if ((err as { name?: unknown })?.name === 'DrizzleQueryError') return { type: 'DatabaseError', sqlState: 'unknown' };
  return null;
}

/** A one-line description safe to log or store (e.g. a failed job's last error). */
export function safeErrorMessage(err: unknown): string {
  const db = databaseErrorFacts(err);
  if (db) return `database error ${db.sqlState}${db.constraint ? ` (${db.constraint})` : ''}`;
  return err instanceof Error ? err.message : String(err);
}
