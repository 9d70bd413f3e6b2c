import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, ledgerTransactions, loanReminders } from './db/schema';
import { enqueue } from './jobs/queue';
import { NOT_SERVED_DEFER_MS } from './jobs/runner';
import { REMINDER_JOB } from './modules/reminders';
import { buildTestApp, type TestApp } from './test/harness';
import { orderRow } from './test/money-fixtures';
import { disbursedLoan, runSweeps } from './test/repay-fixtures';

/**
 * A deployment that served both markets is started again with MARKETS=ng on the same data: the
 * Mexican app's calls are refused in the borrower's language, and nothing of Mexico's loans
 * runs (the overdue sweep, a queued reminder), while Nigeria's go on as before.
 */
let both: TestApp;
let ngOnly: TestApp;
let ng: Awaited<ReturnType<typeof disbursedLoan>>;
let mx: Awaited<ReturnType<typeof disbursedLoan>>;

beforeAll(async () => {
  both = await buildTestApp({ sessionTtlDays: 400 });
  ng = await disbursedLoan(both, 'ng');
  mx = await disbursedLoan(both, 'mx', 300_000);
  ngOnly = await buildTestApp({ sessionTtlDays: 400, markets: ['ng'] }, { database: both.database });
  ngOnly.clock.set(both.clock.now());
}, 180_000);
afterAll(async () => {
  await ngOnly?.close();
  await both?.close();
});

describe('a deployment serving one market (MARKETS=ng)', () => {
  it("answers a call of the other market's app with a clear error in the borrower's language, never a 5xx", async () => {
    const as = (b: typeof ng.b) => ({ token: b.token, packageName: b.packageName });
    const es = await ngOnly.call('/repay/repay-order/detail', { orderNo: mx.orderNo }, { ...as(mx.b), lang: 'es' });
    expect(es).toMatchObject({
      status: 400,
      code: 400107,
      msg: 'Los préstamos no están disponibles en tu país por el momento',
    });
    // Without a lang header: the app's own language (Spanish for the Mexican app).
    expect(
      await ngOnly.call(
        '/security/getVerifyCode',
        { mobile: '5512345678', type: 'register' },
        { packageName: 'com.presta.mx', headers: { lang: '' } },
      ),
    ).toMatchObject({ status: 400, code: 400107, msg: 'Los préstamos no están disponibles en tu país por el momento' });
    expect(
      await ngOnly.call(
        '/security/getVerifyCode',
        { mobile: '5512345678', type: 'register' },
        { packageName: 'com.presta.mx', lang: 'en' },
      ),
    ).toMatchObject({ code: 400107, msg: 'Loans are not available in your country at the moment' });
    // The served market answers as before, and the same call answered for Mexico before the restart.
    expect(await ngOnly.call('/repay/repay-order/detail', { orderNo: ng.orderNo }, as(ng.b))).toMatchObject({
      code: 0,
      data: { orderNo: ng.orderNo },
    });
    expect(await both.call('/repay/repay-order/detail', { orderNo: mx.orderNo }, as(mx.b))).toMatchObject({
      code: 0,
      data: { orderNo: mx.orderNo },
    });
  });

  it('runs no sweep for the market not served: its loan is neither made overdue nor charged a penalty', async () => {
    ngOnly.clock.set(new Date(both.clock.now().getTime() + 120 * 86_400_000));
    await runSweeps(ngOnly);
    expect(await orderRow(ngOnly, ng.orderNo)).toMatchObject({ status: 3 });
    expect(await orderRow(ngOnly, mx.orderNo)).toMatchObject({ status: 2 });
    const penalties = (orderId: number) =>
      ngOnly.database.db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.orderId, orderId), eq(ledgerTransactions.kind, 'penalty')));
    expect((await penalties(ng.order.id)).length).toBeGreaterThan(0);
    expect(await penalties(mx.order.id)).toEqual([]);
  });

  it("keeps a queued job of the market not served without running it (nor counting it an attempt), and runs the served one's", async () => {
    const now = ngOnly.clock.now();
    for (const { b, order } of [ng, mx]) {
      await enqueue(ngOnly.database.db, {
        kind: REMINDER_JOB,
        key: `served-markets:${order.id}`,
        runAt: now,
        payload: { orderId: order.id, userId: b.userId, dueDate: order.dueDate!, offsetDays: 0 },
      });
    }
    await ngOnly.app.jobs.tick();
    const job = async (orderId: number) =>
      (
        await ngOnly.database.db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `served-markets:${orderId}`))
      )[0];
    expect(await job(ng.order.id)).toMatchObject({ doneAt: expect.any(Date), failedAt: null });
    expect(await job(mx.order.id)).toMatchObject({
      doneAt: null,
      failedAt: null,
      attempts: 0,
      runAt: new Date(now.getTime() + NOT_SERVED_DEFER_MS),
    });
    expect(await ngOnly.database.db.select().from(loanReminders).where(eq(loanReminders.orderId, mx.order.id))).toEqual(
      [],
    );
    expect(
      await ngOnly.database.db.select().from(loanReminders).where(eq(loanReminders.orderId, ng.order.id)),
    ).toHaveLength(1);
  });
});
