import { eq } from 'drizzle-orm';
import { TERMS_VERSION } from '../../../domain/api/consents';
import { normalizeMobile } from '../../../domain/identity/phone';
import type { Language } from '../../../domain/markets/market';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, validationError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { hmac } from '../../crypto/hmac';
import { recordConsent } from '../device';
import { latestOfTicket, sendMessage } from '../messages';
import { isClosedNumber } from '../privacy';
import { loadProfile } from '../profile';
import { issueOtp, verifyOtp, type OtpPurpose } from './otp';
import { auditCodeLessLogin, codeLessEntry } from './review-login';
import { endSession, startSession } from '../../http/sessions';
import { findUserById, findUserByMobile } from '../../db/users-repo';

const SMS_TEXT: Record<Language, (code: string, app: string) => string> = {
  en: (code, app) => `${app}: your verification code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
  es: (code, app) => `${app}: tu código de verificación es ${code}. Vence en 10 minutos. No lo compartas con nadie.`,
};

/** What a loan code's SMS names: the loan it accepts (the code signs those figures only). */
export interface LoanCodeFigures {
  terms: string;
  amount: string;
  days: number;
  received: string;
  repayment: string;
}

/** A loan-signing code says what it accepts, so a borrower reading only the SMS knows what they sign. */
const LOAN_SMS_TEXT: Record<Language, (code: string, app: string, f: LoanCodeFigures) => string> = {
  en: (code, app, f) =>
    `${app}: ${code} is your code to accept a loan of ${f.amount} for ${f.days} days: you receive ${f.received} and repay ${f.repayment}. It expires in 10 minutes. Never share it.`,
  es: (code, app, f) =>
    `${app}: ${code} es tu código para aceptar un préstamo de ${f.amount} a ${f.days} días: recibes ${f.received} y pagas ${f.repayment}. Vence en 10 minutos. No lo compartas.`,
};

/** Read aloud: the digits spaced so the speech engine says them one by one, then repeated once. */
const VOICE_TEXT: Record<Language, (code: string, app: string) => string> = {
  en: (code, app) =>
    `This is ${app}. Your verification code is ${spaced(code)}. Again: ${spaced(code)}. Never share it with anyone.`,
  es: (code, app) =>
    `Le llamamos de ${app}. Su código de verificación es ${spaced(code)}. Repito: ${spaced(code)}. No lo comparta con nadie.`,
};

const spaced = (code: string) => code.split('').join(' ');

type Channel = 'sms' | 'voice';

/** The app's market decides how a typed number is read; an unreadable one is a field error. */
export function mobileFor(app: AppRow, input: string): string {
  const e164 = normalizeMobile(input, app.market);
  if (!e164) throw validationError([{ field: 'mobile', key: 'form.mobile.format' }]);
  return e164;
}

/**
 * A typed number whose account was not closed by its owner (decision 0084): a closed account's
 * number is told so — no code is sent, no sign-in or new registration made with it.
 */
async function openNumber(deps: Deps, app: AppRow, input: string): Promise<string> {
  const mobile = mobileFor(app, input);
  if (await isClosedNumber(deps.db, deps.config.secret, mobile)) throw new ApiError('ACCOUNT_CLOSED');
  return mobile;
}

/**
 * Sends a verification code. A 'loan' code (confirming a loan) needs a session and goes to the
 * session user's own number whatever `mobile` says, so a stolen token cannot route it elsewhere.
 */
export async function sendVerifyCode(
  deps: Deps,
  app: AppRow,
  lang: Language,
  ip: string,
  input: { mobile?: string; type: OtpPurpose; channel?: Channel },
  sessionUserId: number | null = null,
  loanFigures: (userId: number) => Promise<LoanCodeFigures | null> = async () => null,
) {
  const channel = input.channel ?? 'sms';
  if (input.type === 'loan') {
    if (sessionUserId === null) throw new ApiError('NOT_LOGGED_IN', 401);
    const user = await findUserById(deps.db, sessionUserId);
    if (!user) throw new ApiError('TOKEN_INVALID', 401);
    return issueAndSend(deps, app, lang, ip, user.mobile, 'loan', channel, user.id, await loanFigures(user.id));
  }
  const mobile = await openNumber(deps, app, input.mobile ?? '');
  const existing = await findUserByMobile(deps.db, mobile);
  if (input.type === 'register' && existing) throw new ApiError('MOBILE_REGISTERED');
  if (input.type === 'login' && !existing) throw new ApiError('MOBILE_NOT_REGISTERED');
  return issueAndSend(deps, app, lang, ip, mobile, input.type, channel, existing?.id ?? null);
}

/**
 * One code, whichever way it travels: a voice call issues it exactly as a text does (CSPRNG,
 * expiry, single use, superseding the last one) and counts against the same send limits, so
 * switching channel gains no extra tries. When every vendor of the market refuses the message
 * the borrower is told so at once, with the wait before the voice code may be asked for; a
 * vendor that takes it but later reports it undelivered shows in `codeDelivery`.
 */
async function issueAndSend(
  deps: Deps,
  app: AppRow,
  lang: Language,
  ip: string,
  mobile: string,
  purpose: OtpPurpose,
  channel: Channel,
  userId: number | null,
  loan: LoanCodeFigures | null = null,
) {
  const code = await issueOtp(
    deps.db,
    deps.config.secret,
    mobile,
    purpose,
    ip,
    deps.clock.now(),
    deps.config.otp,
    loan?.terms ?? null,
  );
  const text =
    channel === 'voice'
      ? VOICE_TEXT[lang](code, app.appName)
      : loan
        ? LOAN_SMS_TEXT[lang](code, app.appName, loan)
        : SMS_TEXT[lang](code, app.appName);
  const sent = await sendMessage(deps, {
    to: mobile,
    text,
    code,
    lang,
    market: app.market,
    purpose,
    channel,
    packageName: app.packageName,
    userId,
  });
  const resendIn = deps.config.otp.resendSeconds;
  if (sent.state === 'failed')
    throw new ApiError('SMS_NOT_DELIVERED', 422, {}, [], { resendIn, voice: true, deliveryId: sent.ticket });
  // The sandbox never reports delivery: nothing to poll.
  return { expiresIn: deps.config.otp.ttlSeconds, resendIn, ...(deps.sms.sandbox ? {} : { deliveryId: sent.ticket }) };
}

const DELIVERY_STATE = {
  sending: 'sending',
  sent: 'sent',
  delivered: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
} as const;

/**
 * Whether the code of a send reached the phone, by its delivery id (an unguessable ticket: it
 * says nothing about whose number it was). An unknown id answers "failed" rather than an error,
 * so a guess learns nothing.
 */
export async function codeDelivery(deps: Deps, input: { deliveryId: string }) {
  const row = await latestOfTicket(deps.db, input.deliveryId);
  if (!row || row.purpose === 'reminder') return { state: 'failed' as const };
  return { state: DELIVERY_STATE[row.status] };
}

export async function register(
  deps: Deps,
  app: AppRow,
  lang: Language,
  afid: string | undefined,
  ip: string,
  input: { mobile: string; code: string },
) {
  const mobile = await openNumber(deps, app, input.mobile);
  if (await findUserByMobile(deps.db, mobile)) throw new ApiError('MOBILE_REGISTERED');
  const now = deps.clock.now();
  await verifyOtp(deps.db, deps.config.secret, mobile, 'register', input.code, now, { ip });
  const inserted = await deps.db
    .insert(users)
    .values({
      mobile,
      packageName: app.packageName,
      market: app.market,
      language: lang,
      createdAt: now,
      lastLoginAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Two registrations racing with the same number: the loser is told to log in.
  if (inserted.length === 0) throw new ApiError('MOBILE_REGISTERED');
  // Signing up is agreeing to the terms (the screen says so): recorded with their version (decision 0083).
  await recordConsent(deps.db, {
    userId: inserted[0].id,
    kind: 'terms',
    version: TERMS_VERSION,
    ipHash: hmac(deps.config.secret, 'ip', ip),
    now,
  });
  const session = await startSession(deps.db, inserted[0].id, now, deps.config.sessionTtlDays, afid);
  return { token: session.token, userId: inserted[0].id, expiresAt: session.expiresAt.toISOString() };
}

export async function login(
  deps: Deps,
  app: AppRow,
  afid: string | undefined,
  ip: string,
  input: { mobile: string; code?: string },
) {
  const mobile = await openNumber(deps, app, input.mobile);
  const user = await findUserByMobile(deps.db, mobile);
  if (!user) throw new ApiError('MOBILE_NOT_REGISTERED');
  if (user.market !== app.market) throw new ApiError('MOBILE_OTHER_MARKET');
  const now = deps.clock.now();
  // The code is skipped only for a store-review account listed by an operator while the app's
  // setting is off; every other number — a borrower's above all — needs it as always.
  const reviewEntry = await codeLessEntry(deps.db, app, user.id, now);
  if (reviewEntry === null) {
    if (!input.code) throw validationError([{ field: 'code', key: 'form.code.empty' }]);
    // The caller's network decides which of the code's tries a guess spends (decision 0072).
    await verifyOtp(deps.db, deps.config.secret, mobile, 'login', input.code, now, { ip });
  } else {
    await auditCodeLessLogin(deps.db, app, user.id, reviewEntry, now);
  }
  const session = await startSession(deps.db, user.id, now, deps.config.sessionTtlDays, afid);
  await deps.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  return { token: session.token, userId: user.id, expiresAt: session.expiresAt.toISOString() };
}

export async function existsByMobile(deps: Deps, app: AppRow, input: { mobile: string }) {
  const mobile = mobileFor(app, input.mobile);
  return { exists: (await findUserByMobile(deps.db, mobile)) !== null };
}

/**
 * Whether login asks this number for a code (the `/security/isRequiredVerificationCode` contract, shape verbatim):
 * false only for what
 * `login` would let in without one — a listed store-review account while the app's setting is
 * off. Any other number, registered or not, answers true.
 */
export async function isRequiredVerificationCode(deps: Deps, app: AppRow, input: { mobile: string }) {
  const mobile = mobileFor(app, input.mobile);
  if (app.otpRequired) return { required: true };
  const user = await findUserByMobile(deps.db, mobile);
  if (!user || user.market !== app.market) return { required: true };
  return { required: (await codeLessEntry(deps.db, app, user.id, deps.clock.now())) === null };
}

export async function userInfo(deps: Deps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError('TOKEN_INVALID', 401);
  return {
    basicInfo: {
      userId: user.id,
      mobile: user.mobile,
      market: user.market,
      language: user.language,
      packageName: user.packageName,
      registeredAt: user.createdAt.toISOString(),
    },
    profile: await loadProfile(deps, user.id, user.market),
  };
}

export async function logout(deps: Deps, userId: number, sessionId: number) {
  await endSession(deps.db, userId, sessionId, deps.clock.now());
  return { ok: true as const };
}
