import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ReportAccountStatus } from '../../../domain/bureau/report-line';
import { loanOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { registerCall, type CallServices } from '../../http/register-call';
import { reportedLines } from './dispute-service';

/** The borrower's own loan's reported months: the order is looked up by number AND the caller's id. */
export function bureauReportBorrowerRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  registerCall(app, s, '/repay/bureau-reports', async (input, ctx) => {
    const [order] = await deps.db
      .select({ id: loanOrders.id })
      .from(loanOrders)
      .where(and(eq(loanOrders.orderNo, input.orderNo), eq(loanOrders.userId, ctx.userId)));
    if (!order) throw new ApiError('BUREAU_REPORT_NOT_FOUND', 404);
    const lines = await reportedLines(deps.db, order.id);
    return {
      lines: lines.map((l) => ({
        month: l.month,
        accountStatus: l.accountStatus as ReportAccountStatus,
        daysPastDue: l.daysPastDue,
        outstanding: l.outstanding,
        currency: l.currency,
        corrected: l.corrected,
        reportedOn: l.reportedOn,
      })),
    };
  });
}
