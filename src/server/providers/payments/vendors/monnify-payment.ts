import type { z } from 'zod';
import type { CollectedPayment } from '../collections-provider';
import { date } from '../webhooks/webhook-parse';
import type { monnifyTransaction } from './monnify-schemas';

/**
 * A paid Monnify transaction as a payment under `reference` (ours: the reserved account's): the
 * same whether the notification brought it or the API answered it.
 */
export function monnifyPayment(
  data: z.output<typeof monnifyTransaction>['eventData'],
  reference: string,
): CollectedPayment {
  const id = data.transactionReference;
  return {
    vendor: 'monnify',
    eventId: id,
    vendorTxId: id,
    method: 'monnify_reserved',
    reference,
    accountNumber: data.destinationAccountInformation?.accountNumber ?? null,
    amount: data.amountPaid,
    currency: data.currency,
    providerRef: data.paymentReference ?? id,
    paidAt: date(data.paidOn, new Date()),
  };
}
