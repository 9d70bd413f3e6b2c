import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { settingsOfVendor } from './vendor-requirements';

const base = {
  DATA_DIR: '/tmp/presta-vendor-settings-test',
  APP_SECRET: 'x'.repeat(32),
  DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
};
const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    readConfig({ ...base, ...env });
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the settings were accepted');
};

describe('vendor settings in the one schema', () => {
  it('refuses bad vendor values all at once, each line naming its variable and never repeating a secret', () => {
    const message = refusal({
      PAYSTACK_SECRET_KEY: 'pk_live_donotprintme',
      TWILIO_ACCOUNT_SID: 'AC1',
      STP_WEBHOOK_ALLOWED_IPS: 'stp.example',
      TERMII_BASE_URL: 'ftp://termii.example',
      IDENTITY_MX: 'dojah',
      STP_CLABE_PREFIX: '0121801570',
      SMS_VENDORS_NG: 'termii,nexmo',
    });
    expect(
      message
        .split('\n')
        .slice(1)
        .map((l) => l.trim().split(' ')[0])
        .sort(),
    ).toEqual([
      'IDENTITY_MX',
      'PAYSTACK_SECRET_KEY',
      'SMS_VENDORS_NG',
      'STP_CLABE_PREFIX',
      'STP_WEBHOOK_ALLOWED_IPS',
      'TERMII_BASE_URL',
      'TWILIO_ACCOUNT_SID',
    ]);
    expect(message).toContain('PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…)');
    expect(message).toContain('IDENTITY_MX must be "sandbox" or "argos"');
    expect(message).not.toContain('donotprintme');
  });

  it('names each credential a chosen vendor lacks, with every choice that needs it', () => {
    const message = refusal({
      COLLECTIONS_MX: 'vendors',
      PAYOUTS_MX: 'stp',
      SMS_VENDORS_NG: 'termii',
      LIVENESS_NG: 'dojah',
    });
    expect(message).toContain('STP_PRIVATE_KEY must be set when COLLECTIONS_MX=vendors or PAYOUTS_MX=stp');
    expect(message).toContain('STP_CUENTA_ORDENANTE must be set when PAYOUTS_MX=stp');
    expect(message).toContain('STP_WEBHOOK_TOKEN must be set when COLLECTIONS_MX=vendors');
    expect(message).toContain('TERMII_API_KEY must be set when SMS_VENDORS_NG or SMS_VENDORS_MX names termii');
    expect(message).toContain('SMS_CALLBACK_BASE_URL must be set when SMS_VENDORS_NG or SMS_VENDORS_MX names termii');
    expect(message).toContain('DOJAH_SECRET_KEY must be set when IDENTITY_NG or LIVENESS_NG is dojah');
    expect(message).toContain('CONEKTA_PRIVATE_KEY must be set when COLLECTIONS_MX=vendors');
  });

  it('checks what joins settings: the STP key with its passphrase, a caller id for Twilio calls', () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'right' },
    });
    expect(refusal({ STP_PRIVATE_KEY: privateKey, STP_PRIVATE_KEY_PASSPHRASE: 'wrong' })).toContain(
      "STP_PRIVATE_KEY must be the cost centre's RSA private key in PEM",
    );
    expect(() =>
      readConfig({ ...base, STP_PRIVATE_KEY: privateKey.replace(/\n/g, '\\n'), STP_PRIVATE_KEY_PASSPHRASE: 'right' }),
    ).not.toThrow();
    const twilio = {
      SMS_VENDORS_MX: 'twilio',
      SMS_CALLBACK_BASE_URL: 'https://api.presta.example',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'a'.repeat(32),
    };
    expect(refusal({ ...twilio, TWILIO_FROM: 'Presta' })).toContain('TWILIO_VOICE_FROM must be an E.164 number');
    expect(
      readConfig({ ...base, ...twilio, TWILIO_FROM: 'Presta', TWILIO_VOICE_FROM: '+15005550006' }).sms,
    ).toMatchObject({ twilio: { from: 'Presta', voiceFrom: '+15005550006' } });
  });

  it('in production wants the vendors over https (or on this machine) and the stronger operator minimums', () => {
    const production = { NODE_ENV: 'production' };
    const message = refusal({
      ...production,
      PAYSTACK_BASE_URL: 'http://paystack.example',
      OPERATOR_SCRYPT_N: '1024',
      ADMIN_TOKEN: 'short-secret-value',
    });
    expect(message).toContain('PAYSTACK_BASE_URL must be https in production');
    expect(message).toContain('OPERATOR_SCRYPT_N must be at least 16384 in production');
    expect(message).toContain('ADMIN_TOKEN must have at least 32 characters in production');
    expect(message).not.toContain('short-secret-value');
    expect(() =>
      readConfig({ ...base, ...production, PAYSTACK_BASE_URL: 'http://127.0.0.1:4010/paystack' }),
    ).not.toThrow();
    expect(() => readConfig({ ...base, PAYSTACK_BASE_URL: 'http://paystack.example' })).not.toThrow();
  });

  it('reads DEV_CLOCK as the schema documents it (1 or true), never in production', () => {
    expect(readConfig({ ...base, DEV_CLOCK: 'true' }).devClock).toBe(true);
    expect(readConfig({ ...base, DEV_CLOCK: '1', NODE_ENV: 'production', SMS_VENDORS_NG: '' }).devClock).toBe(false);
  });

  it('lists what a smoke test of each vendor asks for', () => {
    expect(settingsOfVendor('stp')).toEqual(
      expect.arrayContaining(['STP_EMPRESA', 'STP_PRIVATE_KEY', 'STP_CUENTA_ORDENANTE', 'STP_WEBHOOK_TOKEN']),
    );
    expect(settingsOfVendor('argos')).toEqual(['ARGOS_API_KEY']);
  });

  it('a server started with a bad vendor value exits at once, naming it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        ...base,
        NODE_ENV: 'development',
        PAYOUTS_NG: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_ok',
        FLUTTERWAVE_BASE_URL: 'flutterwave',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('FLUTTERWAVE_BASE_URL must be an absolute http(s) URL');
    expect(run.stderr).not.toContain('sk_test_ok');
  });
});
