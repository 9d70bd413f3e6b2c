import { MARKETS, type Market } from '../../../domain/markets/market';
import { given, type VendorSettings } from '../../settings/vendor-requirements';
import type { SmsVendorName } from './sms-settings';

export { SMS_VENDORS, type SmsVendorName } from './sms-settings';

export interface TermiiSettings {
  apiKey: string;
  baseUrl: string;
  /** Registered alphanumeric sender id (3–11 characters), unless an app has its own. */
  senderId: string;
  /** The account's secret key: Termii signs its event webhooks with it (X-Termii-Signature). */
  webhookSecret: string;
  /** The WhatsApp device name, when reminders may also go by WhatsApp through Termii. */
  whatsappFrom?: string;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  baseUrl: string;
  /** E.164 number or alphanumeric sender id for texts, unless an app has its own. */
  from: string;
  /** E.164 number that places the voice-code calls. */
  voiceFrom: string;
  /** E.164 WhatsApp sender, when reminders may also go by WhatsApp through Twilio. */
  whatsappFrom?: string;
}

export type SmsConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'vendors';
      /** Per market, the vendors to try in order; empty: the market is not configured. */
      order: Record<Market, SmsVendorName[]>;
      termii?: TermiiSettings;
      twilio?: TwilioSettings;
      /** packageName → vendor → sender id (SMS_SENDER_IDS). */
      senderIds: Record<string, Partial<Record<SmsVendorName, string>>>;
      /** Our public base URL: the delivery reports are sent to `${callbackBaseUrl}/api/webhooks/sms/<vendor>`. */
      callbackBaseUrl: string;
    };

/**
 * SMS_VENDORS_NG / SMS_VENDORS_MX (e.g. `termii,twilio`: Termii first, Twilio when Termii refuses
 * or did not deliver) and the credentials of every vendor named, from the settings as read.
 * Neither set: the sandbox (development). A named vendor without its credentials has been
 * refused at start (settings/vendor-requirements.ts).
 */
export function readSmsConfig(s: VendorSettings): SmsConfig {
  const order = { ng: s.SMS_VENDORS_NG, mx: s.SMS_VENDORS_MX };
  if (!order.ng.length && !order.mx.length) return { provider: 'sandbox' };
  const used = new Set([...order.ng, ...order.mx]);
  const config: Extract<SmsConfig, { provider: 'vendors' }> = {
    provider: 'vendors',
    order,
    senderIds: s.SMS_SENDER_IDS,
    callbackBaseUrl: given(s, 'SMS_CALLBACK_BASE_URL'),
  };
  if (used.has('termii')) {
    config.termii = {
      apiKey: given(s, 'TERMII_API_KEY'),
      senderId: given(s, 'TERMII_SENDER_ID'),
      webhookSecret: given(s, 'TERMII_WEBHOOK_SECRET'),
      baseUrl: s.TERMII_BASE_URL,
      whatsappFrom: s.TERMII_WHATSAPP_FROM,
    };
  }
  if (used.has('twilio')) {
    const from = given(s, 'TWILIO_FROM');
    config.twilio = {
      accountSid: given(s, 'TWILIO_ACCOUNT_SID'),
      authToken: given(s, 'TWILIO_AUTH_TOKEN'),
      from,
      // A number sends texts and places calls; an alphanumeric sender needs TWILIO_VOICE_FROM (checked at start).
      voiceFrom: s.TWILIO_VOICE_FROM ?? from,
      whatsappFrom: s.TWILIO_WHATSAPP_FROM,
      baseUrl: s.TWILIO_BASE_URL,
    };
  }
  return config;
}

/**
 * Why production may not start with these SMS settings, naming the setting; null when it may.
 * Every market needs a real vendor: without one no borrower there receives a login code.
 */
export function smsProductionProblem(config: SmsConfig): string | null {
  const missing = MARKETS.filter((m) => config.provider === 'sandbox' || config.order[m].length === 0);
  if (!missing.length) return null;
  return `NODE_ENV=production needs an SMS vendor for every market: set ${missing.map((m) => `SMS_VENDORS_${m.toUpperCase()}`).join(' and ')} (termii, twilio; the sandbox SMS provider is for development only)`;
}
