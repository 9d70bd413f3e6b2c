import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { creditRefunds, incomingPayments, loanOrders, payouts } from '../../db/schema';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { civilDay, jobKind } from '../../jobs/job-kind';
import type { CollectedPayment, CollectionsProvider } from '../../providers/payments/collections-provider';
import { CollectionsRouter } from '../../providers/payments/collections-router';
import { PayoutsRouter } from '../../providers/payments/payouts-router';
import {
  payoutProviderName,
  type PaymentsProvider,
  type PayoutListing,
} from '../../providers/payments/payments-provider';
import { safeErrorMessage } from '../../db/safe-error';
import { receivePayment } from '../repay';
import {
  openDifferences,
  recordDifference,
  recordRun,
  resolveDifference,
  type NewDifference,
} from './differences-repo';
import { collectionKey, providerCashByKey } from './ledger-amounts';

export const COMPARE_JOB = jobKind('compareVendors', z.strictObject({ day: civilDay }));
const DAY_MS = 86_400_000;
/** Vendors' lists settle after the day ends; the comparison waits this long past midnight (UTC). */
const SETTLE_MS = 3_600_000;
/** Either side may date a movement a little off the other: each side is looked up in the other beyond the day. */
const MARGIN_MS = 3_600_000;

/** The UTC day whose comparison is due at `now`: the day before, once its lists have settled. */
export function compareWindowDue(now: Date): string {
  return new Date(now.getTime() - SETTLE_MS - DAY_MS).toISOString().slice(0, 10);
}

export interface DayWindow {
  since: Date;
  until: Date;
}

function windowOf(day: string): DayWindow {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`not a day: ${day}`);
  const since = new Date(`${day}T00:00:00Z`);
  return { since, until: new Date(since.getTime() + DAY_MS) };
}

const within = (at: Date, w: DayWindow) => at >= w.since && at < w.until;

/**
 * The daily comparison (decision 0042): each vendor's own list of the day against the ledger,
 * both ways. Every difference is recorded once (missing in ledger, missing at vendor, amount
 * differs); a provider without a list call is recorded as "cannot list", visible in the console.
 */
export async function compareDay(deps: Deps, day: string): Promise<void> {
  const w = windowOf(day);
  const providers = deps.collections instanceof CollectionsRouter ? deps.collections.providers() : [deps.collections];
  for (const provider of providers) await compareCollections(deps, provider, w);
  const payoutProviders = deps.payments instanceof PayoutsRouter ? deps.payments.providers() : [deps.payments];
  for (const provider of payoutProviders) await comparePayouts(deps, provider, w);
  await recheckMissingInLedger(deps);
}

async function guarded(
  deps: Deps,
  run: { provider: string; subject: 'collections' | 'payouts' },
  w: DayWindow,
  work: () => Promise<{ items: number; differences: number }>,
) {
  const base = { ...run, windowStart: w.since, windowEnd: w.until, ranAt: deps.clock.now() };
  try {
    const { items, differences } = await work();
    await recordRun(deps.db, { ...base, status: 'compared', vendorItems: items, differences });
  } catch (err) {
    deps.log.warn({ err, ...run }, 'reconciliation: the vendor list could not be compared');
    await recordRun(deps.db, { ...base, status: 'failed', error: safeErrorMessage(err).slice(0, 500) });
  }
}

