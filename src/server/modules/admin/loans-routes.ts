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
import { requireOperator } from '../operator';
import { page, PAGE_SIZE } from './paging';
import { parseInput } from '../../http/parse-input';

/** Orders that are loans (money sent or on its way): lending, repaying, overdue, finished, payout failed. */
export const LOAN_STATUSES = [7, 2, 3, 4, 10] as const;

/** Loans still owed (2 Repaying, 3 Overdued): the only ones that can be past due. */
const OWED = [2, 3];

const loansQuery = z.object({
  market: z.enum(['ng', 'mx']).default('ng'),
  status: z.coerce
    .number()
    .int()
    .refine((s) => (LOAN_STATUSES as readonly number[]).includes(s))
    .optional(),
  bucket: z.enum(DPD_BUCKET_NAMES as [string, ...string[]]).optional(),
  // A plain list pages by id; a bucket by (due date, id), written `yyyy-mm-dd.id`.
  after: z.union([z.coerce.number().int().positive(), z.string().regex(/^\d{4}-\d{2}-\d{2}\.\d{1,15}$/)]).optional(),
});

/** The keyset cursor of a bucket page: the last row's due date and id. */
function bucketCursor(after: number | string | undefined): { dueDate: string; id: number } | null {
  if (typeof after !== 'string') return null;
  const [dueDate, id] = after.split('.');
  return { dueDate, id: Number(id) };
}

/**
 * Loans by status, newest first, paged by id; or a days-past-due bucket: the loans still owed
 * (2 Repaying, 3 Overdued) whose due date falls in its range of days ago, in the market's own
 * calendar, latest due date first, paged by (due date, id) so a sparse bucket in a million-order
 * book is one short index range, not a walk over every id.
 */
export function loansRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/loans', async (req) => {
    requireOperator(req);
    const q = parseInput(loansQuery, req.query);
    const today = marketToday(q.market as Market, deps.clock.now());
    const statuses = q.bucket
      ? OWED.filter((s) => q.status === undefined || s === q.status)
      : q.status !== undefined
        ? [q.status]
        : [...LOAN_STATUSES];
    const range = q.bucket ? DPD_BUCKETS[q.bucket as keyof typeof DPD_BUCKETS] : null;
    const cursor = q.bucket ? bucketCursor(q.after) : null;
    const rows = await deps.db
      .select({
        id: loanOrders.id,
        orderNo: loanOrders.orderNo,
        userId: loanOrders.userId,
        packageName: loanOrders.packageName,
        status: loanOrders.status,
        amount: loanOrders.amount,
        repayment: loanOrders.repayment,
        dueDate: loanOrders.dueDate,
        disbursedAt: loanOrders.disbursedAt,
        firstName: personalInfos.firstName,
        middleName: personalInfos.middleName,
        lastName: personalInfos.lastName,
        // Only a loan still owed is past due: a finished (or failed) loan's due date says nothing about today.
        daysPastDue: sql<
          number | null
        >`CASE WHEN ${loanOrders.dueDate} IS NULL OR NOT (${inArray(loanOrders.status, OWED)}) THEN NULL ELSE (${today}::date - ${loanOrders.dueDate}::date) END`,
      })
      .from(loanOrders)
      .leftJoin(personalInfos, eq(personalInfos.userId, loanOrders.userId))
      .where(
        and(
          inArray(loanOrders.status, statuses.length ? statuses : [-1]),
          sql`${loanOrders.packageName} IN (SELECT package_name FROM apps WHERE market = ${q.market})`,
          range?.[1] != null ? gte(loanOrders.dueDate, addDays(today, -range[1])) : undefined,
          range?.[0] != null ? lte(loanOrders.dueDate, addDays(today, -range[0])) : undefined,
          q.bucket && cursor
            ? sql`(${loanOrders.dueDate}, ${loanOrders.id}) < (${cursor.dueDate}, ${cursor.id})`
            : undefined,
          !q.bucket && typeof q.after === 'number' ? lt(loanOrders.id, q.after) : undefined,
        ),
      )
      .orderBy(...(q.bucket ? [desc(loanOrders.dueDate), desc(loanOrders.id)] : [desc(loanOrders.id)]))
      .limit(PAGE_SIZE + 1);
    const loans = rows.map((r) => ({ ...r, daysPastDue: r.daysPastDue === null ? null : Number(r.daysPastDue) }));
    const listed = q.bucket ? page(loans, (last): number | string => `${last.dueDate}.${last.id}`) : page(loans);
    return ok(requestLanguage(req), { today, ...listed });
  });
}
