import { sql } from 'drizzle-orm';
import { paymentInstruments, rollovers } from '../../db/schema';
import type { Sweep } from '../../jobs/runner';
import type { DbOrTx } from '../../ledger/post';
import { retireExpiredInstruments } from './instruments-repo';

/**
 * Expired offline references and accounts are retired (a new one is issued on request), and a
 * rollover whose fee instrument expired unpaid lapses so the borrower can confirm a new one.
 * Set-based and idempotent.
 */
export async function retireExpired(db: DbOrTx, now: Date): Promise<number> {
  const retired = await retireExpiredInstruments(db, now);
  const lapsed = await db.execute(sql`
    UPDATE ${rollovers} r SET status = 'expired'
    FROM ${paymentInstruments} i
    WHERE r.instrument_id = i.id AND r.status = 'pending' AND i.status = 'expired'
    RETURNING r.id`);
  return retired + (lapsed as unknown as { rows: unknown[] }).rows.length;
}

export const retireInstrumentsSweep: Sweep = {
  name: 'retireInstruments',
  everyMs: 60_000,
  run: (deps, now) => retireExpired(deps.db, now),
};
