/** What other code may use of the webhooks module; its other files are its own. */
export { payoutWebhookHook, type PayoutEventCounter } from './payout-webhooks';
export { webhookRoutes } from './routes';
export type { PaymentSink, WebhookOptions } from './routes';
export { stpPayoutsRoute } from './stp-payouts-route';
export { recordUnconfirmedClaims } from './unconfirmed-claims';
