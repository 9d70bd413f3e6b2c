import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { clearCount, giveBack, giveBackBudget, take, takeStrike, type RateLimit } from '../../limits/rate-counter';
import { hmac } from '../../crypto/hmac';
import { decoyHash, verifyPassword } from './password';
import { type ScryptCost } from '../../settings/scrypt-cost';

/**
 * Decision 0072. Five wrong passwords from one network lock that network out of the operator for
 * 15 minutes, not the operator: from another network, or with their authenticator code, they
 * sign in. Ten from all networks together stop the password alone from signing in anywhere for
 * 15 minutes (password and code still do), so a botnet learns nothing more. Five wrong
 * authenticator codes after a right password lock the second factor for 15 minutes (only a
 * holder of the password can cause that). A network gets 20 failures per 15 minutes.
 */
export const SIGN_IN_POLICY = {
  lockAfter: 5,
  lockMinutes: 15,
  perOperatorFailures: 10,
  perNetworkFailures: 20,
  windowMinutes: 15,
} as const;

const FROM_NETWORK = 'operator.password.network';
const FROM_ANYWHERE = 'operator.password.all';

const NETWORK_LIMIT: RateLimit = {
  scope: 'operator.signIn.network',
  limit: SIGN_IN_POLICY.perNetworkFailures,
  windowMs: SIGN_IN_POLICY.windowMinutes * 60_000,
};

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
 * Takes one of the operator's second-factor tries (`failed_sign_ins`, `locked_until`) before a
 * code (or, on a signed-in session, the current password) is compared: one UPDATE adds the
 * failure (starting afresh once a lock has passed) and sets the lock when it reaches the limit,
 * and matches no row while a lock holds. However many guesses arrive at once, at most
 * `lockAfter` are compared. False when the operator is locked. `counts: false` runs the same
 * statement without adding (a one-step sign-in whose password was wrong), so the answer's
 * timing does not tell a right password from a wrong one.
 */
