import type { z } from 'zod';
import type { paymentInstrument } from '../../../domain/api/repay';
import type { CashNetwork, CollectionMethod } from '../../../domain/markets/payment-methods';
import type { InstrumentRow } from './instruments-repo';

export type InstrumentView = z.infer<typeof paymentInstrument>;

interface Details {
  account?: { bankName: string; accountNumber: string; accountName: string };
  /** `network` since decision 0077; a reference stored before it was the sandbox's, which stands in for OXXO Pay. */
  cashReference?: { reference: string; barcode: string; network?: CashNetwork };
  checkoutUrl?: string;
}

/** An issued instrument as the cashier shows it; "expired" is also read from the clock. */
export function instrumentView(row: InstrumentRow, orderNo: string, now: Date): InstrumentView {
  const details = row.details as Details;
  const lapsed = row.status === 'open' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  return {
    reference: row.reference,
    orderNo,
    method: row.method as CollectionMethod,
    kind: row.kind,
    status: lapsed ? 'expired' : row.status,
    currency: row.currency,
    amount: row.amount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    account: details.account ?? null,
    cashReference: details.cashReference
      ? { ...details.cashReference, network: details.cashReference.network ?? 'oxxo_pay' }
      : null,
    checkoutUrl: details.checkoutUrl ?? null,
    // SPEC's field stays: Flutterwave checks a card's code on its own page, so we never ask for one (decision 0038).
    otpRequired: false,
  };
}
