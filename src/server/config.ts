import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MARKETS, type Market } from '../domain/markets/market';
import { devClockEnabled } from './dev/offset-clock';
import { readIdentityConfig, type IdentityConfig } from './providers/identity/identity-config';
import { ARGOS_SETTINGS, DOJAH_SETTINGS, IDENTITY_SETTINGS } from './providers/identity/identity-settings';
import { readBureauConfig, type BureauConfig } from './providers/bureau/bureau-config';
import { BUREAU_SETTINGS, CIRCULO_SETTINGS, FIRSTCENTRAL_SETTINGS } from './providers/bureau/bureau-settings';
import { BUREAU_REPORT_SETTINGS, type BureauReportConfig } from './providers/bureau/reporting/report-settings';
import { readCollectionsConfig, type CollectionsConfig } from './providers/payments/collections-config';
import { COLLECTIONS_SETTINGS } from './providers/payments/collections-settings';
import { readPayoutsConfig, type PayoutsConfig } from './providers/payments/payouts-config';
import { PAYOUTS_SETTINGS } from './providers/payments/payouts-settings';
import { DEFAULT_PAYOUT_SANDBOX_DELAY_MS } from './providers/payments/sandbox-payments';
import {
  CONEKTA_SETTINGS,
  FLUTTERWAVE_SETTINGS,
  MONNIFY_SETTINGS,
  PAYSTACK_SETTINGS,
  STP_SETTINGS,
} from './providers/payments/vendors/payment-vendor-settings';
import { readSmsConfig, type SmsConfig } from './providers/sms/sms-config';
import { SMS_SETTINGS, TERMII_SETTINGS, TWILIO_SETTINGS } from './providers/sms/sms-settings';
import { DEFAULT_JOB_RETRY_FIRST_MS, OPERATIONS_SETTINGS } from './settings/operations-settings';
import { SECURITY_SETTINGS, securitySettingProblems, type TrustProxy } from './settings/security-settings';
import { SERVER_SETTINGS } from './settings/server-settings';
import type { SettingsShape } from './settings/setting-types';
import { vendorSettingProblems } from './settings/vendor-requirements';
import { settingFormProblems } from './settings/setting-forms';
import { StartRefused } from './settings/start-refused';
import { z } from 'zod';
import { OTP_POLICY, type OtpPolicy } from './settings/otp-policy';
import { type ScryptCost } from './settings/scrypt-cost';
import { RECONCILE_SETTINGS, type ReconcileConfig } from './settings/reconcile-settings';
import { REGISTRATION_SETTINGS, type Registrations } from './settings/registration-settings';
import { COMPLAINT_SETTINGS, readComplaintConfig, type ComplaintConfig } from './settings/complaint-settings';
import { REVIEW_SETTINGS } from './settings/review-settings';
import { REMINDER_SETTINGS } from './settings/reminder-sweep-settings';
import { RETENTION_SETTINGS, type RetentionYears } from './settings/retention-settings';
import { ADJUSTMENT_SETTINGS, type AdjustmentsConfig } from './settings/adjustment-settings';

export {
  DEFAULT_REQUEST_TIME_WINDOW_SECONDS,
  DEFAULT_UPLOADS_PER_USER_PER_HOUR,
  parseTrustProxy,
  type TrustProxy,
} from './settings/security-settings';

