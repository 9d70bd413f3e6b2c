import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { runOverdue } from './overdue-job';
import { disbursedLoan, signInAgain } from '../../test/repay-fixtures';

describe('the hot reads read the database on every call, so a change made elsewhere shows at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it("a penalty posted by another instance's sweep shows in the repay detail and the latest order on the next read", async () => {
    const loan = await disbursedLoan(t, 'ng');
    t.clock.set(new Date('2027-02-21T12:00:00Z')); // two days past the due date (2027-02-19) in Lagos
    const b = await signInAgain(t, loan.b);
    const read = async () => {
      const [detail, latest] = await Promise.all([
        b.call('/repay/repay-order/detail', { orderNo: loan.orderNo }),
        b.call('/loan/loan-order/latest'),
      ]);
      return { penalty: detail.data.penalty, status: latest.data.order?.status };
    };
    expect(await read()).toEqual({ penalty: 0, status: 2 }); // nothing swept yet
    expect(await read()).toEqual({ penalty: 0, status: 2 });

    // The sweep as another instance runs it: its writes never pass through this app.
    await runOverdue(t.database.db, t.clock.now());
    expect(await read()).toEqual({ penalty: 40_000, status: 3 });
  }, 120_000);
});
