import { and, eq } from 'drizzle-orm';
import { assessments, loanOrders } from '../db/schema';
import type { TestApp } from './harness';
import { completeProfile, newBorrower, ngAnswers, work, type Borrower, type Market } from './profile-fixtures';

/**
 * Test support for the loan work: borrowers taken through apply → submit → assessment.
 * Test code only; never imported by app code.
 */

export async function orderByNo(t: TestApp, orderNo: string) {
  const [row] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
  return row;
}

export async function assessmentOf(t: TestApp, orderId: number) {
  const [row] = await t.database.db.select().from(assessments).where(eq(assessments.orderId, orderId));
  return row ?? null;
}

/** Submits the borrower's open order (applying first when they have none) and waits for the kicked assessment. */
export async function submitAndAssess(t: TestApp, b: Borrower): Promise<string> {
  const applied = await b.call('/loan/loan-order/apply-market', {});
  if (applied.code !== 0 || !applied.data.orderNo) throw new Error(`apply failed: ${applied.msg}`);
  const orderNo = applied.data.orderNo;
  const submitted = await b.call('/user/submit', { orderNo });
  if (submitted.code !== 0) throw new Error(`submit failed: ${submitted.msg}`);
  // The submit kicked the runner; its pass (and any pass a second kick asked for) runs the job.
  await t.app.jobs.idle();
  return orderNo;
}

/** A borrower of a market with a complete profile whose order was assessed (approved with the fixtures). */
export async function assessedBorrower(t: TestApp, market: Market = 'ng') {
  const b = await newBorrower(t, market);
  await b.call('/loan/loan-order/apply-market', {});
  await completeProfile(t, b);
  const orderNo = await submitAndAssess(t, b);
  return { b, orderNo, order: await orderByNo(t, orderNo) };
}

/**
 * A Nigerian borrower the scorecard refuses: a default in the last 6 months, overdue loans, long delays (score 146).
 */
export async function refusedBorrower(t: TestApp) {
  const b = await newBorrower(t, 'ng');
  await b.call('/loan/loan-order/apply-market', {});
  await completeProfile(t, b);
  await b.call('/user/saveAdditionInfo-market', {
    ...work,
    emergencyContactName1: 'Mum',
    emergencyContactMobile1: '08051234567',
    emergencyContactRelation1: 'parents',
    emergencyContactName2: 'Tunde',
    emergencyContactMobile2: '9051234567',
    emergencyContactRelation2: 'colleagues',
  });
  await b.call('/user/save/questionnaire', {
    answers: { ...ngAnswers, 1: 'yes', 5: 'carbon', 6: 'over90Days', 11: '2' },
  });
  const orderNo = await submitAndAssess(t, b);
  return { b, order: await orderByNo(t, orderNo) };
}

/** Puts an order straight into a state, as the money and repayment work would (tests of reads only). */
export async function setOrder(
  t: TestApp,
  orderNo: string,
  userId: number,
  values: Partial<typeof loanOrders.$inferInsert>,
) {
  await t.database.db
    .update(loanOrders)
    .set(values)
    .where(and(eq(loanOrders.orderNo, orderNo), eq(loanOrders.userId, userId)));
}
