import { identityVendorStandIn } from '../test/identity-stand-in';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { SmsProvider } from '../providers/sms/sms-provider';
import { SandboxSms } from '../providers/sms/sandbox-sms';
import { seedDemo } from '../seed/demo';
import { productionReadyConfig, TestClock, testConfig } from '../test/harness';
import { createTestDatabase } from '../test/test-db';
import { encryptPath } from '../../domain/transport/path-cipher';

type Database = Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
const webDir = mkdtempSync(join(tmpdir(), 'presta-web-'));
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><script type="module" src="/assets/main.js"></script>');
});
afterAll(async () => {
  await database.drop();
});

/** Stands in for a real vendor: production refuses the sandbox. */
const vendorSms: SmsProvider = {
  name: 'vendor',
  sandbox: false,
  send: async () => undefined,
  voice: async () => undefined,
};

async function appIn(mode: 'development' | 'production') {
  return buildApp({
    config: mode === 'production' ? productionReadyConfig({ webDir }) : testConfig({ mode, webDir }),
    db: database.db,
    clock: new TestClock(),
    sms: mode === 'production' ? vendorSms : new SandboxSms(),
    identity: identityVendorStandIn(),
    logger: false,
  });
}

describe('security headers', () => {
  it('every response carries CSP without inline script, nosniff, a referrer policy and frame-ancestors', async () => {
    const app = await appIn('development');
    const api = await app.inject({
      url: `/api/${encryptPath('/loan/loan-product/index', 'com.presta.ng')}?t=${Math.floor(new TestClock().now().getTime() / 1000)}`,
      headers: { packagename: 'com.presta.ng' },
    });
    const page = await app.inject({ url: '/' });
    const missing = await app.inject({ url: '/api/nothing' });
    for (const res of [api, page, missing]) {
      const csp = String(res.headers['content-security-policy']);
      const script = csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src'));
      expect(script).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect(page.statusCode).toBe(200);
    await app.close();
  });

  it('HSTS is sent in production', async () => {
    const app = await appIn('production');
    const page = await app.inject({ url: '/' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
  });
});

describe('the sandbox SMS provider', () => {
  it('refuses to start in production mode', async () => {
    await expect(
      buildApp({ config: testConfig({ mode: 'production' }), db: database.db, logger: false }),
    ).rejects.toThrow(/SMS \(Nigeria\) \(set SMS_VENDORS_NG\), SMS \(Mexico\) \(set SMS_VENDORS_MX\)/);
    await expect(
      buildApp({ config: testConfig({ mode: 'production' }), db: database.db, sms: new SandboxSms(), logger: false }),
    ).rejects.toThrow(/SMS \(Nigeria\) \(set SMS_VENDORS_NG\), SMS \(Mexico\) \(set SMS_VENDORS_MX\)/);
  });
});
