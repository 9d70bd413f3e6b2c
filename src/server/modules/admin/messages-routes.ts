import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loanOrders, loanReminders } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { messagesOfOrder } from '../messages';
import { requireOperator } from '../operator';
import { orderParam, parsePath } from './console-params';

const ORDER_NO = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * GET /api/admin/orders/:orderNo/messages: every message sent for a loan (each vendor attempt,
 * with its delivery state) and its reminders (sent, failed or skipped, and why). The number is
 * shown masked; the text is not kept anywhere.
 */
export function messagesRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/orders/:orderNo/messages', async (req) => {
    requireOperator(req);
    const { orderNo } = parsePath(orderParam, req.params);
    if (!ORDER_NO.test(orderNo)) throw notFound();
    const [order] = await deps.db
      .select({ id: loanOrders.id })
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo))
      .limit(1);
    if (!order) throw notFound();
    const [messages, reminders] = await Promise.all([
      messagesOfOrder(deps.db, order.id),
      deps.db
        .select()
        .from(loanReminders)
        .where(eq(loanReminders.orderId, order.id))
        .orderBy(asc(loanReminders.dueDate), asc(loanReminders.offsetDays)),
    ]);
    return ok(requestLanguage(req), {
      messages: messages.map((m) => ({
        id: m.id,
        at: m.createdAt.toISOString(),
        purpose: m.purpose,
        channel: m.channel,
        vendor: m.vendor,
        status: m.status,
        errorCode: m.errorCode,
        to: m.toMasked,
        reminderOffset: m.reminderOffset,
        reportedAt: m.reportedAt?.toISOString() ?? null,
      })),
      reminders: reminders.map((r) => ({
        dueDate: r.dueDate,
        offsetDays: r.offsetDays,
        status: r.status,
        reason: r.reason,
        at: r.createdAt.toISOString(),
      })),
    });
  });
}
