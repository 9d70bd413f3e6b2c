import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageLog, smsEarlyReports } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { insertAttempt, markAttempt, takeReport, type DeliveryReport } from './message-log-repo';

/**
 * A vendor can report a message before the send has written the id the vendor answered, and sends
 * a refused report no more: the report is kept and moves the message once the id is written, in
 * whichever order the two arrive.
 */
let database: TestDatabase;
const now = new Date('2026-11-30T10:00:00Z');
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** A send as send-message.ts makes it: the attempt first, the vendor's id once the vendor answered. */
async function attempt(vendor = 'twilio') {
  n += 1;
  const id = await insertAttempt(database.db, {
    ticket: `ticket-${n}`,
    vendor,
    purpose: 'login',
    channel: 'sms',
    status: 'sending',
    toHash: `hash-${n}`,
    toMasked: '+52******0001',
    createdAt: now,
    updatedAt: now,
  });
  return { id, vendorMessageId: `SM${String(n).padStart(32, '0')}` };
}

/** A vendor's report, taken as its webhook takes it. */
const report = (
  vendor: string,
  vendorMessageId: string,
  state: DeliveryReport['state'],
  errorCode: string | null,
  at: Date,
) => takeReport(database.db, { vendor, vendorMessageId, state, errorCode }, at);

const messageOf = async (id: number) => (await database.db.select().from(messageLog).where(eq(messageLog.id, id)))[0];
const kept = () => database.db.select().from(smsEarlyReports);

describe('a delivery report that comes before its message is recorded', () => {
  it('is kept, and moves the message when the send writes the vendor id', async () => {
    const send = await attempt();
    expect(await report('twilio', send.vendorMessageId, 'undelivered', '30003', now)).toBe('kept');
    expect(await kept()).toHaveLength(1);
    await markAttempt(database.db, send.id, { status: 'sent', vendorMessageId: send.vendorMessageId }, now);
    expect(await messageOf(send.id)).toMatchObject({ status: 'undelivered', errorCode: '30003', reportedAt: now });
    expect(await kept()).toEqual([]);
  });

  it('written after the id (the two crossed), it moves the message at once and is not kept', async () => {
    const send = await attempt();
    await markAttempt(database.db, send.id, { status: 'sent', vendorMessageId: send.vendorMessageId }, now);
    expect(await report('twilio', send.vendorMessageId, 'delivered', null, now)).toBe('recorded');
    expect(await messageOf(send.id)).toMatchObject({ status: 'delivered' });
    expect(await kept()).toEqual([]);
  });

  it("is one vendor's: another vendor's message with the same id is not moved", async () => {
    const send = await attempt('termii');
    await report('twilio', send.vendorMessageId, 'undelivered', null, now);
    await markAttempt(database.db, send.id, { status: 'sent', vendorMessageId: send.vendorMessageId }, now);
    expect(await messageOf(send.id)).toMatchObject({ status: 'sent', reportedAt: null });
    expect(await kept()).toHaveLength(1);
  });

  it('that never finds its message is gone after a day', async () => {
    const later = new Date(now.getTime() + 86_400_001);
    expect(await report('termii', 'unknown-1', 'delivered', null, later)).toBe('kept');
    expect((await kept()).map((r) => r.vendorMessageId)).toEqual(['unknown-1']);
  });
});
