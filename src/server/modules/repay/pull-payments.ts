import type { Deps } from '../../deps';
import { instrumentRef, type InstrumentRow } from './instruments-repo';
import { receivePayment } from './receive-payment';

/**
 * "I have paid — check now" and the rollover status call: ask the vendor what it received on
 * an instrument (never trusting the client) and pass each payment through receivePayment,
 * whose (vendor, event id) dedupe makes this safe to repeat and to race with the webhook.
 */
export async function pullPayments(
  deps: Pick<Deps, 'db' | 'clock' | 'collections'>,
  instrument: InstrumentRow,
): Promise<number> {
  if (instrument.status !== 'open') return 0;
  const verified = await deps.collections.verifyPayment(instrumentRef(instrument));
  let credited = 0;
  for (const payment of verified.payments) {
    if ((await receivePayment(deps, payment)).outcome === 'credited') credited++;
  }
  return credited;
}