export interface AppConfig {
  /** 'production' hides developer conveniences (the SMS outbox) and fails on missing secrets. */
  mode: 'development' | 'production' | 'test';
  /** The markets this deployment serves (MARKETS); every market when absent. See `servedMarkets`. */
  markets?: readonly Market[];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Secret for HMACs (OTP hashes, IP hashes). */
  secret: string;
  /** Key for encrypting national IDs and account numbers at rest (32 bytes, base64). */
  dataKey: string;
  sessionTtlDays: number;
  /** SMS and voice vendors per market (providers/sms/sms-config.ts); the sandbox when none is named. */
  sms: SmsConfig;
  /** Built SPA to serve at `/`, when present. */
  webDir?: string;
  version: string;
  logLevel: string;
  /** Serve call paths unencrypted too (local debugging only). */
  allowPlainPaths: boolean;
  seedDemo: boolean;
  /** Bearer token of the operator API; the API is off when unset. */
  adminToken?: string;
  otp: OtpPolicy;
  /** Uploaded files: where they are kept and the largest accepted; see `uploadSettings` for defaults. */
  uploads?: { dir?: string; maxBytes?: number };
  /**
   * Payouts per market (sandbox or a vendor, payouts-config.ts); the sandbox's, see `payoutSandboxSettings` for
   * defaults.
   */
  payouts?: PayoutsConfig;
  /** Repayment collection per market: the sandbox (default) or the vendors, with their credentials. */
  collections?: CollectionsConfig;
  /** Identity lookup and liveness per market: the sandbox (default) or the vendor (Dojah, ARGOS). */
  identity?: IdentityConfig;
  /** Which bureau each market consults before deciding, and its limits (decision 0099); none when absent. */
  bureau?: BureauConfig;
  /** Who the monthly bureau files say they come from (decisions 0102, 0103); defaults when absent. */
  bureauReport?: BureauReportConfig;
  /** Which proxy hops may set X-Forwarded-For (see `parseTrustProxy`); false: the socket's address is the client's. */
  trustProxy?: TrustProxy;
  /** How far a request's `t` may be from the server's clock, in seconds; see `DEFAULT_REQUEST_TIME_WINDOW_SECONDS`. */
  requestTimeWindowSeconds?: number;
  /** Identity photos one borrower may upload per hour; see `DEFAULT_UPLOADS_PER_USER_PER_HOUR`. */
  uploadsPerUserPerHour?: number;
  /** Per-network allowances of the calls made without a session; see `PUBLIC_LIMITS`. */
  publicLimits?: { perNetworkPerMinute: number; signInsPerNetwork: number };
  /** Shutdown, metrics and alerts; see `operationsSettings` for defaults. */
  operations?: Partial<OperationsConfig>;
  /** scrypt cost of new operator password hashes (OPERATOR_SCRYPT_N/R/P); see `scryptCost`. */
  operatorScrypt?: ScryptCost;
  /** Re-checking vendors and comparing their lists with the ledger; see `DEFAULT_RECONCILE`. */
  reconcile?: ReconcileConfig;
  /** How often the reminder sweep runs; see `DEFAULT_REMINDER_SWEEP_SECONDS`. */
  reminders?: { sweepSeconds: number };
  /** Write-off age per market and the restructure window; see `DEFAULT_ADJUSTMENTS`. */
  adjustments?: AdjustmentsConfig;
  /** A movable server clock at /api/dev/clock (DEV_CLOCK; never in production). */
  devClock?: boolean;
  /** The lender's registration numbers (decision 0078); none claimed when absent. */
  registrations?: Registrations;
  /** Years a closed account's records are kept, per market (decision 0084); `DEFAULT_RETENTION_YEARS` when absent. */
  retentionYears?: RetentionYears;
  /** Complaint deadlines, the daily limit and the escalation contacts (decision 0085); see `DEFAULT_COMPLAINTS`. */
  complaints?: ComplaintConfig;
  /** Days to answer a review request, per market (decision 0083); see `DEFAULT_REVIEW_DEADLINE_DAYS`. */
  reviewDeadlineDays?: Record<Market, number>;
}

export interface OperationsConfig {
  shutdownTimeoutMs: number;
  /** Bearer token of GET /metrics; off when unset. */
  metricsToken?: string;
  payoutStuckMinutes: number;
  vendorSilentMinutes: number;
  /** Days a finished job is kept before the purge sweep deletes it. */
  jobRetentionDays: number;
  /** The wait before a failed job's first retry; each next wait doubles. */
  jobRetryFirstMs: number;
}

/** The markets this instance serves: vendors are required, calls answered and jobs run only for these. */
export function servedMarkets(config: Pick<AppConfig, 'markets'>): readonly Market[] {
  return config.markets ?? MARKETS;
}

export function servesMarket(config: Pick<AppConfig, 'markets'>, market: Market): boolean {
  return servedMarkets(config).includes(market);
}

export function operationsSettings(config: AppConfig): OperationsConfig {
  return {
    shutdownTimeoutMs: 20_000,
    payoutStuckMinutes: 30,
    vendorSilentMinutes: 60,
    jobRetentionDays: 14,
    jobRetryFirstMs: DEFAULT_JOB_RETRY_FIRST_MS,
    ...config.operations,
  };
}

/** Fastify's option: a hop count becomes "trust the nearest N addresses", as proxy-addr reads a number. */
export function trustProxyOption(
  trust: TrustProxy | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust ?? false;
}

/**
 * Every setting, by area: each area declares its variables in its own file (names, types,
 * bounds, defaults, meaning) and is composed here into the one schema the start validates.
 * A new area is one line below; `npm run settings:doc` then rewrites `.env.example` and the
 * README's table (a test fails while they are stale).
 */
