import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DPD_BUCKET_NAMES, DPD_BUCKETS } from '../../../domain/collections/dpd-buckets';
import { marketToday } from '../../../domain/markets/market-date';
import type { Market } from '../../../domain/markets/market';
import { addDays } from '../../../domain/pricing/civil-date';
import { loanOrders, personalInfos } from '../../db/schema';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { requireOperator } from './operator-auth';
import { page, PAGE_SIZE, parseQuery } from './paging';

/** Orders that are loans (money sent or on its way): lending, repaying, overdue, finished, payout failed. */
export const LOAN_STATUSES = [7, 2, 3, 4, 10] as const;

const loansQuery = z.object({
  market: z.enum(['ng', 'mx']).default('ng'),
  status: z.coerce.number().int().refine((s) => (LOAN_STATUSES as readonly number[]).includes(s)).optional(),
  bucket: z.enum(DPD_BUCKET_NAMES as [string, ...string[]]).optional(),
  after: z.coerce.number().int().positive().optional(),
});

/**
 * Loans by status and days-past-due bucket, newest first, paged by id. A bucket covers the
 * loans still owed (2 Repaying, 3 Overdued) whose due date falls in its range of days ago, in
 * the market's own calendar.
 */
export function loansRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/loans', async (req) => {
    requireOperator(req);
    const q = parseQuery(loansQuery, req.query);
    const today = marketToday(q.market as Market, deps.clock.now());
    const owed = [2, 3];
    const statuses = q.bucket ? owed.filter((s) => q.status === undefined || s === q.status) : q.status !== undefined ? [q.status] : [...LOAN_STATUSES];
    const range = q.bucket ? DPD_BUCKETS[q.bucket as keyof typeof DPD_BUCKETS] : null;
    const rows = await deps.db.select({
      id: loanOrders.id, orderNo: loanOrders.orderNo, userId: loanOrders.userId, packageName: loanOrders.packageName, status: loanOrders.status,
      amount: loanOrders.amount, repayment: loanOrders.repayment, dueDate: loanOrders.dueDate, disbursedAt: loanOrders.disbursedAt,
      firstName: personalInfos.firstName, lastName: personalInfos.lastName,
      daysPastDue: sql<number | null>`CASE WHEN ${loanOrders.dueDate} IS NULL THEN NULL ELSE (${today}::date - ${loanOrders.dueDate}::date) END`,
    }).from(loanOrders).leftJoin(personalInfos, eq(personalInfos.userId, loanOrders.userId))
      .where(and(
        inArray(loanOrders.status, statuses.length ? statuses : [-1]),
        sql`${loanOrders.packageName} IN (SELECT package_name FROM apps WHERE market = ${q.market})`,
        range?.[1] != null ? gte(loanOrders.dueDate, addDays(today, -range[1])) : undefined,
        range?.[0] != null ? lte(loanOrders.dueDate, addDays(today, -range[0])) : undefined,
        q.after ? lt(loanOrders.id, q.after) : undefined,
      ))
      .orderBy(desc(loanOrders.id)).limit(PAGE_SIZE + 1);
    return ok(requestLanguage(req), { today, ...page(rows.map((r) => ({ ...r, daysPastDue: r.daysPastDue === null ? null : Number(r.daysPastDue) }))) });
  });
}
