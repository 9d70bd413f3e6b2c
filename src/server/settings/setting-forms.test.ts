import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeSettings } from '../../fakes/fake-server';
import { FAKE_VENDORS } from '../../fakes/vendors';
import { readConfig } from '../config';
import { StartRefused } from './start-refused';

const base = {
  DATA_DIR: '/tmp/presta-forms-test',
  APP_SECRET: 'x'.repeat(32),
  DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
};

/** Every vendor chosen, on the values the strict fakes print (each of the vendor's real form). */
const fakes = Object.fromEntries(
  fakeSettings('http://127.0.0.1:9', FAKE_VENDORS, 'http://127.0.0.1:8').map((line) => {
    const i = line.indexOf('=');
    return [line.slice(0, i), line.slice(i + 1)];
  }),
);
const production = { ...base, ...fakes, NODE_ENV: 'production' };

/** The refusal readConfig throws for `env`, or null when it starts. */
function refusal(env: Record<string, string>): StartRefused | null {
  try {
    readConfig(env);
    return null;
  } catch (err) {
    if (err instanceof StartRefused) return err;
    throw err;
  }
}

/** Each bad value refuses the start naming exactly its setting, on one line, never repeating the value. */
function expectRefused(name: string, value: string, what: RegExp) {
  const err = refusal({ ...production, [name]: value });
  expect(err, `${name}=${value}`).not.toBeNull();
  expect(err!.settings).toEqual([name]);
  expect(err!.line).toMatch(new RegExp(`^start refused, invalid settings: ${name} must be `));
  expect(err!.line).toMatch(what);
  expect(err!.line).not.toContain('\n');
  expect(err!.line).not.toContain(value);
}

describe('every setting is checked by its form at start', () => {
  it('starts on values of the right form (every vendor chosen, as the fakes print them)', () => {
    expect(refusal(production)).toBeNull();
  });

  it('refuses a Conekta webhook key that is not a PEM public key', () => {
    expectRefused('CONEKTA_WEBHOOK_PUBLIC_KEY', 'abc', /PEM public key/);
    // A private key where the public one goes is not it either (it would verify nothing Conekta signs).
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trim().replace(/\n/g, '\\n');
    expect(refusal({ ...production, CONEKTA_WEBHOOK_PUBLIC_KEY: privatePem })?.settings).toEqual([
      'CONEKTA_WEBHOOK_PUBLIC_KEY',
    ]);
  });

  it('refuses an STP account whose CLABE check digit is wrong, and a prefix no valid CLABE can start with', () => {
    expectRefused('STP_CUENTA_ORDENANTE', '646180123400000008', /check digit/);
    expectRefused('STP_CLABE_PREFIX', '6469991234', /plaza/);
  });

  it('refuses vendor keys without their documented prefix', () => {
    expectRefused('CONEKTA_PRIVATE_KEY', 'sk_live_wrongvendor', /key_/);
    expectRefused('FLUTTERWAVE_SECRET_KEY', 'FLWPUBK_TEST-0123456789abcdef-X', /FLWSECK/);
    expectRefused('MONNIFY_API_KEY', 'mk-not-a-key', /MK_TEST_/);
    expectRefused('MONNIFY_CONTRACT_CODE', 'CONTRACT-1', /digits/);
    expectRefused('TWILIO_AUTH_TOKEN', 'short-token', /32 letters and digits/);
    expectRefused('STP_WEBHOOK_TOKEN', 'abc', /at least 16/);
    expectRefused('PAYSTACK_SECRET_KEY', 'pk_live_public0000', /sk_live_/);
  });

  it('refuses a URL that is not one and a DATA_KEY that is not 32 bytes of base64', () => {
    expectRefused('SMS_CALLBACK_BASE_URL', 'presta.example', /absolute http\(s\) URL/);
    expectRefused('STP_BASE_URL', 'ftp://stp.example', /absolute http\(s\) URL/);
    expectRefused('DATA_KEY', Buffer.alloc(16, 7).toString('base64'), /32 bytes/);
  });

  it('reads the registration numbers when set, none when unset, and refuses one that is not a number (decision 0078)', () => {
    expect(readConfig(production).registrations).toEqual({ fccpcNg: null, condusefMx: null, recaMx: null });
    const set = readConfig({
      ...production,
      REGISTRATION_FCCPC_NG: 'FCCPC/DL/2025/0042',
      REGISTRATION_CONDUSEF_MX: '4172',
      RECA_NUMBER_MX: '1234-567-012345/01-01234-0125',
    });
    expect(set.registrations).toEqual({
      fccpcNg: 'FCCPC/DL/2025/0042',
      condusefMx: '4172',
      recaMx: '1234-567-012345/01-01234-0125',
    });
    expectRefused('RECA_NUMBER_MX', 'pending', /at least one digit/);
    expectRefused('REGISTRATION_FCCPC_NG', '<b>42</b>', /letters, digits/);
  });

  it('names every bad setting at once, still on one line', () => {
    const err = refusal({
      ...production,
      CONEKTA_WEBHOOK_PUBLIC_KEY: 'abc',
      STP_CUENTA_ORDENANTE: '646180123400000008',
    });
    expect(err!.settings.sort()).toEqual(['CONEKTA_WEBHOOK_PUBLIC_KEY', 'STP_CUENTA_ORDENANTE']);
    expect(err!.line.split('\n')).toHaveLength(1);
  });
});
