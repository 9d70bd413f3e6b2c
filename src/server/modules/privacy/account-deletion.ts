import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { accountDeleteResponse } from '../../../domain/api/privacy';
import { naturalBalance, type AccountCode } from '../../../domain/ledger/ledger';
import type { Language } from '../../../domain/markets/market';
import { explainBlockers, type DeletionBlocker } from '../../../domain/privacy/deletion-blockers';
import { TERMINAL_STATUSES } from '../../db/orders-repo';
import { agreementAcceptances, ledgerEntries, loanOrders, otpCodes, payouts, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { endAllSessions } from '../../http/sessions';
import type { DbOrTx } from '../../ledger/post';
import { DEFAULT_RETENTION_YEARS } from '../../settings/retention-settings';
import { deleteFiles, erasePersonalData } from './erase-personal-data';
import { closedMobileHash, recordPrivacyRequest } from './privacy-requests-repo';

type Answer = z.infer<typeof accountDeleteResponse>;

/** Statuses in which the borrower owes the loan (2 Repaying, 3 Overdued): repay first. */
const OWING_STATUSES = [2, 3];
const OWED_ACCOUNTS: AccountCode[] = ['loanPrincipal', 'loanInterest', 'loanFees', 'loanPenalty'];

/**
 * Closes the caller's account (issue 28.4, decision 0084), or says why not. The user's row is
 * locked first: an application or a payment record being written for them at the same moment
 * (their foreign key takes a share lock on that row) either lands before the check sees it or
 * waits until the account is closed.
 */
export async function deleteAccount(deps: Deps, userId: number, lang: Language): Promise<Answer> {
  const now = deps.clock.now();
  const answer = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.closedAt) throw new ApiError('TOKEN_INVALID', 401);
    const blockers = await blockersOf(tx, userId);
    if (blockers.length > 0) {
      await recordPrivacyRequest(tx, { userId, kind: 'delete', outcome: 'refused', reasons: blockers, createdAt: now });
      return { closed: false, blockers: explainBlockers(blockers, lang), retainUntil: null };
    }
    const keepRecords = await lentTo(tx, userId);
    const retainUntil = keepRecords
      ? yearsAfter(now, (deps.config.retentionYears ?? DEFAULT_RETENTION_YEARS)[user.market])
      : null;
    const files = await erasePersonalData(tx, [userId], { keepRecords });
    await tx.delete(otpCodes).where(eq(otpCodes.mobile, user.mobile));
    // The number is the sign-in: replaced by a value no phone number can take; its HMAC refuses it later.
    await tx
      .update(users)
      .set({ closedAt: now, mobile: `closed:${userId}` })
      .where(eq(users.id, userId));
    await recordPrivacyRequest(tx, {
      userId,
      kind: 'delete',
      outcome: 'closed',
      mobileHash: closedMobileHash(deps.config.secret, user.mobile),
      retainUntil,
      createdAt: now,
    });
    // After the rows, inside the transaction: a failed delete rolls the closing back and the borrower may ask again.
    await deleteFiles(deps.storage, files);
    return { closed: true, blockers: [], retainUntil: retainUntil?.toISOString() ?? null };
  });
  if (answer.closed) await endAllSessions(deps.db, userId, now);
  return answer;
}

/**
 * What stops the account closing: an open loan or application, money owed on a closed one, or money of theirs we hold.
 */
async function blockersOf(db: DbOrTx, userId: number): Promise<DeletionBlocker[]> {
  const open = await db
    .select({ status: loanOrders.status })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), notInArray(loanOrders.status, TERMINAL_STATUSES)));
  const sums = await db
    .select({
      account: ledgerEntries.account,
      debits: sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`,
      credits: sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(loanOrders, eq(loanOrders.id, ledgerEntries.orderId))
    .where(eq(loanOrders.userId, userId))
    .groupBy(ledgerEntries.account);
  const balance = (account: AccountCode) => {
    const row = sums.find((s) => s.account === account);
    return row ? naturalBalance(account, Number(row.debits), Number(row.credits)) : 0;
  };
  const owing = open.some((o) => OWING_STATUSES.includes(o.status));
  const blockers: DeletionBlocker[] = [];
  if (owing) blockers.push('loanOpen');
  else if (OWED_ACCOUNTS.some((a) => balance(a) > 0)) blockers.push('moneyOwed');
  if (open.some((o) => !OWING_STATUSES.includes(o.status))) blockers.push('orderInProgress');
  if (balance('borrowerCredit') > 0) blockers.push('creditHeld');
  return blockers;
}

/** Whether a loan was signed or money moved for this borrower: then the law's records are kept. */
async function lentTo(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      signed: sql<boolean>`exists (select 1 from ${agreementAcceptances} where ${agreementAcceptances.userId} = ${userId})`,
      paid: sql<boolean>`exists (select 1 from ${payouts} where ${payouts.userId} = ${userId})`,
      moved: sql<boolean>`exists (select 1 from ${ledgerEntries} e join ${loanOrders} o on o.id = e.order_id where o.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.signed || row?.paid || row?.moved);
}

function yearsAfter(at: Date, years: number): Date {
  const d = new Date(at.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}
