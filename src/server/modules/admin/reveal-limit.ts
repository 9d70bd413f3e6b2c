import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorAudit } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { take, used, type RateLimit } from '../../limits/rate-counter';
import { recordAudit, actorName, type OperatorActor } from '../operator';

/**
 * Reveals of masked identifiers one operator may make per hour — a view of an ID photo (its
 * front or back shows the same numbers) is one of them; past it, refusals and a dashboard alert.
 */
export const REVEAL_LIMIT: RateLimit = { scope: 'customer.reveal', limit: 20, windowMs: 3_600_000 };
const REFUSED = 'customer.revealLimit';
/** How far back the dashboard looks for refused reveals. */
const ALERT_WINDOW_MS = 24 * 3_600_000;

/**
 * Takes one of the operator's reveals for this hour (one atomic upsert, shared by every
 * instance). A refusal is written to the audit, which the dashboard reads as an alert.
 */
export async function takeReveal(db: Db, actor: OperatorActor, target: string, now: Date): Promise<void> {
  if ((await take(db, REVEAL_LIMIT, actorName(actor), now)).allowed) return;
  await recordAudit(db, actor, { action: REFUSED, target }, now);
  throw new ApiError('RATE_LIMITED', 429);
}

export interface RevealsLeft {
  limit: number;
  remaining: number;
  /** When the hour's count starts again. */
  resetAt: string;
}

/** What the operator has left of this hour's reveals, for the screen (the decision is `takeReveal`'s own count). */
export async function revealsLeft(db: Db, actor: OperatorActor, now: Date): Promise<RevealsLeft> {
  const taken = await used(db, REVEAL_LIMIT, actorName(actor), now);
  const resetAt = new Date((Math.floor(now.getTime() / REVEAL_LIMIT.windowMs) + 1) * REVEAL_LIMIT.windowMs);
  return {
    limit: REVEAL_LIMIT.limit,
    remaining: Math.max(0, REVEAL_LIMIT.limit - taken),
    resetAt: resetAt.toISOString(),
  };
}

export interface RevealAlert {
  kind: 'revealLimit';
  operator: string;
  refused: number;
  lastAt: string;
}

/** Operators whose reveals were refused in the last day, most recent first. */
export async function revealAlerts(db: Db, now: Date): Promise<RevealAlert[]> {
  const rows = await db
    .select({
      operator: operatorAudit.actor,
      refused: sql<number>`count(*)::int`,
      lastAt: sql<Date>`max(${operatorAudit.createdAt})`,
    })
    .from(operatorAudit)
    .where(
      and(eq(operatorAudit.action, REFUSED), gt(operatorAudit.createdAt, new Date(now.getTime() - ALERT_WINDOW_MS))),
    )
    .groupBy(operatorAudit.actor)
    .orderBy(sql`max(${operatorAudit.createdAt}) desc`);
  return rows.map((r) => ({
    kind: 'revealLimit',
    operator: r.operator,
    refused: r.refused,
    lastAt: new Date(r.lastAt).toISOString(),
  }));
}
