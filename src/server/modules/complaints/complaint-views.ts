import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CallOutput } from '../../../domain/api/contracts';
import type { ComplaintCategory } from '../../../domain/complaints/complaint-rules';
import type { Market } from '../../../domain/markets/market';
import type { Db } from '../../db/client';
import { complaintPhotos, complaintUpdates, complaints } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AppRow } from '../../http/apps-registry';
import { complaintConfig } from './complaint-config';

export type ComplaintView = CallOutput<'/user/complaints'>;
type Escalation = CallOutput<'/user/complaints/list'>['escalation'];

/**
 * The caller's complaints (or one of them), newest first, with their updates and whether a
 * photo is attached. Every read is scoped by the owner in the query: the updates and photos
 * are joined through complaints of this user, never read by a complaint id alone.
 */
export async function complaintsOfUser(db: Db, userId: number, onlyId?: number): Promise<ComplaintView[]> {
  const rows = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.userId, userId), onlyId === undefined ? undefined : eq(complaints.id, onlyId)))
    .orderBy(desc(complaints.id))
    .limit(100);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const updates = await db
    .select({ u: complaintUpdates })
    .from(complaintUpdates)
    .innerJoin(complaints, and(eq(complaints.id, complaintUpdates.complaintId), eq(complaints.userId, userId)))
    .where(inArray(complaintUpdates.complaintId, ids))
    .orderBy(asc(complaintUpdates.id));
  const photos = await db
    .select({ complaintId: complaintPhotos.complaintId })
    .from(complaintPhotos)
    .where(and(eq(complaintPhotos.userId, userId), inArray(complaintPhotos.complaintId, ids)));
  const withPhoto = new Set(photos.map((p) => p.complaintId));
  return rows.map((r) => ({
    caseNo: r.caseNo,
    category: r.category as ComplaintCategory,
    status: r.status,
    text: r.text,
    hasPhoto: withPhoto.has(r.id),
    createdAt: r.createdAt.toISOString(),
    answerBy: r.answerBy.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    updates: updates
      .filter(({ u }) => u.complaintId === r.id)
      .map(({ u }) => ({
        kind: u.kind,
        status: u.status,
        text: u.kind === 'reply' ? u.body : null,
        at: u.createdAt.toISOString(),
      })),
  }));
}

/**
 * Where a borrower of `market` takes an answer they do not accept: the lender's UNE (when set) then CONDUSEF; the
 * FCCPC.
 */
export function escalationOf(deps: Pick<Deps, 'config'>, market: Market): Escalation {
  const e = complaintConfig(deps).escalation;
  if (market === 'ng') return [{ who: 'fccpc', contact: e.fccpcNg }];
  return [...(e.uneMx ? [{ who: 'une' as const, contact: e.uneMx }] : []), { who: 'condusef', contact: e.condusefMx }];
}

/** `/user/complaints/list`. */
export async function listComplaints(
  deps: Deps,
  app: AppRow,
  userId: number,
): Promise<CallOutput<'/user/complaints/list'>> {
  return { complaints: await complaintsOfUser(deps.db, userId), escalation: escalationOf(deps, app.market) };
}
