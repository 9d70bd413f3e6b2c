import type { Deps } from '../deps';
import { testConfig, type TestClock } from './harness';
import { SandboxPayments } from '../providers/payments/sandbox-payments';
import { SandboxCollections } from '../providers/payments/sandbox/sandbox-collections';
import { buildIdentityVendors } from '../providers/identity/build-identity';
import { SandboxSms } from '../providers/sms/sandbox-sms';
import { LocalDiskStorage } from '../providers/storage/local-disk-storage';

const quietLog = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  fatal() {},
  trace() {},
  child() {
    return quietLog;
  },
  level: 'silent',
  silent() {},
} as unknown as Deps['log'];

/** What a job runner of a test needs, on the test's database and clock, with sandbox providers and no log. */
export function runnerDeps(db: Deps['db'], clock: TestClock, config: Deps['config'] = testConfig()): Deps {
  return {
    db,
    config,
    clock,
    sms: new SandboxSms(),
    log: quietLog,
    payments: new SandboxPayments({ db }),
    collections: new SandboxCollections(db, clock),
    storage: new LocalDiskStorage('/tmp/presta-runner-test'),
    identity: buildIdentityVendors(undefined),
    bureaus: { ng: null, mx: null },
  };
}
