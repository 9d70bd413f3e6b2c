import { z } from 'zod';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES, COMPLAINT_TEXT } from '../complaints/complaint-rules';

const isoInstant = z.string().describe('ISO-8601 instant, UTC');

/* ───────────── Complaints (issue 28.6, decision 0085) ───────────── */

/** Multipart: one image `file`; answers a server-made photo id for `/user/complaints`. */
export const uploadComplaintPhotoRequest = z.object({});
export const uploadComplaintPhotoResponse = z.object({ photoId: z.string() });

export const createComplaintRequest = z.object({
  category: z.enum(COMPLAINT_CATEGORIES, { error: 'validation.complaintCategory' }),
  text: z
    .string({ error: 'validation.complaintText' })
    .trim()
    .min(COMPLAINT_TEXT.min, { error: 'validation.complaintText' })
    .max(COMPLAINT_TEXT.max, { error: 'validation.complaintText' }),
  /** From `/user/complaints/photo`, when the borrower added one. */
  photoId: z
    .string({ error: 'validation.complaintPhoto' })
    .trim()
    .min(1, { error: 'validation.complaintPhoto' })
    .max(100, { error: 'validation.complaintPhoto' })
    .optional(),
});

export const complaintUpdate = z.object({
  kind: z.enum(['reply', 'status']),
  /** The new status (kind status). */
  status: z.enum(COMPLAINT_STATUSES).nullable(),
  /** The operator's answer (kind reply), in the words they wrote. */
  text: z.string().nullable(),
  at: isoInstant,
});

export const complaint = z.object({
  /** Market prefix and a sequence, e.g. NG-000042: what the borrower quotes. */
  caseNo: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  status: z.enum(COMPLAINT_STATUSES),
  text: z.string(),
  hasPhoto: z.boolean(),
  createdAt: isoInstant,
  /** The market's deadline for this category, fixed when the case was opened. */
  answerBy: isoInstant,
  resolvedAt: isoInstant.nullable(),
  /** Oldest first. */
  updates: z.array(complaintUpdate),
});

/** Where a borrower not satisfied with the answer may go: who, and how to reach them (settings). */
export const escalationChannel = z.object({ who: z.enum(['une', 'condusef', 'fccpc']), contact: z.string() });

export const complaintListRequest = z.object({});
export const complaintListResponse = z.object({
  complaints: z.array(complaint),
  /** The calling app's market's route; the app shows it on a resolved case. */
  escalation: z.array(escalationChannel),
});
