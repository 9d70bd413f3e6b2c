import { custom, text, url, type SettingsShape } from '../../settings/setting-types';

export const SMS_VENDORS = ['termii', 'twilio'] as const;
export type SmsVendorName = (typeof SMS_VENDORS)[number];

export const E164 = /^\+[1-9]\d{7,14}$/;
export const TERMII_SENDER = /^[A-Za-z0-9]{3,11}$/;
/** Twilio: a phone number, or an alphanumeric sender id of up to 11 characters with at least one letter. */
export const isTwilioSender = (v: string) => E164.test(v) || (/^[A-Za-z0-9 ]{1,11}$/.test(v) && /[A-Za-z]/.test(v));

function vendorList(raw: string | undefined): SmsVendorName[] {
  const list = (raw ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  const unknown = list.find((v) => !(SMS_VENDORS as readonly string[]).includes(v));
  if (unknown) throw new Error(`must name SMS vendors among ${SMS_VENDORS.join(', ')} ("${unknown}" is not one)`);
  if (new Set(list).size !== list.length) throw new Error('names a vendor twice');
  return list as SmsVendorName[];
}

/** `com.presta.ng:termii=PrestaNG,com.presta.mx:twilio=+15005550006` → packageName → vendor → sender id. */
function senderIds(raw: string | undefined): Record<string, Partial<Record<SmsVendorName, string>>> {
  const out: Record<string, Partial<Record<SmsVendorName, string>>> = {};
  for (const item of (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z0-9._-]+):(termii|twilio)=(.+)$/.exec(item);
    if (!m) throw new Error('must list <packageName>:<termii|twilio>=<sender id> entries');
    const [, pkg, vendor, sender] = m;
    if (vendor === 'termii' && !TERMII_SENDER.test(sender))
      throw new Error(`must give ${pkg} a Termii sender id of 3–11 letters or digits`);
    if (vendor === 'twilio' && !isTwilioSender(sender))
      throw new Error(
        `must give ${pkg} a Twilio sender that is an E.164 number or an alphanumeric id of up to 11 characters`,
      );
    (out[pkg] ??= {})[vendor as SmsVendorName] = sender;
  }
  return out;
}

const vendors = (market: string) =>
  custom({
    doc: `The SMS and voice vendors of ${market}, in the order they are tried (e.g. \`termii,twilio\`: the next one when the first refuses or does not deliver). Unset in both markets: the sandbox (development; production refuses it).`,
    shown: 'unset',
    parse: vendorList,
  });

/** Which vendors send each market's codes, under which sender ids, and where they report delivery. */
export const SMS_SETTINGS = {
  SMS_VENDORS_NG: vendors('Nigeria'),
  SMS_VENDORS_MX: vendors('Mexico'),
  SMS_SENDER_IDS: custom({
    doc: "Per-app sender ids, comma-separated `<packageName>:<termii|twilio>=<sender id>` (e.g. `com.presta.ng:termii=PrestaNG`); an app without one uses its vendor's default.",
    shown: 'empty',
    parse: senderIds,
  }),
  SMS_CALLBACK_BASE_URL: url({
    doc: "Our public base URL (https in production): Twilio reports delivery to `<this>/api/webhooks/sms/twilio`; enter `<this>/api/webhooks/sms/termii` as the webhook URL in Termii's console. Required when a market names an SMS vendor.",
  }),
} satisfies SettingsShape;

export const TERMII_SETTINGS = {
  TERMII_API_KEY: text({ doc: 'Termii API key.', secret: true }),
  TERMII_SENDER_ID: text({
    doc: 'The sender id registered with Termii, for apps without their own.',
    pattern: TERMII_SENDER,
    what: '3–11 letters or digits (a sender id registered with Termii)',
  }),
  TERMII_WEBHOOK_SECRET: text({
    doc: "The Termii account's secret key, which signs its delivery reports (`X-Termii-Signature`).",
    secret: true,
  }),
  TERMII_BASE_URL: url({ doc: 'Termii API address.', default: 'https://api.ng.termii.com' }),
  TERMII_WHATSAPP_FROM: text({
    doc: 'The Termii WhatsApp device name, when reminders may also go by WhatsApp through Termii.',
  }),
} satisfies SettingsShape;

export const TWILIO_SETTINGS = {
  TWILIO_ACCOUNT_SID: text({
    doc: 'Twilio account SID.',
    pattern: /^AC[0-9a-fA-F]{32}$/,
    what: 'AC followed by 32 hexadecimal characters',
  }),
  TWILIO_AUTH_TOKEN: text({ doc: "Twilio auth token; it also signs Twilio's status callbacks.", secret: true }),
  TWILIO_FROM: text({
    doc: 'The sender of texts for apps without their own: an E.164 number or an alphanumeric sender id.',
    pattern: isTwilioSender,
    what: 'an E.164 number or an alphanumeric sender id of up to 11 characters',
  }),
  TWILIO_VOICE_FROM: text({
    doc: 'The E.164 number that places voice-code calls.',
    shown: 'TWILIO_FROM when it is a number',
    pattern: E164,
    what: 'an E.164 number (calls cannot come from an alphanumeric sender id)',
  }),
  TWILIO_WHATSAPP_FROM: text({
    doc: 'The E.164 WhatsApp sender, when reminders may also go by WhatsApp through Twilio.',
    pattern: E164,
    what: 'an E.164 number',
  }),
  TWILIO_BASE_URL: url({ doc: 'Twilio API address.', default: 'https://api.twilio.com' }),
} satisfies SettingsShape;
