import { createPublicKey } from 'node:crypto';
import { clabe } from 'clabe-validator';
import { pem } from './vendor-requirements';

/**
 * The form of a setting beyond its type: a vendor's key prefix, a PEM that must parse, a CLABE
 * whose check digit must hold. A value of the wrong form cannot work (every webhook would fail,
 * every payout be refused), so the start refuses it, naming the setting and never its value.
 * `source` says where the form comes from (decision 0071): the vendor's documentation, or an
 * assumption from the vendor's sample values that a lender may report wrong.
 */
export interface SettingForm {
  /** "must be …", as the error and the settings documentation say it. */
  what: string;
  test: (value: string) => boolean;
  source: 'vendor documentation' | 'standard' | 'assumed';
}

/** A PEM public key that parses (a private key would parse too, and is refused: it is not what Conekta shows). */
const parsesAsPublicKey = (value: string) => {
  const text = pem(value).trim();
  if (!/^-----BEGIN (RSA )?PUBLIC KEY-----/.test(text)) return false;
  try {
    createPublicKey(text);
    return true;
  } catch {
    return false;
  }
};

/** 18 digits whose last is the CLABE check digit (Banxico's weights 3, 7, 1), of a known bank and plaza. */
export const isClabe = (value: string) => clabe.validate(value).ok;

/**
 * A cost centre's 10-digit prefix (bank 646 and plaza, then the first digits of the account):
 * the CLABEs made from it must be valid, so its bank and plaza must be known to the CLABE rules.
 */
const isStpClabePrefix = (value: string) => {
  if (!/^646\d{7}$/.test(value)) return false;
  const body = `${value}0000000`;
  const weights = [3, 7, 1];
  const sum = [...body].reduce((acc, d, i) => acc + ((Number(d) * weights[i % 3]) % 10), 0);
  return isClabe(`${body}${(10 - (sum % 10)) % 10}`);
};

export const SETTING_FORMS: Record<string, SettingForm> = {
  CONEKTA_PRIVATE_KEY: {
    what: 'a Digital FEMSA or Conekta private API key (key_…)',
    test: (v) => /^key_[A-Za-z0-9]+$/.test(v),
    source: 'vendor documentation',
  },
  CONEKTA_WEBHOOK_PUBLIC_KEY: {
    what: 'the PEM public key the cash processor shows for the webhook (-----BEGIN PUBLIC KEY-----…)',
    test: parsesAsPublicKey,
    source: 'vendor documentation',
  },
  FLUTTERWAVE_SECRET_KEY: {
    what: 'a Flutterwave secret key (FLWSECK-… or FLWSECK_TEST-…)',
    test: (v) => /^FLWSECK(_TEST)?-[A-Za-z0-9]+(-X)?$/.test(v),
    source: 'vendor documentation',
  },
  MONNIFY_API_KEY: {
    what: 'a Monnify API key (MK_TEST_… or MK_PROD_…)',
    test: (v) => /^MK_(TEST|PROD)_[A-Z0-9]+$/.test(v),
    source: 'assumed',
  },
  MONNIFY_CONTRACT_CODE: {
    what: 'a Monnify contract code (digits)',
    test: (v) => /^\d{4,20}$/.test(v),
    source: 'assumed',
  },
  STP_CLABE_PREFIX: {
    what: '10 digits starting with 646 and a plaza the CLABE rules know',
    test: isStpClabePrefix,
    source: 'standard',
  },
  STP_CUENTA_ORDENANTE: {
    what: 'our 18-digit STP CLABE (646…) with its check digit right',
    test: (v) => v.startsWith('646') && isClabe(v),
    source: 'standard',
  },
  STP_WEBHOOK_TOKEN: {
    what: 'at least 16 URL-safe characters (letters, digits, - _ . ~)',
    test: (v) => /^[A-Za-z0-9._~-]{16,}$/.test(v),
    source: 'standard',
  },
  TWILIO_AUTH_TOKEN: {
    what: 'a Twilio auth token (32 letters and digits)',
    test: (v) => /^[A-Za-z0-9]{32}$/.test(v),
    source: 'vendor documentation',
  },
};

/** "<NAME> must be <what>" for each given setting whose value is not of its form. */
export function settingFormProblems(s: Record<string, unknown>): { name: string; message: string }[] {
  const out: { name: string; message: string }[] = [];
  for (const [name, form] of Object.entries(SETTING_FORMS)) {
    const value = s[name];
    if (typeof value === 'string' && !form.test(value.trim()))
      out.push({ name, message: `${name} must be ${form.what}` });
  }
  return out;
}
