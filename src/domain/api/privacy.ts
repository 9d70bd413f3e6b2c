import { z } from 'zod';
import { DELETION_BLOCKERS } from '../privacy/deletion-blockers';
import { currency, empty, language, market, minorUnits } from './common';
import { refusalReason } from './loan-orders';

/**
 * Contracts of a borrower's data rights (issue 28.3–4, decision 0084): a copy of everything held
 * about them, and closing the account. National IDs, BVN and account numbers appear masked to
 * their last 4; no hash, token, key or vendor secret is ever part of the copy.
 */

const isoInstant = z.string().describe('ISO-8601 instant, UTC');
const section = z.record(z.string(), z.unknown());

export const dataExportRequest = empty;

const movement = z.object({
  at: isoInstant,
  kind: z.string().describe('ledger transaction kind: disbursement, repayment, penalty, …'),
  lines: z.array(z.object({ account: z.string(), debit: minorUnits, credit: minorUnits })),
});

const loan = z.object({
  orderNo: z.string(),
  status: z.number().int(),
  productName: z.string(),
  currency,
  amount: minorUnits.nullable(),
  days: z.number().int().nullable(),
  processingFee: minorUnits.nullable(),
  feeTax: minorUnits.nullable(),
  interest: minorUnits.nullable(),
  received: minorUnits.nullable(),
  repayment: minorUnits.nullable(),
  dueDate: z.string().nullable(),
  createdAt: isoInstant,
  submittedAt: isoInstant.nullable(),
  approvedAt: isoInstant.nullable(),
  rejectedAt: isoInstant.nullable(),
  disbursedAt: isoInstant.nullable(),
  finishedAt: isoInstant.nullable(),
  cancelledAt: isoInstant.nullable(),
  /** The decision on the application, with the borrower's reasons when refused. */
  decision: z.object({ outcome: z.string(), decidedAt: isoInstant, refusalReasons: z.array(refusalReason) }).nullable(),
  agreements: z.array(z.object({ kind: z.string(), version: z.string(), language, acceptedAt: isoInstant })),
  /** Every ledger movement of the loan, oldest first. */
  movements: z.array(movement),
});

export const dataExportResponse = z.object({
  format: z.literal('presta-data-export'),
  version: z.literal(1),
  generatedAt: isoInstant,
  language,
  account: z.object({
    userId: z.number().int(),
    mobile: z.string(),
    market,
    language,
    app: z.string(),
    registeredAt: isoInstant,
    lastLoginAt: isoInstant.nullable(),
  }),
  /**
   * What getUserInfo shows of the profile: personal and residence details (national IDs — CURP,
   * RFC, NSS, NIN — masked), work details and emergency contacts, which identity photos are in,
   * the bank accounts (account number and BVN masked) and the questionnaire.
   */
  profile: z.object({
    personalInfo: section.nullable(),
    additionInfo: section.nullable(),
    identity: z.object({ idBack: z.boolean(), idFront: z.boolean(), face: z.boolean(), completed: z.boolean() }),
    bankCards: z.array(section),
    questionnaire: section.nullable(),
  }),
  /** The identity photos held (kind and dates; the pictures stay in storage) and the identity checks' verdicts. */
  identityPhotos: z.array(z.object({ kind: z.string(), takenAt: isoInstant, replacedAt: isoInstant.nullable() })),
  identityChecks: z.array(z.object({ kind: z.string(), status: z.string(), checkedAt: isoInstant.nullable() })),
  creditLimit: z.object({ currency, limit: minorUnits, updatedAt: isoInstant }).nullable(),
  loans: z.array(loan),
  /**
   * Every SMS, voice call and WhatsApp message sent to the borrower: when, how, why and whether it arrived; never its
   * text.
   */
  messages: z.array(
    z.object({ at: isoInstant, channel: z.string(), purpose: z.string(), status: z.string(), to: z.string() }),
  ),
  /** Each consent given, and when it was withdrawn (null: it stands). */
  consents: z.array(
    z.object({ kind: z.string(), version: z.string(), givenAt: isoInstant, withdrawnAt: isoInstant.nullable() }),
  ),
  coupons: z.array(
    z.object({ amount: minorUnits, currency, status: z.string(), expiresAt: isoInstant, createdAt: isoInstant }),
  ),
  /** Complaints (issue 28.6): each case with its status, deadline and answers, as the app shows them. */
  complaints: z.array(z.record(z.string(), z.unknown())),
  /** Data-export and deletion requests made before this one. */
  requests: z.array(z.object({ kind: z.string(), outcome: z.string(), at: isoInstant })),
});
export type DataExport = z.infer<typeof dataExportResponse>;

export const accountDeleteRequest = empty;

export const deletionBlocker = z.object({ code: z.enum(DELETION_BLOCKERS), text: z.string(), advice: z.string() });

export const accountDeleteResponse = z.object({
  /** True: the account is closed, every session ended and personal data erased. */
  closed: z.boolean(),
  /** Why it could not be closed yet, with what to do, in the caller's language; empty when closed. */
  blockers: z.array(deletionBlocker),
  /**
   * When the records the law requires (loans, identification, money movements) will be erased; null when nothing was
   * kept.
   */
  retainUntil: isoInstant.nullable(),
});
