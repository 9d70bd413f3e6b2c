import { BUREAU_NAMES, bureauConsentText } from '../../../domain/bureau/consent-text';
import type { Language } from '../../../domain/markets/market';
import { hmac } from '../../crypto/hmac';
import { requireOwnOrder } from '../../db/orders-repo';
import { findUserById } from '../../db/users-repo';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { sendMessage } from '../messages';
import { issueOtp, verifyOtp } from '../security';
import { findAuthorisation, insertAuthorisation, signingCodeSentAt } from '../bureau';

const DAY_MS = 86_400_000;
/** Mexico's text grants three years; Nigeria's covers this application, which a month comfortably outlives. */
const VALID_DAYS = { mx: 3 * 365, ng: 30 } as const;

const CODE_SMS: Record<Language, (code: string, app: string) => string> = {
  en: (code, app) =>
    `${app}: ${code} is your code to authorise the consultation of your credit history. It expires in 10 minutes. Never share it.`,
  es: (code, app) =>
    `${app}: ${code} es tu código para autorizar la consulta de tu historial crediticio. Vence en 10 minutos. No lo compartas.`,
};

const terms = (orderNo: string, version: string) => `bureau|${orderNo}|${version}`;

/** The caller's order before submit, in a market that consults a bureau. */
async function openOrder(deps: Deps, app: AppRow, userId: number, orderNo: string) {
  if (!deps.bureaus[app.market]) throw new ApiError('BUREAU_NOT_CONSULTED');
  const order = await requireOwnOrder(deps.db, userId, orderNo);
  if (order.submittedAt) throw new ApiError('BUREAU_ORDER_SUBMITTED');
  return order;
}

/** `/user/bureau/authorisation`: the text to read in the caller's language, and whether this order is authorised. */
export async function authorisationStatus(deps: Deps, app: AppRow, lang: Language, userId: number, orderNo: string) {
  const bureau = deps.bureaus[app.market];
  if (!bureau)
    return {
      required: false,
      method: null,
      textVersion: null,
      title: null,
      text: null,
      bureau: null,
      authorisedAt: null,
    };
  const order = await requireOwnOrder(deps.db, userId, orderNo);
  const consent = bureauConsentText(app.market, lang, app.appName, bureau.bureau);
  const stored = await findAuthorisation(deps.db, userId, order.id);
  return {
    required: true,
    method: consent.method,
    textVersion: consent.version,
    title: consent.title,
    text: consent.body,
    bureau: BUREAU_NAMES[bureau.bureau],
    authorisedAt: stored?.authorisedAt.toISOString() ?? null,
  };
}

/**
 * `/user/bureau/authorisation/code`: the signing code, to the caller's own number whatever the
 * request says, with the sign-in codes' limits and expiry (it is one of them, purpose 'bureau').
 * It signs this order's authorisation under the text in force only.
 */
export async function sendAuthorisationCode(
  deps: Deps,
  app: AppRow,
  lang: Language,
  ip: string,
  userId: number,
  orderNo: string,
) {
  await openOrder(deps, app, userId, orderNo);
  const consent = bureauConsentText(app.market, lang, app.appName, deps.bureaus[app.market]!.bureau);
  if (consent.method !== 'code') throw new ApiError('BUREAU_NOT_CONSULTED');
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError('TOKEN_INVALID', 401);
  const code = await issueOtp(
    deps.db,
    deps.config.secret,
    user.mobile,
    'bureau',
    ip,
    deps.clock.now(),
    deps.config.otp,
    terms(orderNo, consent.version),
  );
  const sent = await sendMessage(deps, {
    to: user.mobile,
    text: CODE_SMS[lang](code, app.appName),
    code,
    lang,
    market: app.market,
    purpose: 'bureau',
    channel: 'sms',
    packageName: app.packageName,
    userId,
  });
  if (sent.state === 'failed')
    throw new ApiError('SMS_NOT_DELIVERED', 422, {}, [], { resendIn: deps.config.otp.resendSeconds, voice: false });
  return { expiresIn: deps.config.otp.ttlSeconds, resendIn: deps.config.otp.resendSeconds };
}

/**
 * `/user/bureau/authorise`: Mexico signs with the code the SMS carried for this order and text
 * version (a code for another order or text signs nothing); Nigeria with an explicit yes. Kept
 * with the version, the times and, in Mexico, a keyed hash of the code as its proof. Once per
 * order: a repeat answers the first authorisation unchanged.
 */
export async function authorise(
  deps: Deps,
  app: AppRow,
  lang: Language,
  ip: string,
  userId: number,
  input: { orderNo: string; textVersion: string; code?: string; accept?: true },
) {
  const order = await openOrder(deps, app, userId, input.orderNo);
  const existing = await findAuthorisation(deps.db, userId, order.id);
  if (existing) return { authorisedAt: existing.authorisedAt.toISOString() };
  const consent = bureauConsentText(app.market, lang, app.appName, deps.bureaus[app.market]!.bureau);
  if (input.textVersion !== consent.version) throw new ApiError('BUREAU_TEXT_CHANGED');
  const now = deps.clock.now();
  let codeSentAt: Date | null = null;
  let codeProof: string | null = null;
  if (consent.method === 'code') {
    if (!input.code) throw new ApiError('BUREAU_CODE_REQUIRED');
    const user = await findUserById(deps.db, userId);
    if (!user) throw new ApiError('TOKEN_INVALID', 401);
    await verifyOtp(deps.db, deps.config.secret, user.mobile, 'bureau', input.code, now, {
      ip,
      terms: { key: terms(input.orderNo, consent.version), refused: () => new ApiError('BUREAU_TEXT_CHANGED') },
    });
    codeSentAt = await signingCodeSentAt(deps.db, user.mobile);
    codeProof = hmac(deps.config.secret, 'bureau.nip', String(order.id), consent.version, input.code);
  } else if (input.accept !== true) {
    throw new ApiError('BUREAU_AUTHORISATION_REQUIRED');
  }
  const stored = await insertAuthorisation(deps.db, {
    userId,
    orderId: order.id,
    market: app.market,
    bureau: deps.bureaus[app.market]!.bureau,
    textVersion: consent.version,
    method: consent.method,
    codeSentAt: codeSentAt ?? (consent.method === 'code' ? now : null),
    codeProof,
    ipHash: hmac(deps.config.secret, 'ip', ip),
    authorisedAt: now,
    expiresAt: new Date(now.getTime() + VALID_DAYS[app.market] * DAY_MS),
  });
  return { authorisedAt: (stored ?? (await findAuthorisation(deps.db, userId, order.id)))!.authorisedAt.toISOString() };
}
