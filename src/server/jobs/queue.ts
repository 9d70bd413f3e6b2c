import { and, eq, sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { DbOrTx } from '../ledger/post';

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueInput {
  kind: string;
  /** Unique with the kind: enqueueing the same (kind, key) again does nothing. */
  key: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a job, inside the caller's transaction when given one. Returns whether it was new. */
export async function enqueue(db: DbOrTx, input: EnqueueInput): Promise<boolean> {
  const rows = await db.insert(jobs).values({
    kind: input.kind,
    key: input.key,
    payload: input.payload ?? {},
    runAt: input.runAt ?? new Date(),
    maxAttempts: input.maxAttempts ?? 8,
  }).onConflictDoNothing({ target: [jobs.kind, jobs.key] }).returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due jobs for `leaseMs`. SKIP LOCKED lets every instance claim at once
 * without two of them taking the same job; a crashed holder's lease simply runs out.
 */
export async function claimDue(db: DbOrTx, now: Date, limit: number, leaseMs: number): Promise<JobRow[]> {
  const lease = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    UPDATE ${jobs} SET locked_until = ${lease.toISOString()}, attempts = attempts + 1
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
  return db.select().from(jobs).where(sql`${jobs.id} IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
}

export async function markDone(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(jobs).set({ doneAt: now, lockedUntil: null }).where(eq(jobs.id, id));
}

/** Backs off exponentially (2 s, 4 s, … capped at 10 min); gives up after maxAttempts. */
export async function markFailed(db: DbOrTx, job: JobRow, now: Date, error: string): Promise<void> {
  const giveUp = job.attempts >= job.maxAttempts;
  const delay = Math.min(600_000, 1000 * 2 ** job.attempts);
  await db.update(jobs).set({
    lastError: error.slice(0, 1000),
    lockedUntil: null,
    ...(giveUp ? { failedAt: now } : { runAt: new Date(now.getTime() + delay) }),
  }).where(and(eq(jobs.id, job.id)));
}

/**
 * Gives back a claimed job this instance will not run (it is shutting down): due again at once
 * for any instance, and the claim does not count as an attempt.
 */
export async function releaseLease(db: DbOrTx, id: number): Promise<void> {
  await db.update(jobs).set({ lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
    .where(and(eq(jobs.id, id), sql`${jobs.doneAt} IS NULL`));
}

/** Moves a claimed job to a later time without counting the claim as an attempt (it was not run). */
export async function deferJob(db: DbOrTx, id: number, runAt: Date): Promise<void> {
  await db.update(jobs).set({ runAt, lockedUntil: null, attempts: sql`${jobs.attempts} - 1` }).where(eq(jobs.id, id));
}
