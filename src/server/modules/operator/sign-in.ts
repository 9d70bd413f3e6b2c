import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorSignInFailures, operators } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hmac } from '../security/otp';
import { decoyHash, verifyPassword } from './password';

/** Five wrong passwords or codes in a row lock the operator for 15 minutes; a network gets 20 failures per 15 minutes. */
export const SIGN_IN_POLICY = { lockAfter: 5, lockMinutes: 15, perNetworkFailures: 20, windowMinutes: 15 } as const;

export type OperatorRow = typeof operators.$inferSelect;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function assertNetworkAllowed(db: Db, secret: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - SIGN_IN_POLICY.windowMinutes * 60_000);
  const [row] = await db.select({ n: count() }).from(operatorSignInFailures)
    .where(and(eq(operatorSignInFailures.ipHash, hmac(secret, 'ip', ip)), gt(operatorSignInFailures.createdAt, since)));
  if ((row?.n ?? 0) >= SIGN_IN_POLICY.perNetworkFailures) throw new ApiError('RATE_LIMITED', 429);
}

export function assertNotLocked(op: OperatorRow, now: Date): void {
  if (op.lockedUntil && op.lockedUntil.getTime() > now.getTime()) {
    throw new ApiError('OPERATOR_LOCKED', 429, { minutes: Math.ceil((op.lockedUntil.getTime() - now.getTime()) / 60_000) });
  }
}

/** Counts a failure against the network and (when known) the operator, locking it at the limit. */
export async function recordFailure(db: Db, secret: string, ip: string, operatorId: number | null, now: Date): Promise<void> {
  await db.insert(operatorSignInFailures).values({ ipHash: hmac(secret, 'ip', ip), createdAt: now });
  if (operatorId === null) return;
  const lockedUntil = new Date(now.getTime() + SIGN_IN_POLICY.lockMinutes * 60_000);
  await db.update(operators).set({
    failedSignIns: sql`${operators.failedSignIns} + 1`,
    lockedUntil: sql`CASE WHEN ${operators.failedSignIns} + 1 >= ${SIGN_IN_POLICY.lockAfter} THEN ${lockedUntil.toISOString()}::timestamptz ELSE ${operators.lockedUntil} END`,
  }).where(eq(operators.id, operatorId));
}

/**
 * The operator whose e-mail and password these are, or a failure that does not say which was
 * wrong. An unknown e-mail still costs one scrypt, so timing does not reveal who exists.
 */
export async function checkPassword(db: Db, secret: string, ip: string, email: string, password: string, now: Date): Promise<OperatorRow> {
  await assertNetworkAllowed(db, secret, ip, now);
  const [op] = await db.select().from(operators).where(eq(operators.email, normaliseEmail(email))).limit(1);
  if (op) assertNotLocked(op, now);
  const valid = await verifyPassword(password, op?.passwordHash ?? (await decoyHash()));
  if (!op || !valid || op.disabledAt) {
    await recordFailure(db, secret, ip, op && !op.disabledAt ? op.id : null, now);
    throw new ApiError('OPERATOR_SIGN_IN_FAILED', 401);
  }
  return op;
}
