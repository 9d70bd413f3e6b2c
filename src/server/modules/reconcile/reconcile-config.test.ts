import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { DEFAULT_RECONCILE } from '../../settings/reconcile-settings';

const reconcile = (env: NodeJS.ProcessEnv) =>
  readConfig({ DATA_DIR: join(mkdtempSync(join(tmpdir(), 'presta-reconcile-')), 'data'), ...env }).reconcile;

describe('reconciliation settings', () => {
  it('defaults to a 5-minute interval, 3 minutes pending, 200 a run', () => {
    expect(reconcile({})).toEqual(DEFAULT_RECONCILE);
    expect(DEFAULT_RECONCILE).toEqual({ intervalSeconds: 300, pendingAfterSeconds: 180, batch: 200 });
  });

  it('reads whole numbers in range', () => {
    expect(
      reconcile({ RECONCILE_INTERVAL_SECONDS: '60', RECONCILE_PENDING_AFTER_SECONDS: '0', RECONCILE_BATCH: '50' }),
    ).toEqual({ intervalSeconds: 60, pendingAfterSeconds: 0, batch: 50 });
  });

  it('a bad value names its variable', () => {
    expect(() => reconcile({ RECONCILE_INTERVAL_SECONDS: '5' })).toThrow(
      'RECONCILE_INTERVAL_SECONDS must be a whole number from 30 to 86400',
    );
    expect(() => reconcile({ RECONCILE_INTERVAL_SECONDS: '1e3' })).toThrow('RECONCILE_INTERVAL_SECONDS');
    expect(() => reconcile({ RECONCILE_BATCH: '0' })).toThrow('RECONCILE_BATCH');
    expect(() => reconcile({ RECONCILE_PENDING_AFTER_SECONDS: '-1' })).toThrow('RECONCILE_PENDING_AFTER_SECONDS');
  });
});
