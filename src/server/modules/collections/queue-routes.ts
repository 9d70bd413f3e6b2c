import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bucketName, collectionSettingsFor } from '../../../domain/collections/collection-rules';
import { MARKETS, MARKET_PROFILES } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { collectionAssignments, collectionSettings, loanOrders, operators } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, validationError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { page, parsePath } from '../admin';
import { actorName, recordAudit, requireOperator } from '../operator';
import { collectionSettingsOf } from './collection-settings';
import { OWED } from './collector-scope';
import { QUEUE_SORTS, queuePage } from './queue-repo';
import { parseInput } from '../../http/parse-input';

const queueQuery = z.object({
  market: z.enum(MARKETS).default('ng'),
  bucket: z
    .string()
    .regex(/^\d{1,4}(-\d{1,4}|\+)$/)
    .optional(),
  collector: z.union([z.literal('none'), z.coerce.number().int().positive()]).optional(),
  sort: z.enum(QUEUE_SORTS).default('dpd-desc'),
  after: z
    .string()
    .regex(/^-?\d{1,15}\.\d{1,15}$/)
    .optional(),
});

const assignBody = z
  .object({
    orderNos: z.array(z.string().min(1).max(64)).min(1).max(200),
    /** A collector's operator id, or null to take the loans back into the unassigned pool. */
    collectorId: z.number().int().positive().nullable(),
  })
  .strict();

const marketParam = z.object({ market: z.enum(MARKETS) });

/**
 * The collections queue (issue 32 point 1, decision 0086): the overdue book in the market's
 * buckets, filtered, sorted and paged; supervisors assign loans to collectors; a collector's
 * queue is their own accounts, whatever filter they send.
 */
export function queueRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/collections/queue', async (req) => {
    const actor = requireOperator(req);
    const q = parseInput(queueQuery, req.query);
    const settings = await collectionSettingsOf(deps.db, q.market);
    const range = q.bucket ? settings.buckets.find((b) => bucketName(b) === q.bucket) : null;
    if (range === undefined)
      throw validationError([{ field: 'bucket', key: 'validation.invalidField', params: { field: 'bucket' } }]);
    const [key, id] = q.after ? q.after.split('.').map(Number) : [];
    const today = marketToday(q.market, deps.clock.now());
    const rows = await queuePage(
      deps.db,
      actor,
      {
        market: q.market,
        today,
        range,
        collector: q.collector ?? null,
        sort: q.sort,
        after: q.after ? { key, id } : null,
      },
      settings,
    );
    const byKey = q.sort.startsWith('dpd')
      ? (r: (typeof rows)[number]) => r.daysPastDue
      : (r: (typeof rows)[number]) => r.balance;
    return ok(requestLanguage(req), {
      today,
      currency: MARKET_PROFILES[q.market].currency,
      buckets: settings.buckets.map(bucketName),
      ...page(rows, (last) => `${byKey(last)}.${last.id}`),
    });
  });

  app.get('/api/admin/collections/collectors', async (req) => {
    requireOperator(req);
    const rows = await deps.db
      .select({ id: operators.id, email: operators.email })
      .from(operators)
      .where(and(eq(operators.role, 'collector'), isNull(operators.disabledAt)))
      .orderBy(operators.email);
    return ok(requestLanguage(req), { collectors: rows });
  });

  app.post('/api/admin/collections/assignments', async (req) => {
    const actor = requireOperator(req);
    const body = parseInput(assignBody, req.body);
    const now = deps.clock.now();
    const assigned = await deps.db.transaction(async (tx) => {
      if (body.collectorId !== null) {
        const [collector] = await tx
          .select({ id: operators.id })
          .from(operators)
          .where(and(eq(operators.id, body.collectorId), eq(operators.role, 'collector'), isNull(operators.disabledAt)))
          .limit(1);
        if (!collector) throw new ApiError('COLLECTIONS_NOT_A_COLLECTOR', 400);
      }
      const loans = await tx
        .select({ id: loanOrders.id, orderNo: loanOrders.orderNo })
        .from(loanOrders)
        .where(and(inArray(loanOrders.orderNo, body.orderNos), inArray(loanOrders.status, OWED)));
      if (loans.length !== new Set(body.orderNos).size) throw new ApiError('NOT_FOUND', 404);
      const ids = loans.map((l) => l.id);
      const before = await tx.select().from(collectionAssignments).where(inArray(collectionAssignments.orderId, ids));
      if (body.collectorId === null) {
        await tx.delete(collectionAssignments).where(inArray(collectionAssignments.orderId, ids));
      } else {
        await tx
          .insert(collectionAssignments)
          .values(
            ids.map((orderId) => ({
              orderId,
              operatorId: body.collectorId!,
              assignedBy: actorName(actor),
              assignedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: collectionAssignments.orderId,
            set: {
              operatorId: sql`excluded.operator_id`,
              assignedBy: sql`excluded.assigned_by`,
              assignedAt: sql`excluded.assigned_at`,
            },
          });
      }
      for (const loan of loans) {
        const was = before.find((b) => b.orderId === loan.id)?.operatorId ?? null;
        await recordAudit(
          tx,
          actor,
          {
            action: 'collections.assign',
            target: `order:${loan.orderNo}`,
            before: { collectorId: was },
            after: { collectorId: body.collectorId },
          },
          now,
        );
      }
      return loans.map((l) => l.orderNo);
    });
    return ok(requestLanguage(req), { assigned, collectorId: body.collectorId });
  });

  app.get('/api/admin/collections/settings/:market', async (req) => {
    requireOperator(req);
    const { market } = parsePath(marketParam, req.params);
    return ok(requestLanguage(req), { market, settings: await collectionSettingsOf(deps.db, market) });
  });

  app.put('/api/admin/collections/settings/:market', async (req) => {
    const actor = requireOperator(req);
    const { market } = parsePath(marketParam, req.params);
    const value = parseInput(collectionSettingsFor(market), req.body);
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const before = await collectionSettingsOf(tx, market);
      await tx
        .insert(collectionSettings)
        .values({ market, value, updatedAt: now })
        .onConflictDoUpdate({ target: collectionSettings.market, set: { value, updatedAt: now } });
      await recordAudit(
        tx,
        actor,
        { action: 'collections.settings', target: `market:${market}`, before, after: value },
        now,
      );
    });
    return ok(requestLanguage(req), { market, settings: value });
  });
}
