import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, creditLimits, operatorAudit } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { orderByNo } from '../../test/loan-test-kit';
import { borrowerInReview } from '../../test/review-kit';

const ADMIN = 'admin-token-admin-token';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ adminToken: ADMIN });
});
afterAll(async () => {
  await t.close();
});

const inReview = () => borrowerInReview(t);

function decide(orderNo: string, body: unknown, token: string | null = ADMIN) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNo}/decision`,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('POST /api/admin/orders/:orderNo/decision', () => {
  it('needs the operator token', async () => {
    const { orderNo } = await inReview();
    expect((await decide(orderNo, { outcome: 'approve', limit: 500_000 }, null)).statusCode).toBe(401);
    expect((await decide(orderNo, { outcome: 'approve', limit: 500_000 }, 'wrong')).statusCode).toBe(401);
    expect((await orderByNo(t, orderNo)).status).toBe(1);
  });

  it('approves a reviewed order with a limit on the grid: 14, credit limit, assessment and audit', async () => {
    const { b, orderNo } = await inReview();
    expect((await decide(orderNo, { outcome: 'approve' })).json()).toMatchObject({
      code: 400100,
      data: { errors: [{ field: 'limit' }] },
    });
    expect((await decide(orderNo, { outcome: 'approve', limit: 512_345 })).json()).toMatchObject({
      code: 400100,
      data: { errors: [{ field: 'limit' }] },
    });
    const res = await decide(orderNo, { outcome: 'approve', limit: 500_000 });
    expect(res.json()).toMatchObject({ code: 0, data: { orderNo, status: 14, approvedLimit: 500_000 } });
    const order = await orderByNo(t, orderNo);
    expect(order).toMatchObject({ status: 14, approvedLimit: 500_000 });
    const [a] = await t.database.db.select().from(assessments).where(eq(assessments.orderId, order.id));
    expect(a).toMatchObject({ outcome: 'approve', limit: 500_000, score: 485 });
    expect(a.reasons[0]).toBe('operatorApproved');
    const [limit] = await t.database.db.select().from(creditLimits).where(eq(creditLimits.userId, b.userId));
    expect(limit).toMatchObject({ limit: 500_000, reason: `operator:${orderNo}` });
    const audit = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `order:${orderNo}`));
    expect(audit).toMatchObject([
      {
        action: 'order.decision',
        before: { status: 1, assessment: { outcome: 'review' } },
        after: { status: 14, outcome: 'approve' },
      },
    ]);

    // Only orders under review: a second decision is refused.
    expect((await decide(orderNo, { outcome: 'reject' })).json()).toMatchObject({ code: 400602 });
  });

  it('rejects a reviewed order: 9, and the 30-day wait starts', async () => {
    const { b, orderNo } = await inReview();
    expect((await decide(orderNo, { outcome: 'reject' })).json()).toMatchObject({ code: 0, data: { status: 9 } });
    const order = await orderByNo(t, orderNo);
    expect(order.rejectedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await b.call('/loan/loan-product/index', {})).data).toMatchObject({
      status: 'rejected',
      banner: { key: 'rejectedRetry', orderNo },
    });
  });

  it('an unknown order is not found; a bad body is a field error', async () => {
    expect((await decide('PR000000NOPE0000', { outcome: 'reject' })).statusCode).toBe(404);
    const { orderNo } = await inReview();
    expect((await decide(orderNo, { outcome: 'maybe' })).json()).toMatchObject({
      code: 400100,
      data: { errors: [{ field: 'outcome' }] },
    });
  });
});
