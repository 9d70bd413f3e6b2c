import { sql } from 'drizzle-orm';
import type { Market } from '../../domain/markets/market';
import { servesMarket, type AppConfig } from '../config';
import type { Db } from '../db/client';
import type { JobRunner } from '../jobs/runner';
import { NG_COLLECTION_VENDORS } from '../providers/payments/collections-settings';
import type { PaymentsProvider } from '../providers/payments/payments-provider';
import type { SmsProvider } from '../providers/sms/sms-provider';
import { MigrationCheck } from './migration-status';

interface Check {
  ok: boolean;
  [detail: string]: unknown;
}
export interface Readiness {
  status: 'ready' | 'not ready';
  checks: Record<string, Check>;
}

/** A job pass that has neither begun nor ended for this long means the runner is stuck. */
const JOBS_SILENT_MS = 60_000;
const DB_TIMEOUT_MS = 2_000;

export interface ReadinessSources {
  config: AppConfig;
  db: Db;
  jobs: JobRunner;
  sms: SmsProvider;
  payments: PaymentsProvider;
  /** True once SIGTERM arrived: the load balancer must stop sending traffic here. */
  draining: () => boolean;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    work,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The checks of GET /readyz, each cheap: `SELECT 1`, a migration answer kept once current,
 * the job runner's own state, the configuration's vendors. Polls arriving together share one run.
 */
export function readinessProbe(src: ReadinessSources): () => Promise<Readiness> {
  const migrations = new MigrationCheck(src.db);
  let inFlight: Promise<Readiness> | null = null;

  const database = async (): Promise<Check> => {
    const started = performance.now();
    try {
      await withTimeout(src.db.execute(sql`SELECT 1`), DB_TIMEOUT_MS);
      return { ok: true, ms: Math.round(performance.now() - started) };
    } catch (err) {
      return { ok: false, error: (err as Error).message === 'timed out' ? 'no answer in 2 s' : 'unreachable' };
    }
  };

  const jobs = (): Check => {
    const h = src.jobs.health();
    const alive = h.busy || (h.lastPassAgoMs !== null && h.lastPassAgoMs < JOBS_SILENT_MS);
    return { ok: h.started && alive, started: h.started, lastPassAgoMs: h.lastPassAgoMs };
  };

  const vendors = (): Check => {
    const c = src.config.collections;
    // A market not served (MARKETS) has no vendors to check; Nigeria's are those COLLECTION_VENDORS_NG names.
    const market = (
      m: Market,
      mode: 'sandbox' | 'vendors' | undefined,
      names: readonly string[],
    ): { mode: string; credentials?: Record<string, string> } =>
      !servesMarket(src.config, m)
        ? { mode: 'not served' }
        : mode === 'vendors'
          ? {
              mode,
              credentials: Object.fromEntries(
                names.map((n) => [n, c?.vendors[n as keyof typeof c.vendors] ? 'present' : 'missing']),
              ),
            }
          : { mode: 'sandbox' };
    const ng = market('ng', c?.ng, c?.ngVendors ?? NG_COLLECTION_VENDORS);
    const mx = market('mx', c?.mx, ['conekta', 'stp']);
    const missing = [ng, mx].some((m) => Object.values(m.credentials ?? {}).includes('missing'));
    return {
      ok: !missing,
      sms: src.sms.sandbox ? 'sandbox' : src.sms.name,
      payouts: src.payments.name,
      collections: { ng, mx },
    };
  };

  const run = async (): Promise<Readiness> => {
    const [db, migrated] = await Promise.all([database(), migrations.status()]);
    const checks: Record<string, Check> = {
      database: db,
      migrations: { ok: db.ok && migrated.current, applied: migrated.applied, expected: migrated.expected },
      jobs: jobs(),
      vendors: vendors(),
    };
    if (src.draining()) checks.shutdown = { ok: false, draining: true };
    return { status: Object.values(checks).every((c) => c.ok) ? 'ready' : 'not ready', checks };
  };

  return () =>
    (inFlight ??= run().finally(() => {
      inFlight = null;
    }));
}
