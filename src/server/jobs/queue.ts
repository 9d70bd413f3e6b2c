import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { jobs, sweepSlots } from '../db/schema';
import type { z } from 'zod';
import type { DbOrTx } from '../ledger/post';
import { parsePayload, type JobKind, type orderJobPayload } from './job-kind';

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueInput<S extends z.ZodType> {
  kind: JobKind<S>;
  /** Unique with the kind: enqueueing the same (kind, key) again does nothing. */
  key: string;
  /** Parsed by the kind's schema here: a producer that writes another shape fails at once, not when the job runs. */
  payload: z.input<S>;
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a job, inside the caller's transaction when given one. Returns whether it was new. */
export async function enqueue<S extends z.ZodType>(db: DbOrTx, input: EnqueueInput<S>): Promise<boolean> {
  const payload = parsePayload(input.kind, input.payload) as Record<string, unknown>;
  const rows = await db
    .insert(jobs)
    .values({
      kind: input.kind.name,
      key: input.key,
      payload,
      runAt: input.runAt ?? new Date(),
      maxAttempts: input.maxAttempts ?? 8,
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * An order's checks met a vendor outage: `kind` asks again for it in 2 s, once per order (the
 * order number is the key), with the runner's backoff between `maxAttempts` tries.
 */
export async function enqueueOrderRetry(
  db: DbOrTx,
  kind: JobKind<typeof orderJobPayload>,
  maxAttempts: number,
  order: { id: number; userId: number; orderNo: string },
  now: Date,
): Promise<void> {
  await enqueue(db, {
    kind,
    key: order.orderNo,
    payload: { orderId: order.id, userId: order.userId },
    runAt: new Date(now.getTime() + 2_000),
    maxAttempts,
  });
}

/**
 * Claims up to `limit` due jobs for `leaseMs`. SKIP LOCKED lets every instance claim at once
 * without two of them taking the same job; a crashed holder's lease simply runs out. Each claim
 * gets a new token: a holder whose lease ran out (and whose job another instance claimed since)
 * can no longer finish, fail, defer or extend it.
 */
export async function claimDue(db: DbOrTx, now: Date, limit: number, leaseMs: number): Promise<JobRow[]> {
  const lease = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    UPDATE ${jobs} SET locked_until = ${lease.toISOString()}, attempts = attempts + 1, lease_token = gen_random_uuid()::text
    WHERE id IN (
      SELECT id FROM ${jobs}
      WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= ${now.toISOString()}
        AND (locked_until IS NULL OR locked_until < ${now.toISOString()})
      ORDER BY run_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = (result as unknown as { rows: { id: string | number }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(
      sql`${jobs.id} IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
}

/** Only the claim that holds it: `job` as claimDue returned it. */
const held = (job: Pick<JobRow, 'id' | 'leaseToken'>) =>
  and(eq(jobs.id, job.id), job.leaseToken === null ? isNull(jobs.leaseToken) : eq(jobs.leaseToken, job.leaseToken));

/** Marks the claimed job done; false when its lease was lost to another claim (then nothing changes). */
export async function markDone(db: DbOrTx, job: JobRow, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null, leaseToken: null })
    .where(held(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Backs off exponentially (`firstRetryMs` after the first try, then doubling, capped at 10 min); gives up after
 * maxAttempts. False when the lease was lost.
 */
export async function markFailed(
  db: DbOrTx,
  job: JobRow,
  now: Date,
  error: string,
  firstRetryMs: number,
): Promise<boolean> {
  const giveUp = job.attempts >= job.maxAttempts;
  const delay = Math.min(600_000, firstRetryMs * 2 ** Math.max(0, job.attempts - 1));
  const rows = await db
    .update(jobs)
    .set({
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      leaseToken: null,
      ...(giveUp ? { failedAt: now } : { runAt: new Date(now.getTime() + delay) }),
    })
    .where(held(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Fails a claimed job at once, whatever its attempts left: a payload not of its kind's shape
 * reads no better on the next try. The reason stays for operators. False when the lease was lost.
 */
export async function markRefused(db: DbOrTx, job: JobRow, now: Date, reason: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lastError: reason.slice(0, 1000), failedAt: now, lockedUntil: null, leaseToken: null })
    .where(held(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A long job's heartbeat: its lease runs `leaseMs` from now again. False when the lease was lost. */
export async function extendLease(db: DbOrTx, job: JobRow, now: Date, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(and(held(job), isNull(jobs.doneAt)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Gives back a claimed job this instance will not run (it is shutting down): due again at once
 * for any instance, and the claim does not count as an attempt.
 */
export async function releaseLease(db: DbOrTx, job: JobRow): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: null, leaseToken: null, attempts: sql`${jobs.attempts} - 1` })
    .where(and(held(job), isNull(jobs.doneAt)));
}

/** Moves a claimed job to a later time without counting the claim as an attempt (it was not run). */
export async function deferJob(db: DbOrTx, job: JobRow, runAt: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt, lockedUntil: null, leaseToken: null, attempts: sql`${jobs.attempts} - 1` })
    .where(held(job));
}

/** Takes a sweep's schedule slot for this run; false when another instance (or an earlier pass) took it. */
export async function claimSweepSlot(db: DbOrTx, name: string, slot: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(sweepSlots)
    .values({ name, slot, claimedAt: now })
    .onConflictDoNothing()
    .returning({ slot: sweepSlots.slot });
  return rows.length > 0;
}

/** A slot matters only while its sweep could still run in it: a day is far past any interval. */
const SLOT_KEPT_MS = 86_400_000;

/**
 * Deletes jobs finished before `before` (failed ones stay for operators) and sweep slots older
 * than a day. Returns the jobs deleted. A purged job's (kind, key) can be enqueued again: every
 * producer also dedupes on its own state (decision 0106).
 */
export async function purgeFinished(db: DbOrTx, before: Date, now: Date): Promise<number> {
  const done = await db.delete(jobs).where(lt(jobs.doneAt, before)).returning({ id: jobs.id });
  await db.delete(sweepSlots).where(lt(sweepSlots.claimedAt, new Date(now.getTime() - SLOT_KEPT_MS)));
  return done.length;
}
