import { and, eq } from 'drizzle-orm';
import type { Market } from '../../../domain/markets/market';
import { assess, reviewIdentityClash } from '../../../domain/scoring/assess';
import { reviewIdentityChecks } from '../../../domain/scoring/identity-review';
import { DEFAULT_SCORING_CONFIG } from '../../../domain/scoring/default-config';
import { refusalReasonsFor } from '../../../domain/scoring/refusal-reasons';
import { bureauUnavailable, withBureau } from '../../../domain/bureau/bureau-factors';
import type { Outcome } from '../../../domain/scoring/scoring-input';
import { loanOrders, products, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { enqueue } from '../../jobs/queue';
import { jobKind, orderJobPayload } from '../../jobs/job-kind';
import { defineJob } from '../../jobs/runner';
import type { DbOrTx } from '../../ledger/post';
import { enqueueIdentityRetry, settleIdentity } from '../identity';
import { consultBureau } from '../bureau';
import { bureauConsultJob, enqueueBureauRetry } from './bureau-retry';
import { toTerms } from '../products';
import { hasOpenClash } from '../profile';
import { readSetting } from '../promo';
import { approveOrder, configVersion, rejectOrder } from './approval';
import { findAssessment, insertAssessment } from './assessments-repo';
import { loadAssessInput } from './assessment-input';

export const ASSESS_JOB = jobKind('assess', orderJobPayload);

/** Queues the assessment of a submitted order, in the caller's transaction; once per order number. */
export async function enqueueAssessment(
  db: DbOrTx,
  order: { id: number; userId: number; orderNo: string },
  now: Date,
): Promise<void> {
  await enqueue(db, {
    kind: ASSESS_JOB,
    key: order.orderNo,
    payload: { orderId: order.id, userId: order.userId },
    runAt: now,
  });
}

/** The order moved under us: roll the transaction back and let the job look again. */
class OrderMoved extends Error {}

/**
 * Assesses an order at 1 Applying: stores the decision with its score, reasons and config
 * version, then approve → 14 Confirm (with the limits), reject → 9 Reject, review → stays at 1
 * for an operator. Idempotent: an order already decided, or no longer at 1, is left alone.
 */
export async function assessOrder(
  deps: Deps,
  orderId: number,
  userId: number,
  opts: { bureauLastAttempt?: boolean } = {},
): Promise<Outcome | null> {
  const { db } = deps;
  const [row] = await db
    .select({ order: loanOrders, product: products, market: users.market })
    .from(loanOrders)
    .innerJoin(products, eq(products.id, loanOrders.productId))
    .innerJoin(users, eq(users.id, loanOrders.userId))
    .where(and(eq(loanOrders.id, orderId), eq(loanOrders.userId, userId)))
    .limit(1);
  if (!row || row.order.status !== 1 || (await findAssessment(db, orderId))) return null;

  const config = DEFAULT_SCORING_CONFIG;
  const now = deps.clock.now();
  const product = toTerms(row.product);
  const input = await loadAssessInput(db, row.order, row.market as Market, product, config, now);
  const scored = assess(input, config);
  const clashChecked = (await hasOpenClash(db, userId)) ? reviewIdentityClash(scored) : scored;
  // Identity through the vendors (decision 0048), unless the scorecard already refuses (a paid
  // check would change nothing). While a vendor is down the order waits at 1 (the borrower's
  // review screen) and the identityVerify job retries: an outage never decides alone.
  let checked = clashChecked;
  if (clashChecked.outcome !== 'reject') {
    const identity = await settleIdentity(deps, { orderId, userId }, row.market as Market, { lastAttempt: false });
    if (!identity.settled) {
      await enqueueIdentityRetry(db, row.order, now);
      return null;
    }
    checked = reviewIdentityChecks(clashChecked, identity.reasons);
  }
  // The market's credit bureau (decision 0099), again only when the scorecard does not already
  // refuse. An outage or a limit reached waits at 1 and the bureauConsult job retries; its last
  // attempt sends the application to a person: a bureau outage never refuses anyone.
  const bureau = deps.bureaus[row.market as Market];
  if (bureau && checked.outcome !== 'reject') {
    const consulted = await consultBureau(deps, bureau, row.order, row.market as Market);
    if (consulted.kind === 'report') checked = withBureau(checked, consulted.summary);
    else if (consulted.kind === 'unavailable' && !opts.bureauLastAttempt) {
      await enqueueBureauRetry(db, row.order, now);
      return null;
    } else checked = bureauUnavailable(checked);
  }
  // An app set to manual review sends what the scorecard would approve to an operator instead.
  const forced =
    checked.outcome === 'approve' && (await readSetting(db, row.order.packageName, 'manualReview'))?.always;
  const decision = forced
    ? { ...checked, outcome: 'review' as const, reasons: ['manualReviewForced', ...checked.reasons] }
    : checked;

  try {
    return await db.transaction(async (tx) => {
      const stored = await insertAssessment(tx, {
        orderId,
        userId,
        outcome: decision.outcome,
        score: decision.score,
        limit: decision.limit,
        reasons: decision.reasons,
        configVersion: configVersion(config),
        now,
        refusalReasons: decision.outcome === 'reject' ? refusalReasonsFor(decision.reasons) : [],
      });
      if (!stored) throw new OrderMoved();
      if (decision.outcome === 'approve') {
        if (
          !(await approveOrder(tx, row.order, product, decision.limit, config, `assessment:${row.order.orderNo}`, now))
        )
          throw new OrderMoved();
      } else if (decision.outcome === 'reject') {
        if (!(await rejectOrder(tx, row.order, now))) throw new OrderMoved();
      }
      return decision.outcome;
    });
  } catch (err) {
    if (err instanceof OrderMoved) return null;
    throw err;
  }
}

export const bureauRetryJob = bureauConsultJob(assessOrder);

export const assessJob = defineJob(ASSESS_JOB, async ({ orderId, userId }, _job, deps) => {
  await assessOrder(deps, orderId, userId);
});
