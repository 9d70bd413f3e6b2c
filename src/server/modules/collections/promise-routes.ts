import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MARKET_PROFILES } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { addDays, parseIsoDate } from '../../../domain/pricing/civil-date';
import { queryRows, type Db } from '../../db/client';
import { promisesToPay } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, validationError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import type { DbOrTx } from '../../ledger/post';
import { enqueue } from '../../jobs/queue';
import { actorName, recordAudit, requireOperator } from '../operator';
import { collectionSettingsOf } from './collection-settings';
import { workableLoan } from './collector-scope';
import { PROMISE_DUE_JOB, PROMISE_REMINDER_JOB, promiseJobTimes } from './promise-jobs';
import { parseInput } from '../../http/parse-input';

const promiseBody = z
  .object({
    orderNo: z.string().min(1).max(64),
    /** Minor units. */
    amount: z.number().int().positive().max(1e13),
    date: z.string().refine((d) => parseIsoDate(d) !== null),
  })
  .strict();

const orderQuery = z.object({ orderNo: z.string().min(1).max(64) });

/** What the loan owes now and what it has received so far, from its ledger entries. */
async function owedAndPaidIn(tx: DbOrTx, orderId: number): Promise<{ owed: number; paidIn: number }> {
  const [row] = await queryRows<{ owed: string | number; paid_in: string | number }>(
    tx as Db,
    sql`
    SELECT coalesce(sum(debit - credit) FILTER (WHERE account IN ('loanPrincipal', 'loanInterest', 'loanFees', 'loanPenalty')), 0) AS owed,
           coalesce(sum(debit) FILTER (WHERE account = 'providerCash'), 0) AS paid_in
    FROM ledger_entries WHERE order_id = ${orderId}`,
  );
  return { owed: Number(row.owed), paidIn: Number(row.paid_in) };
}

/**
 * Promises to pay (issue 32 point 2): an amount by a date of the market's calendar, at most what
 * the loan owes and within the market's horizon; one open at a time. It schedules the borrower's
 * reminder SMS on that date and the check at its end; a payment can keep it sooner (credit-loan.ts).
 */
export function promiseRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/collections/promises', async (req) => {
    const actor = requireOperator(req);
    const { orderNo } = parseInput(orderQuery, req.query);
    const loan = await workableLoan(deps.db, actor, orderNo);
    const promises = await deps.db
      .select({
        id: promisesToPay.id,
        amount: promisesToPay.amount,
        date: promisesToPay.promisedDate,
        status: promisesToPay.status,
        actor: promisesToPay.actor,
        createdAt: promisesToPay.createdAt,
        settledAt: promisesToPay.settledAt,
      })
      .from(promisesToPay)
      .where(eq(promisesToPay.orderId, loan.id))
      .orderBy(desc(promisesToPay.createdAt), desc(promisesToPay.id));
    return ok(requestLanguage(req), { orderNo, currency: MARKET_PROFILES[loan.market].currency, promises });
  });

  app.post('/api/admin/collections/promises', async (req) => {
    const actor = requireOperator(req);
    const body = parseInput(promiseBody, req.body);
    const now = deps.clock.now();
    const made = await deps.db.transaction(async (tx) => {
      // Locked as a payment locks it: a promise and a payment of one loan happen one after the other.
      const loan = await workableLoan(tx, actor, body.orderNo, true);
      const settings = await collectionSettingsOf(tx, loan.market);
      const today = marketToday(loan.market, now);
      if (body.date < today || body.date > addDays(today, settings.promiseMaxDays)) {
        throw validationError([{ field: 'date', key: 'validation.invalidField', params: { field: 'date' } }]);
      }
      const { owed, paidIn } = await owedAndPaidIn(tx, loan.id);
      if (body.amount > owed)
        throw validationError([{ field: 'amount', key: 'validation.invalidField', params: { field: 'amount' } }]);
      const [open] = await tx
        .select({ id: promisesToPay.id })
        .from(promisesToPay)
        .where(and(eq(promisesToPay.orderId, loan.id), eq(promisesToPay.status, 'open')))
        .limit(1);
      if (open) throw new ApiError('PROMISE_ALREADY_OPEN', 400);
      const [row] = await tx
        .insert(promisesToPay)
        .values({
          orderId: loan.id,
          userId: loan.userId,
          operatorId: actor.operatorId,
          actor: actorName(actor),
          amount: body.amount,
          promisedDate: body.date,
          paidInBefore: paidIn,
          createdAt: now,
        })
        .returning({ id: promisesToPay.id });
      const times = promiseJobTimes(loan.market, settings, body.date, now);
      const payload = { promiseId: row.id, orderId: loan.id };
      await enqueue(tx, {
        kind: PROMISE_REMINDER_JOB,
        key: String(row.id),
        payload,
        runAt: times.reminder,
        maxAttempts: 3,
      });
      await enqueue(tx, { kind: PROMISE_DUE_JOB, key: String(row.id), payload, runAt: times.due });
      await recordAudit(
        tx,
        actor,
        {
          action: 'collections.promise',
          target: `order:${loan.orderNo}`,
          after: { promise: row.id, amount: body.amount, date: body.date, paidInBefore: paidIn },
        },
        now,
      );
      return {
        id: row.id,
        amount: body.amount,
        date: body.date,
        status: 'open' as const,
        reminderAt: times.reminder.toISOString(),
        checkAt: times.due.toISOString(),
      };
    });
    return ok(requestLanguage(req), { promise: made });
  });
}
