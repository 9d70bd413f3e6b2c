import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import { bankAccounts, loanOrders, personalInfos } from '../../db/schema';
import { flutterwaveCollections } from '../../../fakes/vendors/flutterwave-collections';
import { monnifyCollections } from '../../../fakes/vendors/monnify-collections';
import { paystackCollections } from '../../../fakes/vendors/paystack-collections';
import { testConfig, type TestApp } from '../../test/harness';
import { appWithCollectionFakes, type CollectionFakesApp } from '../../test/collection-fakes-app';
import { disbursedLoan } from '../../test/repay-fixtures';

/**
 * Nigeria collecting through the vendors, the vendors being the strict fakes: every method issued
 * through the product's calls (the fakes refuse a missing BVN or phone, so this proves they are
 * sent), paid at the fake, notified with the vendor's signature and credited once.
 */
describe('Nigerian collections against the Paystack, Flutterwave and Monnify fakes', () => {
  let t: TestApp;
  let fake: CollectionFakesApp['fake'];
  const vendors = [paystackCollections, flutterwaveCollections, monnifyCollections];
  const pay = async (target: string, amount: number) => {
    const res = await fake.app.inject({ method: 'POST', url: '/_fake/pay', payload: { target, amount } });
    expect(res.statusCode).toBe(200);
  };

  let running: CollectionFakesApp;
  beforeAll(async () => {
    running = await appWithCollectionFakes(vendors, { now: () => new Date() });
    ({ t, fake } = running);
  }, 180_000);
  afterAll(async () => {
    await running.close();
  });

  it("card checkouts and the borrower's three transfer accounts, each paid and credited", async () => {
    const { b, orderNo } = await disbursedLoan(t, 'ng');
    const card = await b.call('/repay/paystack/authorization', { orderNo, amount: 100_000 });
    expect(card.code).toBe(0);
    await pay(card.data.reference, 100_000);
    const link = await b.call('/repay/flutterwave/repay-link', { orderNo, amount: 100_000 });
    await pay(link.data.reference, 100_000);
    let paid = 200_000;
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(paid);

    for (const path of [
      '/repay/dedicated_account/create',
      '/repay/flutterwave_reserved_account',
      '/repay/monnify_reserved_account',
    ] as const) {
      const account = await b.call(path, { orderNo });
      expect(account.code).toBe(0);
      await pay(account.data.account!.accountNumber, 120_000);
      paid += 120_000;
      expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(paid);
    }
    // What the vendors were given: the borrower's BVN (from the encrypted bank account) and phone.
    const [bankCard] = await t.database.db
      .select({ bvnEnc: bankAccounts.bvnEnc })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, b.userId), eq(bankAccounts.isPrimary, true)));
    expect(monnifyCollections.state.reserved.at(-1)?.bvn).toBe(
      fieldCipher(testConfig().dataKey).decrypt(FIELD.bvn, bankCard.bvnEnc!),
    );
    expect(paystackCollections.state.customers.at(-1)).toMatchObject({
      identified: true,
      phone: `+234${b.mobile.slice(1)}`,
    });
  });

  it('two borrowers who type one e-mail, opening at once, each get their own Paystack account, and each payment pays its own loan', async () => {
    const [one, two] = [await disbursedLoan(t, 'ng'), await disbursedLoan(t, 'ng')];
    // Both typed the fixture's e-mail: what the vendor is keyed by must not be it.
    const typed = await t.database.db
      .select({ email: personalInfos.email })
      .from(personalInfos)
      .where(inArray(personalInfos.userId, [one.order.userId, two.order.userId]));
    expect(new Set(typed.map((r) => r.email)).size).toBe(1);
    const [a, b] = await Promise.all(
      [one, two].map((l) => l.b.call('/repay/dedicated_account/create', { orderNo: l.orderNo })),
    );
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(a.data.account!.accountNumber).not.toBe(b.data.account!.accountNumber);
    for (const [loan, account] of [
      [one, a],
      [two, b],
    ] as const) {
      await pay(
        account.data.account!.accountNumber,
        (await loan.b.call('/repay/repay-order/detail', { orderNo: loan.orderNo })).data.outstanding,
      );
    }
    const rows = await t.database.db
      .select({ id: loanOrders.id, status: loanOrders.status })
      .from(loanOrders)
      .where(inArray(loanOrders.id, [one.order.id, two.order.id]));
    expect(rows.map((r) => r.status)).toEqual([4, 4]);
    // One Paystack customer per borrower, whatever they typed.
    const customers = paystackCollections.state.customers.filter((c) =>
      [one.order.userId, two.order.userId].includes(Number((c.metadata as { userId?: unknown })?.userId)),
    );
    expect(new Set(customers.map((c) => c.customer_code)).size).toBe(2);
  });
});
