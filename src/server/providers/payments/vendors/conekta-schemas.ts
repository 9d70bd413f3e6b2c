import { z } from 'zod';
import { wholeMinor } from '../minor-units';
import { amountBy, optionalText, vendorText, vendorTime } from '../../vendor-message';

/** Every Conekta event: its `type` decides which schema reads the rest. */
export const conektaEvent = z.looseObject({ type: z.string().trim() });

/** Centavos as whole numbers, converted where they are read. */
const centavos = amountBy(wholeMinor, 'whole centavos').optional();

/** A charge of an order as `conektaPaidOrder` reads it. */
const conektaCharge = z.looseObject({
  id: optionalText,
  status: optionalText,
  amount: centavos,
  currency: optionalText,
  paid_at: vendorTime,
});

/** What an order carries wherever it is read: its charges, and the amount and currency they fall back to. */
const orderFields = {
  id: optionalText,
  amount: centavos,
  currency: optionalText,
  charges: z.looseObject({ data: z.array(conektaCharge) }),
};

/**
 * `order.paid`: the order (data.object) with our reference in its metadata and its charges; the
 * paid one among them is read by `conektaPaidOrder`.
 */
export const conektaOrderPaidEvent = z.looseObject({
  data: z.looseObject({
    object: z.looseObject({ ...orderFields, metadata: z.looseObject({ reference: vendorText }) }),
  }),
});

/** An order as `conektaPaidOrder` reads it, from an event or from the API. */
export interface ConektaOrderRead {
  id: string | null;
  amount?: number;
  currency: string | null;
  metadata?: { reference: string | null } | null;
  charges: { data: z.output<typeof conektaCharge>[] };
}

/* The API's answers (decision 0108). */

/**
 * An order as the API answers it (GET /orders/:id, the list): its id, its status, when it was
 * made. A paid charge must carry what makes it a payment (its id, centavos, currency, and our
 * reference on the order), as in `order.paid`; an unpaid order need not.
 */
export const conektaOrder = z
  .looseObject({
    ...orderFields,
    id: vendorText,
    payment_status: z.string().trim().nullish(),
    created_at: z.number().optional(),
    metadata: z.looseObject({ reference: optionalText }).nullish(),
  })
  .superRefine((order, ctx) => {
    const at = order.charges.data.findIndex((c) => c.status === 'paid');
    if (at < 0) return;
    const charge = order.charges.data[at];
    const missing = (path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', path, message: 'needed by a paid charge' });
    if (!charge.id) missing(['charges', 'data', at, 'id']);
    if ((charge.amount ?? order.amount) === undefined) missing(['charges', 'data', at, 'amount']);
    if (!(charge.currency ?? order.currency)) missing(['charges', 'data', at, 'currency']);
    if (!order.metadata?.reference) missing(['metadata', 'reference']);
  });

/** A page of GET /orders: newest first; `has_more` and the `next_page_url` that carries the cursor. */
export const conektaOrderPage = z.looseObject({
  data: z.array(conektaOrder),
  has_more: z.boolean().optional(),
  next_page_url: z.string().nullish(),
});

/** The orders a search finds: our reference in each one's metadata, where it has one. */
export const conektaOrderSearch = z.looseObject({
  data: z.array(z.looseObject({ metadata: z.looseObject({ reference: optionalText }).nullish() })),
});

/** A cash order as made (or found again): the reference the borrower pays with, its barcode and expiry. */
export const conektaCashOrder = z.looseObject({
  id: vendorText,
  charges: z.looseObject({
    data: z
      .array(
        z.looseObject({
          payment_method: z.looseObject({
            reference: vendorText,
            barcode: optionalText,
            expires_at: z.number().nullish(),
          }),
        }),
      )
      .min(1),
  }),
});
