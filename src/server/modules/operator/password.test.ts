import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { hashPassword, ONE_TIME_ALPHABET, oneTimePassword, verifyPassword } from './password';
import { DEFAULT_SCRYPT_COST } from '../../settings/scrypt-cost';

describe('one-time operator passwords', () => {
  it('draw every letter of the alphabet equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) for (const ch of oneTimePassword()) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(ONE_TIME_ALPHABET.length);
    const values = [...counts.values()];
    // 400,000 draws: about 7,270 per letter, a spread of a few percent; `byte % 55` gave the first 36 letters 25 %
    // more.
    expect(Math.max(...values) / Math.min(...values)).toBeLessThan(1.1);
  });
});

/** The operator scrypt cost the start reads (production also needs its secrets to get that far). */
const scrypt = (env: NodeJS.ProcessEnv, mode: string) =>
  readConfig({
    DATA_DIR: '/tmp/presta-scrypt-test',
    APP_SECRET: 'x'.repeat(32),
    DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
    NODE_ENV: mode,
    ...env,
  }).operatorScrypt;

describe('scrypt cost from configuration', () => {
  it('hashes with the cost it is given, and verifies by the cost kept in the hash', async () => {
    const hash = await hashPassword('correct horse battery', { N: 2048, r: 8, p: 1 });
    expect(hash.startsWith('scrypt$2048$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('wrong horse battery', hash)).toBe(false);
  });

  it('reads OPERATOR_SCRYPT_N/R/P with a safe default, refusing bad or weak values by name', () => {
    expect(scrypt({}, 'production')).toEqual(DEFAULT_SCRYPT_COST);
    expect(scrypt({ OPERATOR_SCRYPT_N: '1024' }, 'test')).toEqual({ ...DEFAULT_SCRYPT_COST, N: 1024 });
    expect(() => scrypt({ OPERATOR_SCRYPT_N: '1024' }, 'production')).toThrow(
      'OPERATOR_SCRYPT_N must be at least 16384 in production',
    );
    expect(() => scrypt({ OPERATOR_SCRYPT_N: '3000' }, 'test')).toThrow(/OPERATOR_SCRYPT_N must be a power of two/);
    expect(() => scrypt({ OPERATOR_SCRYPT_R: '0' }, 'test')).toThrow(/OPERATOR_SCRYPT_R/);
    expect(() => scrypt({ OPERATOR_SCRYPT_P: 'x' }, 'test')).toThrow(/OPERATOR_SCRYPT_P/);
  });
});
