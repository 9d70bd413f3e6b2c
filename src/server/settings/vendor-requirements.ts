import { createPrivateKey } from 'node:crypto';
import { circuloPrivateKey, circuloPublicKey } from '../providers/bureau/circulo-signature';
import type { BUREAU_SETTINGS, CIRCULO_SETTINGS, FIRSTCENTRAL_SETTINGS } from '../providers/bureau/bureau-settings';
import type { ARGOS_SETTINGS, DOJAH_SETTINGS, IDENTITY_SETTINGS } from '../providers/identity/identity-settings';
import type { COLLECTIONS_SETTINGS, NgCollectionVendor } from '../providers/payments/collections-settings';
import type { PAYOUTS_SETTINGS } from '../providers/payments/payouts-settings';
import type {
  CONEKTA_SETTINGS,
  FLUTTERWAVE_SETTINGS,
  MONNIFY_SETTINGS,
  PAYSTACK_SETTINGS,
  STP_SETTINGS,
} from '../providers/payments/vendors/payment-vendor-settings';
import { E164, type SMS_SETTINGS, type TERMII_SETTINGS, type TWILIO_SETTINGS } from '../providers/sms/sms-settings';
import { safeInProduction, type SettingsOf } from './setting-types';

type VendorAreas = typeof COLLECTIONS_SETTINGS &
  typeof PAYOUTS_SETTINGS &
  typeof PAYSTACK_SETTINGS &
  typeof FLUTTERWAVE_SETTINGS &
  typeof MONNIFY_SETTINGS &
  typeof CONEKTA_SETTINGS &
  typeof STP_SETTINGS &
  typeof SMS_SETTINGS &
  typeof TERMII_SETTINGS &
  typeof TWILIO_SETTINGS &
  typeof IDENTITY_SETTINGS &
  typeof DOJAH_SETTINGS &
  typeof ARGOS_SETTINGS &
  typeof BUREAU_SETTINGS &
  typeof CIRCULO_SETTINGS &
  typeof FIRSTCENTRAL_SETTINGS;
/** The vendor settings as read (types, formats and defaults already applied). */
export type VendorSettings = SettingsOf<VendorAreas>;
export type VendorSettingName = keyof VendorSettings;

export type VendorName =
  | 'paystack'
  | 'flutterwave'
  | 'monnify'
  | 'conekta'
  | 'stp'
  | 'termii'
  | 'twilio'
  | 'dojah'
  | 'argos'
  | 'circulo'
  | 'firstcentral';

/** One way a vendor can be put to work: the choice that does it, and the settings that work then needs. */
export interface VendorUse {
  vendor: VendorName;
  /** The choice, as the error names it (`PAYOUTS_NG=paystack`). */
  because: string;
  when: (s: VendorSettings) => boolean;
  needs: VendorSettingName[];
}

/** Whether Nigeria collects through this vendor: COLLECTIONS_NG=vendors and COLLECTION_VENDORS_NG names it. */
export const ngCollects = (s: VendorSettings, vendor: NgCollectionVendor) =>
  s.COLLECTIONS_NG === 'vendors' && s.COLLECTION_VENDORS_NG.includes(vendor);

const smsNames = (s: VendorSettings, vendor: string) =>
  s.SMS_VENDORS_NG.includes(vendor as never) || s.SMS_VENDORS_MX.includes(vendor as never);

/**
 * Every use of a vendor and what it needs. A vendor chosen without one of these would take or
 * send money it cannot confirm, or a check that could only ever queue: the start refuses it,
 * naming the setting. `npm run vendor:smoke` asks the same of a lender's environment.
 */