export const SETTING_AREAS: { title: string; shape: SettingsShape }[] = [
  { title: 'Server', shape: SERVER_SETTINGS },
  { title: 'Security and limits', shape: SECURITY_SETTINGS },
  { title: 'Operations', shape: OPERATIONS_SETTINGS },
  { title: 'Registrations', shape: REGISTRATION_SETTINGS },
  { title: 'Record keeping of closed accounts', shape: RETENTION_SETTINGS },
  { title: 'Complaints', shape: COMPLAINT_SETTINGS },
  { title: 'Reviews of refusals', shape: REVIEW_SETTINGS },
  { title: 'Payouts', shape: PAYOUTS_SETTINGS },
  { title: 'Repayment collection', shape: COLLECTIONS_SETTINGS },
  { title: 'Paystack', shape: PAYSTACK_SETTINGS },
  { title: 'Flutterwave', shape: FLUTTERWAVE_SETTINGS },
  { title: 'Monnify', shape: MONNIFY_SETTINGS },
  { title: 'Cash references (Digital FEMSA OXXO Pay or Conekta Efectivo)', shape: CONEKTA_SETTINGS },
  { title: 'STP (SPEI)', shape: STP_SETTINGS },
  { title: 'Reconciliation', shape: RECONCILE_SETTINGS },
  { title: 'Loan reminders', shape: REMINDER_SETTINGS },
  { title: 'Loan adjustments', shape: ADJUSTMENT_SETTINGS },
  { title: 'SMS and voice codes', shape: SMS_SETTINGS },
  { title: 'Termii', shape: TERMII_SETTINGS },
  { title: 'Twilio', shape: TWILIO_SETTINGS },
  { title: 'Identity checks', shape: IDENTITY_SETTINGS },
  { title: 'Dojah', shape: DOJAH_SETTINGS },
  { title: 'ARGOS Identity', shape: ARGOS_SETTINGS },
  { title: 'Credit bureaus', shape: BUREAU_SETTINGS },
  { title: 'Círculo de Crédito', shape: CIRCULO_SETTINGS },
  { title: 'FirstCentral', shape: FIRSTCENTRAL_SETTINGS },
  { title: 'Monthly reporting to the bureaus', shape: BUREAU_REPORT_SETTINGS },
];

/**
 * The one schema: every area's variables, then the rules that join several of them or need the
 * mode (a chosen vendor's credentials, production's stricter minimums), each naming its setting.
 */
const SETTINGS = z
  .object({
    ...SERVER_SETTINGS,
    ...SECURITY_SETTINGS,
    ...OPERATIONS_SETTINGS,
    ...REGISTRATION_SETTINGS,
    ...RETENTION_SETTINGS,
    ...COMPLAINT_SETTINGS,
    ...REVIEW_SETTINGS,
    ...PAYOUTS_SETTINGS,
    ...COLLECTIONS_SETTINGS,
    ...PAYSTACK_SETTINGS,
    ...FLUTTERWAVE_SETTINGS,
    ...MONNIFY_SETTINGS,
    ...CONEKTA_SETTINGS,
    ...STP_SETTINGS,
    ...RECONCILE_SETTINGS,
    ...REMINDER_SETTINGS,
    ...ADJUSTMENT_SETTINGS,
    ...SMS_SETTINGS,
    ...TERMII_SETTINGS,
    ...TWILIO_SETTINGS,
    ...IDENTITY_SETTINGS,
    ...DOJAH_SETTINGS,
    ...ARGOS_SETTINGS,
    ...BUREAU_SETTINGS,
    ...CIRCULO_SETTINGS,
    ...FIRSTCENTRAL_SETTINGS,
    ...BUREAU_REPORT_SETTINGS,
  })
  .superRefine((s, ctx) => {
    for (const { name, message } of [
      ...securitySettingProblems(s),
      ...vendorSettingProblems(s),
      ...settingFormProblems(s),
    ])
      ctx.addIssue({ code: 'custom', path: [name], message });
  });
export type Settings = z.output<typeof SETTINGS>;

