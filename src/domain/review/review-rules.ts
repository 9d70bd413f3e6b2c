/**
 * The rules of a review on request (decision 0083) that screens need without the call
 * contracts: Home shows the request form, and zod must not ride into Home's first paint.
 */

/** The longest note a borrower may add to a review request; the screen counts down to it. */
export const REVIEW_NOTE_MAX = 500;

export const DECISION_REVIEW_STATUS = ['pending', 'upheld', 'reversed'] as const;
