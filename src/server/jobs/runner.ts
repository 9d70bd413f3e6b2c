import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { safeErrorMessage } from '../db/safe-error';
import type { DbOrTx } from '../ledger/post';
import { MARKETS } from '../../domain/markets/market';
import { operationsSettings, servedMarkets } from '../config';
import { jobMarket } from './job-market';
import { payloadIssuePaths, PayloadRefused, type JobKind } from './job-kind';
import {
  claimDue,
  claimSweepSlot,
  deferJob,
  extendLease,
  markDone,
  markFailed,
  markRefused,
  releaseLease,
  type JobRow,
} from './queue';

/**
 * How long a job of a market not served waits before it is looked at again (an hour: a restart with MARKETS changed is
 * what frees it).
 */
export const NOT_SERVED_DEFER_MS = 3_600_000;

/**
 * What runs a kind of job: the handler gets the payload its kind's schema parsed (never the stored
 * JSON as it is) and the job row (its id, its attempts).
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  readonly kind: JobKind<S>;
  run(payload: z.output<S>, job: JobRow, deps: Deps): Promise<void>;
}

export function defineJob<S extends z.ZodType>(
  kind: JobKind<S>,
  run: (payload: z.output<S>, job: JobRow, deps: Deps) => Promise<void>,
): JobDefinition<S> {
  return { kind, run };
}

export interface Sweep {
  name: string;
  /** The interval, or how to read it from the settings (a sweep whose interval is a setting). */
  everyMs: number | ((config: Deps['config']) => number);
  /**
   * The sweep opens its own short transactions, one per slice of rows (decision 0109): the runner
   * takes the sweep's slot in a transaction of its own and then runs it outside any transaction.
   * Otherwise the whole run is one transaction, fine for a sweep whose rows no borrower waits on.
   */
  sliced?: boolean;
  run(deps: Deps, now: Date): Promise<number>;
}

