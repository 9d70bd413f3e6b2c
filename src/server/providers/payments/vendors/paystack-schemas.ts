import { z } from 'zod';
import { wholeMinor } from '../minor-units';
import { eventIdPart } from '../webhooks/payout-webhook-parse';
import { amountBy, optionalText, parsedInside, textOnly, vendorText, vendorTime } from '../../vendor-message';

/** Every Paystack event: its name decides which schema reads the rest. */
export const paystackEvent = z.looseObject({ event: z.string().trim() });

/** A charge event's status, read before the rest: a failed charge need not carry a payment. */
export const paystackChargeStatus = z.looseObject({ data: z.looseObject({ status: optionalText }) });

/**
 * A successful charge (`charge.success`): kobo as Paystack sends them (whole numbers); a
 * transfer into a dedicated account (channel `dedicated_nuban`) must name the receiving account.
 */
export const paystackCharge = z.looseObject({
  data: z
    .looseObject({
      id: vendorText,
      amount: amountBy(wholeMinor, 'whole kobo'),
      currency: vendorText,
      reference: vendorText,
      channel: optionalText,
      authorization: z.looseObject({ receiver_bank_account_number: optionalText }).optional(),
      paid_at: vendorTime,
      paidAt: vendorTime,
    })
    .superRefine((data, ctx) => {
      if (data.channel === 'dedicated_nuban' && !data.authorization?.receiver_bank_account_number) {
        const path = ['authorization', 'receiver_bank_account_number'];
        ctx.addIssue({ code: 'custom', path, message: 'no receiving account' });
      }
    }),
});

/**
 * A transfer event (`transfer.success|failed|reversed`): the transfer's id and our reference as
 * Paystack keeps it (lower-cased letters and digits only).
 */
export const paystackTransferEvent = z.looseObject({
  data: z.looseObject({
    id: eventIdPart,
    reference: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+$/),
  }),
});

/* The API's answers (decision 0108): read as the webhook's messages are. */

/** Initialize Transaction: the checkout link, and the reference as Paystack keeps it. */
export const paystackInitialized = z.looseObject({
  data: z.looseObject({ authorization_url: textOnly, reference: optionalText }),
});

/** The customer Paystack holds under an e-mail: it must be this borrower (its e-mail, our user id if it has one). */
export const paystackCustomer = z.looseObject({
  data: z.looseObject({
    id: vendorText,
    customer_code: vendorText,
    email: textOnly,
    identified: z.boolean().optional(),
    metadata: z.looseObject({ userId: z.union([z.string(), z.number()]).optional() }).nullish(),
  }),
});

/** The customer read again after validation: whether Paystack has validated it yet. */
export const paystackCustomerIdentified = z.looseObject({
  data: z.looseObject({ identified: z.boolean().optional() }),
});

/** A dedicated account: its number as text (a JSON number has lost its leading zeros). */
const paystackAccount = z.looseObject({
  account_number: textOnly,
  account_name: optionalText,
  bank: z.looseObject({ name: optionalText }).nullish(),
});

export const paystackAccountCreated = z.looseObject({ data: paystackAccount });

/** The customer's active dedicated accounts (none yet: an empty list). */
export const paystackAccountsHeld = z.looseObject({ data: z.array(paystackAccount) });

/**
 * A transaction as Paystack's API answers it (verified, fetched or listed): its id and status are
 * read first, and only a successful one must carry its payment, as `charge.success` does.
 */
export const paystackTransaction = z.looseObject({ id: vendorText, status: textOnly }).transform((t, ctx) => ({
  id: t.id,
  status: t.status,
  payment: t.status === 'success' ? parsedInside(paystackCharge.shape.data, t, ctx) : null,
}));

export const paystackTransactionFound = z.looseObject({ data: paystackTransaction });

/** A customer's transactions (a dedicated account's payments). */
export const paystackTransactions = z.looseObject({ data: z.array(paystackTransaction) });

/** One page of a list: `meta.pageCount` when Paystack gives it. */
export function paystackPage<T extends { id: string }>(item: z.ZodType<T>) {
  return z.looseObject({
    status: z.literal(true),
    data: z.array(item),
    meta: z.looseObject({ pageCount: z.number().int().nonnegative().nullish() }).nullish(),
  });
}

/** A transfer as created or verified: kobo, its status, and Paystack's code (or id) for it. */
export const paystackTransfer = z.looseObject({
  id: vendorText,
  transfer_code: optionalText,
  status: textOnly,
  amount: amountBy(wholeMinor, 'whole kobo'),
});

/** A listed transfer: our reference (lower-cased), its currency and the times it reached its status. */
export const paystackListedTransfer = paystackTransfer.extend({
  reference: vendorText,
  currency: vendorText,
  transferred_at: vendorTime,
  updatedAt: vendorTime,
  updated_at: vendorTime,
  createdAt: vendorTime,
  created_at: vendorTime,
});

/** Resolve Account Number: the holder's name, if the bank gave one. */
export const paystackResolved = z.looseObject({
  status: z.literal(true),
  data: z.looseObject({ account_name: optionalText }),
});

/** A transfer recipient: its code, which the transfer names. */
export const paystackRecipient = z.looseObject({ data: z.looseObject({ recipient_code: vendorText }) });

/** Initiate Transfer: the transfer as queued (or as Paystack already held it under our reference). */
export const paystackTransferSent = z.looseObject({ data: paystackTransfer });

/** Verify Transfer: `status: true` and the transfer. */
export const paystackTransferFound = z.looseObject({ status: z.literal(true), data: paystackTransfer });
