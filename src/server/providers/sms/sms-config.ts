import { MARKETS, type Market } from '../../../domain/markets/market';

export const SMS_VENDORS = ['termii', 'twilio'] as const;
export type SmsVendorName = (typeof SMS_VENDORS)[number];

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

const DEFAULT_BASE_URLS: Record<SmsVendorName, string> = {
  termii: 'https://api.ng.termii.com',
  twilio: 'https://api.twilio.com',
};

const E164 = /^\+[1-9]\d{7,14}$/;
const TERMII_SENDER = /^[A-Za-z0-9]{3,11}$/;
/** Twilio: a phone number, or an alphanumeric sender id of up to 11 characters with at least one letter. */
const isTwilioSender = (v: string) => E164.test(v) || (/^[A-Za-z0-9 ]{1,11}$/.test(v) && /[A-Za-z]/.test(v));

function vendorList(name: string, raw: string | undefined): SmsVendorName[] {
  if (!raw?.trim()) return [];
  const list = raw.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);
  for (const v of list) if (!(SMS_VENDORS as readonly string[]).includes(v)) throw new Error(`${name}: "${v}" is not an SMS vendor (termii, twilio)`);
  if (new Set(list).size !== list.length) throw new Error(`${name} names a vendor twice`);
  return list as SmsVendorName[];
}

function url(name: string, raw: string, production: boolean): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL`);
  }
  if (production && parsed.protocol !== 'https:' && !['127.0.0.1', 'localhost'].includes(parsed.hostname)) throw new Error(`${name} must be https in production`);
  return raw.replace(/\/+$/, '');
}

/** `com.presta.ng:termii=PrestaNG,com.presta.mx:twilio=+15005550006` → packageName → vendor → sender id. */
function senderIds(raw: string | undefined): Record<string, Partial<Record<SmsVendorName, string>>> {
  const out: Record<string, Partial<Record<SmsVendorName, string>>> = {};
  for (const item of (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([A-Za-z0-9._-]+):(termii|twilio)=(.+)$/.exec(item);
    if (!m) throw new Error('SMS_SENDER_IDS: each entry is <packageName>:<termii|twilio>=<sender id>');
    const [, pkg, vendor, sender] = m;
    if (vendor === 'termii' && !TERMII_SENDER.test(sender)) throw new Error(`SMS_SENDER_IDS: ${pkg}'s Termii sender id must be 3–11 letters or digits`);
    if (vendor === 'twilio' && !isTwilioSender(sender)) throw new Error(`SMS_SENDER_IDS: ${pkg}'s Twilio sender must be an E.164 number or an alphanumeric id of up to 11 characters`);
    (out[pkg] ??= {})[vendor as SmsVendorName] = sender;
  }
  return out;
}

/**
 * SMS_VENDORS_NG / SMS_VENDORS_MX (e.g. `termii,twilio`: Termii first, Twilio when Termii refuses
 * or did not deliver) and the credentials of every vendor named. Neither set: the sandbox
 * (development). A named vendor missing a credential stops the start, naming the setting.
 */
export function readSmsConfig(env: NodeJS.ProcessEnv, mode: 'development' | 'production' | 'test' = 'development'): SmsConfig {
  const order = { ng: vendorList('SMS_VENDORS_NG', env.SMS_VENDORS_NG), mx: vendorList('SMS_VENDORS_MX', env.SMS_VENDORS_MX) };
  if (!order.ng.length && !order.mx.length) return { provider: 'sandbox' };
  const production = mode === 'production';
  const need = (name: string) => {
    const v = env[name]?.trim();
    if (!v) throw new Error(`${name} must be set when SMS_VENDORS_NG or SMS_VENDORS_MX names its vendor`);
    return v;
  };
  const used = new Set([...order.ng, ...order.mx]);
  const config: Extract<SmsConfig, { provider: 'vendors' }> = {
    provider: 'vendors', order, senderIds: senderIds(env.SMS_SENDER_IDS),
    callbackBaseUrl: url('SMS_CALLBACK_BASE_URL', need('SMS_CALLBACK_BASE_URL'), production),
  };
  if (used.has('termii')) {
    const senderId = need('TERMII_SENDER_ID');
    if (!TERMII_SENDER.test(senderId)) throw new Error('TERMII_SENDER_ID must be 3–11 letters or digits (a sender id registered with Termii)');
    config.termii = {
      apiKey: need('TERMII_API_KEY'), senderId, webhookSecret: need('TERMII_WEBHOOK_SECRET'),
      baseUrl: url('TERMII_BASE_URL', env.TERMII_BASE_URL?.trim() || DEFAULT_BASE_URLS.termii, production),
      whatsappFrom: env.TERMII_WHATSAPP_FROM?.trim() || undefined,
    };
  }
  if (used.has('twilio')) {
    const accountSid = need('TWILIO_ACCOUNT_SID');
    if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid)) throw new Error('TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal characters');
    const from = need('TWILIO_FROM');
    if (!isTwilioSender(from)) throw new Error('TWILIO_FROM must be an E.164 number or an alphanumeric sender id of up to 11 characters');
    const voiceFrom = env.TWILIO_VOICE_FROM?.trim() || (E164.test(from) ? from : '');
    if (!E164.test(voiceFrom)) throw new Error('TWILIO_VOICE_FROM must be an E.164 number (calls cannot come from an alphanumeric sender id)');
    const whatsappFrom = env.TWILIO_WHATSAPP_FROM?.trim() || undefined;
    if (whatsappFrom && !E164.test(whatsappFrom)) throw new Error('TWILIO_WHATSAPP_FROM must be an E.164 number');
    config.twilio = {
      accountSid, authToken: need('TWILIO_AUTH_TOKEN'), from, voiceFrom, whatsappFrom,
      baseUrl: url('TWILIO_BASE_URL', env.TWILIO_BASE_URL?.trim() || DEFAULT_BASE_URLS.twilio, production),
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
