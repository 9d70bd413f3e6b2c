import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { hmac } from '../../crypto/hmac';
import { messageLog } from '../../db/schema';
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
  await db
    .update(messageLog)
    .set({ ...set, updatedAt: now })
    .where(eq(messageLog.id, id));
}

/**
 * A vendor's final word on a message it took. Only a message still waiting for it moves (a late
 * or repeated report changes nothing); answers whether the message is ours at all.
 */
export async function recordReport(
  db: DbOrTx,
  vendor: string,
  vendorMessageId: string,
  state: ReportedState,
  errorCode: string | null,
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
