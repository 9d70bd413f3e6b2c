import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { CurrencyCode } from '../../../domain/markets/market';
import { formatMoney } from '../../../domain/money/money';
import type { AdjustmentRequestInput } from '../../../domain/repayment/adjustment-request';
import {
  adjustmentDraft,
  checkAdjustment,
  checkApproval,
  type AdjustmentCheck,
  type AdjustmentRefusal,
  type AdjustmentRules,
  type AdjustableLoan,
} from '../../../domain/repayment/adjustments';
import { totalOwed } from '../../../domain/repayment/allocation';
import { overdueDays } from '../../../domain/repayment/loan-figures';
import { loanAdjustments, loanOrders } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import { postTransaction } from '../../ledger/post';
import { actorName, recordAudit, type OperatorActor } from '../operator';
import { isUniqueViolation } from '../profile';
import { loanRef } from '../repay';
import { byOrderNo, byOwnedId, loanToAdjust, type LoanToAdjust } from './adjustable-loan';
import { applyAdjustment } from './adjustment-effects';

type AdjustmentRow = typeof loanAdjustments.$inferSelect;

/** A person, not the automation key: a maker and a checker are each someone. */
type Person = OperatorActor & { operatorId: number };

/** The field a refusal is about, for the console form. */
const FIELD_OF: Record<AdjustmentRefusal, string> = {
  loanClosed: 'kind',
  writtenOff: 'kind',
  amountOverOwed: 'amount',
  notLongOverdue: 'kind',
  dueDateOutOfRange: 'newDueDate',
  loanChanged: 'kind',
  nothingOwed: 'kind',
};

function refused(check: Extract<AdjustmentCheck, { ok: false }>, found: LoanToAdjust, kind: string): ApiError {
  const { rules, loan, currency } = found;
  const owed = kind === 'interestWaiver' ? loan.owed.interest : loan.owed.penalty;
  const params = {
    days: check.reason === 'notLongOverdue' ? rules.writeOffAfterDays : rules.restructureMaxDays,
    owed: formatMoney(owed, currency),
  };
  return new ApiError('ADJUSTMENT_NOT_ALLOWED', 409, {}, [
    { field: FIELD_OF[check.reason], key: `adjustment.${check.reason}`, params },
  ]);
}

/**
 * Requests an adjustment of the loan `orderNo` (the maker): checked against the loan as the
 * ledger has it now, stored with what it would move and the due date it saw, and audited. It
 * changes nothing on the loan until another operator approves it.
 */
export async function requestAdjustment(
  deps: Deps,
  maker: Person,
  orderNo: string,
  input: AdjustmentRequestInput,
): Promise<AdjustmentRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await loanToAdjust(deps, tx, byOrderNo(orderNo), false);
    if (!found) throw notFound();
    const asked = {
      kind: input.kind,
      amount: 'amount' in input ? input.amount : 0,
      newDueDate: 'newDueDate' in input ? input.newDueDate : null,
    };
    const check = checkAdjustment(found.loan, asked, found.rules);
    if (!check.ok) throw refused(check, found, input.kind);
    let row: AdjustmentRow;
    try {
      [row] = await tx.transaction(async (sp) =>
        sp
          .insert(loanAdjustments)
          .values({
            orderId: found.order.id,
            userId: found.order.userId,
            kind: input.kind,
            amount: check.amount,
            currency: found.currency,
            newDueDate: asked.newDueDate,
            previousDueDate: found.loan.dueDate,
            reason: input.reason,
            requestedBy: actorName(maker),
            requestedById: maker.operatorId,
            requestedAt: now,
          })
          .returning(),
      );
    } catch (err) {
      if (isUniqueViolation(err, 'loan_adjustments_one_pending_uq')) throw new ApiError('ADJUSTMENT_PENDING', 409);
      throw err;
    }
    await recordAudit(
      tx,
      maker,
      {
        action: 'adjustment.request',
        target: `order:${orderNo}`,
        reason: input.reason,
        before: { owed: found.loan.owed, dueDate: found.loan.dueDate },
        after: adjustmentView(row, maker),
      },
      now,
    );
    return row;
  });
}

/**
 * Approves an adjustment (the checker), in one transaction: the request is claimed by one
 * conditional UPDATE — still requested, of this loan, and NOT the checker's own — so of any
 * number of concurrent approvals exactly one proceeds, and a maker never checks themself (the
 * table's check constraint refuses it too). The loan is then locked and checked again as it is
 * now: changed since the request (paid, moved, adjusted) it is refused and nothing is written.
 * Otherwise its one transaction is posted under `adjustment:<id>` and the loan follows.
 */
