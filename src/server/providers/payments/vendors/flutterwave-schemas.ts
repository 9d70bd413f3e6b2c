import { z } from 'zod';
import { majorToMinor } from '../minor-units';
import { eventIdPart, ourReferenceText } from '../webhooks/payout-webhook-parse';
import { amountBy, optionalText, parsedInside, textOnly, vendorText, vendorTime } from '../../vendor-message';

/** Every Flutterwave event: its name decides which schema reads the rest. */
export const flutterwaveEvent = z.looseObject({ event: z.string().trim() });

/** A charge event's status, read before the rest: a failed charge need not carry a payment. */
export const flutterwaveChargeStatus = z.looseObject({ data: z.looseObject({ status: optionalText }) });

/** A successful charge (`charge.completed`): naira in major units, exact to the kobo. */
export const flutterwaveCharge = z.looseObject({
  data: z.looseObject({
    id: vendorText,
    amount: amountBy(majorToMinor, 'an amount in major units'),
    currency: vendorText,
    tx_ref: vendorText,
    payment_type: optionalText,
    flw_ref: optionalText,
    created_at: vendorTime,
  }),
});

/** A finished transfer (`transfer.completed`): its id and status make the event id, the reference is ours. */
export const flutterwaveTransferEvent = z.looseObject({
  data: z.looseObject({ id: eventIdPart, status: eventIdPart, reference: ourReferenceText }),
});

/* The API's answers (decision 0108): read as the webhook's messages are. */

/** A payment link (POST /v3/payments). */
export const flutterwaveLink = z.looseObject({ data: z.looseObject({ link: textOnly }) });

/** A static virtual account: its number as text (a JSON number has lost its leading zeros). */
export const flutterwaveAccount = z.looseObject({
  data: z.looseObject({ account_number: textOnly, order_ref: optionalText, bank_name: optionalText }),
});

/**
 * A transaction as the API answers it (verified or listed): its status is read first, and only a
 * successful one must carry its payment, as `charge.completed` does.
 */
export const flutterwaveTransaction = z.looseObject({ status: textOnly }).transform((t, ctx) => ({
  status: t.status,
  payment: t.status === 'successful' ? parsedInside(flutterwaveCharge.shape.data, t, ctx) : null,
}));

export const flutterwaveTransactionFound = z.looseObject({ data: flutterwaveTransaction });

/** Transactions by tx_ref (a static account's payments). */
export const flutterwaveTransactions = z.looseObject({ data: z.array(flutterwaveTransaction) });

/** One page of a list: how many pages there are (without it the list cannot be known to be whole). */
const pageInfo = z.looseObject({
  page_info: z.looseObject({ total_pages: z.number().int().nonnegative() }),
});

/** A page of the day's transactions, each listed payment dated by its `created_at`. */
export const flutterwaveTransactionPage = z.looseObject({
  status: z.literal('success'),
  data: z.array(flutterwaveTransaction),
  meta: pageInfo,
});

/** Resolve Account: the holder's name, if the bank gave one. */
export const flutterwaveResolved = z.looseObject({
  status: z.literal('success'),
  data: z.looseObject({ account_name: optionalText }),
});

/** A transfer as created or found: naira in major units, its id and status. */
export const flutterwaveTransfer = z.looseObject({
  id: vendorText,
  status: textOnly,
  amount: amountBy(majorToMinor, 'an amount in major units'),
});

/** A transfer as created. */
export const flutterwaveTransferSent = z.looseObject({ status: z.literal('success'), data: flutterwaveTransfer });

/** A listed transfer: under our reference, with its currency and when it was made. */
export const flutterwaveListedTransfer = flutterwaveTransfer.extend({
  reference: vendorText,
  currency: vendorText,
  created_at: textOnly,
});

/** Transfers by our reference (none yet: an empty list). */
export const flutterwaveTransfersFound = z.looseObject({
  status: z.literal('success'),
  data: z.array(flutterwaveTransfer.extend({ reference: vendorText })),
});

/** A page of the transfer list. */
export const flutterwaveTransferPage = z.looseObject({
  status: z.literal('success'),
  data: z.array(flutterwaveListedTransfer),
  meta: pageInfo,
});
