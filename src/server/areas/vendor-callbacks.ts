import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { smsReportRoutes } from '../modules/messages';
import { webhookRoutes, type PayoutEventCounter, type WebhookOptions, stpPayoutsRoute } from '../modules/webhooks';
import type { StpPayoutsSettings } from '../providers/payments/payouts-config';
import type { SmsConfig } from '../providers/sms/sms-config';

export interface VendorCallbacksOptions {
  deps: Deps;
  webhooks: WebhookOptions;
  /** STP's payout callbacks, when Mexico pays out through STP. */
  stp?: StpPayoutsSettings;
  /** Counts STP's payout callbacks in the webhook metric. */
  payoutEvents?: PayoutEventCounter;
  /** SMS vendors' delivery reports, unless a test passed its own SMS provider. */
  smsReports?: SmsConfig;
}

/** What vendors call back: payment webhooks, STP payout callbacks, SMS delivery reports. */
export async function vendorCallbacks(app: FastifyInstance, o: VendorCallbacksOptions): Promise<void> {
  await webhookRoutes(app, o.webhooks);
  if (o.stp) stpPayoutsRoute(app, o.deps, o.stp, o.payoutEvents);
  if (o.smsReports) await smsReportRoutes(app, o.deps, o.smsReports);
}
