import { eq, inArray, sql } from 'drizzle-orm';
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
  return (await loanBalancesOf(db, [orderId])).get(orderId) ?? balancesFrom([]);
}

/** The figures of many loans in one read (the sweeps): loan id → balances. */
export async function loanBalancesOf(db: DbOrTx, orderIds: number[]): Promise<Map<number, LoanBalances>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({
      orderId: ledgerEntries.orderId,
      account: ledgerEntries.account,
      debits: sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`,
      credits: sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
    })
    .from(ledgerEntries)
    .where(orderIds.length === 1 ? eq(ledgerEntries.orderId, orderIds[0]) : inArray(ledgerEntries.orderId, orderIds))
    .groupBy(ledgerEntries.orderId, ledgerEntries.account);
  const byOrder = new Map<number, typeof rows>();
  for (const r of rows) byOrder.set(r.orderId!, [...(byOrder.get(r.orderId!) ?? []), r]);
  return new Map(orderIds.map((id) => [id, balancesFrom(byOrder.get(id) ?? [])]));
}

/**
 * A loan's figures from debits and credits per account: sums as the driver gives them (strings,
 * one row per account) or entry lines (numbers, an account any number of times), added up here.
 */
export function balancesFrom(
  rows: { account: string; debits: string | number; credits: string | number }[],
): LoanBalances {
  const sums = new Map<string, { debits: number; credits: number }>();
  for (const r of rows) {
    const sum = sums.get(r.account) ?? { debits: 0, credits: 0 };
    sums.set(r.account, { debits: sum.debits + Number(r.debits), credits: sum.credits + Number(r.credits) });
  }
  const side = (account: AccountCode) => sums.get(account) ?? { debits: 0, credits: 0 };
  const balance = (account: AccountCode) => naturalBalance(account, side(account).debits, side(account).credits);
  return {
    penalty: balance('loanPenalty'),
    fees: balance('loanFees'),
    interest: balance('loanInterest'),
    principal: balance('loanPrincipal'),
    paidIn: side('providerCash').debits,
    penaltyCharged: side('penaltyIncome').credits,
    penaltyWaived: side('penaltyWaived').debits,
    writtenOff: side('loanWriteOff').debits - side('writeOffRecovery').credits,
    feesCharged: side('rolloverFeeIncome').credits,
    couponUsed: side('couponExpense').debits,
    credit: balance('borrowerCredit'),
  };
}
