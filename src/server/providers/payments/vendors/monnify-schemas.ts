import { z } from 'zod';
import { majorToMinor } from '../minor-units';
import { amountBy, optionalText, parsedInside, textOnly, vendorText, vendorTime } from '../../vendor-message';

/** Every Monnify notification: its `eventType` decides which schema reads the rest. */
export const monnifyEvent = z.looseObject({ eventType: z.string().trim() });

/** A transaction event's status, read before the rest: an unpaid one need not carry a payment. */
export const monnifyPaymentStatus = z.looseObject({ eventData: z.looseObject({ paymentStatus: optionalText }) });

/**
 * A paid transaction (`SUCCESSFUL_TRANSACTION`) into a reserved account: naira in major units,
 * `product.reference` our account reference, the currency under either of Monnify's two names.
 */
export const monnifyTransaction = z.looseObject({
  eventData: z
    .looseObject({
      transactionReference: vendorText,
      amountPaid: amountBy(majorToMinor, 'an amount in major units'),
      currency: optionalText,
      currencyCode: optionalText,
      product: z.looseObject({ reference: vendorText }),
      destinationAccountInformation: z.looseObject({ accountNumber: optionalText }).optional(),
      paymentReference: optionalText,
      paidOn: vendorTime,
    })
    .transform((data, ctx) => {
      const currency = data.currency ?? data.currencyCode;
      if (currency) return { ...data, currency };
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'no currency' });
      return z.NEVER;
    }),
});

/* The API's answers (decision 0108), each inside Monnify's `responseBody`. */

/** Login: the bearer token and how long it lives (seconds; absent: Monnify's usual). */
export const monnifyLogin = z.looseObject({
  responseBody: z.looseObject({ accessToken: textOnly, expiresIn: z.number().nullish() }),
});

/** A reserved account (made or found again): its first account's number as text, never a JSON number. */
export const monnifyReserved = z.looseObject({
  responseBody: z.looseObject({
    accounts: z.array(z.looseObject({ accountNumber: textOnly, bankName: optionalText })).min(1),
    reservationReference: optionalText,
    accountName: optionalText,
  }),
});

/**
 * A transaction as the API answers it: its status first, and a PAID one must carry its payment as
 * `SUCCESSFUL_TRANSACTION` does (the API may name the amount `amount`, the time `completedOn`).
 */
export const monnifyApiTransaction = z.looseObject({ paymentStatus: textOnly }).transform((t, ctx) => ({
  paymentStatus: t.paymentStatus,
  payment:
    t.paymentStatus === 'PAID'
      ? parsedInside(
          monnifyTransaction.shape.eventData,
          { ...t, amountPaid: t.amountPaid ?? t.amount, paidOn: t.paidOn ?? t.completedOn },
          ctx,
        )
      : null,
}));

/** One transaction by its reference (a notification's re-fetch). */
export const monnifyTransactionFound = z.looseObject({ responseBody: monnifyApiTransaction });

/** A reserved account's transactions. */
export const monnifyAccountTransactions = z.looseObject({
  responseBody: z.looseObject({ content: z.array(monnifyApiTransaction) }),
});

/** A page of the transaction search: how many pages there are, or that this is the last. */
export const monnifySearchPage = z.looseObject({
  responseBody: z.looseObject({
    content: z.array(monnifyApiTransaction),
    totalPages: z.number().int().nonnegative(),
    last: z.boolean().optional(),
  }),
});
