import type { CollectionVendor } from '../../providers/payments/collections-provider';
import { conektaWebhook } from '../../providers/payments/vendors/conekta-webhook';
import { flutterwaveWebhook } from '../../providers/payments/vendors/flutterwave-webhook';
import { monnifyWebhook } from '../../providers/payments/vendors/monnify-webhook';
import { paystackWebhook } from '../../providers/payments/vendors/paystack-webhook';
import { stpWebhook } from '../../providers/payments/vendors/stp-webhook';
import type { WebhookVendor } from '../../providers/payments/webhooks/webhook-parse';

/** Each vendor's webhook, served at /api/webhooks/<vendor>. */
export const WEBHOOK_VENDORS: Record<CollectionVendor, WebhookVendor> = {
  paystack: paystackWebhook,
  flutterwave: flutterwaveWebhook,
  monnify: monnifyWebhook,
  conekta: conektaWebhook,
  stp: stpWebhook,
};