function lockId(name: string): number {
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

/**
 * Runs queued jobs and periodic sweeps. The timers only poll: all state lives in PostgreSQL,
 * so any number of instances can run this side by side (jobs are claimed with SKIP LOCKED,
 * each sweep runs under a transaction-scoped advisory lock).
 */
export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private again = false;
  private stopping = false;
  private lastPassAt = 0;
  private lastSweep = new Map<string, number>();
  private readonly handlers = new Map<string, JobDefinition>();

  constructor(
    private readonly deps: Deps,
    definitions: readonly JobDefinition[],
    private readonly sweeps: Sweep[] = [],
    private readonly opts = { pollMs: 500, batch: 10, leaseMs: 60_000 },
  ) {
    for (const definition of definitions) {
      if (this.handlers.has(definition.kind.name)) throw new Error(`two handlers for job kind ${definition.kind.name}`);
      this.handlers.set(definition.kind.name, definition);
    }
  }

  start(): void {
    if (this.timer) return;
    this.stopping = false;
    this.timer = setInterval(() => this.kick(), this.opts.pollMs);
    this.timer.unref();
    // Work left due while no instance ran starts now, not a poll later.
    this.kick();
  }

  /**
   * Stops polling, lets the job in hand finish, gives back the jobs claimed but not begun
   * (another instance takes them at once) and starts no sweep.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  /** For readiness: started, and a pass began or ended recently (a long pass is still alive). */
  health(now = Date.now()): { started: boolean; busy: boolean; lastPassAgoMs: number | null } {
    return {
      started: this.timer !== null,
      busy: this.running,
      lastPassAgoMs: this.lastPassAt ? now - this.lastPassAt : null,
    };
  }

  /** Resolves when no kicked pass is running (tests wait for one before asserting what it did). */
  async idle(): Promise<void> {
    while (this.running) await new Promise((r) => setTimeout(r, 10));
  }

  /** Runs due work now (e.g. right after a submit enqueued an assessment). Never overlaps itself. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.lastPassAt = Date.now();
    void this.tick()
      .catch((err) => this.deps.log.error({ err }, 'job runner tick failed'))
      .finally(() => {
        this.running = false;
        this.lastPassAt = Date.now();
        if (this.again && !this.stopping) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** One pass: due jobs until none are left, then the sweeps whose interval has passed. */
  async tick(): Promise<number> {
    let ran = 0;
    while (!this.stopping) {
      const batch = await claimDue(this.deps.db, this.deps.clock.now(), this.opts.batch, this.opts.leaseMs);
      if (batch.length === 0) break;
      for (const job of batch) {
        if (this.stopping) {
          await releaseLease(this.deps.db, job);
          continue;
        }
        await this.runOne(job);
        ran++;
      }
    }
    if (!this.stopping) await this.runSweeps();
    return ran;
  }

  private async runOne(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    // A long job keeps its lease: another instance takes it only once this one stopped beating.
    const heartbeat = setInterval(
      () => {
        void extendLease(this.deps.db, job, this.deps.clock.now(), this.opts.leaseMs)
          .then((kept) => {
            if (!kept) this.deps.log.warn({ job: { id: job.id, kind: job.kind } }, 'job lease lost while running');
          })
          .catch((err) => this.deps.log.warn({ err }, 'job heartbeat failed'));
      },
      Math.max(1_000, Math.floor(this.opts.leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      // A payload not of its kind's shape is refused before anything reads it: failed for good, its handler never
      // called.
      const parsed = handler?.kind.payload.safeParse(job.payload);
      if (parsed && !parsed.success) {
        const refused = new PayloadRefused(job.kind, payloadIssuePaths(parsed.error));
        this.deps.log.warn({ job: { id: job.id, kind: job.kind }, issues: refused.paths }, 'job payload refused');
        if (!(await markRefused(this.deps.db, job, this.deps.clock.now(), refused.message))) this.lostLease(job);
        return;
      }
      if (await this.ofMarketNotServed(job)) {
        // Kept, not run and not failed: it runs when the deployment serves its market again.
        await deferJob(this.deps.db, job, new Date(this.deps.clock.now().getTime() + NOT_SERVED_DEFER_MS));
        return;
      }
      if (!handler || !parsed) throw new Error(`no handler for job kind ${job.kind}`);
      await handler.run(parsed.data, job, this.deps);
      if (!(await markDone(this.deps.db, job, this.deps.clock.now()))) this.lostLease(job);
    } catch (err) {
      this.deps.log.warn({ err, job: { id: job.id, kind: job.kind, attempts: job.attempts } }, 'job failed');
      const firstRetryMs = operationsSettings(this.deps.config).jobRetryFirstMs;
      if (!(await markFailed(this.deps.db, job, this.deps.clock.now(), safeErrorMessage(err), firstRetryMs)))
        this.lostLease(job);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Its lease ran out and another claim holds the job now: that claim's outcome is the one kept. */
  private lostLease(job: JobRow): void {
    this.deps.log.warn(
      { job: { id: job.id, kind: job.kind } },
      'job finished after its lease was lost: its outcome is not recorded',
    );
  }

  /** A job for a market this deployment does not serve (MARKETS): its vendors may not be set here. */
  private async ofMarketNotServed(job: JobRow): Promise<boolean> {
    const served = servedMarkets(this.deps.config);
    if (served.length === MARKETS.length) return false;
    const market = await jobMarket(this.deps.db, job);
    if (market === null || served.includes(market)) return false;
    this.deps.log.info({ job: { kind: job.kind }, market }, 'job of a market not served: deferred');
    return true;
  }

  async runSweeps(force = false): Promise<Record<string, number>> {
    const results: Record<string, number> = {};
    const nowMs = this.deps.clock.now().getTime();
    for (const sweep of this.sweeps) {
      const last = this.lastSweep.get(sweep.name) ?? 0;
      const everyMs = typeof sweep.everyMs === 'number' ? sweep.everyMs : sweep.everyMs(this.deps.config);
      if (!force && nowMs - last < everyMs) continue;
      this.lastSweep.set(sweep.name, nowMs);
      const now = this.deps.clock.now();
      const slot = Math.floor(nowMs / everyMs);
      if (sweep.sliced) {
        const claimed = await this.deps.db.transaction((tx) => this.claim(tx, sweep.name, slot, force, now));
        // A run that fails half-way keeps its slot: what its slices committed stays done, and the
        // next slot's run (every sweep is idempotent) takes up what is left.
        results[sweep.name] = claimed ? await sweep.run(this.deps, now) : 0;
        continue;
      }
      results[sweep.name] = await this.deps.db.transaction(async (tx) => {
        if (!(await this.claim(tx, sweep.name, slot, force, now))) return 0;
        return sweep.run({ ...this.deps, db: tx as unknown as Deps['db'] }, now);
      });
    }
    return results;
  }

  /**
   * The sweep's advisory lock for this transaction, then its slot: one run per schedule slot
   * across instances (a failed unsliced run rolls back and gives the slot back). A forced run
   * (tests, an operator's command) runs whatever the slot.
   */
  private async claim(tx: DbOrTx, name: string, slot: number, force: boolean, now: Date) {
    const got = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${lockId(name)}) AS locked`);
    if (!(got as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return false;
    return force || claimSweepSlot(tx, name, slot, now);
  }
}
