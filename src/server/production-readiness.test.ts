import { identityVendorStandIn } from './test/identity-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readConfig, type AppConfig } from './config';
import { assertProductionReady, readinessOfSettings } from './production-readiness';
import { DEFAULT_BUREAU } from './providers/bureau/bureau-config';
import type { SmsProvider } from './providers/sms/sms-provider';
import { productionReadyConfig, TestClock, testConfig } from './test/harness';
import { createTestDatabase } from './test/test-db';

/** Stands in for a real SMS vendor (the SMS adapters are another area's). */
const vendorSms: SmsProvider = {
  name: 'vendor',
  sandbox: false,
  send: async () => undefined,
  voice: async () => undefined,
};

/** Every full path of Fastify's route tree (printRoutes nests a path under the one it extends). */
function routePaths(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(`${depth ? stack[depth - 1] : ''}${m[2]}`);
    out.push(stack[depth]);
  }
  return out;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('production fails closed', () => {
  it('refuses to start on any sandbox, naming every setting that would replace one', async () => {
    const attempt = buildApp({
      config: testConfig({ mode: 'production' }),
      db: database.db,
      sms: vendorSms,
      identity: identityVendorStandIn(),
      logger: false,
    });
    await expect(attempt).rejects.toThrow(
      'NODE_ENV=production refuses the sandbox for payouts (Nigeria) (set PAYOUTS_NG), payouts (Mexico) (set PAYOUTS_MX), collections (Nigeria) (set COLLECTIONS_NG), collections (Mexico) (set COLLECTIONS_MX)',
    );
    const ready = productionReadyConfig();
    const oneLeft = buildApp({
      config: { ...ready, payouts: { ...ready.payouts, mx: 'sandbox' } },
      db: database.db,
      sms: vendorSms,
      identity: identityVendorStandIn(),
      logger: false,
    });
    await expect(oneLeft).rejects.toThrow(
      /^NODE_ENV=production refuses the sandbox for payouts \(Mexico\) \(set PAYOUTS_MX\)$/,
    );
  });

  it('with MARKETS=ng or MARKETS=mx wants vendors of that market only, and in Nigeria one collection vendor is enough', async () => {
    const env = {
      DATA_DIR: '/tmp/presta-readiness-test',
      APP_SECRET: 'x'.repeat(32),
      DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
    };
    const nowhere = 'http://127.0.0.1:9';
    const nigeria = readConfig({
      ...env,
      NODE_ENV: 'production',
      MARKETS: 'ng',
      PAYOUTS_NG: 'paystack',
      COLLECTIONS_NG: 'vendors',
      COLLECTION_VENDORS_NG: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      PAYSTACK_BASE_URL: nowhere,
      IDENTITY_NG: 'dojah',
      LIVENESS_NG: 'dojah',
      DOJAH_APP_ID: 'a',
      DOJAH_SECRET_KEY: 's',
      BUREAU_NG: 'firstcentral',
      FIRSTCENTRAL_USERNAME: 'u',
      FIRSTCENTRAL_PASSWORD: 'p',
      FIRSTCENTRAL_BASE_URL: nowhere,
    });
    expect(nigeria).toMatchObject({ markets: ['ng'], collections: { ng: 'vendors', mx: 'sandbox' } });
    expect(Object.keys(nigeria.collections!.vendors)).toEqual(['paystack']);
    const start = (config: typeof nigeria) =>
      buildApp({ config, db: database.db, sms: vendorSms, identity: identityVendorStandIn(), logger: false });
    await (await start(nigeria)).close();
    await expect(start({ ...nigeria, markets: ['ng', 'mx'] })).rejects.toThrow(
      'NODE_ENV=production refuses the sandbox for payouts (Mexico) (set PAYOUTS_MX), collections (Mexico) (set COLLECTIONS_MX)',
    );

    // main.ts reads the verdict from the settings alone, before it opens the database: there the SMS
    // vendors are the settings' too, not the stand-in buildApp was given.
    const verdict = (config: AppConfig) => {
      try {
        assertProductionReady(readinessOfSettings(config));
        return 'ready';
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(verdict(nigeria)).toBe('NODE_ENV=production refuses the sandbox for SMS (Nigeria) (set SMS_VENDORS_NG)');
    const texting: AppConfig = {
      ...nigeria,
      sms: { provider: 'vendors', order: { ng: ['termii'], mx: [] }, senderIds: {}, callbackBaseUrl: nowhere },
    };
    expect(verdict(texting)).toBe('ready');
    expect(verdict({ ...texting, markets: ['ng', 'mx'] })).toBe(
      'NODE_ENV=production refuses the sandbox for SMS (Mexico) (set SMS_VENDORS_MX), payouts (Mexico) (set PAYOUTS_MX), collections (Mexico) (set COLLECTIONS_MX), identity checks (Mexico) (set IDENTITY_MX=argos), liveness and face match (Mexico) (set LIVENESS_MX=argos); needs a credit bureau (Mexico) (set BUREAU_MX=circulo, or BUREAU_MX=other-channel)',
    );

    const ready = productionReadyConfig();
    // Mexico alone: Nigeria's sandbox payouts and collections are not asked about.
    const mexico = {
      ...ready,
      markets: ['mx'] as const,
      payouts: { ...ready.payouts, ng: 'sandbox' as const },
      collections: { ...ready.collections!, ng: 'sandbox' as const },
    };
    await (await start(mexico)).close();
    // The same settings serving both markets refuse to start, naming Nigeria's.
    await expect(start({ ...mexico, markets: ['ng', 'mx'] })).rejects.toThrow(
      /^NODE_ENV=production refuses the sandbox for payouts \(Nigeria\) \(set PAYOUTS_NG\), collections \(Nigeria\) \(set COLLECTIONS_NG\)$/,
    );
    await expect(start({ ...mexico, markets: ['ng'] })).rejects.toThrow(
      /^NODE_ENV=production refuses the sandbox for payouts \(Nigeria\) \(set PAYOUTS_NG\), collections \(Nigeria\) \(set COLLECTIONS_NG\)$/,
    );
  });

  it('needs a credit bureau for each served market, or the statement that the lender uses another channel (decision 0100)', async () => {
    const ready = productionReadyConfig();
    const start = (config: typeof ready) =>
      buildApp({ config, db: database.db, sms: vendorSms, identity: identityVendorStandIn(), logger: false });
    await expect(start({ ...ready, bureau: DEFAULT_BUREAU })).rejects.toThrow(
      /^NODE_ENV=production needs a credit bureau \(Nigeria\) \(set BUREAU_NG=firstcentral, or BUREAU_NG=other-channel\), credit bureau \(Mexico\) \(set BUREAU_MX=circulo, or BUREAU_MX=other-channel\)$/,
    );
    // Mexico alone: Nigeria's bureau is not asked about; Mexico's still is.
    await (
      await start({ ...ready, markets: ['mx'], bureau: { ...DEFAULT_BUREAU, otherChannel: { ng: false, mx: true } } })
    ).close();
    await expect(
      start({ ...ready, markets: ['mx'], bureau: { ...DEFAULT_BUREAU, otherChannel: { ng: true, mx: false } } }),
    ).rejects.toThrow(
      /^NODE_ENV=production needs a credit bureau \(Mexico\) \(set BUREAU_MX=circulo, or BUREAU_MX=other-channel\)$/,
    );
    const base = {
      DATA_DIR: '/tmp/presta-readiness-test',
      APP_SECRET: 'x'.repeat(32),
      DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
    };
    expect(readConfig({ ...base, BUREAU_NG: 'other-channel' }).bureau).toMatchObject({
      consult: { ng: false, mx: false },
      otherChannel: { ng: true, mx: false },
    });
    expect(() => readConfig({ ...base, BUREAU_MX: 'buro' })).toThrow(/BUREAU_MX/);
  });

  it("reads MARKETS and COLLECTION_VENDORS_NG, naming a bad value, and asks only the named vendors' credentials", () => {
    const base = {
      DATA_DIR: '/tmp/presta-readiness-test',
      APP_SECRET: 'x'.repeat(32),
      DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
    };
    expect(readConfig(base).markets).toEqual(['ng', 'mx']);
    expect(readConfig({ ...base, MARKETS: 'mx' }).markets).toEqual(['mx']);
    expect(readConfig({ ...base, MARKETS: ' MX , ng' }).markets).toEqual(['ng', 'mx']);
    expect(() => readConfig({ ...base, MARKETS: 'ng,br' })).toThrow(
      'MARKETS must name markets among ng, mx ("br" is not one)',
    );
    expect(() => readConfig({ ...base, MARKETS: 'ng,ng' })).toThrow('MARKETS names a market twice');
    expect(() => readConfig({ ...base, COLLECTIONS_NG: 'vendors', COLLECTION_VENDORS_NG: 'opay' })).toThrow(
      'COLLECTION_VENDORS_NG must name vendors among paystack, flutterwave, monnify ("opay" is not one)',
    );
    const monnifyOnly = (() => {
      try {
        readConfig({ ...base, COLLECTIONS_NG: 'vendors', COLLECTION_VENDORS_NG: 'monnify' });
      } catch (err) {
        return (err as Error).message;
      }
      throw new Error('accepted');
    })();
    expect(
      monnifyOnly
        .split('\n')
        .slice(1)
        .map((l) => l.trim()),
    ).toEqual([
      'MONNIFY_API_KEY must be set when COLLECTION_VENDORS_NG names monnify',
      'MONNIFY_SECRET_KEY must be set when COLLECTION_VENDORS_NG names monnify',
      'MONNIFY_CONTRACT_CODE must be set when COLLECTION_VENDORS_NG names monnify',
    ]);
    // Unset: all three, as COLLECTIONS_NG=vendors meant before.
    expect(() =>
      readConfig({
        ...base,
        COLLECTIONS_NG: 'vendors',
        MONNIFY_API_KEY: 'k',
        MONNIFY_SECRET_KEY: 's',
        MONNIFY_CONTRACT_CODE: 'c',
      }),
    ).toThrow('PAYSTACK_SECRET_KEY must be set when COLLECTION_VENDORS_NG names paystack');
  });

  it('reads an unknown or half-configured payout vendor as an error naming the setting', () => {
    const base = {
      DATA_DIR: '/tmp/presta-readiness-test',
      APP_SECRET: 'x'.repeat(32),
      DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
    };
    expect(() => readConfig({ ...base, PAYOUTS_NG: 'monnify' })).toThrow(
      'PAYOUTS_NG must be "sandbox" or "paystack" or "flutterwave"',
    );
    expect(() => readConfig({ ...base, PAYOUTS_NG: 'paystack' })).toThrow(
      'PAYSTACK_SECRET_KEY must be set when PAYOUTS_NG=paystack',
    );
    expect(() => readConfig({ ...base, PAYOUTS_NG: 'paystack', PAYSTACK_SECRET_KEY: 'pk_live_x' })).toThrow(
      'PAYSTACK_SECRET_KEY must be a Paystack secret key',
    );
    expect(() =>
      readConfig({ ...base, PAYOUTS_NG: 'flutterwave', FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-placeholder-X' }),
    ).toThrow('FLUTTERWAVE_SECRET_HASH');
    expect(() => readConfig({ ...base, PAYOUTS_MX: 'stp' })).toThrow('STP_CUENTA_ORDENANTE');
    expect(() => readConfig({ ...base, PAYOUTS_MX: 'stp', STP_CUENTA_ORDENANTE: '012180015700000001' })).toThrow(
      'STP_CUENTA_ORDENANTE must be our 18-digit STP CLABE',
    );
    expect(readConfig(base).payouts).toMatchObject({ ng: 'sandbox', mx: 'sandbox' });
  });

  it('serves no sandbox or developer route in production', async () => {
    const app = await buildApp({
      config: productionReadyConfig(),
      db: database.db,
      clock: new TestClock(),
      sms: vendorSms,
      identity: identityVendorStandIn(),
      logger: false,
    });
    try {
      await app.ready();
      const paths = routePaths(app.printRoutes({ commonPrefix: false }));
      expect(paths).toContain('/api/webhooks/stp-payouts');
      expect(paths.length).toBeGreaterThan(50);
      expect(paths.filter((p) => p.startsWith('/sandbox') || p.startsWith('/api/dev'))).toEqual([]);
      for (const url of [
        '/sandbox/pay/PAYX1N1',
        '/api/dev/sms-outbox?mobile=08030000001',
        '/api/dev/sandbox-pay',
        '/api/dev/clock',
      ]) {
        expect((await app.inject({ method: url.includes('sandbox-pay') ? 'POST' : 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await app.close();
    }
    // The same reading of a development server finds them: the check above can fail.
    const dev = await buildApp({
      config: testConfig({ mode: 'development' }),
      db: database.db,
      clock: new TestClock(),
      logger: false,
    });
    try {
      await dev.ready();
      const paths = routePaths(dev.printRoutes({ commonPrefix: false }));
      expect(paths.filter((p) => p.startsWith('/sandbox'))).not.toEqual([]);
      expect(paths.filter((p) => p.startsWith('/api/dev'))).not.toEqual([]);
    } finally {
      await dev.close();
    }
  });
});
