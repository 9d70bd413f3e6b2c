import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { BUREAU_TEST_BVNS, BUREAU_TEST_CURPS } from '../../../fakes/vendors/bureau-test-persons';
import { bureauInquiries } from '../../db/schema';
import { authoriseBureau, borrowerWith, bureauFakes } from '../../test/bureau-test-kit';
import { buildTestApp, type TestApp } from '../../test/harness';
import { assessmentOf, orderByNo } from '../../test/loan-test-kit';

const PER_MINUTE = 7;
const logLines: string[] = [];
let fake: FastifyInstance;
let t: TestApp;

beforeAll(async () => {
  const fakes = await bureauFakes();
  fake = fakes.fake;
  t = await buildTestApp({ bureau: { ...fakes.bureau, callsPerMinute: PER_MINUTE }, logLevel: 'debug' }, { logLines });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('consultations through the product, limited and never logged (issue 31)', () => {
  it('the reports of both bureaus, read for a clean and a bad file, reach no log line; nor do the CURP or BVN', async () => {
    const people = [
      ['mx', BUREAU_TEST_CURPS.clean],
      ['mx', BUREAU_TEST_CURPS.defaulted],
      ['ng', BUREAU_TEST_BVNS.clean],
      ['ng', BUREAU_TEST_BVNS.overdue],
    ] as const;
    for (const [market, id] of people) {
      const { b, orderNo } = await borrowerWith(t, market, id);
      await authoriseBureau(t, b, orderNo);
      expect((await b.call('/user/submit', { orderNo })).code).toBe(0);
      await t.app.jobs.idle();
      expect(await assessmentOf(t, (await orderByNo(t, orderNo)).id)).not.toBeNull();
    }
    expect(logLines.length).toBeGreaterThan(0);
    const logged = logLines.join('\n');
    // Values only the bureaus' reports carry (the fakes' other lenders, Círculo's folio field), and the people's
    // identifiers.
    for (const value of [
      'FINANCIERA DE PRUEBA',
      'OTRA FINANCIERA',
      'TEST MFB',
      'TEST LENDER',
      'historicoPagos',
      'CreditAgreementSummary',
      ...Object.values(BUREAU_TEST_CURPS),
      ...Object.values(BUREAU_TEST_BVNS),
    ]) {
      expect(logged).not.toContain(value);
    }
    t.clock.advance(61_000);
  });

  it(`50 applications submitted at once: exactly ${PER_MINUTE} consultations in the minute, the rest wait (one atomic count)`, async () => {
    const applied = await Promise.all(Array.from({ length: 50 }, () => borrowerWith(t, 'ng')));
    await Promise.all(applied.map(({ b, orderNo }) => authoriseBureau(t, b, orderNo)));
    const submits = await Promise.all(applied.map(({ b, orderNo }) => b.call('/user/submit', { orderNo })));
    expect(submits.map((s) => s.code)).toEqual(Array(50).fill(0));
    await t.app.jobs.idle();
    const orders = await Promise.all(applied.map(({ orderNo }) => orderByNo(t, orderNo)));
    const rows = await t.database.db
      .select()
      .from(bureauInquiries)
      .where(
        inArray(
          bureauInquiries.orderId,
          orders.map((o) => o.id),
        ),
      );
    const asked = rows.filter((r) => r.outcome === 'found' || r.outcome === 'noFile');
    expect(asked).toHaveLength(PER_MINUTE);
    expect(rows.filter((r) => r.outcome === 'limited')).toHaveLength(50 - PER_MINUTE);
    // The ones that waited are still at 1, none refused for the limit.
    const waiting = orders.filter((o) => !asked.some((r) => r.orderId === o.id));
    expect(waiting.every((o) => o.status === 1)).toBe(true);
  }, 180_000);
});
