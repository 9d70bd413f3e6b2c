import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { approvedBorrower, confirmInput, drain, loanCode, orderRow } from '../../test/money-fixtures';
import { newBorrower } from '../../test/profile-fixtures';

const HOUR = 3_600_000;

let t: TestApp;
// GTBank (058) accounts — the fixtures' — bounce in this app, so get-money ends in 10 PayFail.
// Building the app migrates a fresh database: slow on a loaded machine.
beforeAll(async () => {
  t = await buildTestApp({ payouts: { sandboxDelayMs: 0, sandboxUnsupportedBanks: ['058'] } });
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function sweep() {
  await t.app.jobs.idle();
  return t.app.jobs.runSweeps(true);
}

describe("autoCancelAbandoned: the rest of decision 0012's 24-hour auto-cancel (transition table: onboarding, 19, 10 → 8)", () => {
  it('cancels an application left unfinished and a failed payout left alone, a day after they last moved; idempotent', async () => {
    const onboarding = await newBorrower(t, 'ng');
    const applied = await onboarding.call('/loan/loan-order/apply-market', {});
    expect(applied.data.status).toBe(6);
    const { b, orderNo } = await approvedBorrower(t);
    await b.call('/loan/get-money', confirmInput(orderNo, await loanCode(t, b)));
    await drain(t);
    const failed = await orderRow(t, orderNo);
    expect(failed.status).toBe(10);

    t.clock.set(new Date(failed.payFailAt!.getTime() + 24 * HOUR - 1000));
    expect((await sweep()).autoCancelAbandoned).toBe(1); // the application, untouched since well before
    expect(await orderRow(t, applied.data.orderNo!)).toMatchObject({ status: 8, cancelReason: 'abandoned' });
    expect((await orderRow(t, orderNo)).status).toBe(10);

    t.clock.advance(1000);
    expect((await sweep()).autoCancelAbandoned).toBe(1);
    expect(await orderRow(t, orderNo)).toMatchObject({ status: 8, cancelReason: 'expired' });
    expect((await sweep()).autoCancelAbandoned).toBe(0);

    // Applying again starts a new order where the profile stands.
    const again = await onboarding.call('/loan/loan-order/apply-market', {});
    expect(again.data.orderNo).not.toBe(applied.data.orderNo);
  });
});
