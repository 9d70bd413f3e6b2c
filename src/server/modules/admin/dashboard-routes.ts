import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { marketToday } from '../../../domain/markets/market-date';
import { apps } from '../../db/schema';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { overdueComplaints } from '../complaints';
import { requireOperator } from '../operator';
import { revealAlerts } from './reveal-limit';
import { parseInput } from '../../http/parse-input';

const dashboardQuery = z.object({
  packageName: z.string().min(1).max(100),
  weeks: z.coerce.number().int().min(1).max(52).default(12),
});

interface CohortRow {
  week: string;
  applications: string;
  approved: string;
  disbursed_count: string;
  disbursed: string | null;
  collected: string | null;
  overdue: string;
}

/**
 * The portfolio by weekly cohort of submitted applications (weeks start on Monday, UTC):
 * applications, approvals, amount disbursed, amount collected (money received from the
 * cohort's borrowers, the provider-cash debits of their orders), and how many disbursed loans
 * are past due and not repaid. One app (so one currency) at a time.
 */
export function dashboardRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/dashboard', async (req) => {
    requireOperator(req);
    const q = parseInput(dashboardQuery, req.query);
    const [target] = await deps.db.select().from(apps).where(eq(apps.packageName, q.packageName)).limit(1);
    if (!target) throw notFound();
    const now = deps.clock.now();
    const today = marketToday(target.market, now);
    const since = new Date(now.getTime() - q.weeks * 7 * 86_400_000);
    const rows = await queryRows<CohortRow>(
      deps.db,
      sql`
      SELECT to_char(date_trunc('week', o.submitted_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week,
             count(*) AS applications,
             count(o.approved_at) AS approved,
             count(o.disbursed_at) AS disbursed_count,
             sum(o.amount) FILTER (WHERE o.disbursed_at IS NOT NULL) AS disbursed,
             sum((SELECT coalesce(sum(e.debit), 0) FROM ledger_entries e WHERE e.order_id = o.id AND e.account = 'providerCash')) AS collected,
             count(*) FILTER (WHERE o.disbursed_at IS NOT NULL AND o.status IN (2, 3) AND o.due_date < ${today}) AS overdue
      FROM loan_orders o
      WHERE o.package_name = ${q.packageName} AND o.submitted_at >= ${since.toISOString()}::timestamptz
      GROUP BY 1 ORDER BY 1`,
    );
    const cohorts = rows.map((r) => {
      const applications = Number(r.applications);
      const disbursedCount = Number(r.disbursed_count);
      return {
        week: r.week,
        applications,
        approved: Number(r.approved),
        approvalRate: applications ? Number(r.approved) / applications : 0,
        disbursed: Number(r.disbursed ?? 0),
        collected: Number(r.collected ?? 0),
        overdueRate: disbursedCount ? Number(r.overdue) / disbursedCount : 0,
      };
    });
    return ok(requestLanguage(req), {
      packageName: q.packageName,
      currency: target.market === 'ng' ? 'NGN' : 'MXN',
      cohorts,
      alerts: await revealAlerts(deps.db, now),
      complaints: await overdueComplaints(deps.db, q.packageName, now),
    });
  });
}