export async function approveAdjustment(
  deps: Deps,
  checker: Person,
  orderNo: string,
  id: number,
): Promise<AdjustmentRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(loanAdjustments)
      .set({ status: 'approved', decidedBy: actorName(checker), decidedById: checker.operatorId, decidedAt: now })
      .where(decidableBy(checker, orderNo, id))
      .returning();
    if (!claimed) throw await whyNotClaimed(tx, checker, orderNo, id);
    const found = await loanToAdjust(deps, tx, byOwnedId(claimed.orderId, claimed.userId), true);
    if (!found) throw notFound();
    const check = checkApproval(found.loan, claimed, found.rules);
    if (!check.ok) throw refused(check, found, claimed.kind);
    const draft = adjustmentDraft(
      loanRef(found.order, found.currency),
      { id, kind: claimed.kind, amount: check.amount },
      found.loan.owed,
      found.order.interestTaxPpm ?? 0,
    );
    const posted = draft ? await postTransaction(tx, draft, now) : null;
    const [approved] = await tx
      .update(loanAdjustments)
      .set({ amount: check.amount, transactionId: posted?.transactionId ?? null })
      .where(eq(loanAdjustments.id, id))
      .returning();
    await applyAdjustment(tx, found.order, approved, now);
    await recordAudit(
      tx,
      checker,
      {
        action: 'adjustment.approve',
        target: `order:${orderNo}`,
        reason: approved.reason,
        before: { owed: found.loan.owed, dueDate: found.loan.dueDate, status: found.order.status },
        after: adjustmentView(approved, checker),
      },
      now,
    );
    return approved;
  });
}

/** Rejects an adjustment (the checker, never its maker): nothing about the loan changes. */
export async function rejectAdjustment(
  deps: Deps,
  checker: Person,
  orderNo: string,
  id: number,
  reason: string,
): Promise<AdjustmentRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [rejected] = await tx
      .update(loanAdjustments)
      .set({
        status: 'rejected',
        decidedBy: actorName(checker),
        decidedById: checker.operatorId,
        decidedAt: now,
        decisionReason: reason,
      })
      .where(decidableBy(checker, orderNo, id))
      .returning();
    if (!rejected) throw await whyNotClaimed(tx, checker, orderNo, id);
    await recordAudit(
      tx,
      checker,
      { action: 'adjustment.reject', target: `order:${orderNo}`, reason, after: adjustmentView(rejected, checker) },
      now,
    );
    return rejected;
  });
}

/** The request a checker may decide: this one, of this loan, still requested, and not their own. */
function decidableBy(checker: Person, orderNo: string, id: number) {
  return and(
    eq(loanAdjustments.id, id),
    eq(loanAdjustments.status, 'requested'),
    ne(loanAdjustments.requestedById, checker.operatorId),
    eq(
      loanAdjustments.orderId,
      sql`(SELECT ${loanOrders.id} FROM ${loanOrders} WHERE ${loanOrders.orderNo} = ${orderNo})`,
    ),
  );
}

/** Why a decision found nothing to claim: not this loan's, the checker's own, or decided already. */
async function whyNotClaimed(
  tx: Parameters<typeof loanToAdjust>[1],
  checker: Person,
  orderNo: string,
  id: number,
): Promise<ApiError> {
  const [row] = await tx
    .select({ status: loanAdjustments.status, requestedById: loanAdjustments.requestedById })
    .from(loanAdjustments)
    .innerJoin(loanOrders, eq(loanOrders.id, loanAdjustments.orderId))
    .where(and(eq(loanAdjustments.id, id), eq(loanOrders.orderNo, orderNo)))
    .limit(1);
  if (!row) return notFound();
  if (row.status !== 'requested') return new ApiError('ADJUSTMENT_DECIDED', 409);
  return new ApiError('ADJUSTMENT_OWN', 403);
}

/** The loan's adjustments, newest first, with what the loan owes now and the market's rules, for the order screen. */
export async function listAdjustments(deps: Deps, viewer: OperatorActor, orderNo: string) {
  const found = await loanToAdjust(deps, deps.db, byOrderNo(orderNo), false);
  if (!found) throw notFound();
  const rows = await deps.db
    .select()
    .from(loanAdjustments)
    .where(eq(loanAdjustments.orderId, found.order.id))
    .orderBy(desc(loanAdjustments.id));
  return {
    loan: loanView(found.loan, found.rules, found.currency),
    adjustments: rows.map((r) => adjustmentView(r, viewer)),
  };
}

function loanView(loan: AdjustableLoan, rules: AdjustmentRules, currency: CurrencyCode) {
  return {
    status: loan.status,
    writtenOff: loan.writtenOff,
    dueDate: loan.dueDate,
    today: loan.today,
    daysPastDue: overdueDays(loan.dueDate, loan.today),
    currency,
    owed: loan.owed,
    outstanding: totalOwed(loan.owed),
    writeOffAfterDays: rules.writeOffAfterDays,
    restructureMaxDays: rules.restructureMaxDays,
  };
}

/** An adjustment as the console shows it; `mine`: the viewer requested it (so they may not decide it). */
export function adjustmentView(r: AdjustmentRow, viewer: OperatorActor) {
  return {
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    currency: r.currency,
    newDueDate: r.newDueDate,
    previousDueDate: r.previousDueDate,
    reason: r.reason,
    status: r.status,
    requestedBy: r.requestedBy,
    requestedAt: r.requestedAt.toISOString(),
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decisionReason: r.decisionReason,
    transactionId: r.transactionId,
    mine: viewer.operatorId !== null && r.requestedById === viewer.operatorId,
  };
}