/** Every bad setting at once, each as "<NAME> must be <what>" (a StartRefused); a secret's value is never repeated. */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const parsed = SETTINGS.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new StartRefused(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return { name, message: issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}` };
    }),
  );
}

/** 5 MB: a phone photo at full resolution fits; anything bigger is refused before it is decoded. */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export function uploadSettings(config: AppConfig): { dir: string; maxBytes: number } {
  return {
    dir: config.uploads?.dir ?? join(config.dataDir, 'uploads'),
    maxBytes: config.uploads?.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES,
  };
}

export function payoutSandboxSettings(config: AppConfig): { delayMs: number; unsupportedBanks: string[] } {
  return {
    delayMs: config.payouts?.sandboxDelayMs ?? DEFAULT_PAYOUT_SANDBOX_DELAY_MS,
    unsupportedBanks: config.payouts?.sandboxUnsupportedBanks ?? [],
  };
}

/**
 * Secrets for a developer machine: made once and kept in the data folder so restarts keep
 * sessions and encrypted data readable. Production must pass them in the environment.
 */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, `.${name}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const settings = readSettings(env);
  const mode = settings.NODE_ENV;
  const dataDir = resolve(settings.DATA_DIR);
  const need = (name: 'APP_SECRET' | 'DATA_KEY') => {
    const v = settings[name];
    if (v) return v;
    if (mode === 'production') throw new StartRefused([{ name, message: `${name} must be set in production` }]);
    return localSecret(dataDir, name.toLowerCase());
  };
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return {
    mode,
    markets: settings.MARKETS,
    port: settings.PORT,
    // Loopback unless told otherwise: the demo's SMS outbox hands out codes to whoever can reach it.
    host: settings.HOST,
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    secret: need('APP_SECRET'),
    dataKey: need('DATA_KEY'),
    sessionTtlDays: settings.SESSION_TTL_DAYS,
    sms: readSmsConfig(settings),
    webDir: resolve(settings.WEB_DIR),
    version: pkg.version,
    logLevel: settings.LOG_LEVEL,
    allowPlainPaths: settings.ALLOW_PLAIN_PATHS && mode !== 'production',
    // A lender's production starts from its own configuration: SEED_DEMO=1 gives it the two apps and their products.
    seedDemo: settings.SEED_DEMO ?? mode !== 'production',
    adminToken: settings.ADMIN_TOKEN,
    // The per-network limit is configurable: a carrier NAT or an office shares one address.
    otp: { ...OTP_POLICY, perIpPerHour: settings.OTP_PER_IP_PER_HOUR, resendSeconds: settings.OTP_RESEND_SECONDS },
    uploads: { dir: resolve(settings.UPLOAD_DIR ?? join(dataDir, 'uploads')), maxBytes: settings.UPLOAD_MAX_BYTES },
    payouts: readPayoutsConfig(settings),
    collections: readCollectionsConfig(settings),
    operatorScrypt: { N: settings.OPERATOR_SCRYPT_N, r: settings.OPERATOR_SCRYPT_R, p: settings.OPERATOR_SCRYPT_P },
    trustProxy: settings.TRUST_PROXY,
    requestTimeWindowSeconds: settings.REQUEST_TIME_WINDOW_SECONDS,
    uploadsPerUserPerHour: settings.UPLOADS_PER_USER_PER_HOUR,
    publicLimits: {
      perNetworkPerMinute: settings.PUBLIC_CALLS_PER_NETWORK_PER_MINUTE,
      signInsPerNetwork: settings.SIGN_INS_PER_NETWORK_PER_10_MINUTES,
    },
    operations: {
      shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
      metricsToken: settings.METRICS_TOKEN,
      payoutStuckMinutes: settings.ALERT_PAYOUT_STUCK_MINUTES,
      vendorSilentMinutes: settings.ALERT_VENDOR_SILENT_MINUTES,
      jobRetentionDays: settings.JOB_RETENTION_DAYS,
      jobRetryFirstMs: settings.JOB_RETRY_FIRST_MS,
    },
    reconcile: {
      intervalSeconds: settings.RECONCILE_INTERVAL_SECONDS,
      pendingAfterSeconds: settings.RECONCILE_PENDING_AFTER_SECONDS,
      batch: settings.RECONCILE_BATCH,
    },
    reminders: { sweepSeconds: settings.REMINDER_SWEEP_SECONDS },
    adjustments: {
      writeOffAfterDays: { ng: settings.WRITE_OFF_AFTER_DAYS_NG, mx: settings.WRITE_OFF_AFTER_DAYS_MX },
      restructureMaxDays: settings.RESTRUCTURE_MAX_DAYS,
    },
    identity: readIdentityConfig(settings),
    bureau: readBureauConfig(settings),
    bureauReport: {
      memberCode: { ng: settings.BUREAU_MEMBER_CODE_NG, mx: settings.BUREAU_MEMBER_CODE_MX },
      memberName: settings.BUREAU_MEMBER_NAME,
    },
    devClock: devClockEnabled(settings.DEV_CLOCK, mode),
    registrations: {
      fccpcNg: settings.REGISTRATION_FCCPC_NG ?? null,
      condusefMx: settings.REGISTRATION_CONDUSEF_MX ?? null,
      recaMx: settings.RECA_NUMBER_MX ?? null,
    },
    retentionYears: { ng: settings.RETENTION_YEARS_NG, mx: settings.RETENTION_YEARS_MX },
    complaints: readComplaintConfig(settings),
    reviewDeadlineDays: { ng: settings.REVIEW_DEADLINE_DAYS_NG, mx: settings.REVIEW_DEADLINE_DAYS_MX },
  };
}
