import { describe, expect, it } from 'vitest';
import { readOperatorPasswordConfig } from './password-config';
import { DEFAULT_SCRYPT_COST, hashPassword, ONE_TIME_ALPHABET, oneTimePassword, verifyPassword } from './password';

describe('one-time operator passwords', () => {
  it('draw every letter of the alphabet equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) for (const ch of oneTimePassword()) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(ONE_TIME_ALPHABET.length);
    const values = [...counts.values()];
    // 400,000 draws: about 7,270 per letter, a spread of a few percent; `byte % 55` gave the first 36 letters 25 % more.
    expect(Math.max(...values) / Math.min(...values)).toBeLessThan(1.1);
  });
});

describe('scrypt cost from configuration', () => {
  it('hashes with the cost it is given, and verifies by the cost kept in the hash', async () => {
    const hash = await hashPassword('correct horse battery', { N: 2048, r: 8, p: 1 });
    expect(hash.startsWith('scrypt$2048$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('wrong horse battery', hash)).toBe(false);
  });

  it('reads OPERATOR_SCRYPT_N/R/P with a safe default, refusing bad or weak values by name', () => {
    expect(readOperatorPasswordConfig({}, 'production')).toEqual(DEFAULT_SCRYPT_COST);
    expect(readOperatorPasswordConfig({ OPERATOR_SCRYPT_N: '1024' }, 'test')).toEqual({ ...DEFAULT_SCRYPT_COST, N: 1024 });
    expect(() => readOperatorPasswordConfig({ OPERATOR_SCRYPT_N: '1024' }, 'production')).toThrow(/OPERATOR_SCRYPT_N/);
    expect(() => readOperatorPasswordConfig({ OPERATOR_SCRYPT_N: '3000' }, 'test')).toThrow(/OPERATOR_SCRYPT_N must be a power of two/);
    expect(() => readOperatorPasswordConfig({ OPERATOR_SCRYPT_R: '0' }, 'test')).toThrow(/OPERATOR_SCRYPT_R/);
    expect(() => readOperatorPasswordConfig({ OPERATOR_SCRYPT_P: 'x' }, 'test')).toThrow(/OPERATOR_SCRYPT_P/);
  });
});
