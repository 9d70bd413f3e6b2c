import { asc, desc, eq, or } from 'drizzle-orm';
import type { DataExport } from '../../../domain/api/privacy';
import type { Language } from '../../../domain/markets/market';
import { explainRefusal } from '../../../domain/scoring/refusal-reasons';
import {
  agreementAcceptances,
  assessments,
  consents,
  coupons,
  creditLimits,
  identityImages,
  identityVerifications,
  ledgerEntries,
  ledgerTransactions,
  loanOrders,
  messageLog,
  products,
  users,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { take } from '../../limits/rate-counter';
import { phoneHash } from '../messages';
import { loadProfile } from '../profile';
import { complaintsForExport } from './complaints-extension';
import { listPrivacyRequests, recordPrivacyRequest } from './privacy-requests-repo';

/** A copy of one's data is a few per day: enough to retry a failed download, not a way to load the database. */
export const DATA_EXPORTS_PER_DAY = { scope: 'privacy.export.day', limit: 3, windowMs: 86_400_000 };

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything held about the caller (issue 28.3, decision 0084), each read scoped by their id in
 * the query. Identity and account numbers come masked (the profile view getUserInfo uses); no
 * hash, token, key, message text or operator note is selected, so none can leak.
 */
export async function exportData(deps: Deps, userId: number, lang: Language): Promise<DataExport> {
  const now = deps.clock.now();
  const allowance = await take(deps.db, DATA_EXPORTS_PER_DAY, `user:${userId}`, now);
  if (!allowance.allowed) {
    await recordPrivacyRequest(deps.db, { userId, kind: 'export', outcome: 'limited', createdAt: now });
    const hours = Math.max(1, Math.ceil((allowance.resetAt.getTime() - now.getTime()) / 3_600_000));
    throw new ApiError('DATA_EXPORT_LIMITED', 429, { hours }, [], { retryAt: allowance.resetAt.toISOString() });
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiError('TOKEN_INVALID', 401);
  const db = deps.db;
  const [
    profile,
    photos,
    checks,
    limit,
    orders,
    decisions,
    agreements,
    entries,
    messages,
    given,
    couponRows,
    complaints,
    requests,
  ] = await Promise.all([
    loadProfile(deps, userId, user.market),
    db.select().from(identityImages).where(eq(identityImages.userId, userId)).orderBy(asc(identityImages.id)),
    db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, userId))
      .orderBy(asc(identityVerifications.id)),
    db.select().from(creditLimits).where(eq(creditLimits.userId, userId)).limit(1),
    db
      .select({ order: loanOrders, productName: products.name, currency: products.currency })
      .from(loanOrders)
      .innerJoin(products, eq(products.id, loanOrders.productId))
      .where(eq(loanOrders.userId, userId))
      .orderBy(desc(loanOrders.id)),
    db.select().from(assessments).where(eq(assessments.userId, userId)),
    db
      .select()
      .from(agreementAcceptances)
      .where(eq(agreementAcceptances.userId, userId))
      .orderBy(asc(agreementAcceptances.id)),
    db
      .select({ entry: ledgerEntries, kind: ledgerTransactions.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(loanOrders, eq(loanOrders.id, ledgerEntries.orderId))
      .where(eq(loanOrders.userId, userId))
      .orderBy(asc(ledgerEntries.transactionId), asc(ledgerEntries.id)),
    // Codes sent before the account existed carry no user id, only the number's HMAC.
    db
      .select()
      .from(messageLog)
      .where(or(eq(messageLog.userId, userId), eq(messageLog.toHash, phoneHash(deps.config.secret, user.mobile))))
      .orderBy(asc(messageLog.id)),
    db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id)),
    db.select().from(coupons).where(eq(coupons.userId, userId)).orderBy(asc(coupons.id)),
    complaintsForExport(deps, userId, lang),
    listPrivacyRequests(db, userId),
  ]);
  await recordPrivacyRequest(db, { userId, kind: 'export', outcome: 'delivered', createdAt: now });

  const { market: _market, ...profileSections } = profile;
  return {
    format: 'presta-data-export',
    version: 1,
    generatedAt: iso(now),
    language: lang,
    account: {
      userId: user.id,
      mobile: user.mobile,
      market: user.market,
      language: user.language,
      app: user.packageName,
      registeredAt: iso(user.createdAt),
      lastLoginAt: isoOrNull(user.lastLoginAt),
    },
    profile: profileSections,
    identityPhotos: photos.map((p) => ({
      kind: p.kind,
      takenAt: iso(p.createdAt),
      replacedAt: isoOrNull(p.replacedAt),
    })),
    identityChecks: checks.map((c) => ({ kind: c.kind, status: c.status, checkedAt: isoOrNull(c.checkedAt) })),
    creditLimit: limit[0]
      ? { currency: limit[0].currency, limit: limit[0].limit, updatedAt: iso(limit[0].updatedAt) }
      : null,
    loans: orders.map(({ order, productName, currency }) => {
      const decision = decisions.find((d) => d.orderId === order.id);
      return {
        orderNo: order.orderNo,
        status: order.status,
        productName,
        currency,
        amount: order.amount,
        days: order.days,
        processingFee: order.processingFee,
        feeTax: order.feeTax,
        interest: order.interest,
        received: order.received,
        repayment: order.repayment,
        dueDate: order.dueDate,
        createdAt: iso(order.createdAt),
        submittedAt: isoOrNull(order.submittedAt),
        approvedAt: isoOrNull(order.approvedAt),
        rejectedAt: isoOrNull(order.rejectedAt),
        disbursedAt: isoOrNull(order.disbursedAt),
        finishedAt: isoOrNull(order.finishedAt),
        cancelledAt: isoOrNull(order.cancelledAt),
        decision: decision
          ? {
              outcome: decision.outcome,
              decidedAt: iso(decision.createdAt),
              refusalReasons: explainRefusal(decision.refusalReasons, lang),
            }
          : null,
        agreements: agreements
          .filter((a) => a.orderId === order.id)
          .map((a) => ({ kind: a.kind, version: a.version, language: a.language, acceptedAt: iso(a.acceptedAt) })),
        movements: movementsOf(entries.filter((e) => e.entry.orderId === order.id)),
      };
    }),
    messages: messages.map((m) => ({
      at: iso(m.createdAt),
      channel: m.channel,
      purpose: m.purpose,
      status: m.status,
      to: m.toMasked,
    })),
    consents: given.map((c) => ({
      kind: c.kind,
      version: c.version,
      givenAt: iso(c.createdAt),
      withdrawnAt: c.withdrawnAt ? iso(c.withdrawnAt) : null,
    })),
    coupons: couponRows.map((c) => ({
      amount: c.amount,
      currency: c.currency,
      status: c.status,
      expiresAt: iso(c.expiresAt),
      createdAt: iso(c.createdAt),
    })),
    complaints,
    requests: requests.map((r) => ({ kind: r.kind, outcome: r.outcome, at: iso(r.createdAt) })),
  };
}

type EntryRow = { entry: typeof ledgerEntries.$inferSelect; kind: string };

/** Entries grouped into their transactions, in the order they were posted. */
function movementsOf(rows: EntryRow[]): DataExport['loans'][number]['movements'] {
  const byTransaction = new Map<number, DataExport['loans'][number]['movements'][number]>();
  for (const { entry, kind } of rows) {
    const movement = byTransaction.get(entry.transactionId) ?? { at: iso(entry.createdAt), kind, lines: [] };
    movement.lines.push({ account: entry.account, debit: entry.debit, credit: entry.credit });
    byTransaction.set(entry.transactionId, movement);
  }
  return [...byTransaction.values()];
}
