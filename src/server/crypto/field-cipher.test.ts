import { describe, expect, it } from 'vitest';
import { FIELD, FieldCipher, fieldCipher } from './field-cipher';

const key = Buffer.alloc(32, 3).toString('base64');
const other = Buffer.alloc(32, 4).toString('base64');

describe('FieldCipher', () => {
  const cipher = new FieldCipher(key);

  it('round-trips and never stores the plaintext', () => {
    const stored = cipher.encrypt(FIELD.nationalId, 'GODE561231MDFMZM01');
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain('GODE');
    expect(cipher.decrypt(FIELD.nationalId, stored)).toBe('GODE561231MDFMZM01');
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.encrypt(FIELD.bvn, '22123456789')).not.toBe(cipher.encrypt(FIELD.bvn, '22123456789'));
  });

  it("refuses a tampered value, another column's value and another key", () => {
    const stored = cipher.encrypt(FIELD.account, '0123456789');
    const body = Buffer.from(stored.slice(3), 'base64url');
    body[body.length - 1] ^= 1;
    expect(() => cipher.decrypt(FIELD.account, `v1.${body.toString('base64url')}`)).toThrow();
    expect(() => cipher.decrypt(FIELD.bvn, stored)).toThrow();
    expect(() => new FieldCipher(other).decrypt(FIELD.account, stored)).toThrow();
    expect(() => cipher.decrypt(FIELD.account, 'v2.abc')).toThrow('unknown field encryption format');
  });

  it('hashes deterministically per purpose and key', () => {
    const h = cipher.lookupHash(FIELD.nationalId, 'X');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.lookupHash(FIELD.nationalId, 'X')).toBe(h);
    expect(cipher.lookupHash(FIELD.account, 'X')).not.toBe(h);
    expect(new FieldCipher(other).lookupHash(FIELD.nationalId, 'X')).not.toBe(h);
  });

  it('needs a 32-byte key and caches per key', () => {
    expect(() => new FieldCipher(Buffer.alloc(16).toString('base64'))).toThrow('32 bytes');
    expect(fieldCipher(key)).toBe(fieldCipher(key));
  });
});
