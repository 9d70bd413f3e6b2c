import { z } from 'zod';

/** An empty request: GET calls without parameters still carry `t`, which the transport strips. */
export const empty = z.object({}).strict();

export const market = z.enum(['ng', 'mx']);
export const language = z.enum(['en', 'es']);
export const currency = z.enum(['NGN', 'MXN']);
/** Integer minor units (kobo, centavos). */
export const minorUnits = z.number().int();

export const okFlag = z.object({ ok: z.literal(true) });

/** An order number a call names: the caller's own order, looked up by it. */
export const orderNo = z
  .string({ error: 'validation.orderNoEmpty' })
  .trim()
  .min(1, { error: 'validation.orderNoEmpty' })
  .max(64, { error: 'validation.orderNoEmpty' });
/** A loan amount chosen on an offer, in minor units. */
export const offerAmount = z.coerce
  .number({ error: 'validation.amountNotOffered' })
  .int({ error: 'validation.amountNotOffered' })
  .positive({ error: 'validation.amountNotOffered' });
/** A tenure chosen on an offer, in days. */
export const offerDays = z.coerce
  .number({ error: 'validation.tenureNotOffered' })
  .int({ error: 'validation.tenureNotOffered' })
  .positive({ error: 'validation.tenureNotOffered' });
