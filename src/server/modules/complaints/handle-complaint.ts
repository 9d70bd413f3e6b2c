import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { COMPLAINT_MOVES, type ComplaintStatus } from '../../../domain/complaints/complaint-rules';
import { complaintUpdates, complaints, operators } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, notFound, validationError } from '../../http/api-error';
import { recordAudit, type OperatorActor } from '../operator';
import { notifyBorrower } from './notify-borrower';

const target = (caseNo: string) => `complaint:${caseNo}`;

async function caseOf(db: Deps['db'], id: number) {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Gives the case to an active operator (or to nobody), audited. */
export async function assignComplaint(
  deps: Deps,
  actor: OperatorActor,
  id: number,
  operatorId: number | null,
): Promise<void> {
  const now = deps.clock.now();
  if (operatorId !== null) {
    const [op] = await deps.db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.id, operatorId), isNull(operators.disabledAt)))
      .limit(1);
    if (!op)
      throw validationError([{ field: 'operatorId', key: 'validation.invalidField', params: { field: 'operatorId' } }]);
  }
  await deps.db.transaction(async (tx) => {
    const before = await caseOf(tx, id);
    await tx.update(complaints).set({ assignedOperatorId: operatorId, updatedAt: now }).where(eq(complaints.id, id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'complaint.assign',
        target: target(before.caseNo),
        before: { operatorId: before.assignedOperatorId },
        after: { operatorId },
      },
      now,
    );
  });
}

/**
 * An operator's answer: stored, audited (its length, not its words) and sent to the borrower as
 * an SMS that says there is an answer. A resolved case takes no more answers.
 */
export async function replyToComplaint(deps: Deps, actor: OperatorActor, id: number, body: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(complaints)
      .set({ updatedAt: now })
      .where(and(eq(complaints.id, id), ne(complaints.status, 'resolved')))
      .returning({ caseNo: complaints.caseNo });
    if (!row) {
      await caseOf(tx, id);
      throw new ApiError('COMPLAINT_RESOLVED', 409);
    }
    await tx
      .insert(complaintUpdates)
      .values({ complaintId: id, kind: 'reply', body, operatorId: actor.operatorId, createdAt: now });
    await recordAudit(
      tx,
      actor,
      { action: 'complaint.reply', target: target(row.caseNo), after: { characters: body.length } },
      now,
    );
  });
  await notifyBorrower(deps, id, { kind: 'reply' });
}

/**
 * Moves a case, from the status the operator saw to the next one, in one conditional UPDATE (two
 * operators acting at once: one wins, the other is told the case changed). Resolving needs an
 * answer first: a borrower never reads "resolved" without being told how.
 */
export async function changeComplaintStatus(
  deps: Deps,
  actor: OperatorActor,
  id: number,
  from: ComplaintStatus,
  to: ComplaintStatus,
): Promise<void> {
  if (!COMPLAINT_MOVES[from].includes(to)) throw new ApiError('COMPLAINT_STATUS_CHANGE', 409);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const answered = sql`EXISTS (SELECT 1 FROM complaint_updates u WHERE u.complaint_id = ${complaints.id} AND u.kind = 'reply')`;
    const [row] = await tx
      .update(complaints)
      .set({ status: to, updatedAt: now, resolvedAt: to === 'resolved' ? now : null })
      .where(and(eq(complaints.id, id), eq(complaints.status, from), to === 'resolved' ? answered : undefined))
      .returning({ caseNo: complaints.caseNo });
    if (!row) {
      const current = await caseOf(tx, id);
      throw new ApiError(
        current.status === from && to === 'resolved' ? 'COMPLAINT_NEEDS_ANSWER' : 'COMPLAINT_STATUS_CHANGE',
        409,
      );
    }
    await tx
      .insert(complaintUpdates)
      .values({ complaintId: id, kind: 'status', status: to, operatorId: actor.operatorId, createdAt: now });
    await recordAudit(
      tx,
      actor,
      { action: 'complaint.status', target: target(row.caseNo), before: { status: from }, after: { status: to } },
      now,
    );
  });
  await notifyBorrower(deps, id, { kind: 'status', status: to });
}
