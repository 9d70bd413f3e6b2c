import { z } from 'zod';
import { majorToMinor } from '../payments/minor-units';
import { convertedBy } from '../vendor-message';

const ids = z.union([z.string(), z.number()]);

/** `POST login` → [{ DataTicket }]. */
export const firstCentralLogin = z.array(z.looseObject({ DataTicket: z.string().min(1) })).min(1);

/** `POST ConnectConsumerMatch` → [{ MatchedConsumer: [{ ConsumerID, MatchingEngineID, EnquiryID }] }]. */
export const firstCentralMatch = z
  .array(
    z.looseObject({
      MatchedConsumer: z.array(z.looseObject({ ConsumerID: ids, MatchingEngineID: ids, EnquiryID: ids })).nullish(),
    }),
  )
  .min(1);

/** Absent, null or blank is none (0); digits with thousands commas otherwise. */
const none = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const digits = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/,/g, '') : v);

/** A count FirstCentral writes as text ("2", "1,024") or a number: a whole number ≥ 0. */
const count = convertedBy((v) => {
  if (none(v)) return 0;
  const text = digits(v);
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? Math.floor(text) : null;
  return typeof text === 'string' && /^\d+(\.\d+)?$/.test(text) ? Math.floor(Number(text)) : null;
}, 'a count');

/** An amount FirstCentral writes as naira text with thousands commas ("280,567.00"): kobo, exactly. */
const naira = convertedBy((v) => (none(v) ? 0 : majorToMinor(digits(v))), 'an amount in naira');

const accountSummary = z.looseObject({
  TotalAccounts: count,
  TotalAccountarrear: count,
  Amountarrear: naira,
  TotalNumberofJudgement: count,
  MaxNoOfDaysInArrears: count,
});
const agreement = z.looseObject({ AccountStatus: z.string().nullish() });
const enquiry = z.looseObject({ DateRequested: z.string().regex(/^\d{2}\/\d{2}\/\d{4}/) });

/**
 * `POST GetConsumerFullCreditReport`: an array of one-key sections (decision 0098). The summary
 * is required — a report without one read as zeros would be a clean file nobody read; the
 * agreements and enquiries may be absent (none).
 */
export const firstCentralReport = z
  .array(
    z.looseObject({
      CreditAccountSummary: z.array(accountSummary).nullish(),
      CreditAgreementSummary: z.array(agreement).nullish(),
      EnquiryHistoryTop: z.array(enquiry).nullish(),
    }),
  )
  .min(1)
  .refine((parts) => parts.some((p) => p.CreditAccountSummary?.length), {
    message: 'no CreditAccountSummary',
    path: ['CreditAccountSummary'],
  });

export type FirstCentralReport = z.output<typeof firstCentralReport>;
