import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TestClock, testConfig } from '../../test/harness';
import { createTestDatabase } from '../../test/test-db';
import type { SmsProvider } from '../sms/sms-provider';
import { buildIdentityVendors, sandboxIdentitySettings } from './build-identity';
import { DEFAULT_IDENTITY, readIdentityConfig as readIdentityConfigFrom } from './identity-config';
import { fromEnv } from '../../test/harness';

/** The reader as the start runs it: the environment through the settings schema first. */
const readIdentityConfig = fromEnv(readIdentityConfigFrom);

const dojah = { DOJAH_APP_ID: 'app', DOJAH_SECRET_KEY: 'sk' };

describe('identity settings', () => {
  it('default to the sandbox in both markets', () => {
    expect(readIdentityConfig({})).toEqual(DEFAULT_IDENTITY);
    expect(sandboxIdentitySettings(buildIdentityVendors(readIdentityConfig({})))).toEqual([
      'IDENTITY_NG=dojah',
      'LIVENESS_NG=dojah',
      'IDENTITY_MX=argos',
      'LIVENESS_MX=argos',
    ]);
  });

  it("take each market's vendor with its credentials and base URL", () => {
    const config = readIdentityConfig({
      IDENTITY_NG: 'dojah',
      LIVENESS_NG: 'dojah',
      IDENTITY_MX: 'argos',
      LIVENESS_MX: 'sandbox',
      ...dojah,
      ARGOS_API_KEY: 'k',
      ARGOS_BASE_URL: 'http://127.0.0.1:4010/argos',
    });
    expect(config.dojah).toEqual({ appId: 'app', secretKey: 'sk', baseUrl: 'https://api.dojah.io' });
    expect(config.argos).toEqual({ apiKey: 'k', baseUrl: 'http://127.0.0.1:4010/argos' });
    expect(sandboxIdentitySettings(buildIdentityVendors(config))).toEqual(['LIVENESS_MX=argos']);
  });

  it("refuse a value that is not the market's vendor, a missing credential or a bad URL, naming the variable", () => {
    expect(() => readIdentityConfig({ IDENTITY_NG: 'argos' })).toThrow('IDENTITY_NG must be "sandbox" or "dojah"');
    expect(() => readIdentityConfig({ LIVENESS_MX: 'yes' })).toThrow('LIVENESS_MX must be "sandbox" or "argos"');
    expect(() => readIdentityConfig({ IDENTITY_NG: 'dojah', DOJAH_APP_ID: 'app' })).toThrow(
      'DOJAH_SECRET_KEY must be set',
    );
    expect(() => readIdentityConfig({ LIVENESS_MX: 'argos' })).toThrow('ARGOS_API_KEY must be set');
    expect(() => readIdentityConfig({ IDENTITY_NG: 'dojah', ...dojah, DOJAH_BASE_URL: 'ftp://x' })).toThrow(
      'DOJAH_BASE_URL must be an absolute http(s) URL',
    );
  });

  it('production refuses to start while a market checks identity in the sandbox, naming the settings', async () => {
    const database = await createTestDatabase();
    const vendorSms: SmsProvider = {
      name: 'vendor',
      sandbox: false,
      send: async () => undefined,
      voice: async () => undefined,
    };
    try {
      const config = testConfig({
        mode: 'production',
        identity: readIdentityConfig({ IDENTITY_NG: 'dojah', LIVENESS_NG: 'dojah', ...dojah }),
      });
      await expect(
        buildApp({ config, db: database.db, clock: new TestClock(), sms: vendorSms, logger: false }),
      ).rejects.toThrow(
        / identity checks \(Mexico\) \(set IDENTITY_MX=argos\), liveness and face match \(Mexico\) \(set LIVENESS_MX=argos\)(;|$)/,
      );
      await expect(
        buildApp({ config, db: database.db, clock: new TestClock(), sms: vendorSms, logger: false }),
      ).rejects.not.toThrow(/IDENTITY_NG|LIVENESS_NG/);
    } finally {
      await database.drop();
    }
  });
});
