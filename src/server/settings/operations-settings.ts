import { text, wholeNumber, type SettingsShape } from './setting-types';

/** Running it: shutdown, metrics, the console's alerts. */
export const OPERATIONS_SETTINGS = {
  SHUTDOWN_TIMEOUT_MS: wholeNumber({
    doc: 'On SIGTERM, how long in-flight requests and jobs get to finish before the process ends anyway (keep it under the orchestrator\'s kill grace period).',
    min: 0, max: 600_000, default: 20_000, unit: 'milliseconds',
  }),
  METRICS_TOKEN: text({
    doc: 'Bearer token Prometheus sends to scrape `GET /metrics`; unset, /metrics answers 404.', secret: true, pattern: /^\S{16,}$/, what: 'at least 16 characters without spaces',
  }),
  ALERT_PAYOUT_STUCK_MINUTES: wholeNumber({ doc: 'A payout pending longer than this is shown as stuck on the console\'s dashboard and in /metrics.', min: 1, max: 10_080, default: 30, unit: 'minutes' }),
  ALERT_VENDOR_SILENT_MINUTES: wholeNumber({
    doc: 'A vendor in use that has sent no webhook for this long is shown as silent on the console\'s dashboard.', min: 1, max: 10_080, default: 60, unit: 'minutes',
  }),
} satisfies SettingsShape;
