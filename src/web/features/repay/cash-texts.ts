import type { CashNetwork } from '../../../domain/markets/payment-methods';

type CashText = 'method' | 'hint' | 'title' | 'steps' | 'next';

/** OXXO Pay's texts (the default network) are the method's own keys. */
const OXXO_PAY = {
  method: 'methods.oxxo',
  hint: 'methodHints.oxxo',
  title: 'instrument.cashTitle',
  steps: 'instrument.cashSteps',
  next: 'cashier.next.cashReference',
} as const;

/**
 * The repay text that names where a cash reference is paid, for the network that issues it
 * (decision 0077): OXXO stores for OXXO Pay; Conekta Efectivo's stores, and "not OXXO", for Conekta's.
 */
export function cashTextKey<K extends CashText>(
  network: CashNetwork | null | undefined,
  text: K,
): (typeof OXXO_PAY)[K] | `cash.conekta_efectivo.${K}` {
  return network === 'conekta_efectivo' ? `cash.conekta_efectivo.${text}` : OXXO_PAY[text];
}
