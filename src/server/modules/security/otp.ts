import { randomInt, timingSafeEqual } from 'node:crypto';
import { hmac } from '../../crypto/hmac';
import { OTP_POLICY, type OtpPolicy } from '../../settings/otp-policy';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import {
  claimCooldown,
  giveBack,
  giveBackBudget,
  releaseCooldown,
  take,
  takeBudget,
  type RateLimit,
} from '../../limits/rate-counter';

export type OtpPurpose = 'register' | 'login' | 'loan' | 'bureau';

/** 6 digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const minutesUntil = (from: Date, to: Date) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 60_000));

/** The tries on a code that everyone but the network that asked for it shares (decision 0072). */
const OTHERS_TRIES = 'otp.tries.others';

/**
 * Checks the send limits, stores the hash of a fresh code (superseding older ones this network
 * asked for, for the same number and purpose) and returns the code for the SMS. Each limit adds
 * and compares in one statement (limits/rate-counter.ts): of 50 sends racing for one number from
 * one network exactly one passes the resend wait, and a network never gets more than its hourly
 * count. Decision 0072: the wait and a number's own counts are kept per asking network, below the
 * number's totals, so an outsider's sends neither replace the owner's code nor use up the sends
 * the owner asks for. Refusals say when to try again.
 */
/**
 * `terms`: what a loan-signing code was sent to accept ("orderNo|amount|days"), named in its SMS;
 * such a code then signs those figures only (verifyOtp's `terms`).
 */
export async function issueOtp(
  db: Db,
  secret: string,
  mobile: string,
  purpose: OtpPurpose,
  ip: string,
  now: Date,
  policy: OtpPolicy = OTP_POLICY,
  terms: string | null = null,
): Promise<string> {
  const ipHash = hmac(secret, 'ip', ip);
  const mobileKey = hmac(secret, 'mobile', mobile);
  // The resend pause is per (number, network), so an outsider's request never holds the owner's.
  // Signing a loan has a pause of its own: the sign-up code just sent must not hold it (sign-up
  // and login share theirs, being the same door). The hourly and daily counts stay per number.
  const pairKey = hmac(secret, 'mobile.network', mobile, ipHash);
  const pauseKey = purpose === 'loan' ? `${pairKey}:loan` : pairKey;
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
  // `perNetwork`: the counts that keep one network from spending a number's codes.
  const limits: { limit: RateLimit; key: string; code: 'OTP_LIMIT_MOBILE' | 'OTP_LIMIT_NETWORK'; perNetwork?: true }[] =
    [
      {
        limit: { scope: 'otp.mobile.network.hour', limit: policy.perMobilePerNetworkPerHour, windowMs: 3_600_000 },
        key: pairKey,
        code: 'OTP_LIMIT_MOBILE',
        perNetwork: true,
      },
      {
        limit: { scope: 'otp.mobile.network.day', limit: policy.perMobilePerNetworkPerDay, windowMs: 86_400_000 },
        key: pairKey,
        code: 'OTP_LIMIT_MOBILE',
        perNetwork: true,
      },
      {
        limit: { scope: 'otp.mobile.hour', limit: policy.perMobilePerHour, windowMs: 3_600_000 },
        key: mobileKey,
        code: 'OTP_LIMIT_MOBILE',
      },
      {
        limit: { scope: 'otp.mobile.day', limit: policy.perMobilePerDay, windowMs: 86_400_000 },
        key: mobileKey,
        code: 'OTP_LIMIT_MOBILE',
      },
      {
        limit: { scope: 'otp.network.hour', limit: policy.perIpPerHour, windowMs: 3_600_000 },
        key: ipHash,
        code: 'OTP_LIMIT_NETWORK',
      },
    ];
  // A loan-signing code is asked by the number's owner through their session: the per-network
  // counts that keep outsiders from spending sign-in codes do not apply, or a borrower whose
  // payout was refused could not sign again within the hour (sign-up, sign, sign again).
  const applying = purpose === 'loan' ? limits.filter((l) => !l.perNetwork) : limits;
  for (const { limit, key, code } of applying) {
    const t = await take(db, limit, key, now);
    if (!t.allowed) throw await refuse(new ApiError(code, 429, { minutes: minutesUntil(now, t.resetAt) }));
    taken.push({ limit, key, windowStart: t.windowStart });
  }

  const code = generateCode();
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ supersededAt: now })
      .where(
        and(
          eq(otpCodes.mobile, mobile),
          eq(otpCodes.purpose, purpose),
          eq(otpCodes.ipHash, ipHash),
          isNull(otpCodes.consumedAt),
          isNull(otpCodes.supersededAt),
        ),
      );
    await tx.insert(otpCodes).values({
      mobile,
      purpose,
      ipHash,
      createdAt: now,
      terms,
      codeHash: hmac(secret, 'otp', mobile, purpose, code),
      expiresAt: new Date(now.getTime() + policy.ttlSeconds * 1000),
    });
  });
  return code;
}

