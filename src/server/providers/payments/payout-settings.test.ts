import { describe, expect, it } from 'vitest';
import { payoutSandboxSettings, readConfig } from '../../config';

const base = {
  DATA_DIR: '/tmp/presta-config-test',
  APP_SECRET: 'x'.repeat(32),
  DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
};

describe('sandbox payout settings', () => {
  it('default to a 3 s delay and no unsupported bank', () => {
    expect(payoutSandboxSettings(readConfig(base))).toEqual({ delayMs: 3000, unsupportedBanks: [] });
  });

  it('follow PAYOUT_SANDBOX_DELAY_MS and PAYOUT_SANDBOX_UNSUPPORTED_BANKS', () => {
    expect(
      payoutSandboxSettings(
        readConfig({ ...base, PAYOUT_SANDBOX_DELAY_MS: '0', PAYOUT_SANDBOX_UNSUPPORTED_BANKS: '058, 011,,' }),
      ),
    ).toEqual({ delayMs: 0, unsupportedBanks: ['058', '011'] });
  });

  it('refuse a delay that is not a whole number of milliseconds', () => {
    for (const bad of ['-1', '1.5', 'soon'])
      expect(() => readConfig({ ...base, PAYOUT_SANDBOX_DELAY_MS: bad })).toThrow(/PAYOUT_SANDBOX_DELAY_MS/);
  });
});
