import { randomInt, timingSafeEqual } from 'node:crypto';
import { hmac } from '../../crypto/hmac';
import { OTP_POLICY, type OtpPolicy } from '../../settings/otp-policy';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { claimCooldown, giveBack, releaseCooldown, take, type RateLimit } from '../../limits/rate-counter';

export type OtpPurpose = 'register' | 'login' | 'loan';

/** 6 digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const minutesUntil = (from: Date, to: Date) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 60_000));

/**
 * Checks the send limits, stores the hash of a fresh code (superseding older ones for the same
 * number and purpose) and returns the code for the SMS. Each limit adds and compares in one
 * statement (limits/rate-counter.ts): of 50 sends racing for one number exactly one passes the
 * resend wait, and a network never gets more than its hourly count. Refusals say when to try again.
 */
export async function issueOtp(db: Db, secret: string, mobile: string, purpose: OtpPurpose, ip: string, now: Date, policy: OtpPolicy = OTP_POLICY): Promise<string> {
  const ipHash = hmac(secret, 'ip', ip);
  const mobileKey = hmac(secret, 'mobile', mobile);
  // Signing a loan has a resend pause of its own: the sign-up code just sent must not hold it
  // (sign-up and login share theirs, being the same door). The hourly and daily counts stay per number.
  const pauseKey = purpose === 'loan' ? `${mobileKey}:loan` : mobileKey;
  const wait = await claimCooldown(db, 'otp.resend', pauseKey, policy.resendSeconds * 1000, now);
  if (!wait.claimed) {
    const seconds = Math.max(1, Math.ceil((wait.retryAt.getTime() - now.getTime()) / 1000));
    throw new ApiError('OTP_RESEND_WAIT', 429, { seconds }, [], { resendIn: seconds });
  }
  // A refusal below hands back what this send took above, so a refused send costs nothing.
  const taken: { limit: RateLimit; windowStart: Date; key: string }[] = [];
  const refuse = async (err: ApiError) => {
    for (const t of taken) await giveBack(db, t.limit, t.key, t.windowStart);
    await releaseCooldown(db, 'otp.resend', pauseKey, wait.retryAt, now);
    return err;
  };
  const limits: { limit: RateLimit; key: string; code: 'OTP_LIMIT_MOBILE' | 'OTP_LIMIT_NETWORK' }[] = [
    { limit: { scope: 'otp.mobile.hour', limit: policy.perMobilePerHour, windowMs: 3_600_000 }, key: mobileKey, code: 'OTP_LIMIT_MOBILE' },
    { limit: { scope: 'otp.mobile.day', limit: policy.perMobilePerDay, windowMs: 86_400_000 }, key: mobileKey, code: 'OTP_LIMIT_MOBILE' },
    { limit: { scope: 'otp.network.hour', limit: policy.perIpPerHour, windowMs: 3_600_000 }, key: ipHash, code: 'OTP_LIMIT_NETWORK' },
  ];
  for (const { limit, key, code } of limits) {
    const t = await take(db, limit, key, now);
    if (!t.allowed) throw await refuse(new ApiError(code, 429, { minutes: minutesUntil(now, t.resetAt) }));
    taken.push({ limit, key, windowStart: t.windowStart });
  }

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
