import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { isComplex, type ComplaintCategory } from '../../../domain/complaints/complaint-rules';
import type { Db } from '../../db/client';
import { complaintPhotos, complaintUpdates, complaints, operators } from '../../db/schema';
import { notFound } from '../../http/api-error';

export const QUEUE_FILTERS = ['open', 'inProgress', 'resolved', 'overdue', 'unresolved'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

type Row = typeof complaints.$inferSelect;

/** What the console shows of a case; the mobile number never (the customer page reveals it on purpose). */
function queueItem(r: Row, assignedTo: string | null, now: Date) {
  return {
    id: r.id,
    caseNo: r.caseNo,
    packageName: r.packageName,
    market: r.market,
    userId: r.userId,
    category: r.category,
    complex: isComplex(r.category as ComplaintCategory),
    status: r.status,
    assignedOperatorId: r.assignedOperatorId,
    assignedTo,
    createdAt: r.createdAt.toISOString(),
    answerBy: r.answerBy.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    overdue: r.status !== 'resolved' && r.answerBy.getTime() < now.getTime(),
  };
}

const notResolved = ne(complaints.status, 'resolved');
const overdueAt = (now: Date) => and(notResolved, lt(complaints.answerBy, now));

function filterOf(filter: QueueFilter, now: Date) {
  if (filter === 'overdue') return overdueAt(now);
  if (filter === 'unresolved') return notResolved;
  return eq(complaints.status, filter);
}

/** The queue: unresolved cases nearest their deadline first (overdue ones lead), resolved ones newest first. */
export async function complaintQueue(db: Db, filter: QueueFilter, now: Date, packageName?: string) {
  const rows = await db
    .select({ c: complaints, assignedTo: operators.email })
    .from(complaints)
    .leftJoin(operators, eq(operators.id, complaints.assignedOperatorId))
    .where(and(filterOf(filter, now), packageName ? eq(complaints.packageName, packageName) : undefined))
    .orderBy(filter === 'resolved' ? desc(complaints.resolvedAt) : asc(complaints.answerBy))
    .limit(200);
  return rows.map((r) => queueItem(r.c, r.assignedTo, now));
}

/** One case with the borrower's words, its updates (and who made them) and whether it has a photo. */
export async function complaintCase(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({ c: complaints, assignedTo: operators.email })
    .from(complaints)
    .leftJoin(operators, eq(operators.id, complaints.assignedOperatorId))
    .where(eq(complaints.id, id))
    .limit(1);
  if (!row) throw notFound();
  const updates = await db
    .select({ u: complaintUpdates, by: operators.email })
    .from(complaintUpdates)
    .leftJoin(operators, eq(operators.id, complaintUpdates.operatorId))
    .where(eq(complaintUpdates.complaintId, id))
    .orderBy(asc(complaintUpdates.id));
  const [photo] = await db
    .select({ id: complaintPhotos.id })
    .from(complaintPhotos)
    .where(eq(complaintPhotos.complaintId, id))
    .limit(1);
  const assignable = await db
    .select({ id: operators.id, email: operators.email })
    .from(operators)
    .where(sql`${operators.disabledAt} IS NULL`)
    .orderBy(asc(operators.email));
  return {
    complaint: { ...queueItem(row.c, row.assignedTo, now), text: row.c.text, hasPhoto: Boolean(photo) },
    updates: updates.map(({ u, by }) => ({
      kind: u.kind,
      status: u.status,
      text: u.body,
      by,
      at: u.createdAt.toISOString(),
    })),
    assignable,
  };
}

/** The stored photo of a case, when it has one. */
export async function complaintPhotoKey(db: Db, id: number): Promise<string | null> {
  const [photo] = await db
    .select({ key: complaintPhotos.storageKey })
    .from(complaintPhotos)
    .where(eq(complaintPhotos.complaintId, id))
    .limit(1);
  return photo?.key ?? null;
}

/** The dashboard's alert: cases of one app past their deadline and not resolved, oldest deadline first. */
export async function overdueComplaints(db: Db, packageName: string, now: Date) {
  const rows = await db
    .select({ c: complaints, assignedTo: operators.email })
    .from(complaints)
    .leftJoin(operators, eq(operators.id, complaints.assignedOperatorId))
    .where(and(eq(complaints.packageName, packageName), overdueAt(now)))
    .orderBy(asc(complaints.answerBy))
    .limit(20);
  const [counts] = await db
    .select({
      unresolved: sql<number>`count(*)::int`,
      overdue: sql<number>`count(*) FILTER (WHERE ${complaints.answerBy} < ${now.toISOString()}::timestamptz)::int`,
    })
    .from(complaints)
    .where(and(eq(complaints.packageName, packageName), notResolved));
  return {
    unresolved: counts?.unresolved ?? 0,
    overdue: counts?.overdue ?? 0,
    cases: rows.map((r) => queueItem(r.c, r.assignedTo, now)),
  };
}
