import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Language, Market } from '../../../domain/markets/market';
import { reviewSmsText } from '../../../domain/messages/review-sms';
import { hasOtherOpenOrder } from '../assessment';
import { apps, decisionReviews, DECISION_REVIEW_STATUSES, loanOrders, personalInfos, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, notFound, validationError } from '../../http/api-error';
import { fieldErrorsFromZod, ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { sendMessage } from '../messages';
import { actorName, recordAudit, requireOperator } from '../operator';
import { approveAsOperator } from './operator-approval';
import { page, PAGE_SIZE, pageQuery } from './paging';
import { parseInput } from '../../http/parse-input';
import { idParam, parsePath } from './console-params';

const listQuery = pageQuery.extend({ status: z.enum(DECISION_REVIEW_STATUSES).default('pending') });

const decideBody = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('uphold'), reason: z.string().trim().min(3).max(500) }).strict(),
  /** Minor units on the product's grid: what the reversed order may borrow. */
  z
    .object({
      outcome: z.literal('reverse'),
      reason: z.string().trim().min(3).max(500),
      limit: z.number().int().positive(),
    })
    .strict(),
]);

/**
 * The console's side of a refusal reviewed on request (decision 0083): the queue, oldest first,
 * with each request's age and the deadline its market gave it; and the answer. Upholding keeps
 * the refusal; reversing approves the order as a person approving a manual review does
 * (approveAsOperator: 14, the limit, the credit limit). Either is audited with the operator's
 * written reason, and the borrower is told by SMS in their language once it is committed.
 */
export function reviewRequestsRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/review-requests', async (req) => {
    requireOperator(req);
    const { after, status } = parseInput(listQuery, req.query);
    const now = deps.clock.now();
    const rows = await deps.db
      .select({
        id: decisionReviews.id,
        orderNo: loanOrders.orderNo,
        packageName: loanOrders.packageName,
        market: apps.market,
        status: decisionReviews.status,
        note: decisionReviews.note,
        requestedAt: decisionReviews.requestedAt,
        answerBy: decisionReviews.answerBy,
        decidedAt: decisionReviews.decidedAt,
        decidedBy: decisionReviews.decidedBy,
        firstName: personalInfos.firstName,
        middleName: personalInfos.middleName,
        lastName: personalInfos.lastName,
      })
      .from(decisionReviews)
      .innerJoin(loanOrders, eq(loanOrders.id, decisionReviews.orderId))
      .innerJoin(apps, eq(apps.packageName, loanOrders.packageName))
      .leftJoin(personalInfos, eq(personalInfos.userId, decisionReviews.userId))
      .where(and(eq(decisionReviews.status, status), after ? gt(decisionReviews.id, after) : undefined))
      .orderBy(asc(decisionReviews.id))
      .limit(PAGE_SIZE + 1);
    const items = rows.map((r) => ({
      ...r,
      ageSeconds: Math.max(0, Math.floor(((r.decidedAt ?? now).getTime() - r.requestedAt.getTime()) / 1000)),
      overdue: r.status === 'pending' && r.answerBy < now,
    }));
    return ok(requestLanguage(req), page(items));
  });

  app.post('/api/admin/review-requests/:id/decision', async (req) => {
    const actor = requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
    const parsed = decideBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
    const body = parsed.data;
    const now = deps.clock.now();

    const answered = await deps.db.transaction(async (tx) => {
      const [review] = await tx.select().from(decisionReviews).where(eq(decisionReviews.id, id)).for('update').limit(1);
      if (!review) throw notFound();
      if (review.status !== 'pending') throw new ApiError('REVIEW_DECIDED', 409);
      const [order] = await tx
        .select()
        .from(loanOrders)
        .where(and(eq(loanOrders.id, review.orderId), eq(loanOrders.userId, review.userId)))
        .for('update')
        .limit(1);
      if (!order) throw notFound();
      if (order.status !== 9) throw new ApiError('REVIEW_DECIDED', 409);
      let approvedLimit: number | null = null;
      if (body.outcome === 'reverse') {
        // One loan at a time: a borrower who applied again meanwhile keeps that application.
        if (await hasOtherOpenOrder(tx, order.userId, order.id)) throw new ApiError('REVIEW_OTHER_OPEN_ORDER', 409);
        ({ approvedLimit } = await approveAsOperator(tx, order, body.limit, `review:${order.orderNo}`, now));
      }
      const status = body.outcome === 'reverse' ? ('reversed' as const) : ('upheld' as const);
      await tx
        .update(decisionReviews)
        .set({ status, decidedAt: now, decidedBy: actorName(actor), reason: body.reason })
        .where(and(eq(decisionReviews.id, id), eq(decisionReviews.status, 'pending')));
      const after = { status, orderStatus: body.outcome === 'reverse' ? 14 : 9, approvedLimit };
      await recordAudit(
        tx,
        actor,
        {
          action: `order.review.${body.outcome}`,
          target: `order:${order.orderNo}`,
          reason: body.reason,
          before: { status: 'pending', orderStatus: order.status, requestedAt: review.requestedAt.toISOString() },
          after,
        },
        now,
      );
      return { order, after };
    });

    const [to] = await deps.db
      .select({ mobile: users.mobile, language: users.language, market: apps.market, appName: apps.appName })
      .from(users)
      .innerJoin(apps, eq(apps.packageName, answered.order.packageName))
      .where(eq(users.id, answered.order.userId))
      .limit(1);
    if (to) {
      await sendMessage(deps, {
        to: to.mobile,
        lang: to.language as Language,
        market: to.market as Market,
        purpose: 'review',
        channel: 'sms',
        text: reviewSmsText(to.language as Language, answered.after.status, {
          app: to.appName,
          orderNo: answered.order.orderNo,
        }),
        packageName: answered.order.packageName,
        userId: answered.order.userId,
        orderId: answered.order.id,
      });
    }
    return ok(requestLanguage(req), { orderNo: answered.order.orderNo, ...answered.after });
  });
}
