import { z } from 'zod';
import { vendorText } from '../../vendor-message';

/** A text, WhatsApp message or voice call accepted (2xx): Termii's id of it, which its reports name. */
export const termiiAccepted = z.looseObject({ message_id: vendorText });

/** The account's balance (`GET /api/get-balance`): a number, or its decimal text, and the currency. */
export const termiiBalance = z.looseObject({
  balance: z.union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ]),
  currency: z.string().trim().min(1),
});

/** A delivery report (Events and Reports): which message and its status as Termii words it. */
export const termiiReport = z.looseObject({ message_id: vendorText, status: z.string() });
