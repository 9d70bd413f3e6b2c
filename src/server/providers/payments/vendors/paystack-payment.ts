import type { z } from 'zod';
import type { CollectedPayment } from '../collections-provider';
import { date } from '../webhooks/webhook-parse';
import type { paystackCharge } from './paystack-schemas';

/**
 * A successful Paystack charge as a payment: the same whether `charge.success` brought it or the
 * API answered it (verify, fetch, list), so the two name one payment alike.
 */
export function paystackPayment(data: z.output<typeof paystackCharge>['data']): CollectedPayment {
  const { id, amount, currency, reference } = data;
  const dedicated = data.channel === 'dedicated_nuban';
  return {
    vendor: 'paystack',
    eventId: id,
    vendorTxId: reference,
    method: dedicated ? 'paystack_dedicated' : 'paystack_card',
    reference: dedicated ? null : reference,
    accountNumber: dedicated ? (data.authorization?.receiver_bank_account_number ?? null) : null,
    amount,
    currency,
    providerRef: reference,
    paidAt: date(data.paid_at ?? data.paidAt, new Date()),
  };
}
