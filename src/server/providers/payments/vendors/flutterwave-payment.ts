import type { z } from 'zod';
import type { CollectedPayment } from '../collections-provider';
import { date } from '../webhooks/webhook-parse';
import type { flutterwaveCharge } from './flutterwave-schemas';

/**
 * A successful Flutterwave charge as a payment: the same whether `charge.completed` brought it or
 * the API answered it (verify, list), so the two name one payment alike.
 */
export function flutterwavePayment(data: z.output<typeof flutterwaveCharge>['data']): CollectedPayment {
  const { id, amount, currency, tx_ref: txRef } = data;
  return {
    vendor: 'flutterwave',
    eventId: id,
    vendorTxId: id,
    method: data.payment_type === 'bank_transfer' ? 'flutterwave_reserved' : 'flutterwave_link',
    reference: txRef,
    accountNumber: null,
    amount,
    currency,
    providerRef: data.flw_ref ?? id,
    paidAt: date(data.created_at, new Date()),
  };
}
