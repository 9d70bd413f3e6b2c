import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex,
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

export const users = pgTable('users', {
  id: id(),
  /** E.164; the number identifies the borrower across devices. */
  mobile: text('mobile').notNull(),
  packageName: text('package_name').notNull().references(() => apps.packageName),
  market: text('market', { enum: ['ng', 'mx'] }).notNull(),
  language: text('language', { enum: ['en', 'es'] }).notNull(),
  createdAt: createdAt(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
}, (t) => [uniqueIndex('users_mobile_uq').on(t.mobile)]);

export const sessions = pgTable('sessions', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
  /** SHA-256 of the bearer token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull(),
  afid: text('afid'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  revokedReason: text('revoked_reason', { enum: ['logout', 'other_device'] }),
}, (t) => [
  uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
  index('sessions_user_idx').on(t.userId),
]);

export const otpCodes = pgTable('otp_codes', {
  id: id(),
  mobile: text('mobile').notNull(),
  purpose: text('purpose', { enum: ['register', 'login', 'loan'] }).notNull(),
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
}, (t) => [
  index('otp_mobile_created_idx').on(t.mobile, t.createdAt),
  index('otp_ip_created_idx').on(t.ipHash, t.createdAt),
  check('otp_attempts_nonneg', sql`${t.attempts} >= 0`),
]);

export const products = pgTable('products', {
  id: id(),
  packageName: text('package_name').notNull().references(() => apps.packageName),
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
  penaltyPpmPerDay: integer('penalty_ppm_per_day').notNull(),
  rolloverFeePpm: integer('rollover_fee_ppm').notNull(),
  rolloverDays: integer('rollover_days').notNull(),
  maxCreditLimit: minor('max_credit_limit').notNull(),
  /** The product Home advertises for the app. */
  isDefault: boolean('is_default').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('products_app_code_uq').on(t.packageName, t.code),
  check('products_amounts', sql`${t.minAmount} > 0 AND ${t.maxAmount} >= ${t.minAmount} AND ${t.amountStep} > 0`),
]);
