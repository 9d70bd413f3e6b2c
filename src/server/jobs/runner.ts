import { sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { safeErrorMessage } from '../db/safe-error';
import { MARKETS } from '../../domain/markets/market';
import { servedMarkets } from '../config';
import { jobMarket } from './job-market';
import { claimDue, deferJob, markDone, markFailed, releaseLease, type JobRow } from './queue';

/** How long a job of a market not served waits before it is looked at again (an hour: a restart with MARKETS changed is what frees it). */
export const NOT_SERVED_DEFER_MS = 3_600_000;

export type JobHandler = (job: JobRow, deps: Deps) => Promise<void>;

export interface Sweep {
  name: string;
  /** The interval, or how to read it from the settings (a sweep whose interval is a setting). */
  everyMs: number | ((config: Deps['config']) => number);
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

  constructor(
    private readonly deps: Deps,
    private readonly handlers: Record<string, JobHandler>,
    private readonly sweeps: Sweep[] = [],
    private readonly opts = { pollMs: 500, batch: 10, leaseMs: 60_000 },
  ) {}

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
    return { started: this.timer !== null, busy: this.running, lastPassAgoMs: this.lastPassAt ? now - this.lastPassAt : null };
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
          await releaseLease(this.deps.db, job.id);
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
    const handler = this.handlers[job.kind];
    try {
      if (await this.ofMarketNotServed(job)) {
        // Kept, not run and not failed: it runs when the deployment serves its market again.
        await deferJob(this.deps.db, job.id, new Date(this.deps.clock.now().getTime() + NOT_SERVED_DEFER_MS));
        return;
      }
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job, this.deps);
      await markDone(this.deps.db, job.id, this.deps.clock.now());
    } catch (err) {
      this.deps.log.warn({ err, job: { id: job.id, kind: job.kind, attempts: job.attempts } }, 'job failed');
      await markFailed(this.deps.db, job, this.deps.clock.now(), safeErrorMessage(err));
    }
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
      results[sweep.name] = await this.deps.db.transaction(async (tx) => {
        const got = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${lockId(sweep.name)}) AS locked`);
        const locked = (got as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
        if (!locked) return 0;
        return sweep.run({ ...this.deps, db: tx as unknown as Deps['db'] }, this.deps.clock.now());
      });
    }
    return results;
  }
}
