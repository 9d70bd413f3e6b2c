import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bureauAuthorisations, bureauInquiries } from '../../db/schema';

/**
 * How many of an order's consultations the console lists: an outage's retries are few
 * (BUREAU_CALLS_PER_BORROWER_PER_DAY).
 */
const SHOWN = 20;

/**
 * The credit bureau on the console's order (issue 31, decision 0100): the borrower's authorisation
 * (method, text version, when; never the code or its proof) and each consultation, newest first,
 * with the counts the assessment read (active loans elsewhere, arrears, amount overdue, defaults,
 * worst delay, recent enquiries). The report itself was never kept, so it cannot show here.
 */
export async function orderBureauView(db: Db, userId: number, orderId: number) {
  const [[authorisation], inquiries] = await Promise.all([
    db
      .select({
        bureau: bureauAuthorisations.bureau,
        method: bureauAuthorisations.method,
        textVersion: bureauAuthorisations.textVersion,
        authorisedAt: bureauAuthorisations.authorisedAt,
        expiresAt: bureauAuthorisations.expiresAt,
      })
      .from(bureauAuthorisations)
      .where(and(eq(bureauAuthorisations.orderId, orderId), eq(bureauAuthorisations.userId, userId)))
      .limit(1),
    db
      .select({
        bureau: bureauInquiries.bureau,
        outcome: bureauInquiries.outcome,
        detail: bureauInquiries.detail,
        summary: bureauInquiries.summary,
        bureauReference: bureauInquiries.bureauReference,
        consultedAt: bureauInquiries.createdAt,
      })
      .from(bureauInquiries)
      .where(and(eq(bureauInquiries.orderId, orderId), eq(bureauInquiries.userId, userId)))
      .orderBy(desc(bureauInquiries.createdAt), desc(bureauInquiries.id))
      .limit(SHOWN),
  ]);
  return { authorisation: authorisation ?? null, inquiries };
}