type LiveCode = typeof otpCodes.$inferSelect;
interface Tried {
  row: LiveCode;
  used: number;
  own: boolean;
}

/**
 * Takes one try on each live code before the guess is compared with any. A code has two
 * budgets (decision 0072): `maxAttempts` for the network that asked for it (the `attempts`
 * column, one conditional UPDATE) and as many for everyone else together (a counter, one
 * conditional upsert). So however many guesses arrive at once, from however many networks, a
 * code is compared at most twice `maxAttempts` times, and what outsiders spend is never the
 * tries of the borrower who asked for it. `requester` is the caller's network, or null when the
 * caller is the number's owner by session (a loan code goes to the session user's own number).
 */
async function takeTries(db: Db, live: LiveCode[], requester: string | null): Promise<Tried[]> {
  const own = live.filter((r) => requester === null || r.ipHash === requester);
  const others = live.filter((r) => !own.includes(r));
  const tried: Tried[] = [];
  if (own.length > 0) {
    const rows = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(
          inArray(
            otpCodes.id,
            own.map((r) => r.id),
          ),
          isNull(otpCodes.consumedAt),
          sql`${otpCodes.attempts} < ${OTP_POLICY.maxAttempts}`,
        ),
      )
      .returning({ id: otpCodes.id, attempts: otpCodes.attempts });
    for (const r of rows) tried.push({ row: own.find((o) => o.id === r.id)!, used: r.attempts, own: true });
  }
  for (const row of others) {
    const used = await takeBudget(db, OTHERS_TRIES, String(row.id), OTP_POLICY.maxAttempts, row.expiresAt);
    if (used !== null) tried.push({ row, used, own: false });
  }
  return tried;
}

/**
 * Consumes a live code for (mobile, purpose) if `code` matches one. Several may be live: each
 * network's latest (an outsider's request does not replace the owner's code). A guess is
 * compared only with the codes it won a try on (takeTries); a right guess hands its try back.
 * The final UPDATE is conditional too, so two simultaneous correct submissions cannot both
 * succeed. `consume: false` only checks (a "validate" step before the real use); it spends a
 * try like any guess, so it cannot be used to guess either.
 */
export async function verifyOtp(
  db: Db,
  secret: string,
  mobile: string,
  purpose: OtpPurpose,
  code: string,
  now: Date,
  opts: { consume?: boolean; ip?: string; terms?: { key: string; refused: () => Error } } = {},
): Promise<void> {
  const requester = opts.ip === undefined ? null : hmac(secret, 'ip', opts.ip);
  const rows = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.mobile, mobile),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.supersededAt),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(20);
  const live = rows.filter((r) => r.expiresAt.getTime() > now.getTime());
  if (live.length === 0) throw new ApiError(rows.length > 0 ? 'OTP_EXPIRED' : 'OTP_INVALID');

  const tried = await takeTries(db, live, requester);
  if (tried.length === 0) {
    // No try left: used up by wrong guesses, or the code was used meanwhile.
    const [after] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(otpCodes)
      .where(
        and(
          inArray(
            otpCodes.id,
            live.map((r) => r.id),
          ),
          isNull(otpCodes.consumedAt),
        ),
      );
    throw new ApiError(Number(after?.n ?? 0) === 0 ? 'OTP_INVALID' : 'OTP_LOCKED');
  }

  const given = Buffer.from(hmac(secret, 'otp', mobile, purpose, code), 'hex');
  const match = tried.find((t) => timingSafeEqual(Buffer.from(t.row.codeHash, 'hex'), given));
  if (!match) throw new ApiError(tried.every((t) => t.used >= OTP_POLICY.maxAttempts) ? 'OTP_LOCKED' : 'OTP_INVALID');
  // A right code whose SMS named other figures signs nothing: the borrower asks for a new one.
  // Its try is handed back, as the guess was right.
  if (opts.terms && match.row.terms !== null && match.row.terms !== opts.terms.key) {
    if (match.own)
      await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} - 1` })
        .where(and(eq(otpCodes.id, match.row.id), isNull(otpCodes.consumedAt)));
    throw opts.terms.refused();
  }

  if (opts.consume === false) {
    if (match.own)
      await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} - 1` })
        .where(and(eq(otpCodes.id, match.row.id), isNull(otpCodes.consumedAt)));
    else await giveBackBudget(db, OTHERS_TRIES, String(match.row.id));
    const [still] = await db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(and(eq(otpCodes.id, match.row.id), isNull(otpCodes.consumedAt)));
    if (!still) throw new ApiError('OTP_INVALID');
    return;
  }
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, match.row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (consumed.length === 0) throw new ApiError('OTP_INVALID');
}
