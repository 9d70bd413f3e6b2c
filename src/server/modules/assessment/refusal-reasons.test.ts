import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { assessedBorrower, assessmentOf, orderByNo, refusedBorrower } from '../../test/loan-test-kit';
import { borrowerInReview } from '../../test/review-kit';

const ADMIN = 'admin-token-admin-token';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ adminToken: ADMIN });
});
afterAll(async () => {
  await t.close();
});

// Nothing the borrower reads may be a code, a score or a threshold.
const noCodeOrScore = (texts: string[]) => {
  for (const s of texts) {
    expect(s).not.toMatch(/\d{3}|score|puntaje|[a-z][A-Z]/);
  }
};

describe('a refusal explained (issue 28.1)', () => {
  it('a refused borrower reads the three main reasons and the advice, in English and in Spanish; the same reasons are stored with the decision', async () => {
    const { b, order } = await refusedBorrower(t);
    expect(order.status).toBe(9);
    const stored = await assessmentOf(t, order.id);
    expect(stored.refusalReasons).toEqual(['recentDefault', 'overdueWithLender', 'overdueLoans']);

    const en = (await b.call('/loan/loan-order/latest', {}, { lang: 'en' })).data.order!;
    expect(en.refusalReasons.map((r) => r.code)).toEqual(stored.refusalReasons);
    expect(en.refusalReasons[0]).toEqual({
      code: 'recentDefault',
      text: 'You did not repay a loan in the last 6 months.',
      advice: 'Settling that loan and repaying on time from now on helps.',
    });
    expect(en.refusalReasons[2].advice).toBe('Paying your overdue loans elsewhere helps.');
    expect(en.retryAt).not.toBeNull();
    noCodeOrScore(en.refusalReasons.flatMap((r) => [r.text, r.advice]));

    const es = (await b.call('/loan/loan-order/latest', {}, { lang: 'es' })).data.order!;
    expect(es.refusalReasons.map((r) => r.code)).toEqual(stored.refusalReasons);
    expect(es.refusalReasons[0].text).toBe('No pagaste un préstamo en los últimos 6 meses.');
    expect(es.refusalReasons[2].advice).toBe('Te ayuda pagar tus préstamos vencidos en otros lugares.');
    noCodeOrScore(es.refusalReasons.flatMap((r) => [r.text, r.advice]));

    // Records reads the same record shape.
    const list = (await b.call('/loan/loan-order/list', {}, { lang: 'es' })).data.orders;
    expect(list.find((o) => o.orderNo === order.orderNo)?.refusalReasons).toEqual(es.refusalReasons);
  });

  it('an approved borrower has no reasons, stored or shown', async () => {
    const { b, order } = await assessedBorrower(t, 'ng');
    expect(order.status).toBe(14);
    expect((await assessmentOf(t, order.id)).refusalReasons).toEqual([]);
    expect((await b.call('/loan/loan-order/latest', {})).data.order!.refusalReasons).toEqual([]);
  });

  it("an operator's refusal reason leads, in plain words, followed by the scorecard's; stored with the decision", async () => {
    const { b, orderNo } = await borrowerInReview(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/decision`,
      payload: { outcome: 'reject', refusal: 'becauseISaidSo' },
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(bad.statusCode).toBe(400);
    expect((await orderByNo(t, orderNo)).status).toBe(1);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/decision`,
      payload: { outcome: 'reject', reason: 'Payslip does not match', refusal: 'incomeNotConfirmed' },
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(res.json()).toMatchObject({ code: 0, data: { status: 9 } });
    const order = await orderByNo(t, orderNo);
    const stored = (await assessmentOf(t, order.id)).refusalReasons;
    expect(stored[0]).toBe('incomeNotConfirmed');
    expect(stored.length).toBeGreaterThan(1);
    expect(stored.length).toBeLessThanOrEqual(3);

    const en = (await b.call('/loan/loan-order/latest', {}, { lang: 'en' })).data.order!;
    expect(en.refusalReasons[0]).toEqual({
      code: 'incomeNotConfirmed',
      text: 'We could not confirm your income.',
      advice: expect.stringContaining('income details are true'),
    });
    // The operator's own words stay in the audit: the borrower is never shown them.
    expect(JSON.stringify(en.refusalReasons)).not.toContain('Payslip');
    const es = (await b.call('/loan/loan-order/latest', {}, { lang: 'es' })).data.order!;
    expect(es.refusalReasons[0].text).toBe('No pudimos confirmar tus ingresos.');
  });

  it('an operator who names no reason: the borrower reads that a person reviewed it', async () => {
    const { b, orderNo } = await borrowerInReview(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/decision`,
      payload: { outcome: 'reject' },
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    const en = (await b.call('/loan/loan-order/latest', {}, { lang: 'en' })).data.order!;
    expect(en.refusalReasons[0]).toMatchObject({
      code: 'teamReview',
      text: 'A person on our team checked your application and could not approve it this time.',
    });
  });
});
