import { describe, expect, it } from 'vitest';
import { readSmsConfig as readSmsConfigFrom, smsProductionProblem } from './sms-config';
import { fromEnv } from '../../test/harness';

/** The reader as the start runs it: the environment through the settings schema first. */
const readSmsConfig = fromEnv(readSmsConfigFrom);

const termii = { TERMII_API_KEY: 'k', TERMII_SENDER_ID: 'Presta', TERMII_WEBHOOK_SECRET: 's' };
const twilio = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'a'.repeat(32),
  TWILIO_FROM: '+15005550006',
};
const base = { SMS_CALLBACK_BASE_URL: 'https://api.presta.example' };

describe('SMS settings', () => {
  it('no vendor named: the sandbox, which production refuses naming both settings', () => {
    const config = readSmsConfig({});
    expect(config).toEqual({ provider: 'sandbox' });
    expect(smsProductionProblem(config)).toMatch(/SMS_VENDORS_NG and SMS_VENDORS_MX/);
  });

  it("reads each market's order, the vendors' credentials and per-app sender ids", () => {
    const config = readSmsConfig({
      ...base,
      ...termii,
      ...twilio,
      SMS_VENDORS_NG: 'termii,twilio',
      SMS_VENDORS_MX: 'Twilio',
      SMS_SENDER_IDS: 'com.presta.ng:termii=PrestaNG,com.presta.mx:twilio=+525500000006',
    });
    expect(config).toMatchObject({
      provider: 'vendors',
      order: { ng: ['termii', 'twilio'], mx: ['twilio'] },
      termii: { apiKey: 'k', senderId: 'Presta', baseUrl: 'https://api.ng.termii.com' },
      twilio: { from: '+15005550006', voiceFrom: '+15005550006', baseUrl: 'https://api.twilio.com' },
      senderIds: { 'com.presta.ng': { termii: 'PrestaNG' }, 'com.presta.mx': { twilio: '+525500000006' } },
    });
    expect(smsProductionProblem(config)).toBeNull();
  });

  it('a market without a vendor stops production, naming its setting', () => {
    expect(smsProductionProblem(readSmsConfig({ ...base, ...termii, SMS_VENDORS_NG: 'termii' }))).toMatch(
      /set SMS_VENDORS_MX \(/,
    );
  });

  it('refuses what would fail at the vendor, naming the setting', () => {
    expect(() => readSmsConfig({ ...base, ...termii, SMS_VENDORS_NG: 'termii,nexmo' })).toThrow(
      'SMS_VENDORS_NG must name SMS vendors among termii, twilio ("nexmo" is not one)',
    );
    expect(() => readSmsConfig({ ...base, ...termii, SMS_VENDORS_NG: 'termii,termii' })).toThrow(
      /SMS_VENDORS_NG names a vendor twice/,
    );
    expect(() => readSmsConfig({ ...base, ...termii, TERMII_API_KEY: '', SMS_VENDORS_NG: 'termii' })).toThrow(
      /TERMII_API_KEY must be set/,
    );
    expect(() => readSmsConfig({ ...termii, SMS_VENDORS_NG: 'termii' })).toThrow(/SMS_CALLBACK_BASE_URL must be set/);
    expect(() =>
      readSmsConfig({ ...base, ...termii, TERMII_SENDER_ID: 'Presta Loans Ltd', SMS_VENDORS_NG: 'termii' }),
    ).toThrow(/TERMII_SENDER_ID/);
    expect(() => readSmsConfig({ ...base, ...twilio, TWILIO_ACCOUNT_SID: 'AC1', SMS_VENDORS_MX: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID/,
    );
    expect(() => readSmsConfig({ ...base, ...twilio, TWILIO_FROM: 'Presta', SMS_VENDORS_MX: 'twilio' })).toThrow(
      /TWILIO_VOICE_FROM/,
    );
    expect(() =>
      readSmsConfig({ ...base, ...termii, SMS_VENDORS_NG: 'termii', SMS_SENDER_IDS: 'com.presta.ng=Presta' }),
    ).toThrow(/SMS_SENDER_IDS/);
    expect(() =>
      readSmsConfig({
        ...termii,
        SMS_CALLBACK_BASE_URL: 'http://api.presta.example',
        SMS_VENDORS_NG: 'termii',
        NODE_ENV: 'production',
      }),
    ).toThrow(/SMS_CALLBACK_BASE_URL must be https/);
  });
});
