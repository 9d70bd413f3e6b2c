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