async function compareCollections(deps: Deps, provider: CollectionsProvider, w: DayWindow): Promise<void> {
  const run = { provider: provider.name, subject: 'collections' as const };
  if (!provider.listTransactions) {
    await recordRun(deps.db, {
      ...run,
      windowStart: w.since,
      windowEnd: w.until,
      ranAt: deps.clock.now(),
      status: 'cannotList',
    });
    return;
  }
  const list = provider.listTransactions.bind(provider);
  await guarded(deps, run, w, async () => {
    const listed = await list(new Date(w.since.getTime() - MARGIN_MS), new Date(w.until.getTime() + MARGIN_MS));
    let differences = 0;
    // A payment the vendor has and we never heard of is a lost notification: it goes through the one door first.
    const known = await knownEvents(deps, listed);
    for (const p of listed) {
      if (within(p.paidAt, w) && !known.has(`${p.vendor}:${p.eventId}`)) await receivePayment(deps, p);
    }
    const inLedger = await providerCashByKey(
      deps.db,
      listed.map((p) => collectionKey(p.vendor, p.eventId)),
      'in',
    );
    const now = deps.clock.now();
    for (const p of listed.filter((x) => within(x.paidAt, w))) {
      const key = collectionKey(p.vendor, p.eventId);
      const ledger = inLedger.get(key);
      const base = {
        subject: 'collections' as const,
        vendor: p.vendor,
        vendorId: p.eventId,
        ourReference: p.reference ?? p.accountNumber,
        currency: p.currency,
      };
      const wasLost = !known.has(`${p.vendor}:${p.eventId}`);
      if (ledger === undefined) {
        if (
          await recordDifference(
            deps.db,
            { ...base, kind: 'missingInLedger', amountVendor: p.amount, amountLedger: null },
            now,
          )
        )
          differences++;
      } else if (ledger !== p.amount) {
        if (
          await recordDifference(
            deps.db,
            { ...base, kind: 'amountDiffers', amountVendor: p.amount, amountLedger: ledger },
            now,
          )
        )
          differences++;
      } else if (wasLost) {
        // Found and brought in by this comparison: kept as a record, already resolved.
        if (
          await recordDifference(
            deps.db,
            { ...base, kind: 'missingInLedger', amountVendor: p.amount, amountLedger: null },
            now,
            { at: now, resolution: 'applied' },
          )
        )
          differences++;
      }
    }
    differences += await missingAtVendor(deps, provider, listed, w);
    return { items: listed.filter((x) => within(x.paidAt, w)).length, differences };
  });
}

async function knownEvents(deps: Deps, listed: CollectedPayment[]): Promise<Set<string>> {
  const known = new Set<string>();
  const ids = [...new Set(listed.map((p) => p.eventId))];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await deps.db
      .select({ vendor: incomingPayments.vendor, eventId: incomingPayments.eventId })
      .from(incomingPayments)
      .where(inArray(incomingPayments.eventId, ids.slice(i, i + 500)));
    for (const r of rows) known.add(`${r.vendor}:${r.eventId}`);
  }
  return known;
}

/** Payments of the day this provider's methods brought into the ledger that its list does not show. */
async function missingAtVendor(
  deps: Deps,
  provider: CollectionsProvider,
  listed: CollectedPayment[],
  w: DayWindow,
): Promise<number> {
  if (!provider.methods.length) return 0;
  const theirs = new Set(listed.map((p) => `${p.vendor}:${p.eventId}`));
  const ours = await deps.db
    .select()
    .from(incomingPayments)
    .where(
      and(
        gte(incomingPayments.paidAt, w.since),
        lt(incomingPayments.paidAt, w.until),
        isNotNull(incomingPayments.ledgerTransactionId),
        inArray(incomingPayments.method, [...provider.methods]),
      ),
    );
  const missing = ours.filter((p) => !theirs.has(`${p.vendor}:${p.eventId}`));
  const amounts = await providerCashByKey(
    deps.db,
    missing.map((p) => collectionKey(p.vendor, p.eventId)),
    'in',
  );
  let found = 0;
  for (const p of missing) {
    const d: NewDifference = {
      subject: 'collections',
      vendor: p.vendor,
      vendorId: p.eventId,
      ourReference: p.reference ?? p.accountNumber,
      kind: 'missingAtVendor',
      currency: p.currency,
      amountVendor: null,
      amountLedger: amounts.get(collectionKey(p.vendor, p.eventId)) ?? null,
    };
    if (await recordDifference(deps.db, d, deps.clock.now())) found++;
  }
  return found;
}

/** What the ledger posted for each payout or refund key: a payout's money left in its order's disbursement. */
async function payoutLedger(deps: Deps, keys: string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const attempts = await deps.db
    .select({ key: payouts.idempotencyKey, orderNo: loanOrders.orderNo })
    .from(payouts)
    .innerJoin(loanOrders, sql`${loanOrders.id} = ${payouts.orderId}`)
    .where(and(inArray(payouts.idempotencyKey, keys), sql`${payouts.status} = 'succeeded'`));
  const disbursements = await providerCashByKey(
    deps.db,
    attempts.map((a) => `disbursement:${a.orderNo}`),
    'out',
  );
  const refunds = await providerCashByKey(deps.db, keys, 'out');
  const out = new Map(refunds);
  for (const a of attempts) {
    const amount = disbursements.get(`disbursement:${a.orderNo}`);
    if (amount !== undefined) out.set(a.key, amount);
  }
  return out;
}

