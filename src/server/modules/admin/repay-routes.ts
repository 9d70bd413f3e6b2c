import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { incomingPayments, loanOrders, repaymentVouchers } from '../../db/schema';
import type { Deps } from '../../deps';
import { validationError } from '../../http/api-error';
import { fieldErrorsFromZod, ok } from '../../http/envelope';
import { decideVoucher } from '../repay/voucher-decision';
import { requireOperator } from './operator-auth';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const refuseBody = z.object({ reason: z.string().trim().min(1).max(200) }).strict();
const listQuery = z.object({ status: z.enum(['pending', 'confirmed', 'refused']).default('pending') });

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
  return parsed.data;
}

/**
 * Operator API for repayment (plain paths, ADMIN_TOKEN): repayment proofs waiting for an
 * answer (oldest first — SPEC §9's 48 hours run from submission), confirm or refuse them
 * (audited), and the payments parked because they matched nothing or did not fit.
 */
export function adminRepayRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/vouchers', async (req) => {
    requireOperator(req, deps.config.adminToken);
    const { status } = parse(listQuery, req.query);
    const rows = await deps.db.select({ voucher: repaymentVouchers, orderNo: loanOrders.orderNo }).from(repaymentVouchers)
      .innerJoin(loanOrders, eq(loanOrders.id, repaymentVouchers.orderId))
      .where(eq(repaymentVouchers.status, status))
      .orderBy(status === 'pending' ? asc(repaymentVouchers.submittedAt) : desc(repaymentVouchers.decidedAt)).limit(200);
    return ok('en', {
      vouchers: rows.map(({ voucher: v, orderNo }) => ({
        id: v.id, orderNo, userId: v.userId, status: v.status, amount: v.amount, currency: v.currency, paidOn: v.paidOn, note: v.note,
        submittedAt: v.submittedAt?.toISOString() ?? null, decidedAt: v.decidedAt?.toISOString() ?? null, refuseReason: v.refuseReason, fileId: v.fileId,
      })),
    });
  });

  app.post('/api/admin/vouchers/:id/confirm', async (req) => {
    requireOperator(req, deps.config.adminToken);
    const { id } = parse(idParam, req.params);
    return ok('en', await decideVoucher(deps, id, { outcome: 'confirm' }));
  });

  app.post('/api/admin/vouchers/:id/refuse', async (req) => {
    requireOperator(req, deps.config.adminToken);
    const { id } = parse(idParam, req.params);
    const { reason } = parse(refuseBody, req.body);
    return ok('en', await decideVoucher(deps, id, { outcome: 'refuse', reason }));
  });

  app.get('/api/admin/payments/parked', async (req) => {
    requireOperator(req, deps.config.adminToken);
    const rows = await deps.db.select().from(incomingPayments)
      .where(and(eq(incomingPayments.outcome, 'parked'))).orderBy(asc(incomingPayments.createdAt)).limit(200);
    return ok('en', {
      payments: rows.map((p) => ({
        id: p.id, vendor: p.vendor, eventId: p.eventId, method: p.method, reference: p.reference, amount: p.amount, currency: p.currency,
        reason: p.reason, paidAt: p.paidAt.toISOString(), receivedAt: p.createdAt.toISOString(),
      })),
    });
  });
}
