import { z } from 'zod';

/** An empty request: GET calls without parameters still carry `t`, which the transport strips. */
export const empty = z.object({}).strict();

export const market = z.enum(['ng', 'mx']);
export const language = z.enum(['en', 'es']);
export const currency = z.enum(['NGN', 'MXN']);
/** Integer minor units (kobo, centavos). */
export const minorUnits = z.number().int();

export const okFlag = z.object({ ok: z.literal(true) });
