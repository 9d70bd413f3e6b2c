import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { assessedBorrower, assessmentOf } from '../../test/loan-test-kit';

const KEY = 'automation-key-automation-key';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ adminToken: KEY });
});
afterAll(async () => {
  await t.close();
});

const setManualReview = (packageName: string, always: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/app-settings/${packageName}/manualReview`,
    payload: { always },
    headers: { authorization: `Bearer ${KEY}` },
  });

describe('manual review forced for one app', () => {
  it('what the scorecard would approve waits for an operator; Home says assessing; the other market is untouched', async () => {
    expect((await setManualReview('com.presta.mx', true)).json().code).toBe(0);
    const mx = await assessedBorrower(t, 'mx');
    expect(mx.order.status).toBe(1);
    const assessment = await assessmentOf(t, mx.order.id);
    expect(assessment).toMatchObject({ outcome: 'review' });
    expect(assessment.reasons[0]).toBe('manualReviewForced');
    expect((await mx.b.call('/loan/loan-product/index', {})).data).toMatchObject({ status: 'assessing' });

    const ng = await assessedBorrower(t, 'ng');
    expect(ng.order.status).toBe(14);

    expect((await setManualReview('com.presta.mx', false)).json().code).toBe(0);
    expect((await assessedBorrower(t, 'mx')).order.status).toBe(14);
  });

  it('refuses a malformed setting, changing nothing', async () => {
    const res = await setManualReview('com.presta.ng', 'yes' as never);
    expect(res.statusCode).toBe(400);
  });
});
