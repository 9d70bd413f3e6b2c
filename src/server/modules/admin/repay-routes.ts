import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { creditRefunds, incomingPayments, loanOrders, repaymentVouchers } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { refundableCredit, requestRefund } from '../refund';
import { ageSeconds } from '../reconcile';
import { matchParkedPayment, decideVoucher } from '../repay';
import { requireOperator } from '../operator';
import { parseInput } from '../../http/parse-input';
import { idParam, orderParam, parsePath } from './console-params';

const refuseBody = z.object({ reason: z.string().trim().min(1).max(200) }).strict();
const listQuery = z.object({ status: z.enum(['pending', 'confirmed', 'refused']).default('pending') });
const matchBody = z.object({ orderNo: z.string().trim().min(1).max(40) }).strict();
const refundBody = z
  .object({
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    reason: z.string().trim().min(1).max(200),
  })
  .strict();

const voucherView = (v: typeof repaymentVouchers.$inferSelect, orderNo: string) => ({
  id: v.id,
  orderNo,
  userId: v.userId,
  status: v.status,
  amount: v.amount,
  currency: v.currency,
  paidOn: v.paidOn,
  note: v.note,
  submittedAt: v.submittedAt?.toISOString() ?? null,
  decidedAt: v.decidedAt?.toISOString() ?? null,
  decidedBy: v.decidedBy,
  refuseReason: v.refuseReason,
  fileId: v.fileId,
});

const paymentView = (p: typeof incomingPayments.$inferSelect) => ({
  id: p.id,
  vendor: p.vendor,
  eventId: p.eventId,
  method: p.method,
  reference: p.reference,
  amount: p.amount,
  currency: p.currency,
  outcome: p.outcome,
  reason: p.reason,
  paidAt: p.paidAt.toISOString(),
  receivedAt: p.createdAt.toISOString(),
  resolvedBy: p.resolvedBy,
  resolvedAt: p.resolvedAt?.toISOString() ?? null,
});

/**
 * Operator API for repayment (plain paths; roles in route-roles.ts): repayment proofs waiting
 * for an answer (oldest first — decision 0012's 48 hours run from submission) with their images,
 * confirm or refuse them; payments parked because they matched nothing or did not fit, and
 * matching one to a loan; refunds of borrower credit. Every write is audited with its operator.
 */
export function adminRepayRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/vouchers', async (req) => {
    requireOperator(req);
    const { status } = parseInput(listQuery, req.query);
    const rows = await deps.db
      .select({ voucher: repaymentVouchers, orderNo: loanOrders.orderNo })
      .from(repaymentVouchers)
      .innerJoin(loanOrders, eq(loanOrders.id, repaymentVouchers.orderId))
      .where(eq(repaymentVouchers.status, status))
      .orderBy(status === 'pending' ? asc(repaymentVouchers.submittedAt) : desc(repaymentVouchers.decidedAt))
      .limit(200);
    return ok(requestLanguage(req), { vouchers: rows.map(({ voucher, orderNo }) => voucherView(voucher, orderNo)) });
  });

  app.get('/api/admin/vouchers/:id/image', async (req, reply) => {
    requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    const [voucher] = await deps.db.select().from(repaymentVouchers).where(eq(repaymentVouchers.id, id)).limit(1);
    const bytes = voucher && voucher.status !== 'uploaded' ? await deps.storage.get(voucher.storageKey) : null;
    if (!bytes) throw notFound();
    // Stored re-encoded as JPEG (voucher-service.ts), never as the borrower sent it.
    return reply.header('cache-control', 'private, no-store').type('image/jpeg').send(bytes);
  });

  app.post('/api/admin/vouchers/:id/confirm', async (req) => {
    const actor = requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    return ok(requestLanguage(req), await decideVoucher(deps, id, { outcome: 'confirm' }, actor));
  });

  app.post('/api/admin/vouchers/:id/refuse', async (req) => {
    const actor = requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    const { reason } = parseInput(refuseBody, req.body);
    return ok(requestLanguage(req), await decideVoucher(deps, id, { outcome: 'refuse', reason }, actor));
  });

  app.get('/api/admin/payments/parked', async (req) => {
    requireOperator(req);
    const rows = await deps.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.outcome, 'parked'))
      .orderBy(asc(incomingPayments.createdAt))
      .limit(200);
    const now = deps.clock.now();
    return ok(requestLanguage(req), {
      payments: rows.map((p) => ({ ...paymentView(p), ageSeconds: ageSeconds(p.createdAt, now) })),
    });
  });

  app.post('/api/admin/payments/parked/:id/match', async (req) => {
    const actor = requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    const { orderNo } = parseInput(matchBody, req.body);
    return ok(requestLanguage(req), await matchParkedPayment(deps, actor, id, orderNo));
  });

  /** What collections read about one loan's money besides its ledger: payments, proofs, refunds. */
  app.get('/api/admin/orders/:orderNo/collections', async (req) => {
    requireOperator(req);
    const { orderNo } = parsePath(orderParam, req.params);
    const [order] = await deps.db
      .select({ id: loanOrders.id })
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo))
      .limit(1);
    if (!order) throw notFound();
    const [payments, vouchers, refunds] = await Promise.all([
      deps.db
        .select()
        .from(incomingPayments)
        .where(eq(incomingPayments.orderId, order.id))
        .orderBy(asc(incomingPayments.id)),
      deps.db
        .select()
        .from(repaymentVouchers)
        .where(and(eq(repaymentVouchers.orderId, order.id)))
        .orderBy(asc(repaymentVouchers.id)),
      deps.db.select().from(creditRefunds).where(eq(creditRefunds.orderId, order.id)).orderBy(asc(creditRefunds.id)),
    ]);
    return ok(requestLanguage(req), {
      credit: await refundableCredit(deps.db, order.id),
      payments: payments.map(paymentView),
      vouchers: vouchers.filter((v) => v.status !== 'uploaded').map((v) => voucherView(v, orderNo)),
      refunds: refunds.map((r) => ({
        id: r.id,
        amount: r.amount,
        currency: r.currency,
        status: r.status,
        failureCode: r.failureCode,
        reason: r.reason,
        requestedBy: r.requestedBy,
        createdAt: r.createdAt.toISOString(),
        settledAt: r.settledAt?.toISOString() ?? null,
      })),
    });
  });

  app.post('/api/admin/orders/:orderNo/refunds', async (req) => {
    const actor = requireOperator(req);
    const { orderNo } = parsePath(orderParam, req.params);
    const body = parseInput(refundBody, req.body);
    const refund = await requestRefund(deps, actor, { orderNo, ...body }, () => app.jobs.kick());
    return ok(requestLanguage(req), {
      id: refund.id,
      amount: refund.amount,
      currency: refund.currency,
      status: refund.status,
    });
  });
}
