import type { BureauSummary } from '../../../domain/bureau/bureau-summary';
import { EMPTY_FILE } from '../../../domain/bureau/bureau-summary';
import type { Market } from '../../../domain/markets/market';
import { fieldCipher, FIELD } from '../../crypto/field-cipher';
import type { Db } from '../../db/client';
import { bureauInquiries } from '../../db/schema';
import type { Deps } from '../../deps';
import { take } from '../../limits/rate-counter';
import { BureauUnavailable, type BureauSubject, type CreditBureau } from '../../providers/bureau/credit-bureau';
import { findPersonalInfo } from '../profile';
import { validAuthorisation } from './authorisations-repo';
import { primaryBvn } from './subject-bvn';

/**
 * What the assessment learns: the report's counts (a thin file is EMPTY_FILE), or that the bureau could not be asked.
 */
export type Consultation =
  { kind: 'report'; summary: BureauSummary } | { kind: 'unavailable' } | { kind: 'notAuthorised' };

type Outcome = (typeof bureauInquiries.$inferInsert)['outcome'];

async function logInquiry(
  db: Db,
  row: {
    userId: number;
    orderId: number;
    authorisationId: number;
    bureau: string;
    outcome: Outcome;
    detail?: string | null;
    summary?: BureauSummary | null;
    bureauReference?: string | null;
  },
  now: Date,
) {
  await db.insert(bureauInquiries).values({ ...row, purpose: 'loanApplication', createdAt: now });
}

/**
 * The borrower as the bureau matches them: from their saved profile (and, in Nigeria, their BVN). Null when a required
 * identifier is missing.
 */
async function subjectOf(deps: Deps, userId: number, market: Market): Promise<BureauSubject | null> {
  const info = await findPersonalInfo(deps.db, userId);
  if (!info) return null;
  const cipher = fieldCipher(deps.config.dataKey);
  const nationalId =
    market === 'mx'
      ? info.nationalIdEnc
        ? cipher.decrypt(FIELD.nationalId, info.nationalIdEnc)
        : null
      : await primaryBvn(deps, userId);
  if (!nationalId) return null;
  return {
    firstName: info.firstName,
    middleName: info.middleName,
    lastName: info.lastName,
    birthDate: info.birthday,
    nationalId,
    rfc: info.rfcEnc ? cipher.decrypt(FIELD.rfc, info.rfcEnc) : null,
    address: { line: info.address, city: info.city, state: info.state, postalCode: info.pinCode },
  };
}

/**
 * Consults the market's bureau about an order's borrower, once per call, under the order's valid
 * authorisation (none: nothing is asked). Two limits, each one atomic statement
 * (limits/rate-counter.ts): the bureau's calls per minute over every instance, and the calls about
 * one borrower per day. A limit reached or a bureau that cannot answer is `unavailable`: the job
 * retries later and, at its last attempt, a person decides. Every call is logged with its
 * outcome and the report's counts; the report itself is never kept nor logged.
 */
export async function consultBureau(
  deps: Deps,
  bureau: CreditBureau,
  order: { id: number; userId: number; orderNo: string },
  market: Market,
): Promise<Consultation> {
  const now = deps.clock.now();
  const authorisation = await validAuthorisation(deps.db, order.userId, order.id, now);
  if (!authorisation) return { kind: 'notAuthorised' };
  const base = { userId: order.userId, orderId: order.id, authorisationId: authorisation.id, bureau: bureau.bureau };
  const limits = deps.config.bureau ?? { callsPerMinute: 60, callsPerBorrowerPerDay: 5 };
  const perBorrower = await take(
    deps.db,
    { scope: 'bureau.borrower.day', limit: limits.callsPerBorrowerPerDay, windowMs: 86_400_000 },
    `${bureau.bureau}:${order.userId}`,
    now,
  );
  const perMinute =
    perBorrower.allowed &&
    (await take(
      deps.db,
      { scope: 'bureau.calls.minute', limit: limits.callsPerMinute, windowMs: 60_000 },
      bureau.bureau,
      now,
    ));
  if (!perBorrower.allowed || (perMinute && !perMinute.allowed)) {
    await logInquiry(
      deps.db,
      {
        ...base,
        outcome: 'limited',
        detail: perBorrower.allowed ? 'bureau calls per minute reached' : 'calls about this borrower per day reached',
      },
      now,
    );
    return { kind: 'unavailable' };
  }
  const subject = await subjectOf(deps, order.userId, market);
  if (!subject) {
    // No identifier to match on: the profile's hard rule refuses an incomplete application anyway.
    await logInquiry(
      deps.db,
      { ...base, outcome: 'noFile', detail: 'no identifier to consult with', summary: EMPTY_FILE },
      now,
    );
    return { kind: 'report', summary: EMPTY_FILE };
  }
  try {
    const answer = await bureau.consult({ subject, purpose: 'loanApplication', reference: order.orderNo });
    const summary = answer.found ? answer.summary : EMPTY_FILE;
    await logInquiry(
      deps.db,
      { ...base, outcome: answer.found ? 'found' : 'noFile', summary, bureauReference: answer.bureauReference },
      now,
    );
    deps.log.info(
      { orderId: order.id, bureau: bureau.bureau, outcome: answer.found ? 'found' : 'noFile' },
      'bureau consulted',
    );
    return { kind: 'report', summary };
  } catch (err) {
    if (!(err instanceof BureauUnavailable)) throw err;
    await logInquiry(deps.db, { ...base, outcome: 'unavailable', detail: err.detail.slice(0, 200) }, now);
    deps.log.warn(
      { orderId: order.id, bureau: bureau.bureau, detail: err.detail },
      'bureau unavailable; the consultation is retried',
    );
    return { kind: 'unavailable' };
  }
}
