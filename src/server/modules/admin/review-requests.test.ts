import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../domain/api/codes';
import { assessments, creditLimits, decisionReviews, operatorAudit } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { orderByNo } from '../../test/loan-test-kit';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { refusedBorrower } from '../../test/loan-test-kit';

const DAY = 86_400_000;
let t: TestApp;
let reviewer: SignedInOperator;
let collections: SignedInOperator;
beforeAll(async () => {
  t = await buildTestApp({ reviewDeadlineDays: { ng: 10, mx: 20 } });
});
// Fresh sessions each test: the clock moves days within one.
async function signIn() {
  reviewer = await signInOperator(t, 'reviewer');
  collections = await signInOperator(t, 'collections');
}
beforeEach(signIn);
afterAll(async () => {
  await t.close();
});

/** A refused borrower who asked for a review, and the request's id in the console's queue. */
async function requested(note?: string) {
  const { b, order } = await refusedBorrower(t);
  await b.call('/loan/decision/review', { orderNo: order.orderNo, note });
  const [row] = await t.database.db.select().from(decisionReviews).where(eq(decisionReviews.orderId, order.id));
  return { b, order, id: row.id };
}

const queue = async (status = 'pending') =>
  (await reviewer.call('GET', `/api/admin/review-requests?status=${status}`)).json().data.items as Record<
    string,
    unknown
  >[];
const decide = (id: number, body: unknown, who = reviewer) =>
  who.call('POST', `/api/admin/review-requests/${id}/decision`, body);

describe('the console queue of refusals to review (issue 28.2)', () => {
  it("lists each pending request with its note, age and the market's deadline; overdue once past it; reviewers only", async () => {
    const { order, id } = await requested('Please look again');
    t.clock.advance(3 * DAY);
    await signIn();
    const item = (await queue()).find((i) => i.id === id);
    expect(item).toMatchObject({
      orderNo: order.orderNo,
      market: 'ng',
      note: 'Please look again',
      status: 'pending',
      ageSeconds: 3 * 86_400 + 60,
      overdue: false,
    });
    expect(new Date(item!.answerBy as string).getTime() - new Date(item!.requestedAt as string).getTime()).toBe(
      10 * DAY,
    );
    t.clock.advance(8 * DAY);
    await signIn();
    expect((await queue()).find((i) => i.id === id)).toMatchObject({ overdue: true });
    expect((await collections.call('GET', '/api/admin/review-requests')).statusCode).toBe(403);
    expect((await decide(id, { outcome: 'uphold', reason: 'checked' }, collections)).statusCode).toBe(403);
    // The order screen carries the request for the operator answering it.
    expect((await reviewer.call('GET', `/api/admin/orders/${order.orderNo}`)).json().data.decisionReview).toMatchObject(
      { id, status: 'pending', note: 'Please look again' },
    );
  });

  it('upholding keeps the refusal: audited with the written reason, the borrower told by SMS and on the order', async () => {
    const { b, order, id } = await requested();
    expect((await decide(id, { outcome: 'uphold' })).json().code).toBe(CODES.VALIDATION);
    const res = await decide(id, { outcome: 'uphold', reason: 'The default is on the bureau report.' });
    expect(res.json()).toMatchObject({ code: 0, data: { orderNo: order.orderNo, status: 'upheld', orderStatus: 9 } });
    expect((await orderByNo(t, order.orderNo)).status).toBe(9);
    const [audit] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `order:${order.orderNo}`));
    expect(audit).toMatchObject({
      action: 'order.review.uphold',
      actor: reviewer.email,
      reason: 'The default is on the bureau report.',
      after: { status: 'upheld' },
    });
    const sms = t.sms.latestFor(b.mobile)!;
    expect(sms).toMatchObject({ purpose: 'review', channel: 'sms' });
    expect(sms.text).toContain(`reviewed the decision on your application ${order.orderNo}. The refusal stands.`);
    const record = (await b.call('/loan/loan-order/latest', {})).data.order!;
    expect(record).toMatchObject({
      status: 9,
      decisionReview: { status: 'upheld', decidedAt: t.clock.now().toISOString() },
      reviewable: false,
    });
    expect(record.retryAt).not.toBeNull();
    // Answered once.
    expect((await decide(id, { outcome: 'reverse', reason: 'second thoughts', limit: 500_000 })).json().code).toBe(
      CODES.REVIEW_DECIDED,
    );
    expect((await queue('upheld')).some((i) => i.id === id)).toBe(true);
  });

  it('reversing puts the order where an approval would: 14, the limit, the credit limit, no 30-day wait; the borrower told by SMS', async () => {
    const { b, order, id } = await requested();
    expect((await decide(id, { outcome: 'reverse', reason: 'Bureau record was wrong' })).json().code).toBe(
      CODES.VALIDATION,
    );
    expect(
      (await decide(id, { outcome: 'reverse', reason: 'Bureau record was wrong', limit: 512_345 })).json(),
    ).toMatchObject({ code: CODES.VALIDATION, data: { errors: [{ field: 'limit' }] } });
    expect((await orderByNo(t, order.orderNo)).status).toBe(9);

    const res = await decide(id, { outcome: 'reverse', reason: 'Bureau record was wrong', limit: 500_000 });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { status: 'reversed', orderStatus: 14, approvedLimit: 500_000 },
    });
    const after = await orderByNo(t, order.orderNo);
    expect(after).toMatchObject({ status: 14, approvedLimit: 500_000, rejectedAt: null });
    expect(after.approvedAt?.toISOString()).toBe(t.clock.now().toISOString());
    const [a] = await t.database.db.select().from(assessments).where(eq(assessments.orderId, order.id));
    expect(a).toMatchObject({ outcome: 'approve', limit: 500_000, refusalReasons: [] });
    expect(a.reasons[0]).toBe('operatorApproved');
    const [limit] = await t.database.db.select().from(creditLimits).where(eq(creditLimits.userId, b.userId));
    expect(limit).toMatchObject({ limit: 500_000, reason: `review:${order.orderNo}` });
    const [audit] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `order:${order.orderNo}`));
    expect(audit).toMatchObject({
      action: 'order.review.reverse',
      reason: 'Bureau record was wrong',
      before: { orderStatus: 9 },
      after: { orderStatus: 14 },
    });

    const record = (await b.call('/loan/loan-order/latest', {})).data.order!;
    expect(record).toMatchObject({
      status: 14,
      homeKey: 'success',
      retryAt: null,
      refusalReasons: [],
      decisionReview: { status: 'reversed' },
    });
    expect((await b.call('/loan/loan-product/index', {})).data).toMatchObject({ status: 'success' });
    expect(t.sms.latestFor(b.mobile)!.text).toBe(
      `Presta: a person reviewed your application ${order.orderNo} and approved it. Open the Presta app within 24 hours to choose your amount and confirm.`,
    );
  });

  it('an unknown request is not found; a bad outcome is a field error', async () => {
    expect((await decide(99_999_999, { outcome: 'uphold', reason: 'checked' })).statusCode).toBe(404);
    expect((await decide(0, { outcome: 'uphold', reason: 'checked' })).statusCode).toBe(404);
    const { id } = await requested();
    expect((await decide(id, { outcome: 'maybe', reason: 'checked' })).json()).toMatchObject({
      code: CODES.VALIDATION,
    });
  });
});
