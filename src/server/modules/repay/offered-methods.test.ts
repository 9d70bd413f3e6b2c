import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { disbursedLoan } from '../../test/repay-fixtures';

/**
 * A lender collecting in Nigeria through Paystack alone (COLLECTIONS_NG=vendors,
 * COLLECTION_VENDORS_NG=paystack): the detail the repay screens draw from lists exactly
 * Paystack's methods, and a call for another vendor's method is refused in the borrower's
 * language, never sent to a vendor nobody configured (no 5xx). The Paystack adapter points
 * nowhere: nothing here reaches it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    collections: {
      ng: 'vendors',
      mx: 'sandbox',
      ngVendors: ['paystack'],
      vendors: { paystack: { secretKey: 'sk_test_placeholder', baseUrl: 'http://127.0.0.1:9' } },
    },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe("repay methods offered are the configured vendors'", () => {
  it("Nigeria on Paystack alone offers its card and dedicated account, and refuses Flutterwave's and Monnify's", async () => {
    const { b, orderNo } = await disbursedLoan(t, 'ng');
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.methods).toEqual([
      'paystack_card',
      'paystack_dedicated',
    ]);
    for (const path of ['/repay/monnify_reserved_account', '/repay/flutterwave_reserved_account'] as const) {
      expect(await b.call(path, { orderNo })).toMatchObject({
        status: 400,
        code: 400802,
        msg: 'There is no payment method, please choose another channel',
      });
    }
    expect(await b.call('/repay/flutterwave/repay-link', { orderNo, amount: 300_000 })).toMatchObject({
      status: 400,
      code: 400802,
    });
    // The rollover's fee is paid by a method too: the same rule, not a vendor call that cannot be made.
    expect(
      await b.call('/repay/confirmExtensionOrder', { orderNo, method: 'monnify_reserved' }, { lang: 'es' }),
    ).toMatchObject({ status: 400, code: 400802 });
  });

  it('Mexico, still on the sandbox here, keeps both of its methods', async () => {
    const { b, orderNo } = await disbursedLoan(t, 'mx', 300_000);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.methods).toEqual(['stp_clabe', 'oxxo']);
  });

  // Last: a stopped runner runs no more jobs (the loans above are paid out by it).
  it('is ready with only the named vendor\'s credentials: the ones not chosen are not "missing"', async () => {
    t.app.jobs.start();
    t.app.jobs.kick();
    await t.app.jobs.idle();
    const ready = await t.app.inject('/readyz');
    expect(ready.json()).toMatchObject({
      status: 'ready',
      checks: { vendors: { ok: true, collections: { ng: { mode: 'vendors', credentials: { paystack: 'present' } } } } },
    });
    expect(Object.keys(ready.json().checks.vendors.collections.ng.credentials)).toEqual(['paystack']);
    await t.app.jobs.stop();
  });
});
