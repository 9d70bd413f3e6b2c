import { eq } from 'drizzle-orm';
import { complaintSmsText, type ComplaintChange } from '../../../domain/complaints/complaint-sms';
import type { Language, Market } from '../../../domain/markets/market';
import { apps, complaints, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { sendMessage } from '../messages';

/**
 * Tells the borrower by SMS that their case changed: the case number and what changed, in their
 * language, through the market's vendors (the message log records the attempt, never the text).
 * Sent after the change is committed: a vendor that fails never undoes an operator's answer.
 */
export async function notifyBorrower(deps: Deps, complaintId: number, change: ComplaintChange): Promise<void> {
  const [c] = await deps.db
    .select({
      caseNo: complaints.caseNo,
      userId: complaints.userId,
      packageName: complaints.packageName,
      market: complaints.market,
      mobile: users.mobile,
      language: users.language,
      appName: apps.appName,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .innerJoin(apps, eq(apps.packageName, complaints.packageName))
    .where(eq(complaints.id, complaintId))
    .limit(1);
  if (!c) return;
  const lang = c.language as Language;
  await sendMessage(deps, {
    to: c.mobile,
    text: complaintSmsText(lang, c.appName, c.caseNo, change),
    lang,
    market: c.market as Market,
    purpose: 'complaint',
    channel: 'sms',
    packageName: c.packageName,
    userId: c.userId,
  });
}
