import { z } from 'zod';
import { DECISION_REVIEW_STATUS, REVIEW_NOTE_MAX } from '../review/review-rules';

export { DECISION_REVIEW_STATUS, REVIEW_NOTE_MAX };

const isoInstant = z.string().describe('ISO-8601 instant, UTC');

/** `/loan/decision/review`: a person is asked to review the refusal of one of the caller's orders (decision 0083). */
export const decisionReviewRequest = z
  .object({
    orderNo: z.string().trim().min(1, { error: 'validation.orderNoEmpty' }),
    /** Optional: what the borrower wants the reviewer to know. */
    note: z.string().trim().max(REVIEW_NOTE_MAX, { error: 'validation.reviewNoteTooLong' }).optional(),
  })
  .strict();

/** A review as the borrower's order record carries it: its state, and by when a person answers. */
export const decisionReview = z.object({
  status: z.enum(DECISION_REVIEW_STATUS),
  requestedAt: isoInstant,
  /** The market's deadline from the request (REVIEW_DEADLINE_DAYS_NG / _MX). */
  answerBy: isoInstant,
  decidedAt: isoInstant.nullable(),
});

export const decisionReviewResponse = decisionReview.extend({ orderNo: z.string() });
