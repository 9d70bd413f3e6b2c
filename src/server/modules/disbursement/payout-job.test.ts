import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nubanCheckDigit } from '../../../domain/identity/nuban';
import { addDays } from '../../../domain/pricing/civil-date';
import { bankAccounts, jobs } from '../../db/schema';
import type { Deps } from '../../deps';
import { trialBalance } from '../../ledger/post';
import type { PaymentsProvider, PayoutRequest } from '../../providers/payments/payments-provider';
import { SandboxPayments } from '../../providers/payments/sandbox-payments';
import { buildTestApp, type TestApp } from '../../test/harness';
import type { Borrower } from '../../test/profile-fixtures';
import { parsePayload } from '../../jobs/job-kind';
import { payoutJob } from './payout-job';
import {
  approvedBorrower,
  confirmInput,
  disbursementsOf,
  drain,
  loanCode,
  orderRow,
  payoutJobs,
  payoutsOf,
} from '../../test/money-fixtures';

/** A valid NUBAN at GTBank ending in 9999: the sandbox cannot pay it (account_unsupported). */
function unsupportedNuban(bankCode = '058'): string {
  for (let head = 100000; head < 999999; head++) {
    const serial = `${head}999`;
    if (nubanCheckDigit(serial, bankCode) === 9) return `${serial}9`;
  }
  throw new Error('no NUBAN ending in 9999');
}

async function primaryCardId(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId));
  return row.id;
}

async function setAccount(b: Borrower, id: number, accountNumber: string) {
  return b.call('/user/update-bankCard', {
    id,
    bankCode: '058',
    accountNumber,
    confirmAccountNumber: accountNumber,
    bvn: '22123456789',
  });
}

describe('payout with the provider pending for a while', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ payouts: { sandboxDelayMs: 20 * 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stays 7 Lending while pending, re-checks with backoff, and dates the loan from the day the money left', async () => {
    // 23:50 in Lagos: the money arrives after midnight, on the next day.
    t.clock.set(new Date('2026-11-20T22:49:00Z'));
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    const res = await b.call('/loan/get-money', confirmInput(orderNo, code));
    expect(res.data.status).toBe(7);
    await drain(t);

    const lending = await orderRow(t, orderNo);
    expect(lending).toMatchObject({ status: 7, dueDate: addDays('2026-11-20', 91) });
    expect((await payoutsOf(t, lending.id))[0]).toMatchObject({
      status: 'pending',
      providerRef: expect.stringMatching(/^sbx_/),
    });
    const [check] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `PAY${orderNo}N1:check:1`));
    expect(check.runAt.getTime() - t.clock.now().getTime()).toBe(2000);
    expect((await b.call('/loan/has-cancel-loan', { orderNo })).data).toEqual({
      orderNo,
      status: 7,
      canCancel: false,
      canCancelDraw: true,
    });
    t.clock.advance(5 * 60_000);
    const time = await b.call('/loan/get-money-time', { orderNo });
    expect(time.data).toMatchObject({
      status: 7,
      secondsLeft: 3600 - 300,
      disbursedAt: null,
      dueDate: null,
      payout: { status: 'pending' },
    });

    for (let i = 0; i < 4; i++) {
      t.clock.advance(10 * 60_000);
      await drain(t);
    }
    const repaying = await orderRow(t, orderNo);
    expect(repaying.status).toBe(2);
    expect(repaying.dueDate).toBe(addDays('2026-11-21', 91));
    expect(await disbursementsOf(t, repaying.id)).toHaveLength(1);
  });

  it('the account cannot change while its payout is on the way, and can once the money arrived', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const cardId = await primaryCardId(t, b.userId);
    const code = await loanCode(t, b);
    expect((await b.call('/loan/get-money', confirmInput(orderNo, code))).data.status).toBe(7);
    await drain(t);
    expect((await orderRow(t, orderNo)).status).toBe(7);
    const locked = await setAccount(b, cardId, '0000014570');
    expect(locked).toMatchObject({
      code: 400604,
      msg: 'Your loan is being paid into this account. You can change it once the money arrives',
    });
    t.clock.advance(21 * 60_000);
    for (let i = 0; i < 3 && (await orderRow(t, orderNo)).status === 7; i++) {
      t.clock.advance(10 * 60_000);
      await drain(t);
    }
    expect((await orderRow(t, orderNo)).status).toBe(2);
    expect((await setAccount(b, cardId, '0000014570')).code).toBe(0);
  });
});

