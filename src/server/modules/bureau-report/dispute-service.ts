import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { REPORT_ACCOUNT_STATUSES } from '../../../domain/bureau/report-line';
import { bureauDisputes, bureauReportLines, bureauReportRuns, loanOrders } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { actorName, recordAudit, type OperatorActor } from '../operator';

/** Runs a bureau holds (or will once uploaded): what a borrower and a dispute are about. */
export const DELIVERED: ('sent' | 'uploaded')[] = ['sent', 'uploaded'];

/**
 * What the bureau was told about one loan, month by month: the latest delivered line of each month (a correction
 * restates it).
 */
export async function reportedLines(db: Deps['db'], orderId: number) {
  const rows = await db
    .select({
      id: bureauReportLines.id,
      month: bureauReportLines.month,
      accountStatus: bureauReportLines.accountStatus,
      daysPastDue: bureauReportLines.daysPastDue,
      outstanding: bureauReportLines.outstanding,
      currency: bureauReportLines.currency,
      disputeId: bureauReportLines.disputeId,
      bureau: bureauReportRuns.bureau,
      reportedOn: bureauReportRuns.uploadedOn,
    })
    .from(bureauReportLines)
    .innerJoin(bureauReportRuns, eq(bureauReportRuns.id, bureauReportLines.runId))
    .where(and(eq(bureauReportLines.orderId, orderId), inArray(bureauReportRuns.status, DELIVERED)))
    .orderBy(asc(bureauReportLines.month), desc(bureauReportLines.id));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!latest.has(r.month)) latest.set(r.month, r);
  return [...latest.values()].map((r) => ({ ...r, corrected: r.disputeId !== null }));
}

async function orderIdOf(deps: Deps, orderNo: string): Promise<{ id: number; userId: number }> {
  const [o] = await deps.db
    .select({ id: loanOrders.id, userId: loanOrders.userId })
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, orderNo));
  if (!o) throw new ApiError('BUREAU_REPORT_NOT_FOUND', 404);
  return o;
}

export async function loanReportedLines(deps: Deps, orderNo: string) {
  const o = await orderIdOf(deps, orderNo);
  const disputes = await deps.db
    .select()
    .from(bureauDisputes)
    .where(eq(bureauDisputes.orderId, o.id))
    .orderBy(asc(bureauDisputes.id));
  return { lines: await reportedLines(deps.db, o.id), disputes: disputes.map(disputeView) };
}

export function disputeView(d: typeof bureauDisputes.$inferSelect) {
  return {
    id: d.id,
    lineId: d.lineId,
    month: d.month,
    reason: d.reason,
    status: d.status,
    correctedStatus: d.correctedStatus,
    correctedDaysPastDue: d.correctedDaysPastDue,
    resolution: d.resolution,
    recordedBy: d.recordedBy,
    resolvedBy: d.resolvedBy,
    carried: d.carriedRunId !== null,
    createdAt: d.createdAt.toISOString(),
  };
}

/** Records a borrower's dispute about a delivered line of their loan (one open per line). */
export async function recordDispute(
  deps: Deps,
  actor: OperatorActor,
  orderNo: string,
  input: { lineId: number; reason: string },
) {
  const o = await orderIdOf(deps, orderNo);
  const line = (await reportedLines(deps.db, o.id)).find((l) => l.id === input.lineId);
  if (!line) throw new ApiError('BUREAU_REPORT_NOT_FOUND', 404);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(bureauDisputes)
      .values({
        orderId: o.id,
        userId: o.userId,
        lineId: line.id,
        month: line.month,
        reason: input.reason,
        recordedBy: actorName(actor),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length) throw new ApiError('BUREAU_DISPUTE_OPEN', 409);
    await recordAudit(
      tx,
      actor,
      {
        action: 'bureau.dispute.record',
        target: `order:${orderNo}`,
        after: { disputeId: inserted[0].id, month: line.month },
      },
      now,
    );
    return disputeView(inserted[0]);
  });
}

/**
 * Corrects (with the status and days past due the bureau should hold for that month) or rejects
 * an open dispute, once: a concurrent second decision finds it decided. A correction is carried
 * by the next file built (the month's or the next month's run).
 */
export async function decideDispute(
  deps: Deps,
  actor: OperatorActor,
  id: number,
  decision:
    | {
        kind: 'correct';
        accountStatus?: (typeof REPORT_ACCOUNT_STATUSES)[number];
        daysPastDue?: number;
        resolution: string;
      }
    | { kind: 'reject'; resolution: string },
) {
  const [d] = await deps.db.select().from(bureauDisputes).where(eq(bureauDisputes.id, id));
  if (!d) throw new ApiError('BUREAU_REPORT_NOT_FOUND', 404);
  if (d.status !== 'open') throw new ApiError('BUREAU_DISPUTE_DECIDED', 409);
  if (decision.kind === 'correct') {
    const [line] = await deps.db.select().from(bureauReportLines).where(eq(bureauReportLines.id, d.lineId));
    const changes =
      (decision.accountStatus !== undefined && decision.accountStatus !== line.accountStatus) ||
      (decision.daysPastDue !== undefined && decision.daysPastDue !== line.daysPastDue);
    if (!changes) throw new ApiError('BUREAU_CORRECTION_EMPTY');
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bureauDisputes)
      .set({
        status: decision.kind === 'correct' ? 'corrected' : 'rejected',
        resolution: decision.resolution,
        resolvedBy: actorName(actor),
        resolvedAt: now,
        ...(decision.kind === 'correct'
          ? { correctedStatus: decision.accountStatus ?? null, correctedDaysPastDue: decision.daysPastDue ?? null }
          : {}),
      })
      .where(and(eq(bureauDisputes.id, id), eq(bureauDisputes.status, 'open')))
      .returning();
    if (!updated) throw new ApiError('BUREAU_DISPUTE_DECIDED', 409);
    await recordAudit(
      tx,
      actor,
      {
        action: `bureau.dispute.${decision.kind}`,
        target: `bureau-dispute:${id}`,
        before: { status: 'open' },
        after: disputeView(updated),
      },
      now,
    );
    return disputeView(updated);
  });
}
