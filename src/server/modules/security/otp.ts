import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { ApiError } from '../../http/api-error';

export type OtpPurpose = 'register' | 'login' | 'loan';

/** Limits of SPEC/issue: 10-minute codes, 5 wrong tries, and send limits per number and per network. */
export interface OtpPolicy {
  ttlSeconds: number;
  maxAttempts: number;
  resendSeconds: number;
  perMobilePerHour: number;
  perMobilePerDay: number;
  perIpPerHour: number;
}

export const OTP_POLICY: OtpPolicy = {
  ttlSeconds: 600,
  maxAttempts: 5,
  resendSeconds: 60,
  perMobilePerHour: 5,
  perMobilePerDay: 10,
  perIpPerHour: 20,
};

export function hmac(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}

/** 6 digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const minutesUntil = (from: Date, to: Date) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 60_000));

/**
 * Checks the send limits, stores the hash of a fresh code (superseding older ones for the same
 * number and purpose) and returns the code for the SMS. Refusals say when to try again.
 */
export async function issueOtp(db: Db, secret: string, mobile: string, purpose: OtpPurpose, ip: string, now: Date, policy: OtpPolicy = OTP_POLICY): Promise<string> {
  const ipHash = hmac(secret, 'ip', ip);
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);

  const [latest] = await db.select({ createdAt: otpCodes.createdAt }).from(otpCodes)
    .where(eq(otpCodes.mobile, mobile)).orderBy(desc(otpCodes.createdAt)).limit(1);
  if (latest) {
    const wait = policy.resendSeconds - Math.floor((now.getTime() - latest.createdAt.getTime()) / 1000);
    if (wait > 0) throw new ApiError('OTP_RESEND_WAIT', 429, { seconds: wait }, [], { resendIn: wait });
  }
  const mobileRows = await db.select({ createdAt: otpCodes.createdAt }).from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, dayAgo)))
    .orderBy(otpCodes.createdAt);
  const inHour = mobileRows.filter((r) => r.createdAt > hourAgo);
  if (inHour.length >= policy.perMobilePerHour) {
    const retryAt = new Date(inHour[inHour.length - policy.perMobilePerHour].createdAt.getTime() + 3_600_000);
    throw new ApiError('OTP_LIMIT_MOBILE', 429, { minutes: minutesUntil(now, retryAt) });
  }
  if (mobileRows.length >= policy.perMobilePerDay) {
    const retryAt = new Date(mobileRows[mobileRows.length - policy.perMobilePerDay].createdAt.getTime() + 86_400_000);
    throw new ApiError('OTP_LIMIT_MOBILE', 429, { minutes: minutesUntil(now, retryAt) });
  }
  const [ipCount] = await db.select({ n: count() }).from(otpCodes)
    .where(and(eq(otpCodes.ipHash, ipHash), gt(otpCodes.createdAt, hourAgo)));
  if (ipCount.n >= policy.perIpPerHour) throw new ApiError('OTP_LIMIT_NETWORK', 429, { minutes: 60 });

  const code = generateCode();
  await db.transaction(async (tx) => {
    await tx.update(otpCodes).set({ supersededAt: now })
      .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt), isNull(otpCodes.supersededAt)));
    await tx.insert(otpCodes).values({
      mobile, purpose, ipHash, createdAt: now,
      codeHash: hmac(secret, 'otp', mobile, purpose, code),
      expiresAt: new Date(now.getTime() + policy.ttlSeconds * 1000),
    });
  });
  return code;
}

/**
 * Consumes the current code for (mobile, purpose) if `code` matches. A guess is compared only
 * after it won one of the code's tries in a single conditional UPDATE (attempts + 1 where
 * attempts < max), so however many guesses arrive at once, at most `maxAttempts` are ever
 * compared; a right guess hands its try back. The final UPDATE is conditional too, so two
 * simultaneous correct submissions cannot both succeed. `consume: false` only checks (a
 * "validate" step before the real use); it spends a try like any guess, so it cannot be used
 * to guess either.
 */
export async function verifyOtp(
  db: Db, secret: string, mobile: string, purpose: OtpPurpose, code: string, now: Date, opts: { consume?: boolean } = {},
): Promise<void> {
  const [row] = await db.select().from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose), isNull(otpCodes.supersededAt)))
    .orderBy(desc(otpCodes.createdAt)).limit(1);
  if (!row || row.consumedAt) throw new ApiError('OTP_INVALID');
  if (row.expiresAt.getTime() <= now.getTime()) throw new ApiError('OTP_EXPIRED');

  const [tried] = await db.update(otpCodes).set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), sql`${otpCodes.attempts} < ${OTP_POLICY.maxAttempts}`))
    .returning({ attempts: otpCodes.attempts });
  if (!tried) {
    // No try left: used up by wrong guesses, or the code was used meanwhile.
    const [after] = await db.select({ consumedAt: otpCodes.consumedAt }).from(otpCodes).where(eq(otpCodes.id, row.id));
    throw new ApiError(after?.consumedAt ? 'OTP_INVALID' : 'OTP_LOCKED');
  }

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hmac(secret, 'otp', mobile, purpose, code), 'hex');
  if (!timingSafeEqual(expected, given)) throw new ApiError(tried.attempts >= OTP_POLICY.maxAttempts ? 'OTP_LOCKED' : 'OTP_INVALID');

  const consumed = await db.update(otpCodes)
    .set(opts.consume === false ? { attempts: sql`${otpCodes.attempts} - 1` } : { consumedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (consumed.length === 0) throw new ApiError('OTP_INVALID');
}
