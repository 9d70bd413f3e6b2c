import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { giveBack, take, type RateLimit } from '../../limits/rate-counter';
import { hmac } from '../../crypto/hmac';
import { decoyHash, verifyPassword } from './password';
import { type ScryptCost } from '../../settings/scrypt-cost';

/** Five wrong passwords or codes in a row lock the operator for 15 minutes; a network gets 20 failures per 15 minutes. */
export const SIGN_IN_POLICY = { lockAfter: 5, lockMinutes: 15, perNetworkFailures: 20, windowMinutes: 15 } as const;

const NETWORK_LIMIT: RateLimit = { scope: 'operator.signIn.network', limit: SIGN_IN_POLICY.perNetworkFailures, windowMs: SIGN_IN_POLICY.windowMinutes * 60_000 };

export type OperatorRow = typeof operators.$inferSelect;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A try taken from the network's allowance; a right answer hands it back, so only failures count. */
export interface NetworkTry {
  release(): Promise<void>;
}

export async function takeNetworkTry(db: Db, secret: string, ip: string, now: Date): Promise<NetworkTry> {
  const key = hmac(secret, 'ip', ip);
  const taken = await take(db, NETWORK_LIMIT, key, now);
  if (!taken.allowed) throw new ApiError('RATE_LIMITED', 429);
  return { release: () => giveBack(db, NETWORK_LIMIT, key, taken.windowStart) };
}

/**
 * Takes one of the operator's tries before a password or code is compared: one UPDATE adds the
 * failure (starting afresh once a lock has passed) and sets the lock when it reaches the limit,
 * and matches no row while a lock holds. However many guesses arrive at once, at most
 * `lockAfter` are compared. False when the operator is locked.
 */
export async function takeOperatorTry(db: Db, operatorId: number, now: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  const lockUntil = new Date(now.getTime() + SIGN_IN_POLICY.lockMinutes * 60_000).toISOString();
  const next = sql`(CASE WHEN ${operators.lockedUntil} IS NOT NULL THEN 1 ELSE ${operators.failedSignIns} + 1 END)`;
  const rows = await db.update(operators).set({
    failedSignIns: next,
    lockedUntil: sql`CASE WHEN ${next} >= ${SIGN_IN_POLICY.lockAfter} THEN ${lockUntil}::timestamptz ELSE NULL END`,
  }).where(and(eq(operators.id, operatorId), sql`(${operators.lockedUntil} IS NULL OR ${operators.lockedUntil} <= ${nowIso}::timestamptz)`))
    .returning({ id: operators.id });
  return rows.length === 1;
}

/** A right password hands its try back (the lock it may have set with it): only the second factor clears the count. */
export async function returnOperatorTry(db: Db, operatorId: number): Promise<void> {
  await db.update(operators).set({ failedSignIns: sql`GREATEST(${operators.failedSignIns} - 1, 0)`, lockedUntil: null })
    .where(and(eq(operators.id, operatorId), sql`${operators.failedSignIns} > 0`));
}

/** Minutes left on an operator's lock, for the second-factor step (the caller already proved the password). */
export function lockedError(op: OperatorRow, now: Date): ApiError {
  const ms = (op.lockedUntil?.getTime() ?? now.getTime()) - now.getTime();
  return new ApiError('OPERATOR_LOCKED', 429, { minutes: Math.max(1, Math.ceil(ms / 60_000)) });
}

/**
 * The operator whose e-mail and password these are, or one failure that does not say which was
 * wrong: an unknown e-mail, a wrong password, a disabled or a locked operator all answer the
 * same and all cost one scrypt, so neither the answer nor its timing reveals who exists.
 */
export async function checkPassword(db: Db, secret: string, cost: ScryptCost, ip: string, email: string, password: string, now: Date): Promise<OperatorRow> {
  const network = await takeNetworkTry(db, secret, ip, now);
  const [op] = await db.select().from(operators).where(eq(operators.email, normaliseEmail(email))).limit(1);
  const usable = op && !op.disabledAt && (await takeOperatorTry(db, op.id, now));
  const valid = await verifyPassword(password, usable ? op.passwordHash : await decoyHash(cost));
  if (!usable || !valid) throw new ApiError('OPERATOR_SIGN_IN_FAILED', 401);
  await returnOperatorTry(db, op.id);
  await network.release();
  return op;
}
