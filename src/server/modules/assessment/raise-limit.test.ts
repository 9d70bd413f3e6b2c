import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLimits, loanOrders, orderStatusHistory } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { grantedLimits } from './approval';
import { assessedBorrower } from '../../test/loan-test-kit';
import { onLoanRepaidOnTime } from './raise-limit';
import { DEFAULT_SCORING_CONFIG } from '../../../domain/scoring/default-config';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function limitOf(userId: number) {
  const [row] = await t.database.db.select().from(creditLimits).where(eq(creditLimits.userId, userId));
  return row;
}

describe('onLoanRepaidOnTime', () => {
  it('raises the limit once per loan, however often it is called', async () => {
    const { b, order } = await assessedBorrower(t);
    expect((await limitOf(b.userId)).limit).toBe(1_250_000);
    await t.database.db
      .update(loanOrders)
      .set({ status: 4, finishedAt: t.clock.now() })
      .where(eq(loanOrders.id, order.id));
    const deps = { db: t.database.db, clock: t.clock };
    await onLoanRepaidOnTime(deps, order.id);
    await onLoanRepaidOnTime(deps, order.id);
    await t.app.jobs.tick();
    // +20 % of 12,500 = 2,500, rounded down to the 500 step: 15,000 (minor units ×100).
    expect(await limitOf(b.userId)).toMatchObject({ limit: 1_500_000, reason: `onTimeRepayment:${order.orderNo}` });
    await onLoanRepaidOnTime(deps, order.id);
    await t.app.jobs.tick();
    expect((await limitOf(b.userId)).limit).toBe(1_500_000);
  });

  it('does nothing for a loan that went overdue or is not finished', async () => {
    const late = await assessedBorrower(t);
    await t.database.db.update(loanOrders).set({ status: 4 }).where(eq(loanOrders.id, late.order.id));
    await t.database.db
      .insert(orderStatusHistory)
      .values({ orderId: late.order.id, fromStatus: 2, toStatus: 3, reason: 'test: overdue' });
    const open = await assessedBorrower(t);
    const deps = { db: t.database.db, clock: t.clock };
    await onLoanRepaidOnTime(deps, late.order.id);
    await onLoanRepaidOnTime(deps, open.order.id);
    await t.app.jobs.tick();
    expect((await limitOf(late.b.userId)).limit).toBe(1_250_000);
    expect((await limitOf(open.b.userId)).limit).toBe(1_250_000);
  });
});

describe('grantedLimits', () => {
  const product = { minAmount: 100_000, maxAmount: 6_000_000, amountStep: 50_000, maxCreditLimit: 50_000_000 };
  const config = DEFAULT_SCORING_CONFIG;

  it('keeps a raised limit when the new assessment gives less, unless a loan went overdue', () => {
    expect(grantedLimits({ assessed: 1_250_000, existing: 2_000_000, carryOver: true, product, config })).toEqual({
      creditLimit: 2_000_000,
      approvedLimit: 2_000_000,
    });
    expect(grantedLimits({ assessed: 1_250_000, existing: 2_000_000, carryOver: false, product, config })).toEqual({
      creditLimit: 1_250_000,
      approvedLimit: 1_250_000,
    });
  });

  it("clamps the order's limit to the product maximum and its grid, the credit limit to maxCreditLimit", () => {
    expect(grantedLimits({ assessed: 1_000_000, existing: 9_000_000, carryOver: true, product, config })).toEqual({
      creditLimit: 9_000_000,
      approvedLimit: 6_000_000,
    });
    expect(
      grantedLimits({ assessed: 1_000_000, existing: 90_000_000, carryOver: true, product, config })?.creditLimit,
    ).toBe(50_000_000);
    expect(grantedLimits({ assessed: 1_234_567, existing: null, carryOver: true, product, config })).toEqual({
      creditLimit: 1_234_567,
      approvedLimit: 1_200_000,
    });
  });
});
