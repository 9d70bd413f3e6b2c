import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  CONTACT_PARTIES,
  withinContactHours,
} from '../../../domain/collections/collection-rules';
import { MARKET_PROFILES, type Market } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { queryRows, type Db } from '../../db/client';
import { collectionContacts } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import type { DbOrTx } from '../../ledger/post';
import { actorName, recordAudit, requireOperator } from '../operator';
import { collectionSettingsOf } from './collection-settings';
import { workableLoan } from './collector-scope';
import { parseInput } from '../../http/parse-input';

const contactBody = z
  .object({
    orderNo: z.string().min(1).max(64),
    channel: z.enum(CONTACT_CHANNELS),
    party: z.enum(CONTACT_PARTIES),
    outcome: z.enum(CONTACT_OUTCOMES),
    note: z.string().trim().max(1000).default(''),
  })
  .strict();

const orderQuery = z.object({ orderNo: z.string().min(1).max(64) });

/** When the market's day began, as an instant: a day's contacts are counted on the market's calendar. */
function marketDayStart(market: Market, now: Date): Date {
  return new Date(
    Date.parse(`${marketToday(market, now)}T00:00:00Z`) - MARKET_PROFILES[market].utcOffsetMinutes * 60_000,
  );
}

/**
 * Counts a contact with the borrower today and returns its number, in one upsert: concurrent
 * contacts each get their own number (the row's lock orders them), so the warning at the limit
 * is given to exactly the contacts that reach it, however many collectors record at once.
 */
async function countContact(tx: DbOrTx, market: Market, userId: number, now: Date): Promise<number> {
  const start = marketDayStart(market, now);
  const end = new Date(start.getTime() + 86_400_000);
  const [row] = await queryRows<{ n: number }>(
    tx as Db,
    sql`
    INSERT INTO rate_counters (scope, key, window_start, n, expires_at)
    VALUES ('collections.contacts', ${`user:${userId}`}, ${start.toISOString()}::timestamptz, 1, ${end.toISOString()}::timestamptz)
    ON CONFLICT (scope, key, window_start) DO UPDATE SET n = rate_counters.n + 1
    RETURNING n`,
  );
  return Number(row.n);
}

/**
 * The contact log (issue 32 point 2): a collector records each contact with a borrower. Refused,
 * changing nothing, when it is with anyone but the borrower or outside the market's contact
 * hours and days (its clock); the contact that reaches the day's limit comes back with a warning.
 */
export function contactRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/collections/contacts', async (req) => {
    const actor = requireOperator(req);
    const { orderNo } = parseInput(orderQuery, req.query);
    const loan = await workableLoan(deps.db, actor, orderNo);
    const now = deps.clock.now();
    const settings = await collectionSettingsOf(deps.db, loan.market);
    const contacts = await deps.db
      .select({
        id: collectionContacts.id,
        channel: collectionContacts.channel,
        outcome: collectionContacts.outcome,
        note: collectionContacts.note,
        actor: collectionContacts.actor,
        dayCount: collectionContacts.dayCount,
        createdAt: collectionContacts.createdAt,
      })
      .from(collectionContacts)
      .where(eq(collectionContacts.orderId, loan.id))
      .orderBy(desc(collectionContacts.createdAt), desc(collectionContacts.id))
      .limit(200);
    const [today] = await deps.db
      .select({ n: sql<number>`count(*)` })
      .from(collectionContacts)
      .where(
        and(
          eq(collectionContacts.userId, loan.userId),
          gte(collectionContacts.createdAt, marketDayStart(loan.market, now)),
        ),
      );
    return ok(requestLanguage(req), {
      orderNo,
      market: loan.market,
      contacts,
      window: {
        open: withinContactHours(loan.market, settings, now),
        hours: settings.hours,
        days: settings.days,
        contactsToday: Number(today.n),
        limit: settings.contactsPerDay,
      },
    });
  });

  app.post('/api/admin/collections/contacts', async (req) => {
    const actor = requireOperator(req);
    const body = parseInput(contactBody, req.body);
    if (body.party !== 'borrower') throw new ApiError('CONTACT_NOT_BORROWER', 400);
    const loan = await workableLoan(deps.db, actor, body.orderNo);
    const now = deps.clock.now();
    const settings = await collectionSettingsOf(deps.db, loan.market);
    if (!withinContactHours(loan.market, settings, now)) {
      throw new ApiError('CONTACT_OUTSIDE_HOURS', 400, { from: settings.hours.from, until: settings.hours.until });
    }
    const contact = await deps.db.transaction(async (tx) => {
      const dayCount = await countContact(tx, loan.market, loan.userId, now);
      const [row] = await tx
        .insert(collectionContacts)
        .values({
          orderId: loan.id,
          userId: loan.userId,
          operatorId: actor.operatorId,
          actor: actorName(actor),
          channel: body.channel,
          outcome: body.outcome,
          note: body.note,
          dayCount,
          createdAt: now,
        })
        .returning({ id: collectionContacts.id });
      // The note is the collector's own words about the call; it stays in the contact log, not the audit.
      await recordAudit(
        tx,
        actor,
        {
          action: 'collections.contact',
          target: `order:${loan.orderNo}`,
          after: { contact: row.id, channel: body.channel, outcome: body.outcome, dayCount },
        },
        now,
      );
      return { id: row.id, dayCount };
    });
    const warning =
      contact.dayCount >= settings.contactsPerDay
        ? { kind: 'frequency' as const, count: contact.dayCount, limit: settings.contactsPerDay }
        : null;
    return ok(requestLanguage(req), { contact, warning });
  });
}
