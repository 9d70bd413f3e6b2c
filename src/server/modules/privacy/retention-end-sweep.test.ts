import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementAcceptances,
  bankAccounts,
  complaints,
  ledgerEntries,
  loanOrders,
  payouts,
  personalInfos,
  privacyRequests,
} from '../../db/schema';
import { trialBalance } from '../../ledger/post';
import { LocalDiskStorage } from '../../providers/storage/local-disk-storage';
import { buildTestApp, type TestApp } from '../../test/harness';
import { orderRow } from '../../test/money-fixtures';
import { signInOperator } from '../../test/operator-test-kit';
import { disbursedLoan } from '../../test/repay-fixtures';
import type { Market } from '../../test/profile-fixtures';
import { eraseAfterRetention } from './retention-end-sweep';

// Two instances on one database, as a deployment runs them: the sweep must erase each account once.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'presta-retention-')));
  a = await buildTestApp({}, { storage });
  b = await buildTestApp({}, { sameDatabaseAs: a, storage });
}, 180_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

/**
 * A borrower who borrowed, repaid through the sandbox's transfer and closed their account: records kept until
 * retainUntil.
 */
async function closedWithRecordsKept(market: Market) {
  const { b: borrower, orderNo, order } = await disbursedLoan(a, market);
  const method = market === 'ng' ? '/repay/monnify_reserved_account' : '/repay/getStpClabe';
  const account = await borrower.call(method as '/repay/monnify_reserved_account', { orderNo });
  const owed = (await borrower.call('/repay/repay-order/detail', { orderNo })).data.outstanding;
  const paid = await a.app.inject({
    method: 'POST',
    url: '/api/dev/sandbox-pay',
    payload: { target: account.data.account!.accountNumber, amount: owed },
  });
  expect(paid.json()).toMatchObject({ code: 0, data: { ok: true } });
  expect((await orderRow(a, orderNo)).status).toBe(4);
  const filed = await borrower.call('/user/complaints', {
    category: 'charges',
    text: 'I was charged twice for my loan in March.',
  });
  expect(filed.code).toBe(0);
  const closed = await borrower.call('/user/account/delete', {});
  expect(closed.data).toMatchObject({ closed: true });
  return { userId: borrower.userId, orderId: order.id, retainUntil: new Date(closed.data.retainUntil!) };
}

/** Everything the sweep must leave as it is: the loan, its payouts and ledger movements, the books. */
async function moneyRecords(userId: number, orderId: number) {
  const db = a.database.db;
  return {
    order: (await db.select().from(loanOrders).where(eq(loanOrders.id, orderId)))[0],
    payouts: await db.select().from(payouts).where(eq(payouts.userId, userId)),
    entries: await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)),
    books: await trialBalance(db),
  };
}

async function personalData(userId: number) {
  const db = a.database.db;
  return {
    profile: await db.select().from(personalInfos).where(eq(personalInfos.userId, userId)),
    accounts: await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)),
    agreements: await db.select().from(agreementAcceptances).where(eq(agreementAcceptances.userId, userId)),
    requests: await db.select().from(privacyRequests).where(eq(privacyRequests.userId, userId)),
    complaints: (await db.select().from(complaints).where(eq(complaints.userId, userId))).map((c) => ({
      caseNo: c.caseNo,
      text: c.text,
    })),
  };
}

const sweepBoth = async () => {
  await Promise.all([a.app.jobs.idle(), b.app.jobs.idle()]);
  const [x, y] = await Promise.all([a.app.jobs.runSweeps(true), b.app.jobs.runSweeps(true)]);
  return x.retentionEnd + y.retentionEnd;
};

