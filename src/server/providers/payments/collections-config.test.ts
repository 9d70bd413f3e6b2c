import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCollections } from './build-collections';
import { readCollectionsConfig as readCollectionsConfigFrom } from './collections-config';
import { fromEnv } from '../../test/harness';
import { vendorAdapters } from './vendor-adapters';
import { testConfig } from '../../test/harness';
import type { Db } from '../../db/client';

/** The reader as the start runs it: the environment through the settings schema first. */
const readCollectionsConfig = fromEnv(readCollectionsConfigFrom);

const NG = {
  COLLECTIONS_NG: 'vendors',
  PAYSTACK_SECRET_KEY: 'sk_test_0',
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-placeholder-X',
  FLUTTERWAVE_SECRET_HASH: 'fh',
  MONNIFY_API_KEY: 'MK_TEST_PLACEHOLDER',
  MONNIFY_SECRET_KEY: 'ms',
  MONNIFY_CONTRACT_CODE: '1234567890',
};
const STP_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const CONEKTA_PUBLIC_KEY = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();
const MX = {
  COLLECTIONS_MX: 'vendors',
  CONEKTA_PRIVATE_KEY: 'key_placeholder',
  CONEKTA_WEBHOOK_PUBLIC_KEY: CONEKTA_PUBLIC_KEY,
  STP_CLABE_PREFIX: '6461801570',
  STP_WEBHOOK_TOKEN: 'placeholder-token-0000',
  STP_EMPRESA: 'PRESTA',
  STP_PRIVATE_KEY: STP_KEY,
  STP_WEBHOOK_ALLOWED_IPS: '203.0.113.10, 203.0.113.11',
};

describe('collections configuration', () => {
  it('defaults both markets to the sandbox', () => {
    expect(readCollectionsConfig({})).toEqual({
      ng: 'sandbox',
      mx: 'sandbox',
      ngVendors: ['paystack', 'flutterwave', 'monnify'],
      vendors: {},
    });
  });

  it("refuses a market on vendors with a credential missing, or an STP prefix that is not STP's", () => {
    for (const name of Object.keys(NG).filter((k) => k !== 'COLLECTIONS_NG')) {
      expect(() => readCollectionsConfig({ ...NG, [name]: '' })).toThrow(name);
    }
    expect(() => readCollectionsConfig({ ...MX, STP_CLABE_PREFIX: '0121801570' })).toThrow('STP_CLABE_PREFIX');
    expect(() => readCollectionsConfig({ COLLECTIONS_NG: 'live' })).toThrow('COLLECTIONS_NG');
    for (const name of ['STP_EMPRESA', 'STP_PRIVATE_KEY', 'STP_WEBHOOK_ALLOWED_IPS'])
      expect(() => readCollectionsConfig({ ...MX, [name]: '' })).toThrow(name);
    expect(() => readCollectionsConfig({ ...MX, STP_PRIVATE_KEY: 'not a key' })).toThrow('STP_PRIVATE_KEY');
    expect(() => readCollectionsConfig({ ...MX, STP_WEBHOOK_ALLOWED_IPS: 'stp.example' })).toThrow(
      'STP_WEBHOOK_ALLOWED_IPS',
    );
  });

  it("routes a market on vendors to its adapters and keeps the other on the sandbox, checking webhooks with the vendors' keys", () => {
    const config = testConfig({
      collections: readCollectionsConfig({ ...NG, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' }),
    });
    const c = buildCollections(config, {} as Db, { now: () => new Date() }, vendorAdapters);
    expect(c.router.providerFor('paystack_card').name).toBe('paystack');
    expect(c.router.providerFor('flutterwave_link').name).toBe('flutterwave');
    expect(c.router.providerFor('monnify_reserved').name).toBe('monnify');
    expect(c.router.providerFor('oxxo').name).toBe('sandbox');
    expect(c.router.providerFor('stp_clabe').name).toBe('sandbox');
    expect(c.keys.paystackSecretKey).toBe('sk_test_0');
    expect(c.keys.flutterwaveSecretHash).toBe('fh');
    expect(c.keys.stpWebhookToken).toBe(c.signing.stpWebhookToken);

    const mx = buildCollections(
      testConfig({ collections: readCollectionsConfig(MX) }),
      {} as Db,
      { now: () => new Date() },
      vendorAdapters,
    );
    expect(mx.router.providerFor('oxxo').name).toBe('digitalfemsa');
    expect(mx.router.providerFor('stp_clabe').name).toBe('stp');
    expect(mx.keys.stpWebhookToken).toBe('placeholder-token-0000');
    expect(mx.keys.stpAllowedIps).toEqual(['203.0.113.10', '203.0.113.11']);
    expect(c.keys.stpAllowedIps).toBeNull();
    expect(mx.router.methods).toHaveLength(7);
  });

  it('builds only the Nigerian vendors named, and no method of a market not served', () => {
    const monnify = {
      COLLECTIONS_NG: 'vendors',
      COLLECTION_VENDORS_NG: 'monnify',
      MONNIFY_API_KEY: 'MK_TEST_PLACEHOLDER',
      MONNIFY_SECRET_KEY: 'ms',
      MONNIFY_CONTRACT_CODE: '1234567890',
    };
    const c = buildCollections(
      testConfig({ markets: ['ng'], collections: readCollectionsConfig(monnify) }),
      {} as Db,
      { now: () => new Date() },
      vendorAdapters,
    );
    expect(c.router.methods).toEqual(['monnify_reserved']);
    expect(() => c.router.providerFor('paystack_card')).toThrow(RangeError);
    // Paystack is not set up here: its webhooks are checked with the sandbox's key, which no outsider holds.
    expect(c.keys.paystackSecretKey).toBe(c.signing.paystackSecretKey);
    expect(c.keys.monnifyClientSecret).toBe('ms');
  });
});
