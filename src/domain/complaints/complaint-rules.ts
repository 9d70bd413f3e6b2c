/**
 * Complaints (issue 28.6, decision 0085): the fixed list of categories a borrower picks from,
 * which of them are complex (the longer deadline), the statuses a case moves through and the
 * limits of what a borrower writes. One table, read by the server, the app and the console.
 */
export const COMPLAINT_CATEGORIES = [
  'payment',
  'disbursement',
  'charges',
  'collection',
  'privacy',
  'account',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/**
 * Categories that need records from others (a payment provider, the ledger, a collector): the market's longer deadline.
 */
export const COMPLEX_CATEGORIES: ReadonlySet<ComplaintCategory> = new Set(['charges', 'collection', 'privacy']);

/**
 * open: received, nobody has taken it; inProgress: an operator works it; resolved: answered and
 * closed, with the escalation route shown. No "awaiting borrower": the borrower has no call to
 * answer in, and a case that waited on them would stop a regulator's clock the law does not stop.
 */
export const COMPLAINT_STATUSES = ['open', 'inProgress', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/**
 * Where a case may go from where it is: back to the queue, or resolved, which is final (the borrower escalates from
 * there).
 */
export const COMPLAINT_MOVES: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  open: ['inProgress', 'resolved'],
  inProgress: ['resolved', 'open'],
  resolved: [],
};

/** Long enough to say what happened, short enough to read on a phone. */
export const COMPLAINT_TEXT = { min: 10, max: 1000 } as const;
/** An operator's reply. */
export const COMPLAINT_REPLY = { min: 2, max: 1000 } as const;

export const isComplex = (category: ComplaintCategory): boolean => COMPLEX_CATEGORIES.has(category);
