import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { hmac } from '../../crypto/hmac';
import { messageLog, smsEarlyReports } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';

export type MessageRow = typeof messageLog.$inferSelect;
export type MessageChannel = MessageRow['channel'];
/** What a vendor's delivery report says, in our words. */
export type ReportedState = 'delivered' | 'undelivered';

/** The number as the log keeps it: an HMAC (to find its recent failures) — never the number itself. */
export const phoneHash = (secret: string, e164: string) => hmac(secret, 'message-to', e164);

export async function insertAttempt(db: DbOrTx, row: typeof messageLog.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(messageLog).values(row).returning({ id: messageLog.id });
  return inserted.id;
}

export async function markAttempt(
  db: DbOrTx,
  id: number,
  set: { status: 'sent' | 'failed'; vendorMessageId?: string | null; errorCode?: string | null },
  now: Date,
): Promise<void> {
  const [marked] = await db
    .update(messageLog)
    .set({ ...set, updatedAt: now })
    .where(eq(messageLog.id, id))
    .returning({ vendor: messageLog.vendor });
  if (marked && set.vendorMessageId) await applyEarlyReport(db, marked.vendor, set.vendorMessageId, now);
}

/** What a vendor's delivery report says about one of its messages. */
export interface DeliveryReport {
  vendor: string;
  vendorMessageId: string;
  state: ReportedState;
  errorCode: string | null;
}

const earlyReportOf = (vendor: string, vendorMessageId: string) =>
  and(eq(smsEarlyReports.vendor, vendor), eq(smsEarlyReports.vendorMessageId, vendorMessageId));

/** A report kept for this message before its id was recorded (takeReport) now moves it. */
async function applyEarlyReport(db: DbOrTx, vendor: string, vendorMessageId: string, now: Date): Promise<void> {
  const [early] = await db.delete(smsEarlyReports).where(earlyReportOf(vendor, vendorMessageId)).returning();
  if (early) await recordReport(db, { vendor, vendorMessageId, state: early.state, errorCode: early.errorCode }, now);
}

/** A report that never found its message (another deployment's, on a shared vendor account) is kept this long. */
const EARLY_REPORT_KEPT_MS = 86_400_000;

/**
 * A delivery report, as the vendor's webhook takes it. One of a message whose vendor id is not
 * recorded yet is kept: the vendor may report before the send has written the id it answered, and
 * does not send a refused report again, so it waits until the send writes the id (markAttempt
 * applies it). Both sides write first and look second, so whichever comes second applies it.
 */
export async function takeReport(
  db: DbOrTx,
  report: DeliveryReport,
  now: Date,
): Promise<'recorded' | 'unchanged' | 'kept'> {
  const outcome = await recordReport(db, report, now);
  if (outcome !== 'unknown') return outcome;
  await db
    .delete(smsEarlyReports)
    .where(lt(smsEarlyReports.reportedAt, new Date(now.getTime() - EARLY_REPORT_KEPT_MS)));
  await db
    .insert(smsEarlyReports)
    .values({ ...report, reportedAt: now })
    .onConflictDoNothing();
  if ((await recordReport(db, report, now)) === 'unknown') return 'kept';
  await db.delete(smsEarlyReports).where(earlyReportOf(report.vendor, report.vendorMessageId));
  return 'recorded';
}

/**
 * A vendor's final word on a message it took. Only a message still waiting for it moves (a late
 * or repeated report changes nothing); answers whether the message is ours at all.
 */
async function recordReport(
  db: DbOrTx,
  { vendor, vendorMessageId, state, errorCode }: DeliveryReport,
  now: Date,
): Promise<'recorded' | 'unchanged' | 'unknown'> {
  const moved = await db
    .update(messageLog)
    .set({ status: state, errorCode, reportedAt: now, updatedAt: now })
    .where(
      and(
        eq(messageLog.vendor, vendor),
        eq(messageLog.vendorMessageId, vendorMessageId),
        inArray(messageLog.status, ['sending', 'sent']),
      ),
    )
    .returning({ id: messageLog.id });
  if (moved.length) return 'recorded';
  const [known] = await db
    .select({ id: messageLog.id })
    .from(messageLog)
    .where(and(eq(messageLog.vendor, vendor), eq(messageLog.vendorMessageId, vendorMessageId)))
    .limit(1);
  return known ? 'unchanged' : 'unknown';
}

/** Vendors that could not deliver to this number lately: the next message to it tries the others first. */
export async function vendorsThatFailed(db: DbOrTx, toHash: string, since: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ vendor: messageLog.vendor })
    .from(messageLog)
    .where(and(eq(messageLog.toHash, toHash), gt(messageLog.createdAt, since), eq(messageLog.status, 'undelivered')));
  return new Set(rows.map((r) => r.vendor));
}

/** The latest attempt of one send (its failover included). */
export async function latestOfTicket(db: DbOrTx, ticket: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messageLog)
    .where(eq(messageLog.ticket, ticket))
    .orderBy(desc(messageLog.id))
    .limit(1);
  return row ?? null;
}

/** Every message of a loan, newest first (the console's loan page). */
export async function messagesOfOrder(db: DbOrTx, orderId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messageLog)
    .where(eq(messageLog.orderId, orderId))
    .orderBy(desc(messageLog.createdAt), desc(messageLog.id));
}
