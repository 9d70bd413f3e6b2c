import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../../domain/api/codes';
import { REVIEW_NOTE_MAX } from '../../../domain/api/decision-review';
import { decisionReviews } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { assessedBorrower, orderByNo } from '../../test/loan-test-kit';
import { refusedBorrower } from '../../test/loan-test-kit';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const reviewsOfOrder = (orderId: number) =>
  t.database.db.select().from(decisionReviews).where(eq(decisionReviews.orderId, orderId));

describe('POST /loan/decision/review (issue 28.2)', () => {
  it("a refused borrower asks once, with a note; the order record shows the request and the market's deadline", async () => {
    const { b, order } = await refusedBorrower(t);
    const before = (await b.call('/loan/loan-order/latest', {})).data.order!;
    expect(before).toMatchObject({ status: 9, decisionReview: null, reviewable: true });

    const res = await b.call('/loan/decision/review', {
      orderNo: order.orderNo,
      note: '  I repaid that loan last month.  ',
    });
    const now = t.clock.now();
    expect(res.data).toEqual({
      orderNo: order.orderNo,
      status: 'pending',
      requestedAt: now.toISOString(),
      answerBy: new Date(now.getTime() + 30 * DAY).toISOString(),
      decidedAt: null,
    });
    const [row] = await reviewsOfOrder(order.id);
    expect(row).toMatchObject({ userId: b.userId, note: 'I repaid that loan last month.', status: 'pending' });

    const after = (await b.call('/loan/loan-order/latest', {})).data.order!;
    expect(after).toMatchObject({
      status: 9,
      reviewable: false,
      decisionReview: { status: 'pending', answerBy: res.data.answerBy, decidedAt: null },
    });
    // The wait still runs: if the refusal stands, that is when the borrower may apply again.
    expect(after.retryAt).not.toBeNull();

    const again = await b.call('/loan/decision/review', { orderNo: order.orderNo });
    expect(again).toMatchObject({
      code: CODES.REVIEW_ALREADY_REQUESTED,
      msg: 'You have already asked for a review of this decision',
    });
    expect((await b.call('/loan/decision/review', { orderNo: order.orderNo }, { lang: 'es' })).msg).toBe(
      'Ya pediste la revisión de esta decisión',
    );
    expect(await reviewsOfOrder(order.id)).toHaveLength(1);
  });

  it('50 requests at once for the same decision make exactly one', async () => {
    const { b, order } = await refusedBorrower(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        b.call('/loan/decision/review', { orderNo: order.orderNo, note: `try ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === CODES.REVIEW_ALREADY_REQUESTED)).toHaveLength(49);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(await reviewsOfOrder(order.id)).toHaveLength(1);
  });

  it("another borrower's order is not found, and nothing is created", async () => {
    const { order } = await refusedBorrower(t);
    const { b: other } = await refusedBorrower(t);
    const res = await other.call('/loan/decision/review', { orderNo: order.orderNo });
    expect(res).toMatchObject({ status: 404, code: CODES.NOT_FOUND });
    expect(await reviewsOfOrder(order.id)).toHaveLength(0);
  });

  it("bad input is a clear error in the borrower's language and changes nothing; an approved order is not reviewed", async () => {
    const { b, order } = await refusedBorrower(t);
    const long = 'x'.repeat(REVIEW_NOTE_MAX + 1);
    const en = await b.call('/loan/decision/review', { orderNo: order.orderNo, note: long });
    expect(en).toMatchObject({ code: CODES.VALIDATION, msg: 'Your note can be at most 500 characters' });
    const es = await b.call('/loan/decision/review', { orderNo: order.orderNo, note: long }, { lang: 'es' });
    expect(es).toMatchObject({ code: CODES.VALIDATION, msg: 'Tu nota puede tener como máximo 500 caracteres' });
    expect((await b.call('/loan/decision/review', { orderNo: '' })).code).toBe(CODES.VALIDATION);
    expect((await b.call('/loan/decision/review', { orderNo: order.orderNo, extra: 1 } as never)).code).toBe(
      CODES.VALIDATION,
    );
    expect(await reviewsOfOrder(order.id)).toHaveLength(0);

    const approved = await assessedBorrower(t);
    const res = await approved.b.call('/loan/decision/review', { orderNo: approved.orderNo }, { lang: 'es' });
    expect(res).toMatchObject({ code: CODES.REVIEW_NOT_REFUSED, msg: 'Solo se puede revisar una solicitud rechazada' });
    expect((await orderByNo(t, approved.orderNo)).status).toBe(14);
  });

  it('a pending review holds back the week-old purge; without one, after the purge it is too late', async () => {
    const held = await refusedBorrower(t);
    await held.b.call('/loan/decision/review', { orderNo: held.order.orderNo });
    const late = await refusedBorrower(t);
    t.clock.advance(8 * DAY);
    await t.app.jobs.idle();
    await t.app.jobs.runSweeps(true);
    expect((await orderByNo(t, held.order.orderNo)).personalDataPurgedAt).toBeNull();
    expect((await orderByNo(t, late.order.orderNo)).personalDataPurgedAt).not.toBeNull();
    expect((await late.b.call('/loan/loan-order/latest', {})).data.order).toMatchObject({
      reviewable: false,
      decisionReview: null,
    });
    expect((await late.b.call('/loan/decision/review', { orderNo: late.order.orderNo })).code).toBe(
      CODES.REVIEW_TOO_LATE,
    );
  });
});
