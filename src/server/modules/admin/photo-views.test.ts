import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { borrowerInReview } from '../../test/review-kit';
import { REVEAL_LIMIT } from './reveal-limit';

// Two instances on one database (and one upload folder): the count is the database's, not an instance's.
let a: TestApp;
let b: TestApp;
let reviewer: SignedInOperator;
let admin: SignedInOperator;
let orderNo: string;
let userId: number;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({}, { sameDatabaseAs: a });
  reviewer = await signInOperator(a, 'reviewer');
  admin = await signInOperator(a, 'admin');
  const inReview = await borrowerInReview(a);
  orderNo = inReview.orderNo;
  userId = inReview.b.userId;
}, 180_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

const auditOf = (actor: string, action: string) =>
  a.database.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.actor, actor), eq(operatorAudit.action, action)));

describe('viewing an ID photo in the console (issue 30.6)', () => {
  it('the ID sides are not served without being counted; the selfie still is', async () => {
    expect((await reviewer.call('GET', `/api/admin/orders/${orderNo}/images/idFront`)).statusCode).toBe(404);
    expect((await reviewer.call('GET', `/api/admin/orders/${orderNo}/images/idBack`)).statusCode).toBe(404);
    expect((await reviewer.call('GET', `/api/admin/orders/${orderNo}/images/face`)).statusCode).toBe(200);
  });

  it('50 views and reveals at once over two instances: exactly the hourly limit is answered, each view audited, the screen told what is left', async () => {
    const outsider = await signInOperator(a, 'reviewer');
    // Nobody else spends the reviewer's views: no session, no CSRF token, another operator, a photo that is not there.
    expect(
      (await a.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNo}/images/idFront/view` })).statusCode,
    ).toBe(401);
    expect(
      (
        await a.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${orderNo}/images/idFront/view`,
          headers: { cookie: reviewer.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect((await outsider.call('POST', `/api/admin/orders/${orderNo}/images/idFront/view`)).json().code).toBe(0);
    expect((await reviewer.call('POST', `/api/admin/orders/${orderNo}/images/face/view`)).statusCode).toBe(404);
    expect((await reviewer.call('POST', '/api/admin/orders/NOSUCHORDER/images/idFront/view')).statusCode).toBe(404);
    const before = (await reviewer.call('GET', `/api/admin/orders/${orderNo}`)).json().data;
    expect(before.photoViews).toMatchObject({ limit: REVEAL_LIMIT.limit, remaining: REVEAL_LIMIT.limit });

    const request = (i: number) =>
      (i % 2 === 0 ? a : b).app.inject(
        i % 5 === 0
          ? {
              method: 'POST',
              url: `/api/admin/customers/${userId}/reveal`,
              payload: { field: 'bvn', reason: 'Borrower called about a payment' },
              headers: { cookie: reviewer.cookie, 'x-csrf-token': reviewer.csrf },
            }
          : {
              method: 'POST',
              url: `/api/admin/orders/${orderNo}/images/${i % 2 === 0 ? 'idFront' : 'idBack'}/view`,
              headers: { cookie: reviewer.cookie, 'x-csrf-token': reviewer.csrf },
            },
      );
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => request(i)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(REVEAL_LIMIT.limit);
    expect(codes.filter((c) => c === 429100)).toHaveLength(50 - REVEAL_LIMIT.limit);

    const views = answers.filter((r, i) => i % 5 !== 0 && r.json().code === 0).map((r) => r.json().data);
    expect(views[0].image).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    // A view reads what is left after its own take; the hour's last takes may have been BVN reveals,
    // so the views saw at most as many left as reveals were allowed (0 when a view took the last).
    const revealsAllowed = answers.filter((r, i) => i % 5 === 0 && r.json().code === 0).length;
    expect(Math.min(...views.map((v) => v.views.remaining))).toBeLessThanOrEqual(revealsAllowed);
    const audited = await auditOf(reviewer.email, 'order.photoView');
    expect(audited).toHaveLength(views.length);
    expect(audited[0]).toMatchObject({
      target: `order:${orderNo}`,
      after: { kind: expect.stringMatching(/^id(Front|Back)$/) },
    });
    expect(JSON.stringify(audited)).not.toContain('base64');
    expect(await auditOf(reviewer.email, 'customer.revealLimit')).toHaveLength(50 - REVEAL_LIMIT.limit);

    const after = (await reviewer.call('GET', `/api/admin/orders/${orderNo}`)).json().data;
    expect(after.photoViews.remaining).toBe(0);
    const refused = await reviewer.call('POST', `/api/admin/orders/${orderNo}/images/idFront/view`);
    expect(refused.statusCode).toBe(429);
    // The outsider's own view was theirs; the admin's count is untouched.
    expect((await outsider.call('GET', `/api/admin/orders/${orderNo}`)).json().data.photoViews.remaining).toBe(
      REVEAL_LIMIT.limit - 1,
    );
    expect((await admin.call('POST', `/api/admin/orders/${orderNo}/images/idBack/view`)).json().code).toBe(0);
  }, 120_000);
});
