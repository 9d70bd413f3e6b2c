import { eq, sql } from 'drizzle-orm';
import { naturalBalance, type AccountCode } from '../../../domain/ledger/ledger';
import type { LoanBalances } from '../../../domain/repayment/loan-figures';
import { ledgerEntries } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';

/**
 * Every figure of a loan in one read: its entries summed per account. What is owed is the
 * natural balance of each receivable; what was paid in is every debit to providerCash on the
 * loan (the disbursement only ever credits it).
 */
export async function loanBalances(db: DbOrTx, orderId: number): Promise<LoanBalances> {
  const rows = await db.select({
    account: ledgerEntries.account,
    debits: sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`,
    credits: sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
  }).from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)).groupBy(ledgerEntries.account);
  const sums = new Map(rows.map((r) => [r.account, { debits: Number(r.debits), credits: Number(r.credits) }]));
  const side = (account: AccountCode) => sums.get(account) ?? { debits: 0, credits: 0 };
  const balance = (account: AccountCode) => naturalBalance(account, side(account).debits, side(account).credits);
  return {
    penalty: balance('loanPenalty'),
    fees: balance('loanFees'),
    interest: balance('loanInterest'),
    principal: balance('loanPrincipal'),
    paidIn: side('providerCash').debits,
    penaltyCharged: side('penaltyIncome').credits,
    feesCharged: side('rolloverFeeIncome').credits,
    couponUsed: side('couponExpense').debits,
    credit: balance('borrowerCredit'),
  };
}
