import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { wallTime, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema';
import { hmac } from '../../crypto/hmac';
import { hashToken } from '../../http/sessions';

/**
 * A signed-in console is ended after 30 idle minutes, and after 12 hours whatever happens. Those
 * limits measure a person's absence, so every session time here is real time (wallTime), like the
 * authenticator's codes, not business time a tester moved (DEV_CLOCK; in production both are one).
 */
export const OPERATOR_SESSION_POLICY = { idleMinutes: 30, maxHours: 12, secondFactorMinutes: 5 } as const;

/** The CSRF token is derived from the session token, so it can be handed out again on reload without being stored. */
export function csrfFor(secret: string, token: string): string {
  return hmac(secret, 'operator-csrf', token);
}

export interface IssuedSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

function issue(secret: string, now: Date, minutes: number): IssuedSession & { tokenHash: string; csrfHash: string } {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = csrfFor(secret, token);
  return {
    token,
    csrfToken,
    tokenHash: hashToken(token),
    csrfHash: hashToken(csrfToken),
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  };
}

/** After the password: a short session that can only pass the second factor. */
export async function startSecondFactor(
  db: Db,
  secret: string,
  operatorId: number,
  clock: Clock,
): Promise<IssuedSession> {
  const now = wallTime(clock);
  const s = issue(secret, now, OPERATOR_SESSION_POLICY.secondFactorMinutes);
  await db.insert(operatorSessions).values({
    operatorId,
    tokenHash: s.tokenHash,
    csrfHash: s.csrfHash,
    stage: 'totp',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: s.expiresAt,
  });
  return s;
}

/** A sign-in that gave the password and the code at once (decision 0072): active from the start. */
export async function startActive(db: Db, secret: string, operatorId: number, clock: Clock): Promise<IssuedSession> {
  const now = wallTime(clock);
  const s = issue(secret, now, OPERATOR_SESSION_POLICY.maxHours * 60);
  await db.insert(operatorSessions).values({
    operatorId,
    tokenHash: s.tokenHash,
    csrfHash: s.csrfHash,
    stage: 'active',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: s.expiresAt,
  });
  return s;
}

/** After the second factor: the session gets a new token (no fixation) and the full lifetime. */
export async function activate(db: Db, secret: string, sessionId: number, clock: Clock): Promise<IssuedSession> {
  const now = wallTime(clock);
  const s = issue(secret, now, OPERATOR_SESSION_POLICY.maxHours * 60);
  await db
    .update(operatorSessions)
    .set({ tokenHash: s.tokenHash, csrfHash: s.csrfHash, stage: 'active', lastSeenAt: now, expiresAt: s.expiresAt })
    .where(eq(operatorSessions.id, sessionId));
  return s;
}

export interface OperatorSessionRow {
  sessionId: number;
  stage: 'totp' | 'active';
  csrfHash: string;
  operator: typeof operators.$inferSelect;
}

/** The live session a cookie names, or null (unknown, revoked, expired, idle too long, operator disabled). */
export async function findSession(db: Db, token: string | undefined, clock: Clock): Promise<OperatorSessionRow | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ s: operatorSessions, o: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, hashToken(token)), isNull(operatorSessions.revokedAt)))
    .limit(1);
  if (!row || row.o.disabledAt) return null;
  const now = wallTime(clock);
  if (row.s.expiresAt.getTime() <= now.getTime()) return null;
  if (now.getTime() - row.s.lastSeenAt.getTime() > OPERATOR_SESSION_POLICY.idleMinutes * 60_000) return null;
  return { sessionId: row.s.id, stage: row.s.stage, csrfHash: row.s.csrfHash, operator: row.o };
}

export async function touch(db: Db, sessionId: number, clock: Clock): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: wallTime(clock) })
    .where(eq(operatorSessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: number, clock: Clock): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: wallTime(clock) })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

/** Every session of an operator ends (disabled, role changed, password reset). */
export async function revokeAllSessions(db: Db, operatorId: number, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}
