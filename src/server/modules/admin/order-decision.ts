import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPERATOR_REFUSAL_CODES, refusalReasonsFor } from '../../../domain/scoring/refusal-reasons';
import { loanOrders } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, notFound, validationError } from '../../http/api-error';
import { fieldErrorsFromZod, ok } from '../../http/envelope';
import { rejectOrder, findAssessment, insertAssessment, overrideAssessment } from '../assessment';
import { approveAsOperator, OPERATOR_REASON } from './operator-approval';
import { recordAudit, requireOperator } from '../operator';
import { orderParam, parsePath } from './console-params';

const decisionBody = z
  .object({
    outcome: z.enum(['approve', 'reject']),
    /** Minor units, on the product's amount grid; defaults to the scorecard's limit when it computed one. */
    limit: z.number().int().positive().optional(),
    /** The operator's words, kept in the audit log (the console asks for one when rejecting). */
    reason: z.string().trim().min(1).max(500).optional(),
    /**
     * The reason the borrower is told of a rejection (decision 0078), in plain words in their language; 'teamReview'
     * when left out.
     */
    refusal: z.enum(OPERATOR_REFUSAL_CODES).optional(),
  })
  .strict();

/**
 * `POST /api/admin/orders/:orderNo/decision`: an operator decides an order the scorecard sent
 * to manual review (still at 1 Applying). Approve moves it to 14 with the limit (clamped like
 * an automatic approval), reject to 9 — starting the 30-day wait. The assessment row takes the
 * operator's outcome; the change is audited with before and after.
 */
export function orderDecisionRoute(app: FastifyInstance, deps: Deps) {
  app.post('/api/admin/orders/:orderNo/decision', async (req) => {
    const actor = requireOperator(req);
    const { orderNo } = parsePath(orderParam, req.params);
    const parsed = decisionBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
    const { outcome } = parsed.data;
    // A person rejecting says why (the audit keeps it); the automation key may leave it out.
    if (outcome === 'reject' && actor.kind === 'operator' && !parsed.data.reason)
      throw validationError([{ field: 'reason', key: 'validation.required' }]);
    const now = deps.clock.now();

    return deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo)).for('update').limit(1);
      if (!order) throw notFound();
      if (order.status !== 1) throw new ApiError('ORDER_NOT_UNDER_REVIEW', 409);
      let before: Awaited<ReturnType<typeof findAssessment>>;
      let reasons: string[];
      let refusalReasons: string[] = [];
      let approvedLimit: number | null = null;
      if (outcome === 'approve') {
        ({ before, reasons, approvedLimit } = await approveAsOperator(
          tx,
          order,
          parsed.data.limit,
          `operator:${orderNo}`,
          now,
        ));
      } else {
        before = await findAssessment(tx, order.id);
        reasons = [OPERATOR_REASON.reject, ...(before?.reasons ?? []).filter((r) => !r.startsWith('operator'))];
        // The borrower is told the operator's reason first, then the scorecard's main ones.
        refusalReasons = refusalReasonsFor(before?.reasons ?? [], parsed.data.refusal ?? 'teamReview');
        if (before) await overrideAssessment(tx, order.id, { outcome, limit: 0, reasons, refusalReasons });
        else
          await insertAssessment(tx, {
            orderId: order.id,
            userId: order.userId,
            outcome,
            score: null,
            limit: 0,
            reasons,
            refusalReasons,
            configVersion: 'operator',
            now,
          });
        if (!(await rejectOrder(tx, order, now, 'manual review: operator rejected')))
          throw new ApiError('ORDER_NOT_UNDER_REVIEW', 409);
      }
      const after = { status: outcome === 'approve' ? 14 : 9, outcome, approvedLimit, reasons, refusalReasons };
      await recordAudit(
        tx,
        actor,
        {
          action: 'order.decision',
          target: `order:${orderNo}`,
          reason: parsed.data.reason,
          before: {
            status: order.status,
            assessment: before && {
              outcome: before.outcome,
              limit: before.limit,
              reasons: before.reasons,
              score: before.score,
            },
          },
          after,
        },
        now,
      );
      return ok('en', { orderNo, ...after });
    });
  });
}
