import { z } from 'zod';
import { parseIsoDate } from '../pricing/civil-date';

const reason = z.string().trim().min(5).max(500);
const amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const date = z.string().refine((v) => parseIsoDate(v) !== null);

/**
 * What an operator sends to request an adjustment (decision 0087), the same for the console form
 * and the server: a waiver names its amount in minor units, a restructure its new due date, a
 * write-off only its reason (it takes all that is owed). Every one says why, in at least 5 characters.
 */
export const adjustmentRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('penaltyWaiver'), amount, reason }).strict(),
  z.object({ kind: z.literal('interestWaiver'), amount, reason }).strict(),
  z.object({ kind: z.literal('writeOff'), reason }).strict(),
  z.object({ kind: z.literal('restructure'), newDueDate: date, reason }).strict(),
]);
export type AdjustmentRequestInput = z.infer<typeof adjustmentRequestSchema>;

/** A checker's rejection says why too. */
export const adjustmentRejectSchema = z.object({ reason }).strict();
