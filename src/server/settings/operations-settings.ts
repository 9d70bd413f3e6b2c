import { text, wholeNumber, type SettingsShape } from './setting-types';

/** The wait before a failed job's first retry, when JOB_RETRY_FIRST_MS does not say. */
export const DEFAULT_JOB_RETRY_FIRST_MS = 2_000;

/** Running it: shutdown, metrics, the console's alerts. */
export const OPERATIONS_SETTINGS = {
  SHUTDOWN_TIMEOUT_MS: wholeNumber({
    doc: "On SIGTERM, how long in-flight requests and jobs get to finish before the process ends anyway (keep it under the orchestrator's kill grace period).",
    min: 0,
    max: 600_000,
    default: 20_000,
    unit: 'milliseconds',
  }),
  METRICS_TOKEN: text({
    doc: 'Bearer token Prometheus sends to scrape `GET /metrics`; unset, /metrics answers 404.',
    secret: true,
    pattern: /^\S{16,}$/,
    what: 'at least 16 characters without spaces',
  }),
  ALERT_PAYOUT_STUCK_MINUTES: wholeNumber({
    doc: "A payout pending longer than this is shown as stuck on the console's dashboard and in /metrics.",
    min: 1,
    max: 10_080,
    default: 30,
    unit: 'minutes',
  }),
  ALERT_VENDOR_SILENT_MINUTES: wholeNumber({
    doc: "A vendor in use that has sent no webhook for this long is shown as silent on the console's dashboard.",
    min: 1,
    max: 10_080,
    default: 60,
    unit: 'minutes',
  }),
  JOB_RETRY_FIRST_MS: wholeNumber({
    doc: 'A background job that failed (a vendor down, a bureau out) is tried again after this, then after twice as long each time (at most 10 minutes apart); 8 tries in all unless its kind says otherwise.',
    min: 100,
    max: 60_000,
    default: DEFAULT_JOB_RETRY_FIRST_MS,
    unit: 'milliseconds',
  }),
  JOB_RETENTION_DAYS: wholeNumber({
    doc: 'Finished background jobs are deleted this many days after they finished (failed ones are kept for operators).',
    min: 1,
    max: 3650,
    default: 14,
    unit: 'days',
  }),
} satisfies SettingsShape;