/**
 * One payout provider's list against the payouts and refunds it made: ours are those recorded
 * under its name (a payout's provider; a refund's currency's provider), so a market's vendor is
 * never blamed for the other market's money.
 */
async function comparePayouts(deps: Deps, provider: PaymentsProvider, w: DayWindow): Promise<void> {
  const run = { provider: provider.name, subject: 'payouts' as const };
  if (!provider.listPayouts) {
    await recordRun(deps.db, {
      ...run,
      windowStart: w.since,
      windowEnd: w.until,
      ranAt: deps.clock.now(),
      status: 'cannotList',
    });
    return;
  }
  const list = provider.listPayouts.bind(provider);
  await guarded(deps, run, w, async () => {
    const listed: PayoutListing[] = (
      await list(new Date(w.since.getTime() - MARGIN_MS), new Date(w.until.getTime() + MARGIN_MS))
    ).filter((p) => p.status === 'succeeded');
    const inDay = listed.filter((p) => within(p.at, w));
    const ledger = await payoutLedger(
      deps,
      inDay.map((p) => p.idempotencyKey),
    );
    const now = deps.clock.now();
    let differences = 0;
    for (const p of inDay) {
      const amount = ledger.get(p.idempotencyKey);
      const base = {
        subject: 'payouts' as const,
        vendor: provider.name,
        vendorId: p.idempotencyKey,
        ourReference: p.idempotencyKey,
        currency: p.currency,
      };
      if (amount === undefined) {
        if (
          await recordDifference(
            deps.db,
            { ...base, kind: 'missingInLedger', amountVendor: p.amount, amountLedger: null },
            now,
          )
        )
          differences++;
      } else if (amount !== p.amount) {
        if (
          await recordDifference(
            deps.db,
            { ...base, kind: 'amountDiffers', amountVendor: p.amount, amountLedger: amount },
            now,
          )
        )
          differences++;
      }
    }
    // Ours: payouts and refunds that settled as paid that day.
    const theirs = new Set(listed.map((p) => p.idempotencyKey));
    const oursPayouts = await deps.db
      .select({ key: payouts.idempotencyKey, currency: payouts.currency })
      .from(payouts)
      .where(
        and(
          sql`${payouts.status} = 'succeeded'`,
          eq(payouts.provider, provider.name),
          gte(payouts.updatedAt, w.since),
          lt(payouts.updatedAt, w.until),
        ),
      );
    const oursRefunds = (
      await deps.db
        .select({ key: creditRefunds.idempotencyKey, currency: creditRefunds.currency })
        .from(creditRefunds)
        .where(
          and(
            sql`${creditRefunds.status} = 'succeeded'`,
            gte(creditRefunds.settledAt, w.since),
            lt(creditRefunds.settledAt, w.until),
          ),
        )
    ).filter((r) => payoutProviderName(deps.payments, r.currency) === provider.name);
    const missing = [...oursPayouts, ...oursRefunds].filter((o) => !theirs.has(o.key));
    const amounts = await payoutLedger(
      deps,
      missing.map((m) => m.key),
    );
    for (const m of missing) {
      const d: NewDifference = {
        subject: 'payouts',
        vendor: provider.name,
        vendorId: m.key,
        ourReference: m.key,
        kind: 'missingAtVendor',
        currency: m.currency,
        amountVendor: null,
        amountLedger: amounts.get(m.key) ?? null,
      };
      if (await recordDifference(deps.db, d, now)) differences++;
    }
    return { items: inDay.length, differences };
  });
}

/**
 * A collection once missing from the ledger that is now posted (matched by an operator, applied later) no longer
 * differs.
 */
async function recheckMissingInLedger(deps: Deps): Promise<void> {
  const open = await openDifferences(deps.db, 'collections', 'missingInLedger');
  const posted = await providerCashByKey(
    deps.db,
    open.map((d) => collectionKey(d.vendor, d.vendorId)),
    'in',
  );
  for (const d of open) {
    const amount = posted.get(collectionKey(d.vendor, d.vendorId));
    if (amount !== undefined && amount === d.amountVendor)
      await resolveDifference(deps.db, d.id, deps.clock.now(), 'agrees');
  }
}
