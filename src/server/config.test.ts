import { describe, expect, it } from 'vitest';
import { readConfig, uploadSettings } from './config';

const base = { DATA_DIR: '/tmp/presta-config-test', APP_SECRET: 'x'.repeat(32), DATA_KEY: Buffer.alloc(32, 1).toString('base64') };

describe('upload settings', () => {
  it('default to 5 MB under DATA_DIR/uploads', () => {
    expect(uploadSettings(readConfig(base))).toEqual({ dir: '/tmp/presta-config-test/uploads', maxBytes: 5_242_880 });
  });

  it('follow UPLOAD_DIR and UPLOAD_MAX_BYTES', () => {
    expect(uploadSettings(readConfig({ ...base, UPLOAD_DIR: '/srv/uploads', UPLOAD_MAX_BYTES: '2000000' }))).toEqual({ dir: '/srv/uploads', maxBytes: 2_000_000 });
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
    expect(readConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(() => readConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('accepts `t` within 15 minutes by default, or REQUEST_TIME_WINDOW_SECONDS', () => {
    expect(readConfig(base).requestTimeWindowSeconds).toBe(900);
    expect(readConfig({ ...base, REQUEST_TIME_WINDOW_SECONDS: '120' }).requestTimeWindowSeconds).toBe(120);
    expect(() => readConfig({ ...base, REQUEST_TIME_WINDOW_SECONDS: '-5' })).toThrow(/REQUEST_TIME_WINDOW_SECONDS/);
  });
});
