import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assess } from '../../../domain/scoring/assess';
import { DEFAULT_SCORING_CONFIG } from '../../../domain/scoring/default-config';
import type { AssessInput } from '../../../domain/scoring/scoring-input';
import { creditLimits, orderStatusHistory, personalInfos, questionnaires } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { completeProfile, newBorrower, ngAnswers, work } from '../../test/profile-fixtures';
import { configVersion } from './approval';
import { COOLDOWN_REASONS } from './assessments-repo';
import { assessmentOf, orderByNo, submitAndAssess } from '../../test/loan-test-kit';

let t: TestApp;
// Sessions outlive the 30-day wait these tests step through.
beforeAll(async () => {
  t = await buildTestApp({ sessionTtlDays: 120 });
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

/** Work and answers per profile; the scores are those of docs/decisions/0005-scoring.md's weights. */
const PROFILES = {
  approve: { work, answers: ngAnswers },
  review: {
    work: { ...work, monthlySalary: 'under29999', jobExperience: 'lessThan1Year' },
    answers: { ...ngAnswers, 2: 'no', 6: 'none', 7: 'none', 8: 'none', 9: 'none', 10: 'none' },
  },
  reject: { work, answers: { ...ngAnswers, 1: 'yes', 5: 'carbon', 6: 'over90Days', 11: '2' } },
} as const;

async function borrowerWith(profile: keyof typeof PROFILES, market: 'ng' | 'mx' = 'ng') {
  const b = await newBorrower(t, market);
  await b.call('/loan/loan-order/apply-market', {});
  await completeProfile(t, b);
  const { work: w, answers } = PROFILES[profile];
  if (market === 'ng') {
    expect(
      (
        await b.call('/user/saveAdditionInfo-market', {
          ...w,
          emergencyContactName1: 'Mum',
          emergencyContactMobile1: '08051234567',
          emergencyContactRelation1: 'parents',
          emergencyContactName2: 'Tunde',
          emergencyContactMobile2: '9051234567',
          emergencyContactRelation2: 'colleagues',
        })
      ).code,
    ).toBe(0);
    expect((await b.call('/user/save/questionnaire', { answers })).code).toBe(0);
  }
  return b;
}

async function historyOf(orderId: number) {
  return (
    await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(orderStatusHistory.id)
  ).map((h) => [h.fromStatus, h.toStatus]);
}

describe('assessment through the API', () => {
  it('approves a sound profile: 14 Confirm with approved_at and the limit, the assessment stored, credit limit set', async () => {
    const b = await borrowerWith('approve');
    const orderNo = await submitAndAssess(t, b);
    const order = await orderByNo(t, orderNo);
    expect(order.status).toBe(14);
    expect(order.approvedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(order.approvedLimit).toBe(1_250_000);
    expect(await historyOf(order.id)).toEqual(
      expect.arrayContaining([
        [17, 1],
        [1, 14],
      ]),
    );
    expect(await assessmentOf(t, order.id)).toMatchObject({
      outcome: 'approve',
      score: 551,
      limit: 1_250_000,
      reasons: ['pastDelays'],
      configVersion: configVersion(DEFAULT_SCORING_CONFIG),
      userId: b.userId,
    });
    const [limit] = await t.database.db.select().from(creditLimits).where(eq(creditLimits.userId, b.userId));
    expect(limit).toMatchObject({ limit: 1_250_000, currency: 'NGN', reason: `assessment:${orderNo}` });
  });

  it('approves in Mexico too, in pesos', async () => {
    const b = await borrowerWith('approve', 'mx');
    const order = await orderByNo(t, await submitAndAssess(t, b));
    expect(order.status).toBe(14);
    const [limit] = await t.database.db.select().from(creditLimits).where(eq(creditLimits.userId, b.userId));
    expect(limit.currency).toBe('MXN');
  });

  it('rejects a recent defaulter: 9 Reject with rejected_at, the score and reasons, no credit limit', async () => {
    const b = await borrowerWith('reject');
    const order = await orderByNo(t, await submitAndAssess(t, b));
    expect(order.status).toBe(9);
    expect(order.rejectedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(order.approvedLimit).toBeNull();
    const a = await assessmentOf(t, order.id);
    expect(a).toMatchObject({ outcome: 'reject', score: 146, limit: 0 });
    expect(a?.reasons).toEqual([
      'scoreBelowThreshold',
      'recentDefault',
      'overdueWithLender',
      'overdueLoans',
      'pastDelays',
    ]);
    expect(await t.database.db.select().from(creditLimits).where(eq(creditLimits.userId, b.userId))).toEqual([]);
  });

  it('sends a borderline profile to manual review: the order stays at 1, the assessment says review', async () => {
    const b = await borrowerWith('review');
    const order = await orderByNo(t, await submitAndAssess(t, b));
    expect(order.status).toBe(1);
    expect(await assessmentOf(t, order.id)).toMatchObject({
      outcome: 'review',
      score: 485,
      reasons: ['scoreInReviewBand', 'lowIncome', 'noCreditHistory'],
    });
    // Running the job again changes nothing: the order waits for an operator.
    await t.app.jobs.tick();
    expect((await orderByNo(t, order.orderNo)).status).toBe(1);
  });

  it('decides after submit without anyone ticking the runner (the submit kicks it)', async () => {
    const b = await borrowerWith('approve');
    const {
      data: { orderNo },
    } = await b.call('/loan/loan-order/apply-market', {});
    // The test app's runner has no timer (main.ts starts it): only the submit's kick can run the assessment.
    expect(t.app.jobs.health().started).toBe(false);
    await b.call('/user/submit', { orderNo: orderNo! });
    await expect.poll(async () => (await orderByNo(t, orderNo!)).status, { timeout: 20_000, interval: 20 }).toBe(14);
  });

  it('decides on one tick when nothing kicked the runner', async () => {
    const b = await borrowerWith('approve');
    const {
      data: { orderNo },
    } = await b.call('/loan/loan-order/apply-market', {});
    const runner = t.app.jobs;
    const kick = runner.kick.bind(runner);
    runner.kick = () => {};
    try {
      await b.call('/user/submit', { orderNo: orderNo! });
      expect((await orderByNo(t, orderNo!)).status).toBe(1);
      expect(await runner.tick()).toBeGreaterThanOrEqual(1);
      expect((await orderByNo(t, orderNo!)).status).toBe(14);
    } finally {
      runner.kick = kick;
    }
  });
});

describe('hard rules', () => {
  it('30-day cooldown: a new application within 30 days is refused without restarting the wait; after it, assessed again', async () => {
    const b = await borrowerWith('reject');
    const first = await orderByNo(t, await submitAndAssess(t, b));
    expect(first.status).toBe(9);
    const firstRejectedAt = first.rejectedAt!;

    // Same borrower tries again after 10 days: refused at apply, before filling anything in,
    // with the date the wait ends (the scorer's own cooldown rule stays as a second guard).
    t.clock.advance(10 * DAY);
    const retryAt = new Date(firstRejectedAt.getTime() + 30 * DAY);
    const refused = await b.call('/loan/loan-order/apply-market', {});
    expect(refused).toMatchObject({ code: 400603, data: { retryAt: retryAt.toISOString() } });
    expect(refused.msg).toMatch(/^Application rejected\. You can apply again from \d{4}-\d{2}-\d{2}$/);
    const refusedEs = await b.call('/loan/loan-order/apply-market', {}, { lang: 'es' });
    expect(refusedEs.msg).toMatch(/^Solicitud rechazada\. Podrás solicitar de nuevo a partir del \d{4}-\d{2}-\d{2}$/);
    const home = await b.call('/loan/loan-product/index', {});
    expect(home.data.banner).toMatchObject({
      key: 'rejectedRetry',
      retryAt: new Date(firstRejectedAt.getTime() + 30 * DAY).toISOString(),
    });

    // More than a week after the first rejection, with nothing open, the purge has deleted the
    // profile; the wait still holds, read from the orders and assessments it keeps.
    await t.app.jobs.runSweeps(true);
    expect(await t.database.db.select().from(personalInfos).where(eq(personalInfos.userId, b.userId))).toEqual([]);
    expect((await b.call('/loan/loan-product/index', {})).data).toMatchObject({
      status: 'rejected',
      banner: { key: 'rejectedRetry' },
    });

    // Day 30 counts from the first (credit) rejection, not from the cooldown refusal.
    t.clock.set(new Date(firstRejectedAt.getTime() + 30 * DAY));
    expect((await b.call('/loan/loan-product/index', {})).data).toMatchObject({ status: 'canLoan', banner: null });
    await b.call('/loan/loan-order/apply-market', {});
    await completeProfile(t, b);
    const third = await orderByNo(t, await submitAndAssess(t, b));
    expect(third.status).toBe(14);
  });

  it('profile incomplete: a questionnaire that went missing after submit is refused with profileIncomplete (no cooldown)', async () => {
    const b = await borrowerWith('approve');
    const {
      data: { orderNo },
    } = await b.call('/loan/loan-order/apply-market', {});
    const runner = t.app.jobs;
    const kick = runner.kick.bind(runner);
    runner.kick = () => {};
    try {
      await b.call('/user/submit', { orderNo: orderNo! });
      await t.database.db.delete(questionnaires).where(eq(questionnaires.userId, b.userId));
      await runner.tick();
    } finally {
      runner.kick = kick;
    }
    const order = await orderByNo(t, orderNo!);
    expect(order.status).toBe(9);
    expect(await assessmentOf(t, order.id)).toMatchObject({ outcome: 'reject', reasons: ['profileIncomplete'] });
    // Not a credit judgement: Home does not make them wait.
    expect((await b.call('/loan/loan-product/index', {})).data).toMatchObject({ status: 'canLoan', banner: null });
  });

  it('age is counted on the day in the market zone: 18 today in Lagos though still 17 by UTC; 17 in Mexico City', async () => {
    const ng = await borrowerWith('approve');
    await t.database.db
      .update(personalInfos)
      .set({ birthday: '2008-11-20' })
      .where(eq(personalInfos.userId, ng.userId));
    t.clock.set(new Date('2026-11-19T23:30:00Z')); // 2026-11-20 00:30 in Lagos
    expect((await orderByNo(t, await submitAndAssess(t, ng))).status).toBe(14);

    const mx = await borrowerWith('approve', 'mx');
    await t.database.db
      .update(personalInfos)
      .set({ birthday: '2008-11-20' })
      .where(eq(personalInfos.userId, mx.userId));
    t.clock.set(new Date('2026-11-20T03:00:00Z')); // 2026-11-19 21:00 in Mexico City
    const order = await orderByNo(t, await submitAndAssess(t, mx));
    expect(order.status).toBe(9);
    expect((await assessmentOf(t, order.id))?.reasons).toEqual(['underAge']);
  });

  it('domain level: under 18 and an active loan are refused whatever the profile (forms cannot produce either)', () => {
    const input: AssessInput = {
      age: 17,
      hasActiveLoan: true,
      lastRejectionAt: null,
      now: '2026-11-20T10:00:00Z',
      profileComplete: true,
      profile: {
        monthlyIncome: 'over150000',
        employmentType: 'employee',
        jobExperience: 'moreThan3Years',
        payFrequency: 'Monthly',
      },
      questionnaire: null,
      previousLoansRepaidOnTime: 0,
      product: { minAmount: 100_000, maxAmount: 6_000_000, amountStep: 50_000 },
    };
    expect(assess(input)).toMatchObject({
      outcome: 'reject',
      reasons: ['underAge', 'activeLoan', 'profileIncomplete'],
      startsCooldown: false,
    });
  });

  it('one loan at a time: applying while a loan is open answers that order instead of a second one', async () => {
    const b = await borrowerWith('approve');
    const orderNo = await submitAndAssess(t, b);
    const again = await b.call('/loan/loan-order/apply-market', {});
    expect(again.data.orderNo).toBe(orderNo);
  });

  it('the cooldown reasons are exactly the rejections the domain says start the wait', () => {
    const decisions = [
      assess({
        age: 30,
        hasActiveLoan: false,
        lastRejectionAt: null,
        now: '2026-11-20T10:00:00Z',
        profileComplete: true,
        previousLoansRepaidOnTime: 0,
        profile: { monthlyIncome: 'under29999', employmentType: 'Unemployed', jobExperience: null, payFrequency: null },
        questionnaire: {
          defaultedLast6Months: true,
          hasCreditBureauHistory: false,
          selfRatedCreditworthiness: 1,
          overdueLender: 'x',
          longestDelayBand: 6,
          totalOwedBand: 6,
          digitalLoans: 5,
          activeLoans: 5,
          repaidOnTimeLoans: 0,
          overdueLoans: 5,
        },
        product: { minAmount: 100_000, maxAmount: 6_000_000, amountStep: 50_000 },
      }),
      assess({
        age: 17,
        hasActiveLoan: false,
        lastRejectionAt: null,
        now: '2026-11-20T10:00:00Z',
        profileComplete: true,
        previousLoansRepaidOnTime: 0,
        profile: null,
        questionnaire: null,
        product: { minAmount: 100_000, maxAmount: 6_000_000, amountStep: 50_000 },
      }),
    ];
    for (const d of decisions) {
      expect(d.reasons.some((r) => (COOLDOWN_REASONS as readonly string[]).includes(r))).toBe(d.startsCooldown);
    }
    expect(decisions.map((d) => d.startsCooldown)).toEqual([true, false]);
  });
});