export const VENDOR_USES: VendorUse[] = [
  {
    vendor: 'paystack',
    because: 'COLLECTION_VENDORS_NG names paystack',
    when: (s) => ngCollects(s, 'paystack'),
    needs: ['PAYSTACK_SECRET_KEY'],
  },
  {
    vendor: 'flutterwave',
    because: 'COLLECTION_VENDORS_NG names flutterwave',
    when: (s) => ngCollects(s, 'flutterwave'),
    needs: ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_SECRET_HASH'],
  },
  {
    vendor: 'monnify',
    because: 'COLLECTION_VENDORS_NG names monnify',
    when: (s) => ngCollects(s, 'monnify'),
    needs: ['MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY', 'MONNIFY_CONTRACT_CODE'],
  },
  {
    vendor: 'paystack',
    because: 'PAYOUTS_NG=paystack',
    when: (s) => s.PAYOUTS_NG === 'paystack',
    needs: ['PAYSTACK_SECRET_KEY'],
  },
  {
    vendor: 'flutterwave',
    because: 'PAYOUTS_NG=flutterwave',
    when: (s) => s.PAYOUTS_NG === 'flutterwave',
    needs: ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_SECRET_HASH'],
  },
  {
    vendor: 'conekta',
    because: 'COLLECTIONS_MX=vendors',
    when: (s) => s.COLLECTIONS_MX === 'vendors',
    needs: ['CONEKTA_PRIVATE_KEY', 'CONEKTA_WEBHOOK_PUBLIC_KEY'],
  },
  {
    vendor: 'stp',
    because: 'COLLECTIONS_MX=vendors',
    when: (s) => s.COLLECTIONS_MX === 'vendors',
    needs: ['STP_CLABE_PREFIX', 'STP_WEBHOOK_TOKEN', 'STP_WEBHOOK_ALLOWED_IPS', 'STP_EMPRESA', 'STP_PRIVATE_KEY'],
  },
  {
    vendor: 'stp',
    because: 'PAYOUTS_MX=stp',
    when: (s) => s.PAYOUTS_MX === 'stp',
    needs: [
      'STP_CUENTA_ORDENANTE',
      'STP_EMPRESA',
      'STP_PRIVATE_KEY',
      'STP_CALLBACK_IPS',
      'STP_NOMBRE_ORDENANTE',
      'STP_RFC_ORDENANTE',
    ],
  },
  {
    vendor: 'termii',
    because: 'SMS_VENDORS_NG or SMS_VENDORS_MX names termii',
    when: (s) => smsNames(s, 'termii'),
    needs: ['SMS_CALLBACK_BASE_URL', 'TERMII_API_KEY', 'TERMII_SENDER_ID', 'TERMII_WEBHOOK_SECRET'],
  },
  {
    vendor: 'twilio',
    because: 'SMS_VENDORS_NG or SMS_VENDORS_MX names twilio',
    when: (s) => smsNames(s, 'twilio'),
    needs: ['SMS_CALLBACK_BASE_URL', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  },
  {
    vendor: 'dojah',
    because: 'IDENTITY_NG or LIVENESS_NG is dojah',
    when: (s) => s.IDENTITY_NG === 'dojah' || s.LIVENESS_NG === 'dojah',
    needs: ['DOJAH_APP_ID', 'DOJAH_SECRET_KEY'],
  },
  {
    vendor: 'argos',
    because: 'IDENTITY_MX or LIVENESS_MX is argos',
    when: (s) => s.IDENTITY_MX === 'argos' || s.LIVENESS_MX === 'argos',
    needs: ['ARGOS_API_KEY'],
  },
  {
    vendor: 'circulo',
    because: 'BUREAU_MX=circulo',
    when: (s) => s.BUREAU_MX === 'circulo',
    needs: ['CIRCULO_USERNAME', 'CIRCULO_PASSWORD', 'CIRCULO_API_KEY', 'CIRCULO_PRIVATE_KEY', 'CIRCULO_PUBLIC_KEY'],
  },
  {
    vendor: 'firstcentral',
    because: 'BUREAU_NG=firstcentral',
    when: (s) => s.BUREAU_NG === 'firstcentral',
    needs: ['FIRSTCENTRAL_USERNAME', 'FIRSTCENTRAL_PASSWORD'],
  },
];

const unset = (v: unknown) => v === undefined || (Array.isArray(v) && v.length === 0);

/** Each vendor's settings that every one of its uses needs, in order: what a smoke test of it asks for. */
export function settingsOfVendor(vendor: VendorName): VendorSettingName[] {
  return [...new Set(VENDOR_USES.filter((u) => u.vendor === vendor).flatMap((u) => u.needs))];
}

/**
 * `name must be set when …` for each setting a chosen vendor lacks; one line per setting, naming every choice that
 * needs it.
 */
export function missingVendorSettings(s: VendorSettings): { name: string; message: string }[] {
  return missing(
    s,
    VENDOR_USES.filter((use) => use.when(s)),
  );
}

/**
 * The same lines for one vendor whether or not it is chosen yet: `npm run vendor:smoke` checks a
 * vendor's keys before the lender switches it on, and words a gap as the start would.
 */
export function missingSettingsOfVendor(s: VendorSettings, vendor: VendorName): { name: string; message: string }[] {
  return missing(
    s,
    VENDOR_USES.filter((use) => use.vendor === vendor),
  );
}

function missing(s: VendorSettings, uses: VendorUse[]): { name: string; message: string }[] {
  const why = new Map<VendorSettingName, string[]>();
  for (const use of uses) {
    for (const name of use.needs) if (unset(s[name])) why.set(name, [...(why.get(name) ?? []), use.because]);
  }
  return [...why].map(([name, reasons]) => ({
    name,
    message: `${name} must be set when ${[...new Set(reasons)].join(' or ')}`,
  }));
}

/** The PEM as the process reads it: an environment line may carry `\n` for its newlines. */
export const pem = (raw: string) => raw.replace(/\\n/g, '\n');

/** Rules that join several settings or need the mode; each answer names its setting. */
export function vendorSettingProblems(s: VendorSettings & { NODE_ENV: string }): { name: string; message: string }[] {
  const out = missingVendorSettings(s);
  if (s.STP_PRIVATE_KEY) {
    try {
      const key = pem(s.STP_PRIVATE_KEY);
      createPrivateKey(s.STP_PRIVATE_KEY_PASSPHRASE ? { key, passphrase: s.STP_PRIVATE_KEY_PASSPHRASE } : key);
    } catch {
      out.push({
        name: 'STP_PRIVATE_KEY',
        message:
          "STP_PRIVATE_KEY must be the cost centre's RSA private key in PEM (with STP_PRIVATE_KEY_PASSPHRASE if it is encrypted)",
      });
    }
  }
  for (const [name, load] of [
    ['CIRCULO_PRIVATE_KEY', circuloPrivateKey],
    ['CIRCULO_PUBLIC_KEY', circuloPublicKey],
  ] as const) {
    const value = s[name];
    if (!value) continue;
    try {
      load(value);
    } catch {
      out.push({
        name,
        message: `${name} must be an EC key in PEM (${name === 'CIRCULO_PRIVATE_KEY' ? 'ours, whose certificate Círculo de Crédito holds' : "Círculo de Crédito's certificate or public key"})`,
      });
    }
  }
  if (smsNames(s, 'twilio') && s.TWILIO_FROM && !s.TWILIO_VOICE_FROM && !E164.test(s.TWILIO_FROM)) {
    out.push({
      name: 'TWILIO_VOICE_FROM',
      message:
        'TWILIO_VOICE_FROM must be an E.164 number (TWILIO_FROM is an alphanumeric sender id, which cannot place calls)',
    });
  }
  if (s.NODE_ENV === 'production') {
    // Keys travel in these requests: production talks to vendors over TLS (or to a fake on this machine).
    for (const [name, value] of Object.entries(s)) {
      if (/_BASE_URL$/.test(name) && typeof value === 'string' && !safeInProduction(value))
        out.push({ name, message: `${name} must be https in production` });
    }
  }
  return out;
}

/** A setting the chosen vendor needs, as read; the start has already refused its absence (missingVendorSettings). */
export function given<K extends VendorSettingName>(s: VendorSettings, name: K): NonNullable<VendorSettings[K]> {
  const value = s[name];
  if (unset(value)) throw new Error(`${name} must be set`);
  return value as NonNullable<VendorSettings[K]>;
}
