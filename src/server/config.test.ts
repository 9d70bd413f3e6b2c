import { describe, expect, it } from 'vitest';
import { readConfig, uploadSettings } from './config';

const base = {
  DATA_DIR: '/tmp/presta-config-test',
  APP_SECRET: 'x'.repeat(32),
  DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
};

describe('upload settings', () => {
  it('default to 5 MB under DATA_DIR/uploads', () => {
    expect(uploadSettings(readConfig(base))).toEqual({ dir: '/tmp/presta-config-test/uploads', maxBytes: 5_242_880 });
  });

  it('follow UPLOAD_DIR and UPLOAD_MAX_BYTES', () => {
    expect(uploadSettings(readConfig({ ...base, UPLOAD_DIR: '/srv/uploads', UPLOAD_MAX_BYTES: '2000000' }))).toEqual({
      dir: '/srv/uploads',
      maxBytes: 2_000_000,
    });
  });

  it('refuse a size that is not a positive whole number', () => {
    for (const bad of ['5MB', '-1', '0', '1.5']) {
      expect(() => readConfig({ ...base, UPLOAD_MAX_BYTES: bad })).toThrow(/UPLOAD_MAX_BYTES/);
    }
  });
});

describe('network exposure', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(readConfig(base).host).toBe('127.0.0.1');
    expect(readConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('trusts no X-Forwarded-For unless TRUST_PROXY names the hops or the proxies', () => {
    expect(readConfig(base).trustProxy).toBe(false);
    expect(readConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
    ]);
    expect(() => readConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('accepts `t` within 15 minutes by default, or REQUEST_TIME_WINDOW_SECONDS', () => {
    expect(readConfig(base).requestTimeWindowSeconds).toBe(900);
    expect(readConfig({ ...base, REQUEST_TIME_WINDOW_SECONDS: '120' }).requestTimeWindowSeconds).toBe(120);
    expect(() => readConfig({ ...base, REQUEST_TIME_WINDOW_SECONDS: '-5' })).toThrow(/REQUEST_TIME_WINDOW_SECONDS/);
  });
});

describe('settings are validated once, at start', () => {
  it('stop the start on a value that does not parse, naming the variable and what it must be', () => {
    expect(() => readConfig({ ...base, OTP_PER_IP_PER_HOUR: 'abc' })).toThrow(
      /OTP_PER_IP_PER_HOUR must be a whole number from 1 to/,
    );
    expect(() => readConfig({ ...base, OTP_PER_IP_PER_HOUR: '' })).toThrow(/OTP_PER_IP_PER_HOUR must be/);
    expect(() => readConfig({ ...base, PORT: '70000' })).toThrow(/PORT must be a whole number from 1 to 65535/);
    expect(() => readConfig({ ...base, SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO must be 1 or 0/);
    expect(() => readConfig({ ...base, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be "fatal"/);
    expect(() => readConfig({ ...base, COLLECTIONS_NG: 'paystack' })).toThrow(
      /COLLECTIONS_NG must be "sandbox" or "vendors"/,
    );
  });

  it('name every bad variable at once and never repeat a secret', () => {
    const message = (() => {
      try {
        readConfig({ ...base, DATA_KEY: 'not-a-key-but-a-secret', SESSION_TTL_DAYS: '0', METRICS_TOKEN: 'short' });
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/DATA_KEY must be 32 bytes/);
    expect(message).toMatch(/SESSION_TTL_DAYS must be/);
    expect(message).toMatch(/METRICS_TOKEN must be at least 16 characters/);
    expect(message).not.toContain('not-a-key-but-a-secret');
  });

  it('take the defaults when unset, and the values when set', () => {
    const config = readConfig(base);
    expect(config.otp.perIpPerHour).toBe(20);
    expect(config.port).toBe(3000);
    expect(readConfig({ ...base, OTP_PER_IP_PER_HOUR: '500', PORT: '8080' })).toMatchObject({
      otp: { perIpPerHour: 500 },
      port: 8080,
    });
  });

  it('seed the demo outside production only, unless SEED_DEMO says otherwise', () => {
    expect(readConfig(base).seedDemo).toBe(true);
    expect(readConfig({ ...base, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(readConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(readConfig({ ...base, SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('require the secrets in production', () => {
    expect(() => readConfig({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production' })).toThrow(
      /APP_SECRET must be set in production/,
    );
  });
});
