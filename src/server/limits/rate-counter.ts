import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDb, prepareNamed } from '../db/per-db';
import { rateCounters } from '../db/schema';

/** A limit: at most `limit` takes per `windowMs`, counted in fixed windows that start at the epoch. */
export interface RateLimit {
  scope: string;
  limit: number;
  windowMs: number;
}

export interface Take {
  allowed: boolean;
  /** When the current window ends: the earliest a refused caller can try again. */
  resetAt: Date;
  windowStart: Date;
}

export function windowOf(limit: RateLimit, now: Date): { start: Date; end: Date } {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  return { start: new Date(start), end: new Date(start + limit.windowMs) };
}

/**
 * The upsert `take` and `takeAll` run: it adds `units` only while the count stays within the
 * limit and returns the row only when it did. A named statement (prepareNamed): every call
 * without a session runs it, and PostgreSQL then parses and plans it once per connection
 * instead of on every call.
 */
const addUnits = perDb((db) =>
  prepareNamed(
    db,
    db
      .insert(rateCounters)
      .values({
        scope: sql.placeholder('scope'),
        key: sql.placeholder('key'),
        windowStart: sql.placeholder('windowStart'),
        n: sql.placeholder('units'),
        expiresAt: sql.placeholder('expiresAt'),
      })
      .onConflictDoUpdate({
        target: [rateCounters.scope, rateCounters.key, rateCounters.windowStart],
        set: { n: sql`${rateCounters.n} + excluded.n` },
        setWhere: sql`${rateCounters.n} + excluded.n <= ${sql.placeholder('limit')}`,
      })
      .returning({ n: rateCounters.n }),
    'rate_counter_add_units',
  ),
);

/**
 * Takes one unit of `key`'s allowance, adding and comparing in one statement, so however many
 * requests arrive at once, on however many instances, at most `limit` are allowed.
 */
export function take(db: Db, limit: RateLimit, key: string, now: Date): Promise<Take> {
  return takeAll(db, limit, key, now, 1);
}

/**
 * Takes `units` of `key`'s allowance at once, all or none, in the same one statement as `take`
 * (for callers that gathered several requests of one key: coalesced-take.ts).
 */
export async function takeAll(db: Db, limit: RateLimit, key: string, now: Date, units: number): Promise<Take> {
  const { start, end } = windowOf(limit, now);
  const refused = { allowed: false, resetAt: end, windowStart: start };
  // More than the whole allowance can never fit; a single unit still writes its row (as ever).
  if (units > 1 && units > limit.limit) return refused;
  const rows = await addUnits(db).execute({
    scope: limit.scope,
    key,
    windowStart: start,
    expiresAt: end,
    units,
    limit: limit.limit,
  });
  return rows.length === 1 && limit.limit > 0 ? { ...refused, allowed: true } : refused;
}

/** Hands back a unit taken in `windowStart` (e.g. a sign-in that turned out right). */
export async function giveBack(db: Db, limit: RateLimit, key: string, windowStart: Date): Promise<void> {
  await db.execute(sql`
    UPDATE rate_counters SET n = n - 1
    WHERE scope = ${limit.scope} AND key = ${key} AND window_start = ${windowStart.toISOString()}::timestamptz AND n > 0`);
}

/** How many units `key` has taken in the current window (for a dashboard, never for a decision). */
export async function used(db: Db, limit: RateLimit, key: string, now: Date): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    SELECT n FROM rate_counters WHERE scope = ${limit.scope} AND key = ${key} AND window_start = ${windowOf(limit, now).start.toISOString()}::timestamptz`);
  return rowsOf<{ n: number }>(rows)[0]?.n ?? 0;
}

/**
 * A cooldown: true when `key` was not claimed in the last `ms`, and claims it in the same
 * statement (the row's expiry moves forward only if it had passed), so of concurrent callers
 * exactly one wins. Returns the time left otherwise.
 */
export async function claimCooldown(
  db: Db,
  scope: string,
  key: string,
  ms: number,
  now: Date,
): Promise<{ claimed: boolean; retryAt: Date }> {
  const until = new Date(now.getTime() + ms);
  const rows = await db.execute<{ expires_at: string | Date }>(sql`
    INSERT INTO rate_counters (scope, key, window_start, n, expires_at)
    VALUES (${scope}, ${key}, 'epoch'::timestamptz, 1, ${until.toISOString()}::timestamptz)
    ON CONFLICT (scope, key, window_start) DO UPDATE SET n = rate_counters.n + 1, expires_at = EXCLUDED.expires_at
    WHERE rate_counters.expires_at <= ${now.toISOString()}::timestamptz
    RETURNING expires_at`);
  if (rowsOf(rows).length === 1) return { claimed: true, retryAt: until };
  const current = await db.execute<{ expires_at: string | Date }>(sql`
    SELECT expires_at FROM rate_counters WHERE scope = ${scope} AND key = ${key} AND window_start = 'epoch'::timestamptz`);
  const at = rowsOf<{ expires_at: string | Date }>(current)[0]?.expires_at;
  return { claimed: false, retryAt: at ? new Date(at) : until };
}

/** Ends a cooldown this caller claimed (its `retryAt`), when a later check refused the action it guarded. */
export async function releaseCooldown(
  db: Db,
  scope: string,
  key: string,
  claimedUntil: Date,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    UPDATE rate_counters SET expires_at = ${now.toISOString()}::timestamptz
    WHERE scope = ${scope} AND key = ${key} AND window_start = 'epoch'::timestamptz AND expires_at = ${claimedUntil.toISOString()}::timestamptz`);
}

