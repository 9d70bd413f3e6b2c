import { sql } from 'drizzle-orm';
import type { BureauSummary } from '../../domain/bureau/bureau-summary';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();
/** Money columns hold integer minor units; bigint so no amount can overflow. */
const minor = (name: string) => bigint(name, { mode: 'number' });

/** Registered apps: the packageName a request carries decides market and default language. */
export const apps = pgTable('apps', {
  packageName: text('package_name').primaryKey(),
  appName: text('app_name').notNull(),
  market: text('market', { enum: ['ng', 'mx'] }).notNull(),
  defaultLanguage: text('default_language', { enum: ['en', 'es'] }).notNull(),
  /** Whether login needs an SMS code; false only for a staging app used by app-store review. */
  otpRequired: boolean('otp_required').notNull().default(true),
  supportEmail: text('support_email').notNull().default('support@presta.app'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    /** E.164; the number identifies the borrower across devices. */
    mobile: text('mobile').notNull(),
    packageName: text('package_name')
      .notNull()
      .references(() => apps.packageName),
    market: text('market', { enum: ['ng', 'mx'] }).notNull(),
    language: text('language', { enum: ['en', 'es'] }).notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the borrower closed the account (decision 0084): sessions end, sign-in is refused, personal data is erased.
     */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('users_mobile_uq').on(t.mobile)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    afid: text('afid'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason', { enum: ['logout', 'other_device'] }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: ['register', 'login', 'loan', 'bureau'] }).notNull(),
    /** HMAC of mobile, purpose and code under the server secret. */
    codeHash: text('code_hash').notNull(),
    /** HMAC of the requesting IP, for the per-network send limit without keeping the address. */
    ipHash: text('ip_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    /** Set when a newer code for the same mobile and purpose replaces this one. */
    supersededAt: timestamp('superseded_at', { withTimezone: true, mode: 'date' }),
    /** A loan-signing code's figures ("orderNo|amount|days"), named in its SMS: it signs those only. */
    terms: text('terms'),
  },
  (t) => [
    index('otp_mobile_created_idx').on(t.mobile, t.createdAt),
    index('otp_ip_created_idx').on(t.ipHash, t.createdAt),
    check('otp_attempts_nonneg', sql`${t.attempts} >= 0`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    packageName: text('package_name')
      .notNull()
      .references(() => apps.packageName),
    market: text('market', { enum: ['ng', 'mx'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
    minAmount: minor('min_amount').notNull(),
    maxAmount: minor('max_amount').notNull(),
    amountStep: minor('amount_step').notNull(),
    tenures: integer('tenures').array().notNull(),
    dailyInterestPpm: integer('daily_interest_ppm').notNull(),
    reloanDailyInterestPpm: integer('reloan_daily_interest_ppm').notNull(),
    processingFeePpmPerDay: integer('processing_fee_ppm_per_day').notNull(),
    feeTaxPpm: integer('fee_tax_ppm').notNull(),
    /** Tax on interest, penalty and rollover fee (MX IVA; 0 in NG, decision 0089). */
    interestTaxPpm: integer('interest_tax_ppm').notNull(),
    /**
     * How interest is earned: for the days the money is out ('daysUsed', at least minInterestDays) or the whole term
     * (decision 0095).
     */
    interestBasis: text('interest_basis', { enum: ['daysUsed', 'term'] }).notNull(),
    minInterestDays: integer('min_interest_days').notNull(),
    penaltyPpmPerDay: integer('penalty_ppm_per_day').notNull(),
    rolloverFeePpm: integer('rollover_fee_ppm').notNull(),
    rolloverDays: integer('rollover_days').notNull(),
    maxCreditLimit: minor('max_credit_limit').notNull(),
    /** The product Home advertises for the app. */
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** When a second operator approved its first prices (or the import/seed set it up); only then may it be offered. */
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_app_code_uq').on(t.packageName, t.code),
    check('products_amounts', sql`${t.minAmount} > 0 AND ${t.maxAmount} >= ${t.minAmount} AND ${t.amountStep} > 0`),
    check('products_offered_approved', sql`NOT ${t.active} OR ${t.approvedAt} IS NOT NULL`),
  ],
);

export const PRODUCT_CHANGE_STATUSES = ['pending', 'approved', 'refused'] as const;

/**
 * Maker-checker for prices (decision 0073): a change to any field the quote reads, or a new
 * product's first prices, waits here until an operator other than its maker approves it. One
 * pending change per product.
 */
export const productChanges = pgTable(
  'product_changes',
  {
    id: id(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    kind: text('kind', { enum: ['create', 'update'] }).notNull(),
    /** The price fields as they will be once approved (ProductTerms' names and units). */
    proposed: jsonb('proposed').$type<Record<string, number | number[] | string>>().notNull(),
    /** The same fields as they were when proposed, for the checker to compare. */
    previous: jsonb('previous').$type<Record<string, number | number[] | string> | null>(),
    status: text('status', { enum: PRODUCT_CHANGE_STATUSES }).notNull().default('pending'),
    requestedBy: text('requested_by').notNull(),
    requestedById: bigint('requested_by_id', { mode: 'number' }).references(() => operators.id),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedBy: text('decided_by'),
    decidedById: bigint('decided_by_id', { mode: 'number' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('product_changes_one_pending_uq')
      .on(t.productId)
      .where(sql`${t.status} = 'pending'`),
    index('product_changes_status_idx').on(t.status, t.id),
  ],
);

/* ───────────── Onboarding (issue 3) ───────────── */

const userRef = (name = 'user_id') =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id);
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Personal info (basic + residence), one row per user. National IDs are stored encrypted
 * (`*_enc`, AES-256-GCM under DATA_KEY) with an HMAC (`*_hash`) for equality lookups only.
 */
export const personalInfos = pgTable(
  'personal_infos',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    gender: integer('gender').notNull(),
    birthday: text('birthday').notNull(),
    education: text('education').notNull(),
    maritalStatus: text('marital_status').notNull(),
    whatsappNo: text('whatsapp_no'),
    alternativePhone: text('alternative_phone'),
    email: text('email').notNull(),
    loanPurpose: text('loan_purpose').notNull(),
    residenceType: text('residence_type').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    pinCode: text('pin_code'),
    county: text('county'),
    cityOfBirth: text('city_of_birth'),
    /** Preferred language for contact, 'en' or 'es'. */
    language: text('language'),
    nationalIdEnc: text('national_id_enc'),
    nationalIdHash: text('national_id_hash'),
    rfcEnc: text('rfc_enc'),
    nssEnc: text('nss_enc'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('personal_infos_national_id_uq').on(t.nationalIdHash)],
);

/** Work info and the two emergency contacts (SPEC "additional info"). */
export const additionInfos = pgTable('addition_infos', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  employmentType: text('employment_type').notNull(),
  monthlySalary: text('monthly_salary').notNull(),
  companyName: text('company_name'),
  industryCategory: text('industry_category'),
  jobExperience: text('job_experience'),
  payFrequency: text('pay_frequency'),
  monthlyPayday: text('monthly_payday'),
  monthlyPaydayTwo: text('monthly_payday_two'),
  incomeSource: text('income_source'),
  companyPhone: text('company_phone'),
  designation: text('designation'),
  workThereTime: text('work_there_time'),
  payMethod: text('pay_method'),
  officialEmail: text('official_email'),
  workPinCode: text('work_pin_code'),
  workCity: text('work_city'),
  workCounty: text('work_county'),
  workAddress: text('work_address'),
  linkedin: text('linkedin'),
  facebook: text('facebook'),
  emergencyContactName1: text('emergency_contact_name1').notNull(),
  emergencyContactMobile1: text('emergency_contact_mobile1').notNull(),
  emergencyContactRelation1: text('emergency_contact_relation1').notNull(),
  emergencyContactName2: text('emergency_contact_name2').notNull(),
  emergencyContactMobile2: text('emergency_contact_mobile2').notNull(),
  emergencyContactRelation2: text('emergency_contact_relation2').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Uploaded identity images; the file lives in storage under a server-made key. */
export const identityImages = pgTable(
  'identity_images',
  {
    id: id(),
    userId: userRef(),
    kind: text('kind', { enum: ['idBack', 'idFront', 'face'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    /** Liveness score 0–100 for face images, from the liveness provider. */
    livenessScore: integer('liveness_score'),
    createdAt: createdAt(),
    /** A retake replaces the previous image of the same kind. */
    replacedAt: at('replaced_at'),
  },
  (t) => [index('identity_images_user_idx').on(t.userId, t.kind)],
);

/** The identity step's outcome: all three images in, OCR reading of the ID front. */
export const identityChecks = pgTable('identity_checks', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  ocrText: text('ocr_text'),
  ocrNationalIdEnc: text('ocr_national_id_enc'),
  /** What of the current INE front disagreed with the typed data when it was read (decision 0088); null: nothing. */
  documentMismatch: jsonb('document_mismatch').$type<string[]>(),
  livenessPassed: boolean('liveness_passed').notNull().default(false),
  completedAt: at('completed_at'),
  updatedAt: updatedAt(),
});

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    userId: userRef(),
    market: text('market', { enum: ['ng', 'mx'] }).notNull(),
    cardType: text('card_type', { enum: ['bankAccount', 'CLABE', 'creditCard'] }).notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    branchCode: text('branch_code'),
    accountEnc: text('account_enc').notNull(),
    accountHash: text('account_hash').notNull(),
    accountLast4: text('account_last4').notNull(),
    /** Card expiry MM/YY; the CVC is never stored. */
    validPeriod: text('valid_period'),
    bvnEnc: text('bvn_enc'),
    /** The BVN's lookup hash: finds another account with the same BVN without decrypting (decision 0088). */
    bvnHash: text('bvn_hash'),
    /** The holder's name as the payments provider resolved it. */
    accountName: text('account_name'),
    /** The phone number the account is registered to, national form (the `/user/addBankCard` contract's `phone`). */
    phone: text('phone'),
    verifiedAt: at('verified_at'),
    isPrimary: boolean('is_primary').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId),
    index('bank_accounts_bvn_hash_idx')
      .on(t.bvnHash)
      .where(sql`deleted_at IS NULL`),
    index('bank_accounts_account_hash_idx')
      .on(t.accountHash)
      .where(sql`deleted_at IS NULL`),
  ],
);

/** Operator-maintained bank branches; a bank without rows has no branch to choose. */
export const bankBranches = pgTable(
  'bank_branches',
  {
    id: id(),
    market: text('market', { enum: ['ng', 'mx'] }).notNull(),
    bankCode: text('bank_code').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('bank_branches_uq').on(t.market, t.bankCode, t.code)],
);

export const questionnaires = pgTable('questionnaires', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  answers: jsonb('answers').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Loan orders. `status` is a number of src/domain/loan-status/statuses.ts; money columns are minor units and
 * stay null until the loan issue prices the order.
 */
export const loanOrders = pgTable(
  'loan_orders',
  {
    id: id(),
    orderNo: text('order_no').notNull(),
    userId: userRef(),
    packageName: text('package_name')
      .notNull()
      .references(() => apps.packageName),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    status: integer('status').notNull(),
    amount: minor('amount'),
    days: integer('days'),
    /** The quote the borrower accepted (src/domain/pricing), frozen on the order. */
    dailyInterestPpm: integer('daily_interest_ppm'),
    processingFee: minor('processing_fee'),
    feeTax: minor('fee_tax'),
    interest: minor('interest'),
    /** IVA on the interest as signed (decision 0089); null for a loan signed before it was charged (no tax). */
    interestTax: minor('interest_tax'),
    received: minor('received'),
    repayment: minor('repayment'),
    dueDate: text('due_date'),
    aprBps: integer('apr_bps'),
    catBps: integer('cat_bps'),
    reloan: boolean('reloan').notNull().default(false),
    /** The product's penalty and rollover terms as signed: a later product change leaves the loan as agreed. */
    penaltyPpmPerDay: integer('penalty_ppm_per_day'),
    /**
     * The tax rate on each day's penalty and on a rollover fee, as signed; null (signed before, decision 0089) means
     * none.
     */
    interestTaxPpm: integer('interest_tax_ppm'),
    /** The interest rule as signed (decision 0095); null — signed before it — is interest for the whole term. */
    interestBasis: text('interest_basis', { enum: ['daysUsed', 'term'] }),
    minInterestDays: integer('min_interest_days'),
    rolloverFeePpm: integer('rollover_fee_ppm'),
    rolloverDays: integer('rollover_days'),
    /** The credit limit the assessment granted. */
    approvedLimit: minor('approved_limit'),
    submittedAt: at('submitted_at'),
    approvedAt: at('approved_at'),
    rejectedAt: at('rejected_at'),
    confirmedAt: at('confirmed_at'),
    lendingAt: at('lending_at'),
    disbursedAt: at('disbursed_at'),
    payFailAt: at('pay_fail_at'),
    finishedAt: at('finished_at'),
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /** Set when a rejected applicant's personal data was deleted (decision 0010: one week after). */
    personalDataPurgedAt: at('personal_data_purged_at'),
    /**
     * Set when an approved write-off took the loan off the books (decision 0087). The status stays
     * 3 Overdued (src/domain/loan-status/statuses.ts has no number for it): no more penalties or reminders, and a
     * payment is
     * a recovery.
     */
    writtenOffAt: at('written_off_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('loan_orders_order_no_uq').on(t.orderNo),
    index('loan_orders_user_idx').on(t.userId, t.createdAt),
    // One loan at a time (decision 0007): at most one order per user that is not finished, cancelled or rejected.
    uniqueIndex('loan_orders_one_active_uq')
      .on(t.userId)
      .where(sql`${t.status} NOT IN (4, 8, 9)`),
    // Operator console lists page by (status, id) and by due date for days-past-due buckets.
    index('loan_orders_status_id_idx').on(t.status, t.id),
    index('loan_orders_status_due_idx').on(t.status, t.dueDate, t.id),
    index('loan_orders_submitted_idx').on(t.submittedAt),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/** Device data the native shell reports per order, one row per group (decision 0007, device data). */
export const deviceUploads = pgTable(
  'device_uploads',
  {
    id: id(),
    userId: userRef(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    group: text('group', { enum: ['appList', 'sms', 'exif', 'device', 'contact', 'location'] }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('device_uploads_order_group_uq').on(t.orderId, t.group)],
);

/** Consents the borrower gave (the permission popup's agreement tick), with version and time. */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: userRef(),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
    /** When the borrower withdrew it (decision 0083); giving it again is a new row. */
    withdrawnAt: at('withdrawn_at'),
  },
  (t) => [index('consents_user_kind_idx').on(t.userId, t.kind)],
);

export const DECISION_REVIEW_STATUSES = ['pending', 'upheld', 'reversed'] as const;

/**
 * A person's review of a refusal, asked for by the borrower (decision 0083): one per order, so
 * a repeated or concurrent request does nothing. `reason` is the operator's written reason.
 */
export const decisionReviews = pgTable(
  'decision_reviews',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    note: text('note'),
    status: text('status', { enum: DECISION_REVIEW_STATUSES }).notNull().default('pending'),
    /** The market's deadline (REVIEW_DEADLINE_DAYS_*) from the request, fixed when asked. */
    answerBy: at('answer_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('decision_reviews_order_uq').on(t.orderId),
    index('decision_reviews_pending_idx').on(t.status, t.requestedAt),
    check('decision_reviews_status_check', sql`${t.status} in ('pending', 'upheld', 'reversed')`),
  ],
);

/* ───────────── Ledger and jobs (shared infrastructure) ───────────── */

/** One money movement. Its entries balance; it is recorded once per idempotency key. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => loanOrders.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    memo: text('memo'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_tx_key_uq').on(t.idempotencyKey), index('ledger_tx_order_idx').on(t.orderId)],
);

/** Immutable entries (a trigger refuses UPDATE and DELETE); corrections are new transactions. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => loanOrders.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
    debit: minor('debit').notNull(),
    credit: minor('credit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_order_account_idx').on(t.orderId, t.account),
    index('ledger_entries_tx_idx').on(t.transactionId),
    index('ledger_entries_borrower_credit_idx')
      .on(t.orderId, t.createdAt)
      .where(sql`${t.account} = 'borrowerCredit'`),
    check('ledger_entries_one_side', sql`(${t.debit} > 0 AND ${t.credit} = 0) OR (${t.credit} > 0 AND ${t.debit} = 0)`),
  ],
);

/**
 * Background jobs any instance may run: claimed with FOR UPDATE SKIP LOCKED, retried with
 * backoff. (kind, key) is unique for good, so enqueueing the same work twice is a no-op;
 * work that may legitimately repeat (a payout retry) carries the attempt in its key.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: at('locked_until'),
    /** The current claim's own token: only its holder may finish, fail, defer or extend the job. */
    leaseToken: text('lease_token'),
    doneAt: at('done_at'),
    failedAt: at('failed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_uq').on(t.kind, t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} IS NULL AND ${t.failedAt} IS NULL`),
    index('jobs_done_idx')
      .on(t.doneAt)
      .where(sql`${t.doneAt} IS NOT NULL`),
  ],
);

/** A sweep's schedule slot taken by the instance that runs it: one run per slot across instances. */
export const sweepSlots = pgTable(
  'sweep_slots',
  {
    name: text('name').notNull(),
    slot: bigint('slot', { mode: 'number' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);

/* ───────────── Promotions: settings, hot loans, lottery, coupons (issue 5) ───────────── */

/**
 * Per-app operator settings as validated JSON, one row per (app, key): 'customerService'
 * (hours, days, time zone) and 'appDownload' (store URLs). Schemas live in modules/promo.
 */
export const appSettings = pgTable(
  'app_settings',
  {
    packageName: text('package_name')
      .notNull()
      .references(() => apps.packageName),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('app_settings_app_key_uq').on(t.packageName, t.key)],
);

/** Per-app promotions configuration (domain/coupons/promo-config.ts): prizes, odds, quotas, expiry. */
export const promoSettings = pgTable('promo_settings', {
  packageName: text('package_name')
    .primaryKey()
    .references(() => apps.packageName),
  config: jsonb('config').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Hot loans of a market. An offer linked to one of our products takes its figures from the
 * product (one source of truth); an unlinked offer (another lender the operator lists) carries
 * its own figures and a link.
 */
export const marketOffers = pgTable(
  'market_offers',
  {
    id: id(),
    market: text('market', { enum: ['ng', 'mx'] }).notNull(),
    packageName: text('package_name').notNull(),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id),
    title: text('title').notNull(),
    logoUrl: text('logo_url'),
    currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
    minAmount: minor('min_amount'),
    maxAmount: minor('max_amount'),
    minDays: integer('min_days'),
    maxDays: integer('max_days'),
    dailyInterestPpm: integer('daily_interest_ppm'),
    rateTextKey: text('rate_text_key'),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('market_offers_market_idx').on(t.market, t.sort),
    uniqueIndex('market_offers_product_uq').on(t.productId),
    check(
      'market_offers_figures',
      sql`${t.productId} IS NOT NULL OR (${t.minAmount} IS NOT NULL AND ${t.maxAmount} IS NOT NULL AND ${t.maxAmount} >= ${t.minAmount})`,
    ),
  ],
);

/** One row per event that earns a lottery draw; `source_key` makes each event grant once. */
export const drawRights = pgTable(
  'draw_rights',
  {
    id: id(),
    userId: userRef(),
    sourceKey: text('source_key').notNull(),
    grantedAt: createdAt(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('draw_rights_source_uq').on(t.sourceKey),
    index('draw_rights_user_unused_idx')
      .on(t.userId)
      .where(sql`${t.usedAt} IS NULL`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    userId: userRef(),
    packageName: text('package_name')
      .notNull()
      .references(() => apps.packageName),
    source: text('source', { enum: ['lottery', 'cardAuthorization'] }).notNull(),
    /** The granting event; unique so an event grants at most one coupon. */
    sourceKey: text('source_key').notNull(),
    currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
    amount: minor('amount').notNull(),
    /** Minimum loan amount the coupon applies to. */
    quota: minor('quota').notNull(),
    /** 'expired' is derived from expires_at, never stored. */
    status: text('status', { enum: ['available', 'reserved', 'used'] })
      .notNull()
      .default('available'),
    expiresAt: at('expires_at').notNull(),
    reservedOrderId: bigint('reserved_order_id', { mode: 'number' }).references(() => loanOrders.id),
    reservedAt: at('reserved_at'),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_source_uq').on(t.sourceKey),
    index('coupons_user_idx').on(t.userId, t.status),
    // One coupon per loan, even when two are applied at the same moment.
    uniqueIndex('coupons_one_per_order_uq')
      .on(t.reservedOrderId)
      .where(sql`${t.status} IN ('reserved', 'used')`),
    check('coupons_amounts', sql`${t.amount} > 0 AND ${t.quota} >= 0`),
    check('coupons_reservation', sql`(${t.status} = 'available') = (${t.reservedOrderId} IS NULL)`),
  ],
);

/** Every draw made: which right it consumed, the roll, the prize and the coupon won. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: id(),
    userId: userRef(),
    drawRightId: bigint('draw_right_id', { mode: 'number' })
      .notNull()
      .references(() => drawRights.id),
    prizeId: text('prize_id').notNull(),
    prizeKind: text('prize_kind', { enum: ['coupon', 'none'] }).notNull(),
    roll: integer('roll').notNull(),
    totalWeight: integer('total_weight').notNull(),
    couponId: bigint('coupon_id', { mode: 'number' }).references(() => coupons.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lottery_draws_right_uq').on(t.drawRightId), index('lottery_draws_user_idx').on(t.userId)],
);

/* ───────────── Loans (issue 4) ───────────── */

/** One assessment per submitted order: the decision, its score and reasons (src/domain/scoring). */
export const assessments = pgTable(
  'assessments',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    outcome: text('outcome', { enum: ['approve', 'reject', 'review'] }).notNull(),
    score: integer('score'),
    limit: minor('limit').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    /**
     * What the borrower is told of a refusal (src/domain/scoring/refusal-reasons.ts codes, at most 3); empty otherwise.
     */
    refusalReasons: jsonb('refusal_reasons').$type<string[]>().notNull().default([]),
    configVersion: text('config_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('assessments_order_uq').on(t.orderId)],
);

/** The borrower's current credit limit: set by assessment, raised by on-time repayment. */
export const creditLimits = pgTable('credit_limits', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
  limit: minor('limit').notNull(),
  reason: text('reason').notNull(),
  /** Set when the last approval lowered the limit: what it was, and why (issue 29 point 4). */
  loweredFrom: minor('lowered_from'),
  loweredWhy: text('lowered_why', { enum: ['lateRepayment', 'productCap'] }),
  updatedAt: updatedAt(),
});

/** Each agreement the borrower accepted: version, language, time and the exact text shown. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    kind: text('kind', { enum: ['loan', 'renewal'] })
      .notNull()
      .default('loan'),
    version: text('version').notNull(),
    language: text('language', { enum: ['en', 'es'] }).notNull(),
    html: text('html').notNull(),
    sha256: text('sha256').notNull(),
    acceptedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreement_acceptances_order_kind_uq').on(t.orderId, t.kind),
    index('agreement_acceptances_user_idx').on(t.userId),
  ],
);

/**
 * Payout attempts. The idempotency key is what the provider sees: retrying an attempt can
 * never pay twice, and at most one attempt per order may be pending or succeeded.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    attempt: integer('attempt').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'reversed'] }).notNull(),
    failureCode: text('failure_code'),
    amount: minor('amount').notNull(),
    currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => bankAccounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payouts_key_uq').on(t.idempotencyKey),
    uniqueIndex('payouts_order_attempt_uq').on(t.orderId, t.attempt),
    uniqueIndex('payouts_one_live_uq')
      .on(t.orderId)
      .where(sql`${t.status} IN ('pending', 'succeeded')`),
    index('payouts_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** What operators changed through the operator API: who, what, before and after. */
/**
 * What operators changed or revealed: who, when, what, before and after. Append-only (a trigger
 * refuses UPDATE and DELETE). `operator_id` is null for the automation key (actor 'automation').
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: id(),
    actor: text('actor').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    action: text('action').notNull(),
    target: text('target').notNull(),
    /** Why: required for reveals of masked data, optional elsewhere. */
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('operator_audit_created_idx').on(t.createdAt, t.id)],
);

/* ───────────── Operator console (issue 10) ───────────── */

/**
 * `collections` is the collections supervisor: the whole overdue book, assignments, payments.
 * `collector` works only the accounts assigned to them (decision 0086).
 */
export const OPERATOR_ROLES = ['reviewer', 'collections', 'collector', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * People who run the lender. The password is an scrypt hash (operator-password.ts); the TOTP
 * secret is encrypted with the field cipher and set once enrolment is confirmed.
 */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    /** Lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set while the password is the one-time password printed by admin:create (or a reset). */
    passwordMustChange: boolean('password_must_change').notNull().default(true),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    totpSecretEnc: text('totp_secret_enc'),
    /** Enrolment is confirmed with a first code; until then the secret is pending. */
    totpEnabledAt: at('totp_enabled_at'),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: at('locked_until'),
    disabledAt: at('disabled_at'),
    lastSignInAt: at('last_sign_in_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_email_uq').on(t.email)],
);

/**
 * Operator sessions, apart from borrowers' (cookie, not bearer). Only hashes of the session
 * and CSRF tokens are kept. `stage` is 'totp' between the password and the second factor.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: id(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    csrfHash: text('csrf_hash').notNull(),
    stage: text('stage', { enum: ['totp', 'active'] }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_uq').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/* ───────────── Repayment (issue 8, REPAY-SERVER) ───────────── */

/**
 * Ways to pay issued for an order (decision 0012): a CLABE / reserved account (any amount),
 * an OXXO reference or a checkout (one amount). `reference` is ours and is what the vendor
 * echoes back; `account_number` is OUR collection account (matched when a transfer names only
 * the account). Expired ones are retired ('expired') and a new one is issued on request.
 */
export const paymentInstruments = pgTable(
  'payment_instruments',
  {
    id: id(),
    reference: text('reference').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    method: text('method').notNull(),
    /** What a payment on it settles: the loan, or one rollover's fee. */
    purpose: text('purpose', { enum: ['repayment', 'rollover'] }).notNull(),
    kind: text('kind', { enum: ['account', 'cashReference', 'checkout'] }).notNull(),
    /** Null for open-amount accounts. */
    amount: minor('amount'),
    currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
    providerRef: text('provider_ref').notNull(),
    accountNumber: text('account_number'),
    /**
     * The reference the vendor knows this instrument by, when it is a borrower's reused account opened under another
     * reference.
     */
    vendorReference: text('vendor_reference'),
    /** What the borrower is shown (bank, account name, cash reference, barcode, checkout URL). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: at('expires_at'),
    status: text('status', { enum: ['open', 'paid', 'expired'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('payment_instruments_reference_uq').on(t.reference),
    index('payment_instruments_order_idx').on(t.orderId, t.status),
    index('payment_instruments_account_idx').on(t.accountNumber),
    index('payment_instruments_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Every payment a vendor reported, once: the unique (vendor, event_id) is the webhook dedupe,
 * written in the same transaction as the credit. Payments that match nothing or do not fit
 * (amount, currency, closed loan) stay here as 'parked' for an operator — never dropped.
 */
export const incomingPayments = pgTable(
  'incoming_payments',
  {
    id: id(),
    vendor: text('vendor').notNull(),
    eventId: text('event_id').notNull(),
    /** The vendor's own id of the transfer (CollectedPayment.vendorTxId): credited once whatever event carried it. */
    vendorTxId: text('vendor_tx_id').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    accountNumber: text('account_number'),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    providerRef: text('provider_ref').notNull(),
    paidAt: at('paid_at').notNull(),
    /**
     * 'heldAsCredit': the loan had finished, so all of it is borrower credit (decision 0042); 'returned': sent back to
     * its sender by the vendor, matching no open loan (decision 0076).
     */
    outcome: text('outcome', { enum: ['credited', 'parked', 'resolved', 'heldAsCredit', 'returned'] }).notNull(),
    reason: text('reason'),
    instrumentId: bigint('instrument_id', { mode: 'number' }).references(() => paymentInstruments.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => loanOrders.id),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    resolvedBy: text('resolved_by'),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('incoming_payments_event_uq').on(t.vendor, t.eventId),
    uniqueIndex('incoming_payments_vendor_tx_uq').on(t.vendor, t.vendorTxId),
    index('incoming_payments_outcome_idx').on(t.outcome, t.createdAt),
    index('incoming_payments_order_idx').on(t.orderId),
    index('incoming_payments_paid_idx').on(t.paidAt),
  ],
);

/**
 * Borrower credit (money paid beyond what the loan owed, decision 0012) an operator sends back
 * to the borrower's bank account through the payments provider (decision 0025). A pending
 * refund holds its amount against the credit; the ledger moves (Dr borrowerCredit, Cr
 * providerCash, key = `idempotency_key`) only when the provider says the money left.
 */
export const creditRefunds = pgTable(
  'credit_refunds',
  {
    id: id(),
    /** `refund:<orderNo>:<the console's key>`: the payout's key at the provider and the ledger's. */
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    amount: minor('amount').notNull(),
    currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    providerRef: text('provider_ref'),
    failureCode: text('failure_code'),
    reason: text('reason').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    requestedBy: text('requested_by').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    settledAt: at('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_refunds_key_uq').on(t.idempotencyKey),
    index('credit_refunds_order_idx').on(t.orderId, t.status),
    index('credit_refunds_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Rollovers (decision 0012): created when the borrower confirms one (fee instrument issued); only
 * when the fee arrives is it 'paid' and the order's due date moved. One pending per order.
 */
export const rollovers = pgTable(
  'rollovers',
  {
    id: id(),
    extensionNo: text('extension_no').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    seq: integer('seq').notNull(),
    fee: minor('fee').notNull(),
    currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
    previousDueDate: text('previous_due_date').notNull(),
    newDueDate: text('new_due_date').notNull(),
    instrumentId: bigint('instrument_id', { mode: 'number' })
      .notNull()
      .references(() => paymentInstruments.id),
    status: text('status', { enum: ['pending', 'paid', 'expired'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('rollovers_extension_no_uq').on(t.extensionNo),
    uniqueIndex('rollovers_order_seq_uq').on(t.orderId, t.seq),
    uniqueIndex('rollovers_one_pending_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Proofs of payments made outside the app (decision 0012: answered within 48 hours). Uploaded
 * first (server-made file id, image normalised), then saved with amount and date; an operator
 * confirms (a repayment is posted) or refuses.
 */
export const repaymentVouchers = pgTable(
  'repayment_vouchers',
  {
    id: id(),
    fileId: text('file_id').notNull(),
    storageKey: text('storage_key').notNull(),
    userId: userRef(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    status: text('status', { enum: ['uploaded', 'pending', 'confirmed', 'refused'] })
      .notNull()
      .default('uploaded'),
    amount: minor('amount'),
    currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
    paidOn: text('paid_on'),
    note: text('note'),
    submittedAt: at('submitted_at'),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
    refuseReason: text('refuse_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('repayment_vouchers_file_uq').on(t.fileId),
    index('repayment_vouchers_user_idx').on(t.userId, t.orderId),
    index('repayment_vouchers_status_idx').on(t.status, t.submittedAt),
  ],
);

// ---- PAYMENTS (issue 8): serials of our collection accounts and the sandbox provider's records ----

/** One number per collection account or cash reference we mint (STP CLABEs, sandbox NUBANs and OXXO references). */
export const collectionAccountSerial = pgSequence('collection_account_serial', { startWith: 1, minValue: 1 });

/**
 * Payouts the sandbox provider accepted, by idempotency key, so decision 0011's contract (one
 * key is one payment, a cancel is for good) survives a restart. `fingerprint` is a hash of what
 * identifies the request, never the account number itself.
 */
export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    orderNo: text('order_no').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    fingerprint: text('fingerprint').notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    failureCode: text('failure_code'),
    readyAt: at('ready_at').notNull(),
    /** When the money "left": set once by a conditional update, so a payout is never paid twice. */
    paidAt: at('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payouts_paid_idx').on(t.paidAt)],
);

/**
 * Instruments the sandbox issued (what a vendor would hold): our reference, the account or cash reference, the amount.
 */
export const sandboxCollections = pgTable(
  'sandbox_collections',
  {
    reference: text('reference').primaryKey(),
    method: text('method').notNull(),
    providerRef: text('provider_ref').notNull(),
    orderNo: text('order_no').notNull(),
    /** Null for open-amount accounts. */
    amount: minor('amount'),
    currency: text('currency').notNull(),
    /** Our collection CLABE / NUBAN (not the borrower's). */
    accountNumber: text('account_number'),
    cashReference: text('cash_reference'),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_collections_provider_ref_uq').on(t.providerRef),
    uniqueIndex('sandbox_collections_account_uq').on(t.accountNumber),
    uniqueIndex('sandbox_collections_cash_uq').on(t.cashReference),
  ],
);

/** Money a tester "paid" into a sandbox instrument: what the vendor's verify/re-fetch answers. */
export const sandboxCollectionPayments = pgTable(
  'sandbox_collection_payments',
  {
    id: id(),
    vendor: text('vendor').notNull(),
    eventId: text('event_id').notNull(),
    reference: text('reference')
      .notNull()
      .references(() => sandboxCollections.reference),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    paidAt: at('paid_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_collection_payments_event_uq').on(t.vendor, t.eventId),
    index('sandbox_collection_payments_ref_idx').on(t.reference),
  ],
);

/**
 * A CURP saved by a borrower while another account holds it. The borrower is not told (that
 * would say whose CURP it is, and let whoever typed it first block its owner); their CURP is
 * kept encrypted without its lookup hash, and their application goes to manual review while
 * the clash is open. Operators resolve it; a later save with another CURP resolves it too.
 */
export const identityClashes = pgTable(
  'identity_clashes',
  {
    id: id(),
    userId: userRef(),
    /** Which identifier two accounts share (decision 0088). */
    kind: text('kind', { enum: ['curp', 'bvn'] })
      .notNull()
      .default('curp'),
    /** The identifier's lookup hash (CURP or BVN, per kind): finds the other holder without decrypting anything. */
    nationalIdHash: text('national_id_hash').notNull(),
    /** The account that holds it already, named for the operator only. */
    otherUserId: bigint('other_user_id', { mode: 'number' }).references(() => users.id),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [index('identity_clashes_user_idx').on(t.userId)],
);

/*
 * Migration 0019 (operations): partial indexes for what /metrics and the console's alerts read
 * at every scrape — payouts_pending_idx, payouts_failed_idx, jobs_failed_idx,
 * incoming_payments_created_idx. Declared in SQL only (no table's definition changes).
 */

/* ───────────── Atomic limits (issue 20) ───────────── */

/**
 * One counter per (scope, key, fixed window): a limit adds and compares in one upsert, so
 * concurrent requests on any number of instances cannot all pass a check (limits/rate-counter.ts).
 * UNLOGGED (migration 0021, decision 0060): every call without a session takes from it, and a
 * logged table made each of them wait for a disk flush; after a crash the counters start again.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    n: integer('n').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_counters_pk', columns: [t.scope, t.key, t.windowStart] }),
    index('rate_counters_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Payout notifications from the vendors (Paystack/Flutterwave transfer webhooks, STP's
 * state-change callback), one row per vendor event, written in the transaction that applies it:
 * a replay finds its row and moves nothing (payout-events.ts).
 */
export const payoutEvents = pgTable(
  'payout_events',
  {
    id: id(),
    vendor: text('vendor').notNull(),
    eventId: text('event_id').notNull(),
    /** Our reference (PAY…/RFD…) the vendor named. */
    reference: text('reference').notNull(),
    /** What the vendor said happened ('succeeded', 'failed', 'reversed', …) after we re-queried it. */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payout_events_vendor_event_uq').on(t.vendor, t.eventId)],
);

/** STP orders we registered: STP's id and the operating date its order query needs, by claveRastreo. */
export const stpPayoutOrders = pgTable(
  'stp_payout_orders',
  {
    claveRastreo: text('clave_rastreo').primaryKey(),
    stpId: bigint('stp_id', { mode: 'number' }).notNull(),
    /** yyyyMMdd, as STP's order query takes it. */
    fechaOperacion: text('fecha_operacion').notNull(),
    amount: minor('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stp_payout_orders_id_uq').on(t.stpId)],
);

// ---- COLLECTIONS (issue 17): one vendor account per borrower, and payment claims the vendor did not confirm ----

/**
 * A borrower's permanent collection account at one vendor (a Paystack dedicated account, a
 * Monnify or Flutterwave reserved account, an STP CLABE): opened once, reused by every loan,
 * so the vendors' account caps are counted in borrowers, not loans. `reference` is the one the
 * vendor opened it under; `account_number` is OUR account, never the borrower's own. The row is
 * written before the vendor is asked, so concurrent requests open one account, not several.
 */
export const borrowerCollectionAccounts = pgTable(
  'borrower_collection_accounts',
  {
    id: id(),
    userId: userRef(),
    method: text('method').notNull(),
    reference: text('reference').notNull(),
    /** Null while the account is being opened: the row is the claim that makes one opening at a time. */
    providerRef: text('provider_ref'),
    accountNumber: text('account_number'),
    /** What the borrower is shown (bank, account name). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** When the current opening attempt began; an attempt older than a minute may be taken over (same reference). */
    claimedAt: at('claimed_at').notNull(),
    openedAt: at('opened_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('borrower_collection_accounts_user_method_uq').on(t.userId, t.method),
    uniqueIndex('borrower_collection_accounts_reference_uq').on(t.reference),
    // One vendor account, one borrower: a vendor answering an account another borrower holds is refused (decision
    // 0068).
    uniqueIndex('borrower_collection_accounts_account_uq').on(t.method, t.accountNumber),
  ],
);

/**
 * A payment notification that passed its signature (or token) check but that the vendor's own
 * records did not confirm (an STP deposit absent from STP's received orders, a tampered amount):
 * kept for the record, never credited and never matchable by an operator.
 */
export const unconfirmedPaymentClaims = pgTable(
  'unconfirmed_payment_claims',
  {
    id: id(),
    vendor: text('vendor').notNull(),
    eventId: text('event_id').notNull(),
    method: text('method').notNull(),
    /** What the notification claimed, in minor units. */
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason', { enum: ['notConfirmed', 'sourceNotAllowed'] }).notNull(),
    /** Masked (last 4) when the claim named an account. */
    accountLast4: text('account_last4'),
    sourceIp: text('source_ip'),
    createdAt: createdAt(),
  },
  (t) => [index('unconfirmed_payment_claims_vendor_idx').on(t.vendor, t.createdAt)],
);

/* ───────────── Reconciliation (issue 17, decision 0042) ───────────── */

/**
 * When each open instrument, pending payout and pending refund was last asked about at its
 * vendor, and when it is due again. A run claims what is due with one INSERT … ON CONFLICT
 * DO UPDATE … WHERE next_at <= now: of two instances racing for a row exactly one gets it.
 */
export const reconcileChecks = pgTable(
  'reconcile_checks',
  {
    subject: text('subject', { enum: ['instrument', 'payout', 'refund'] }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    nextAt: at('next_at').notNull(),
    checkedAt: at('checked_at').notNull(),
    checks: integer('checks').notNull().default(1),
    /** What the vendor said last time ('pending', 'credited', 'unknownAtVendor', …), for the console. */
    lastOutcome: text('last_outcome'),
  },
  (t) => [primaryKey({ name: 'reconcile_checks_pk', columns: [t.subject, t.subjectId] })],
);

/** Where a vendor's own list and our ledger disagree, found by the daily comparison; resolved once they agree. */
export const reconcileDifferences = pgTable(
  'reconcile_differences',
  {
    id: id(),
    subject: text('subject', { enum: ['collections', 'payouts'] }).notNull(),
    vendor: text('vendor').notNull(),
    /** The vendor's id of the movement (collections: its event id; payouts: the key we sent). */
    vendorId: text('vendor_id').notNull(),
    ourReference: text('our_reference'),
    kind: text('kind', { enum: ['missingInLedger', 'missingAtVendor', 'amountDiffers'] }).notNull(),
    currency: text('currency'),
    amountVendor: minor('amount_vendor'),
    amountLedger: minor('amount_ledger'),
    foundAt: at('found_at').notNull(),
    resolvedAt: at('resolved_at'),
    /** 'applied' (the job brought it in through receivePayment), 'agrees' (a later look found both sides equal). */
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('reconcile_differences_uq').on(t.subject, t.vendor, t.vendorId, t.kind),
    index('reconcile_differences_open_idx')
      .on(t.foundAt, t.id)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/**
 * Each daily comparison per provider and subject: 'compared', 'cannotList' (the adapter has no list call) or 'failed'.
 */
export const reconcileRuns = pgTable(
  'reconcile_runs',
  {
    id: id(),
    provider: text('provider').notNull(),
    subject: text('subject', { enum: ['collections', 'payouts'] }).notNull(),
    windowStart: at('window_start').notNull(),
    windowEnd: at('window_end').notNull(),
    status: text('status', { enum: ['compared', 'cannotList', 'failed'] }).notNull(),
    vendorItems: integer('vendor_items').notNull().default(0),
    differences: integer('differences').notNull().default(0),
    error: text('error'),
    ranAt: at('ran_at').notNull(),
  },
  (t) => [index('reconcile_runs_ran_idx').on(t.provider, t.subject, t.ranAt)],
);

/* ───────────── Messages: every SMS, voice call and WhatsApp we send, and the loan reminders ───────────── */

/**
 * One row per attempt through one vendor (a failover to the next vendor is a second row with
 * the same ticket). Never the text (a verification code is a key to the account) nor the whole
 * number: its HMAC finds a number's recent failures, the masked form is what an operator sees.
 */
export const messageLog = pgTable(
  'message_log',
  {
    id: id(),
    /** One send, whichever vendors it took: what the borrower's app polls for the delivery state. */
    ticket: text('ticket').notNull(),
    vendor: text('vendor').notNull(),
    vendorMessageId: text('vendor_message_id'),
    /** register, login, loan (verification codes), reminder, complaint, or review (a refusal's review answered). */
    purpose: text('purpose').notNull(),
    channel: text('channel', { enum: ['sms', 'voice', 'whatsapp'] }).notNull(),
    /** sending → sent (the vendor took it) → delivered / undelivered; failed: the vendor refused it. */
    status: text('status', { enum: ['sending', 'sent', 'delivered', 'undelivered', 'failed'] }).notNull(),
    /** The vendor's error code or HTTP status; never its free text, which may echo the number. */
    errorCode: text('error_code'),
    toHash: text('to_hash').notNull(),
    toMasked: text('to_masked').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => loanOrders.id),
    packageName: text('package_name'),
    /** For a reminder: its day relative to the due date (−3 … +7). */
    reminderOffset: integer('reminder_offset'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the vendor reported the final state. */
    reportedAt: at('reported_at'),
  },
  (t) => [
    uniqueIndex('message_log_vendor_id_uq').on(t.vendor, t.vendorMessageId),
    index('message_log_ticket_idx').on(t.ticket),
    index('message_log_order_idx').on(t.orderId, t.createdAt),
    index('message_log_to_idx').on(t.toHash, t.createdAt),
  ],
);

/**
 * A vendor's delivery report that came before the send recorded the vendor's id for its message (a
 * vendor can report within milliseconds of taking it, and does not send a refused report again). It
 * waits here for that id; whichever of the two is written second applies it (message-log-repo.ts).
 */
export const smsEarlyReports = pgTable(
  'sms_early_reports',
  {
    vendor: text('vendor').notNull(),
    vendorMessageId: text('vendor_message_id').notNull(),
    state: text('state', { enum: ['delivered', 'undelivered'] }).notNull(),
    errorCode: text('error_code'),
    reportedAt: at('reported_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendor, t.vendorMessageId] }), index('sms_early_reports_at_idx').on(t.reportedAt)],
);

/**
 * A loan reminder claimed for sending: unique per loan, due date and day, so whichever instance
 * inserts it first sends it and every other (or a restart) finds it taken. A rollover's new due
 * date starts a new schedule.
 */
export const loanReminders = pgTable(
  'loan_reminders',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    dueDate: text('due_date').notNull(),
    /** Days from the due date: −3, −1, 0, 1, 3, 7 by default (decision 0045). */
    offsetDays: integer('offset_days').notNull(),
    /** claimed → sent, or failed (every vendor refused), or skipped (paid, or the sending hours ended). */
    status: text('status', { enum: ['claimed', 'sent', 'failed', 'skipped'] }).notNull(),
    ticket: text('ticket'),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('loan_reminders_once_uq').on(t.orderId, t.dueDate, t.offsetDays)],
);

/* ───────────── Identity checks through vendors (issue 18, decision 0048) ───────────── */

/**
 * One identity check of an application: the registry lookup (BVN, NIN, CURP), the bank account
 * name against the BVN name, selfie liveness, the face match. Holds the verdict and its reason
 * codes only: never the ID number, the registry's answer or a photo. `unavailable` is a vendor
 * outage still being retried; it never counts as a pass.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: id(),
    userId: userRef(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    kind: text('kind', {
      enum: ['bvn', 'nin', 'curp', 'document', 'bankAccountName', 'liveness', 'faceMatch'],
    }).notNull(),
    vendor: text('vendor').notNull(),
    status: text('status', { enum: ['passed', 'failed', 'unavailable'] }).notNull(),
    reasonCodes: jsonb('reason_codes').$type<string[]>().notNull().default([]),
    /** Liveness or face-match score 0–100 where the vendor gives one. */
    score: integer('score'),
    attempts: integer('attempts').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the verdict was reached (null while unavailable). */
    checkedAt: at('checked_at'),
  },
  (t) => [
    uniqueIndex('identity_verifications_order_kind_uq').on(t.orderId, t.kind),
    index('identity_verifications_user_idx').on(t.userId),
  ],
);

/**
 * Store-review test accounts (issue 20.9, decision 0056): while an app's `otpRequired` is off,
 * these accounts — and no others — log in with the number alone, until `expiresAt`. Bound to
 * the account (not the number) so a number re-registered by someone else is never covered.
 */
export const reviewNumbers = pgTable(
  'review_numbers',
  {
    id: id(),
    packageName: text('package_name')
      .notNull()
      .references(() => apps.packageName),
    userId: userRef(),
    /** Who uses it and why (e.g. "Google Play review, release 2.4"). */
    note: text('note').notNull(),
    expiresAt: at('expires_at').notNull(),
    addedBy: text('added_by').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_numbers_app_user_uq').on(t.packageName, t.userId)],
);

/**
 * One value encrypted with the data key at a database's first start (crypto/data-key-check.ts):
 * every later start decrypts it, so a wrong DATA_KEY stops the start instead of failing reads.
 */
export const dataKeyCheck = pgTable(
  'data_key_check',
  {
    id: integer('id').primaryKey().default(1),
    checkEnc: text('check_enc').notNull(),
    createdAt: createdAt(),
  },
  () => [check('data_key_check_one_row', sql`"data_key_check"."id" = 1`)],
);

/* ───────────── A borrower's data rights (issue 28.3–4, decision 0084) ───────────── */

export const PRIVACY_REQUEST_KINDS = ['export', 'delete'] as const;
/** export: delivered or limited (over the day's allowance); delete: refused (something open) or closed. */
export const PRIVACY_REQUEST_OUTCOMES = ['delivered', 'limited', 'refused', 'closed'] as const;

/**
 * Each data export and account deletion a borrower asked for, with its outcome: the audit, and
 * what operators see on the customer's page. A closed account's row keeps the HMAC of its
 * number (the number itself is erased) so a later sign-in with it is refused with a clear
 * message, and when the records kept for the law may go.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    userId: userRef(),
    kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    outcome: text('outcome', { enum: PRIVACY_REQUEST_OUTCOMES }).notNull(),
    /** A refused deletion's blockers (src/domain/privacy/deletion-blockers.ts codes). */
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    mobileHash: text('mobile_hash'),
    retainUntil: at('retain_until'),
    /** When the records kept until `retainUntil` were erased (the retention-end sweep, migration 0035). */
    erasedAt: at('erased_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('privacy_requests_user_idx').on(t.userId, t.createdAt),
    index('privacy_requests_closed_mobile_idx')
      .on(t.mobileHash)
      .where(sql`${t.outcome} = 'closed'`),
    index('privacy_requests_retention_due_idx')
      .on(t.retainUntil)
      .where(sql`${t.outcome} = 'closed' AND ${t.erasedAt} IS NULL`),
    check('privacy_requests_kind', sql`${t.kind} IN ('export', 'delete')`),
    check('privacy_requests_outcome', sql`${t.outcome} IN ('delivered', 'limited', 'refused', 'closed')`),
  ],
);

// ---- COMPLAINTS (issue 28.6, decision 0085) ----

/** One number per complaint, whatever the market: the case number is the market's prefix and this. */
export const complaintCaseSerial = pgSequence('complaint_case_serial', { startWith: 1, minValue: 1 });

/**
 * A borrower's complaint: its case number at once, a deadline fixed at filing from the market's
 * setting for its category, an operator who works it, and `resolved` once answered. Statuses
 * and categories: src/domain/complaints/complaint-rules.ts.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    caseNo: text('case_no').notNull(),
    userId: userRef(),
    packageName: text('package_name')
      .notNull()
      .references(() => apps.packageName),
    market: text('market', { enum: ['ng', 'mx'] }).notNull(),
    category: text('category').notNull(),
    status: text('status', { enum: ['open', 'inProgress', 'resolved'] })
      .notNull()
      .default('open'),
    /** The borrower's words: shown to them and to operators, never logged nor sent by SMS. */
    text: text('text').notNull(),
    assignedOperatorId: bigint('assigned_operator_id', { mode: 'number' }).references(() => operators.id),
    answerBy: at('answer_by').notNull(),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('complaints_case_no_uq').on(t.caseNo),
    index('complaints_user_idx').on(t.userId, t.createdAt),
    index('complaints_open_idx').on(t.status, t.answerBy),
  ],
);

/** What happened to a case after filing, oldest first: an operator's answer or a status change. */
export const complaintUpdates = pgTable(
  'complaint_updates',
  {
    id: id(),
    complaintId: bigint('complaint_id', { mode: 'number' })
      .notNull()
      .references(() => complaints.id),
    kind: text('kind', { enum: ['reply', 'status'] }).notNull(),
    status: text('status', { enum: ['open', 'inProgress', 'resolved'] }),
    body: text('body'),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('complaint_updates_complaint_idx').on(t.complaintId, t.id)],
);

/**
 * A complaint's photo: uploaded first (re-encoded, server-made name), attached when the
 * complaint is filed; one never attached is deleted by the sweep after a day.
 */
export const complaintPhotos = pgTable(
  'complaint_photos',
  {
    id: id(),
    fileId: text('file_id').notNull(),
    storageKey: text('storage_key').notNull(),
    userId: userRef(),
    complaintId: bigint('complaint_id', { mode: 'number' }).references(() => complaints.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('complaint_photos_file_uq').on(t.fileId),
    index('complaint_photos_complaint_idx').on(t.complaintId),
  ],
);

/* ───────────── Collections queue, contacts and promises (issue 32, decision 0086) ───────────── */

/** A market's collections settings (buckets, contact hours and days, frequency, promise horizon); ours when absent. */
export const collectionSettings = pgTable('collection_settings', {
  market: text('market').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Which collector works an overdue loan: at most one each. */
export const collectionAssignments = pgTable(
  'collection_assignments',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => loanOrders.id),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    assignedBy: text('assigned_by').notNull(),
    assignedAt: at('assigned_at').notNull(),
  },
  (t) => [index('collection_assignments_operator_idx').on(t.operatorId, t.orderId)],
);

/** One contact with a borrower about a loan, as the collector recorded it. Only ever the borrower. */
export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    actor: text('actor').notNull(),
    channel: text('channel').notNull(),
    outcome: text('outcome').notNull(),
    note: text('note').notNull().default(''),
    /** The borrower's how-many-th contact of that market day, counted in the same statement: the warning's basis. */
    dayCount: integer('day_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('collection_contacts_order_idx').on(t.orderId, t.createdAt)],
);

export const PROMISE_STATUSES = ['open', 'kept', 'broken'] as const;

/**
 * A promise to pay: an amount (minor units) by a date of the market's calendar. `paidInBefore`
 * is the loan's paid-in figure when it was made: it is kept once the loan's paid-in grew by the
 * amount (or the loan is paid off), broken when its date ends first.
 */
export const promisesToPay = pgTable(
  'promises_to_pay',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    actor: text('actor').notNull(),
    amount: minor('amount').notNull(),
    promisedDate: text('promised_date').notNull(),
    paidInBefore: minor('paid_in_before').notNull(),
    status: text('status', { enum: PROMISE_STATUSES }).notNull().default('open'),
    settledAt: at('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One open promise per loan: a new one replaces nothing silently.
    uniqueIndex('promises_to_pay_one_open_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'open'`),
    index('promises_to_pay_order_idx').on(t.orderId, t.createdAt),
    check('promises_to_pay_amount_positive', sql`${t.amount} > 0`),
  ],
);

/* ───────────── Loan adjustments (issue 32, decision 0087) ───────────── */

export const ADJUSTMENT_STATUSES = ['requested', 'approved', 'rejected'] as const;

/**
 * An adjustment one operator requested (maker) and another approved or rejected (checker). The
 * approval posts its ledger transaction under `adjustment:<id>`; the check constraint keeps the
 * maker from being their own checker even if code forgot to.
 */
export const loanAdjustments = pgTable(
  'loan_adjustments',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    kind: text('kind', { enum: ['penaltyWaiver', 'interestWaiver', 'writeOff', 'restructure'] }).notNull(),
    /**
     * Minor units: the waiver asked, all owed for a write-off, the penalty owed for a restructure (at request; at
     * approval once approved).
     */
    amount: minor('amount').notNull(),
    currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
    newDueDate: text('new_due_date'),
    previousDueDate: text('previous_due_date').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull().default('requested'),
    requestedBy: text('requested_by').notNull(),
    requestedById: bigint('requested_by_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedBy: text('decided_by'),
    decidedById: bigint('decided_by_id', { mode: 'number' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decisionReason: text('decision_reason'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
  },
  (t) => [
    index('loan_adjustments_order_idx').on(t.orderId, t.id),
    // One request of a kind waits per loan: a second would be approved against a loan the first already changed.
    uniqueIndex('loan_adjustments_one_pending_uq')
      .on(t.orderId, t.kind)
      .where(sql`${t.status} = 'requested'`),
    check('loan_adjustments_other_checker', sql`${t.decidedById} IS NULL OR ${t.decidedById} <> ${t.requestedById}`),
    check('loan_adjustments_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * A borrower's authorisation to consult a credit bureau for one order (decision 0099): Mexico's
 * signed with the SMS code (`code_proof` is a keyed hash of it, with when it was sent), Nigeria's
 * an explicit yes. Kept unchanged as the evidence a bureau's audit asks for.
 */
export const bureauAuthorisations = pgTable(
  'bureau_authorisations',
  {
    id: id(),
    userId: userRef(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    market: text('market', { enum: ['ng', 'mx'] }).notNull(),
    bureau: text('bureau').notNull(),
    textVersion: text('text_version').notNull(),
    method: text('method', { enum: ['code', 'accept'] }).notNull(),
    codeSentAt: at('code_sent_at'),
    codeProof: text('code_proof'),
    ipHash: text('ip_hash').notNull(),
    authorisedAt: timestamp('authorised_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('bureau_authorisations_order_uq').on(t.orderId)],
);

/**
 * Every consultation asked of a bureau (decision 0099): who, when, why, the outcome and the report's counts, never the
 * report.
 */
export const bureauInquiries = pgTable(
  'bureau_inquiries',
  {
    id: id(),
    userId: userRef(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    authorisationId: bigint('authorisation_id', { mode: 'number' })
      .notNull()
      .references(() => bureauAuthorisations.id),
    bureau: text('bureau').notNull(),
    purpose: text('purpose').notNull(),
    outcome: text('outcome', { enum: ['found', 'noFile', 'unavailable', 'limited'] }).notNull(),
    detail: text('detail'),
    summary: jsonb('summary').$type<BureauSummary | null>(),
    bureauReference: text('bureau_reference'),
    createdAt: createdAt(),
  },
  (t) => [index('bureau_inquiries_order_idx').on(t.orderId, t.createdAt)],
);

/* ───────────── Monthly reporting to the bureaus (issue 31 points 2–3, decisions 0102–0103) ───────────── */

export const BUREAU_REPORT_STATUSES = ['awaitingUpload', 'uploaded', 'sent', 'refused', 'superseded'] as const;

/**
 * One month's file for one bureau: built, validated against the format, then sent (or kept for an
 * operator's upload). The file holds identifiers, so it is stored encrypted under the data key;
 * its totals are kept in clear for the console and the ledger check. A file refused or replaced
 * is superseded by the next run of the month (`seq`).
 */
export const bureauReportRuns = pgTable(
  'bureau_report_runs',
  {
    id: id(),
    market: text('market', { enum: ['ng', 'mx'] }).notNull(),
    bureau: text('bureau').notNull(),
    month: text('month').notNull(),
    seq: integer('seq').notNull(),
    status: text('status', { enum: BUREAU_REPORT_STATUSES }).notNull(),
    fileName: text('file_name').notNull(),
    fileEnc: text('file_enc').notNull(),
    fileSha256: text('file_sha256').notNull(),
    lineCount: integer('line_count').notNull(),
    corrections: integer('corrections').notNull(),
    /** Sums of the file's amount fields in minor units: what the ledger check compares. */
    totals: jsonb('totals').$type<{ outstanding: number; overdue: number; writtenOff: number }>().notNull(),
    detail: text('detail'),
    uploadedOn: text('uploaded_on'),
    uploadedBy: text('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bureau_report_runs_month_uq').on(t.bureau, t.month, t.seq)],
);

/** What a run said about one loan in one month (no identifiers: the borrower's line and the dispute point at it). */
export const bureauReportLines = pgTable(
  'bureau_report_lines',
  {
    id: id(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => bureauReportRuns.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    /** The month the line speaks of: the run's, or an earlier one a correction restates. */
    month: text('month').notNull(),
    accountStatus: text('account_status').notNull(),
    daysPastDue: integer('days_past_due').notNull(),
    outstanding: minor('outstanding').notNull(),
    overdue: minor('overdue').notNull(),
    writtenOff: minor('written_off').notNull(),
    currency: text('currency', { enum: ['NGN', 'MXN'] }).notNull(),
    disputeId: bigint('dispute_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bureau_report_lines_order_idx').on(t.orderId, t.month),
    index('bureau_report_lines_run_idx').on(t.runId),
  ],
);

export const BUREAU_DISPUTE_STATUSES = ['open', 'corrected', 'rejected'] as const;

/**
 * A borrower's dispute about a reported month, recorded by an operator; corrected (the figures the
 * next file restates for that month) or rejected with a reason. `carriedRunId`: the file that
 * carried the correction.
 */
export const bureauDisputes = pgTable(
  'bureau_disputes',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    userId: userRef(),
    lineId: bigint('line_id', { mode: 'number' })
      .notNull()
      .references(() => bureauReportLines.id),
    month: text('month').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: BUREAU_DISPUTE_STATUSES }).notNull().default('open'),
    correctedStatus: text('corrected_status'),
    correctedDaysPastDue: integer('corrected_days_past_due'),
    resolution: text('resolution'),
    recordedBy: text('recorded_by').notNull(),
    resolvedBy: text('resolved_by'),
    resolvedAt: at('resolved_at'),
    carriedRunId: bigint('carried_run_id', { mode: 'number' }).references(() => bureauReportRuns.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('bureau_disputes_order_idx').on(t.orderId),
    uniqueIndex('bureau_disputes_one_open_uq')
      .on(t.lineId)
      .where(sql`${t.status} = 'open'`),
  ],
);
