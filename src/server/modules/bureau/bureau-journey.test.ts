import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bureauInquiries } from '../../db/schema';
import { authoriseBureau, borrowerWith as kitBorrowerWith, bureauFakes } from '../../test/bureau-test-kit';
import { buildTestApp, type TestApp } from '../../test/harness';
import { assessmentOf, orderByNo } from '../../test/loan-test-kit';
import { signInOperator } from '../../test/operator-test-kit';
import type { Borrower } from '../../test/profile-fixtures';
import { take } from '../../limits/rate-counter';

let fake: FastifyInstance;
let t: TestApp;

beforeAll(async () => {
  const fakes = await bureauFakes();
  fake = fakes.fake;
  t = await buildTestApp({ bureau: fakes.bureau });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const borrowerWith = (market: 'mx' | 'ng', id: string) => kitBorrowerWith(t, market, id);
const authorise = (b: Borrower, orderNo: string) => authoriseBureau(t, b, orderNo);

async function submitted(b: Borrower, orderNo: string) {
  expect((await b.call('/user/submit', { orderNo })).code).toBe(0);
  await t.app.jobs.idle();
  return orderByNo(t, orderNo);
}

const inquiries = (orderId: number) =>
  t.database.db.select().from(bureauInquiries).where(eq(bureauInquiries.orderId, orderId));

describe('consult the bureau before deciding (decision 0099)', () => {
  it.each([
    ['mx', 'GODE710301MDFMZM09'],
    ['ng', '22215550001'],
  ] as const)('%s: no submit without the authorisation; a clean file is approved', async (market, id) => {
    const { b, orderNo } = await borrowerWith(market, id);
    const refused = await b.call('/user/submit', { orderNo });
    expect(refused.code).toBe(400720);
    await authorise(b, orderNo);
    const order = await submitted(b, orderNo);
    expect(order.status).toBe(14);
    const [inquiry] = await inquiries(order.id);
    expect(inquiry).toMatchObject({
      outcome: 'found',
      purpose: 'loanApplication',
      summary: { hasFile: true, loansInArrears: 0, activeLoans: 2 },
    });
    // The console's order shows what was consulted and the authorisation, never the code or its proof.
    const reviewer = await signInOperator(t, 'reviewer');
    const detail = (await reviewer.call('GET', `/api/admin/orders/${orderNo}`)).json().data;
    expect(detail.bureau).toMatchObject({
      authorisation: {
        bureau: market === 'mx' ? 'circulo' : 'firstcentral',
        method: market === 'mx' ? 'code' : 'accept',
        textVersion: market === 'mx' ? 'mx-sic-2026-11' : 'ng-cra-2026-11b',
      },
      inquiries: [
        {
          outcome: 'found',
          summary: { hasFile: true, activeLoans: 2, loansInArrears: 0, defaults: 0, recentEnquiries: 1 },
        },
      ],
    });
    expect(detail.bureau.inquiries).toHaveLength(1);
    expect(JSON.stringify(detail.bureau)).not.toMatch(/codeProof|ipHash|GODE71|2221555/);
  });

  it.each([
    ['mx', 'GODE710302MDFMZM00', 'es', 'Tienes préstamos vencidos.'],
    ['ng', '22215550002', 'en', 'You have loans that are overdue.'],
  ] as const)('%s: overdue loans elsewhere refuse, with the reason in words', async (market, id, lang, words) => {
    const { b, orderNo } = await borrowerWith(market, id);
    await authorise(b, orderNo);
    const order = await submitted(b, orderNo);
    expect(order.status).toBe(9);
    const assessment = await assessmentOf(t, order.id);
    expect(assessment!.reasons).toContain('bureauOverdueLoans');
    expect(assessment!.refusalReasons[0]).toBe('overdueLoans');
    const reviewer = await signInOperator(t, 'reviewer');
    const detail = (await reviewer.call('GET', `/api/admin/orders/${orderNo}`)).json().data;
    expect(detail.bureau.inquiries[0]).toMatchObject({
      outcome: 'found',
      summary: { activeLoans: 3, loansInArrears: 2, amountOverdue: 425_050 },
    });
    const list = await b.call('/loan/loan-order/list', {}, { lang });
    expect(JSON.stringify(list.data)).toContain(words);
  });

  it('an outage waits and retries, then goes to a person; never refused', async () => {
    const { b, orderNo } = await borrowerWith('mx', 'GODE710305MDFMZM03');
    await authorise(b, orderNo);
    let order = await submitted(b, orderNo);
    expect(order.status).toBe(1);
    expect(await assessmentOf(t, order.id)).toBeNull();
    // The retries, as the runner would space them: each attempt is one more consultation.
    for (let i = 0; i < 10 && !(await assessmentOf(t, order.id)); i++) {
      t.clock.advance(11 * 60_000);
      t.app.jobs.kick();
      await t.app.jobs.idle();
    }
    order = await orderByNo(t, orderNo);
    expect(order.status).toBe(1);
    expect(await assessmentOf(t, order.id)).toMatchObject({
      outcome: 'review',
      reasons: expect.arrayContaining(['bureauUnavailable']),
    });
    const tried = await inquiries(order.id);
    expect(tried.length).toBeGreaterThan(1);
    expect(tried.every((r) => r.outcome === 'unavailable' || r.outcome === 'limited')).toBe(true);
  });

  it('the per-minute limit over 50 simultaneous consultations: exactly the limit pass', async () => {
    const limit = { scope: 'bureau.calls.minute.test', limit: 7, windowMs: 60_000 };
    const now = t.clock.now();
    const results = await Promise.all(Array.from({ length: 50 }, () => take(t.database.db, limit, 'circulo', now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
  });
});