/** Counters whose window ended a day ago or more: the retention sweep deletes them. */
export async function purgeExpiredCounters(db: Db, now: Date): Promise<number> {
  const rows = await db.execute<{ scope: string }>(sql`
    DELETE FROM rate_counters WHERE expires_at < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz RETURNING scope`);
  return rowsOf(rows).length;
}

/** node-postgres answers `{ rows }`, PGlite the same; drizzle's type differs per driver. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * A budget of `limit` units that lives until `expiresAt` (e.g. the tries on one verification
 * code): takes one, adding and comparing in one statement like `take`, and returns how many are
 * now used, or null when none was left.
 */
export async function takeBudget(
  db: Db,
  scope: string,
  key: string,
  limit: number,
  expiresAt: Date,
): Promise<number | null> {
  const rows = await db.execute<{ n: number }>(sql`
    INSERT INTO rate_counters (scope, key, window_start, n, expires_at)
    SELECT ${scope}, ${key}, 'epoch'::timestamptz, 1, ${expiresAt.toISOString()}::timestamptz WHERE ${limit} > 0
    ON CONFLICT (scope, key, window_start) DO UPDATE SET n = rate_counters.n + 1
    WHERE rate_counters.n < ${limit}
    RETURNING n`);
  const [row] = rowsOf<{ n: number }>(rows);
  return row ? Number(row.n) : null;
}

/** Hands back a unit of a budget taken with `takeBudget`. */
export async function giveBackBudget(db: Db, scope: string, key: string): Promise<void> {
  await db.execute(sql`
    UPDATE rate_counters SET n = n - 1 WHERE scope = ${scope} AND key = ${key} AND window_start = 'epoch'::timestamptz AND n > 0`);
}

/**
 * Forgets `key`'s count in every window of `scope` (e.g. a network's failures once its operator proved the second
 * factor).
 */
export async function clearCount(db: Db, scope: string, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_counters WHERE scope = ${scope} AND key = ${key}`);
}

/**
 * Strikes against `key` (e.g. wrong passwords for one operator from one network): a strike is
 * taken while fewer than `limit` were taken since the count began, and the count lasts `ms` from
 * its first strike, or from the strike that reached the limit (the lock). One statement adds,
 * compares and restarts a passed count, so of any number of concurrent callers at most `limit`
 * are allowed per count. Refused: when the lock ends.
 */
export async function takeStrike(
  db: Db,
  scope: string,
  key: string,
  limit: number,
  ms: number,
  now: Date,
): Promise<{ allowed: boolean; until: Date }> {
  const nowIso = now.toISOString();
  const until = new Date(now.getTime() + ms).toISOString();
  const rows = await db.execute<{ n: number }>(sql`
    INSERT INTO rate_counters AS c (scope, key, window_start, n, expires_at)
    VALUES (${scope}, ${key}, 'epoch'::timestamptz, 1, ${until}::timestamptz)
    ON CONFLICT (scope, key, window_start) DO UPDATE SET
      n = CASE WHEN c.expires_at <= ${nowIso}::timestamptz THEN 1 ELSE c.n + 1 END,
      expires_at = CASE WHEN c.expires_at <= ${nowIso}::timestamptz OR c.n + 1 >= ${limit} THEN ${until}::timestamptz ELSE c.expires_at END
    WHERE c.expires_at <= ${nowIso}::timestamptz OR c.n < ${limit}
    RETURNING n`);
  if (rowsOf(rows).length === 1 && limit > 0) return { allowed: true, until: new Date(until) };
  const current = await db.execute<{ expires_at: string | Date }>(sql`
    SELECT expires_at FROM rate_counters WHERE scope = ${scope} AND key = ${key} AND window_start = 'epoch'::timestamptz`);
  const at = rowsOf<{ expires_at: string | Date }>(current)[0]?.expires_at;
  return { allowed: false, until: at ? new Date(at) : new Date(until) };
}