describe('a crash between the provider paying and the database recording it', () => {
  let t: TestApp;
  let sandbox: SandboxPayments;
  let crashes = 1;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        payments: (clock, _config, db) => {
          sandbox = new SandboxPayments({ db, clock, payoutDelayMs: 0 });
          // The provider pays, then the process dies before our write: the job sees an error.
          const flaky: PaymentsProvider = Object.create(sandbox);
          flaky.payout = async (request: PayoutRequest) => {
            const result = await sandbox.payout(request);
            if (crashes-- > 0) throw new Error('process died after the provider paid');
            return result;
          };
          return flaky;
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('re-runs the job with the same key: the provider answers the same payout and nothing is paid twice', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    await b.call('/loan/get-money', confirmInput(orderNo, code));
    await drain(t);
    const order = await orderRow(t, orderNo);
    expect(order.status).toBe(7);
    const [job] = await payoutJobs(t, `PAY${orderNo}N1`);
    expect(job).toMatchObject({ attempts: 1, doneAt: null, lastError: 'process died after the provider paid' });
    expect((await sandbox.paidOut()).filter((r) => r.orderNo === orderNo)).toHaveLength(1);

    t.clock.advance(2_000);
    await drain(t);
    expect((await orderRow(t, orderNo)).status).toBe(2);
    expect((await sandbox.paidOut()).filter((r) => r.orderNo === orderNo)).toHaveLength(1);
    expect((await sandbox.records()).filter((r) => r.orderNo === orderNo)).toHaveLength(1);
    expect(await disbursementsOf(t, order.id)).toHaveLength(1);
    expect((await payoutsOf(t, order.id)).map((p) => p.status)).toEqual(['succeeded']);
  });
});

describe('payout outcomes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('running the payout job again after it settled changes nothing', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    await b.call('/loan/get-money', confirmInput(orderNo, code));
    await drain(t);
    const order = await orderRow(t, orderNo);
    expect(order.status).toBe(2);
    const [job] = await payoutJobs(t, `PAY${orderNo}N1`);
    const deps = { db: t.database.db, payments: t.payments, clock: t.clock } as unknown as Deps;
    await payoutJob.run(parsePayload(payoutJob.kind, job.payload), job, deps);
    await payoutJob.run(parsePayload(payoutJob.kind, job.payload), job, deps);
    expect(await disbursementsOf(t, order.id)).toHaveLength(1);
    expect(await payoutsOf(t, order.id)).toHaveLength(1);
    expect((await orderRow(t, orderNo)).updatedAt).toEqual(order.updatedAt);
  });

  it('an unsupported account: 10 PayFail, nothing posted; edit the bank card, retry: attempt 2 pays, 2 Repaying', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const cardId = await primaryCardId(t, b.userId);
    expect((await setAccount(b, cardId, unsupportedNuban())).code).toBe(0);
    const code = await loanCode(t, b);
    expect((await b.call('/loan/get-money', confirmInput(orderNo, code))).data.status).toBe(7);
    await drain(t);

    const failed = await orderRow(t, orderNo);
    expect(failed.status).toBe(10);
    expect(failed.payFailAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(await payoutsOf(t, failed.id)).toMatchObject([
      { attempt: 1, status: 'failed', failureCode: 'account_unsupported' },
    ]);
    expect(await disbursementsOf(t, failed.id)).toHaveLength(0);
    const home = await b.call('/loan/get-money-time', { orderNo });
    expect(home.data).toMatchObject({
      status: 10,
      route: `/repay/repay_detail?orderNo=${orderNo}`,
      payout: { status: 'failed', failureCode: 'account_unsupported' },
    });

    // Retrying the account the bank refused would fail again.
    const retryCode = await loanCode(t, b);
    expect(await b.call('/loan/get-money', confirmInput(orderNo, retryCode))).toMatchObject({
      code: 400701,
      msg: 'The bank could not receive the money in this account. Please edit your bank account, then try again',
    });
    // The terms were agreed: a retry cannot change them.
    expect((await b.call('/loan/get-money', confirmInput(orderNo, retryCode, 1_500_000))).data).toMatchObject({
      errors: [{ field: 'amount', message: 'This loan was agreed for ₦10,000 over 91 days' }],
    });

    t.clock.advance(60_000);
    expect((await setAccount(b, cardId, '0000014570')).code).toBe(0);
    const retried = await b.call('/loan/get-money', confirmInput(orderNo, retryCode));
    expect(retried).toMatchObject({ code: 0, data: { status: 7, attempt: 2 } });
    await drain(t);

    const paid = await orderRow(t, orderNo);
    expect(paid.status).toBe(2);
    expect(await payoutsOf(t, paid.id)).toMatchObject([
      { attempt: 1, status: 'failed', idempotencyKey: `PAY${orderNo}N1` },
      { attempt: 2, status: 'succeeded', idempotencyKey: `PAY${orderNo}N2`, amount: paid.received },
    ]);
    expect(await disbursementsOf(t, paid.id)).toHaveLength(1);
    const trial = await trialBalance(t.database.db);
    expect(trial.debits).toBe(trial.credits);
  });
});
