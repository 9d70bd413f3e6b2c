import pino from 'pino';
import { Counter } from 'prom-client';
import { LedgerError } from '../../domain/ledger/ledger';
import { loggerOptions } from '../logger';

/**
 * A key posted again with other content: a bug that would otherwise leave no trace (the first
 * posting stands, the second's money is simply not in the books). Typed so a caller may tell it
 * from an unbalanced draft; it rolls back the caller's transaction like any error.
 */
export class LedgerKeyConflict extends LedgerError {
  constructor(
    readonly idempotencyKey: string,
    readonly kind: string,
    readonly differs: string,
  ) {
    super(`ledger key ${idempotencyKey} was posted before with other ${differs}`);
    this.name = 'LedgerKeyConflict';
  }
}

/**
 * Module-wide rather than per app: postings run deep in services and jobs that hold no metrics
 * handle. Every app's registry adds this one counter (Metrics), so /metrics shows it.
 */
export const ledgerKeyConflicts = new Counter({
  name: 'presta_ledger_key_conflicts_total',
  help: 'Ledger keys posted again with other lines (an alert: any increase is a bug that would lose money)',
  labelNames: ['kind'] as const,
  registers: [],
});

/** What a conflict is written to: pino's and Fastify's loggers both fit. */
export interface ConflictLog {
  error(obj: object, msg: string): void;
}

// Until an app hands over its own, a logger with the same redaction as the app's.
let log: ConflictLog = pino(loggerOptions('info'));

/** The app's logger, so conflicts are written where every other line goes. */
export function useLedgerLog(logger: ConflictLog): void {
  log = logger;
}

/** Counts and logs a conflict by key and kind only: the key names orders and vendor ids, never a person. */
export function reportKeyConflict(conflict: LedgerKeyConflict): LedgerKeyConflict {
  ledgerKeyConflicts.inc({ kind: conflict.kind });
  log.error(
    { ledgerKey: conflict.idempotencyKey, kind: conflict.kind, differs: conflict.differs },
    'ledger key posted again with other lines: refused',
  );
  return conflict;
}