describe("erasing the records kept after a closed account's retention date (PGlite and PostgreSQL)", () => {
  it('keeps them until retainUntil, then erases identification, bank account numbers and agreement texts once; the money records and books stay whole', async () => {
    const { userId, orderId, retainUntil } = await closedWithRecordsKept('ng');
    const kept = await personalData(userId);
    expect(kept.profile).toHaveLength(1);
    expect(kept.complaints).toEqual([
      { caseNo: expect.any(String), text: 'I was charged twice for my loan in March.' },
    ]);
    expect(kept.profile[0].firstName).not.toBe('');
    expect(kept.accounts).toHaveLength(1);
    expect(kept.accounts[0].accountLast4).toMatch(/^\d{4}$/);
    expect(kept.agreements[0].html).toContain(kept.profile[0].firstName);
    const money = await moneyRecords(userId, orderId);
    expect(money.payouts.map((p) => p.bankAccountId)).toContain(kept.accounts[0].id);

    // A second before the date nothing goes.
    a.clock.advance(retainUntil.getTime() - a.clock.now().getTime() - 1000);
    expect(await sweepBoth()).toBe(0);
    expect(await personalData(userId)).toEqual(kept);

    a.clock.advance(1000);
    const erasedAt = a.clock.now();
    expect(await sweepBoth()).toBe(1);
    const erased = await personalData(userId);
    expect(erased.profile).toEqual([]);
    // The case stays for the lender's statistics; the borrower's words go.
    expect(erased.complaints).toEqual([{ caseNo: kept.complaints[0].caseNo, text: '' }]);
    // The payout points at the account, so its row stays with nothing in it that names or reaches the borrower.
    expect(erased.accounts).toEqual([
      expect.objectContaining({
        id: kept.accounts[0].id,
        bankCode: kept.accounts[0].bankCode,
        accountEnc: '',
        accountHash: '',
        accountLast4: '',
        bvnEnc: null,
        bvnHash: null,
        accountName: null,
        phone: null,
        validPeriod: null,
        deletedAt: erasedAt,
      }),
    ]);
    expect(erased.agreements).toEqual([
      expect.objectContaining({ html: '', version: kept.agreements[0].version, sha256: kept.agreements[0].sha256 }),
    ]);
    expect(erased.requests.find((r) => r.outcome === 'closed')?.erasedAt).toEqual(erasedAt);
    expect(await moneyRecords(userId, orderId)).toEqual(money);

    // Operators see when the records went, where the retention date was (signed in now: a session of five years ago has
    // ended).
    const reviewer = await signInOperator(a, 'reviewer');
    const page = (await reviewer.call('GET', `/api/admin/customers/${userId}`)).json().data;
    expect(page.privacyRequests[0]).toMatchObject({ outcome: 'closed', erasedAt: erasedAt.toISOString() });

    // Once only: a later run finds nothing and changes nothing.
    a.clock.advance(2 * 3_600_000);
    expect(await sweepBoth()).toBe(0);
    expect(await personalData(userId)).toEqual(erased);
    expect(await moneyRecords(userId, orderId)).toEqual(money);
  });

  it("two instances erasing at once (without the sweep's lock) claim each account once; Mexico keeps 10 years", async () => {
    const first = await closedWithRecordsKept('mx');
    const second = await closedWithRecordsKept('mx');
    expect(first.retainUntil.getUTCFullYear() - a.clock.now().getUTCFullYear()).toBe(10);
    const books = await trialBalance(a.database.db);
    a.clock.advance(second.retainUntil.getTime() - a.clock.now().getTime());
    const now = a.clock.now();
    const counts = await Promise.all(
      [a, b, a, b].map((app) =>
        app.database.db.transaction((tx) =>
          eraseAfterRetention(tx as unknown as typeof app.database.db, { delete: async () => {} } as never, now),
        ),
      ),
    );
    expect(counts.reduce((x, y) => x + y, 0)).toBe(2);
    for (const { userId } of [first, second]) {
      const left = await personalData(userId);
      expect(left.profile).toEqual([]);
      expect(left.accounts.every((acc) => acc.accountEnc === '' && acc.accountName === null)).toBe(true);
    }
    expect(await trialBalance(a.database.db)).toEqual(books);
  });
});
