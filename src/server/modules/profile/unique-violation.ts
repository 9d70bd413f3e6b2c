interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

/** Whether a database error (either driver, possibly wrapped by Drizzle) broke the named unique index. */
export function isUniqueViolation(err: unknown, index: string): boolean {
  for (let e = err as PgError | undefined, depth = 0; e && depth < 4; e = e.cause as PgError | undefined, depth++) {
    if (e.code === '23505' && (e.constraint === index || e.message?.includes(index))) return true;
  }
  return false;
}
