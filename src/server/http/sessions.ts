import { hash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { CodeName } from '../../domain/api/codes';
import type { Db } from '../db/client';
import { perDb, prepareNamed } from '../db/per-db';
import { ReadCache } from '../db/read-cache';
import { sessions } from '../db/schema';
import { bearerToken } from './bearer-token';

type SessionRow = typeof sessions.$inferSelect;

/**
 * Live sessions by token hash, for 2 s: every authenticated call checks its session, most in
 * bursts (a screen makes several calls). Ending a session on this instance drops it at once;
 * another instance may accept a just-ended token for at most this long (decision 0023).
 */
export const SESSION_CACHE_MS = 2_000;
const liveSessions = new ReadCache<SessionRow>(SESSION_CACHE_MS);

function forgetSessionsOf(db: Db, userId: number) {
  liveSessions.invalidate(db, (row) => row.userId === userId);
}

export function hashToken(token: string): string {
  // The one-shot hash: every authenticated call pays it, and a Hash object per call cost more.
  return hash('sha256', token, 'hex');
}

// Every authenticated call that misses the cache: built and planned once (prepareNamed).
const sessionByHash = perDb((db) =>
  prepareNamed(
    db,
    db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1),
    'session_by_token_hash',
  ),
);

export interface NewSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

/**
 * Starts a session and ends every other one of the user: one device at a time, so the old
 * device's next call answers 10010304. The token is 256 random bits; only its hash is kept.
 */
export async function startSession(
  db: Db,
  userId: number,
  now: Date,
  ttlDays: number,
  afid?: string,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  const started = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sessions)
      .values({ userId, tokenHash: hashToken(token), afid: afid ?? null, createdAt: now, expiresAt })
      .returning({ id: sessions.id });
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'other_device' })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, row.id)));
    return { token, sessionId: row.id, expiresAt };
  });
  forgetSessionsOf(db, userId);
  return started;
}

export type SessionCheck =
  | { ok: true; userId: number; sessionId: number }
  | { ok: false; code: Extract<CodeName, 'NOT_LOGGED_IN' | 'TOKEN_EXPIRED' | 'OTHER_DEVICE' | 'TOKEN_INVALID'> };

/**
 * Reads "Bearer <token>" and says who it belongs to, or which session-ending code (SESSION_ENDING_CODES,
 * src/domain/api/codes.ts) applies.
 */
export async function checkSession(db: Db, authorization: string | undefined, now: Date): Promise<SessionCheck> {
  const token = bearerToken(authorization);
  if (!authorization || !authorization.trim()) return { ok: false, code: 'NOT_LOGGED_IN' };
  if (!token || token.length > 200) return { ok: false, code: 'TOKEN_INVALID' };
  const tokenHash = hashToken(token);
  const row = await liveSessions.get(db, tokenHash, async () => {
    const [found] = await sessionByHash(db).execute({ tokenHash });
    return found ?? null;
  });
  if (!row) return { ok: false, code: 'TOKEN_INVALID' };
  if (row.revokedAt)
    return { ok: false, code: row.revokedReason === 'other_device' ? 'OTHER_DEVICE' : 'TOKEN_INVALID' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'TOKEN_EXPIRED' };
  return { ok: true, userId: row.userId, sessionId: row.id };
}

export async function endSession(db: Db, userId: number, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'logout' })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  forgetSessionsOf(db, userId);
}

/** Ends every open session of a user (a store-review account taken off its list, decision 0056). */
export async function endAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'logout' })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  forgetSessionsOf(db, userId);
}