export async function takeOperatorTry(db: Db, operatorId: number, now: Date, counts = true): Promise<boolean> {
  const nowIso = now.toISOString();
  const lockUntil = new Date(now.getTime() + SIGN_IN_POLICY.lockMinutes * 60_000).toISOString();
  const step = counts ? 1 : 0;
  const next = sql`(CASE WHEN ${operators.lockedUntil} IS NOT NULL THEN ${step} ELSE ${operators.failedSignIns} + ${step} END)`;
  const rows = await db
    .update(operators)
    .set({
      failedSignIns: next,
      lockedUntil: sql`CASE WHEN ${next} >= ${SIGN_IN_POLICY.lockAfter} THEN ${lockUntil}::timestamptz ELSE NULL END`,
    })
    .where(
      and(
        eq(operators.id, operatorId),
        sql`(${operators.lockedUntil} IS NULL OR ${operators.lockedUntil} <= ${nowIso}::timestamptz)`,
      ),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

/** A right password hands its try back (the lock it may have set with it): only the second factor clears the count. */
export async function returnOperatorTry(db: Db, operatorId: number): Promise<void> {
  await db
    .update(operators)
    .set({ failedSignIns: sql`GREATEST(${operators.failedSignIns} - 1, 0)`, lockedUntil: null })
    .where(and(eq(operators.id, operatorId), sql`${operators.failedSignIns} > 0`));
}

/** Minutes left on an operator's lock, for the second-factor step (the caller already proved the password). */
export function lockedError(op: OperatorRow, now: Date): ApiError {
  const ms = (op.lockedUntil?.getTime() ?? now.getTime()) - now.getTime();
  return new ApiError('OPERATOR_LOCKED', 429, { minutes: Math.max(1, Math.ceil(ms / 60_000)) });
}

/** The key of one operator's count of wrong passwords from one network. */
const pairKey = (secret: string, operatorId: number, ip: string) =>
  hmac(secret, 'operator.network', String(operatorId), hmac(secret, 'ip', ip));

/**
 * Takes a try from the operator's wrong-password counts before the password is compared: the
 * count from this network and the count from all networks, each added and compared in one
 * statement (limits/rate-counter.ts). False, having taken nothing, when either is spent.
 */
async function takePasswordTry(
  db: Db,
  secret: string,
  operatorId: number,
  ip: string,
  now: Date,
): Promise<{ release(): Promise<void> } | null> {
  const ms = SIGN_IN_POLICY.lockMinutes * 60_000;
  const pair = pairKey(secret, operatorId, ip);
  if (!(await takeStrike(db, FROM_NETWORK, pair, SIGN_IN_POLICY.lockAfter, ms, now)).allowed) return null;
  if (!(await takeStrike(db, FROM_ANYWHERE, String(operatorId), SIGN_IN_POLICY.perOperatorFailures, ms, now)).allowed) {
    await giveBackBudget(db, FROM_NETWORK, pair);
    return null;
  }
  return {
    release: async () => {
      await giveBackBudget(db, FROM_NETWORK, pair);
      await giveBackBudget(db, FROM_ANYWHERE, String(operatorId));
    },
  };
}

/** The second factor proved from this network: its wrong passwords are forgotten (the lock is lifted). */
export async function forgetNetworkFailures(db: Db, secret: string, operatorId: number, ip: string): Promise<void> {
  await clearCount(db, FROM_NETWORK, pairKey(secret, operatorId, ip));
}

/** Compares an authenticator code; the step it belongs to, or null. */
export type CodeCheck = (op: OperatorRow) => number | null;

export type PasswordResult = { op: OperatorRow; stage: 'totp' } | { op: OperatorRow; stage: 'active'; step: number };

/**
 * The operator whose e-mail and password these are, or one failure that does not say which was
 * wrong: an unknown e-mail, a wrong password, a disabled or a locked operator all answer the
 * same and all cost one scrypt, so neither the answer nor its timing reveals who exists.
 *
 * Without a code, the password is compared only after it took a try from this network's and all
 * networks' counts of wrong passwords (at most 5 and 10 per 15 minutes are ever compared); a
 * right one hands them back and leads to the code step. With the authenticator code (`checkCode`)
 * the password is compared whatever those counts say, since a right answer needs the code too:
 * this is how an operator locked out on a network by someone else's guesses gets in (decision
 * 0072). Then a code is compared only after a right password and only after it took a
 * second-factor try, and the answer is the same failure whichever of the two was wrong.
 */
export async function checkPassword(
  db: Db,
  secret: string,
  cost: ScryptCost,
  ip: string,
  email: string,
  password: string,
  now: Date,
  checkCode?: CodeCheck,
): Promise<PasswordResult> {
  const network = await takeNetworkTry(db, secret, ip, now);
  const [op] = await db
    .select()
    .from(operators)
    .where(eq(operators.email, normaliseEmail(email)))
    .limit(1);
  const known = op && !op.disabledAt ? op : null;
  if (checkCode) {
    const valid = await verifyPassword(password, known ? known.passwordHash : await decoyHash(cost));
    // The same statement whether the password was right or not: only a right one spends a try.
    const tried = known !== null && (await takeOperatorTry(db, known.id, now, valid));
    const step = known && known.totpEnabledAt ? checkCode(known) : null;
    if (!known || !valid || !tried || step === null) throw new ApiError('OPERATOR_SIGN_IN_FAILED', 401);
    await network.release();
    return { op: known, stage: 'active', step };
  }
  const taken = known ? await takePasswordTry(db, secret, known.id, ip, now) : null;
  const valid = await verifyPassword(password, known && taken ? known.passwordHash : await decoyHash(cost));
  if (!known || !taken || !valid) throw new ApiError('OPERATOR_SIGN_IN_FAILED', 401);
  await taken.release();
  await network.release();
  return { op: known, stage: 'totp' };
}
