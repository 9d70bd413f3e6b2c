import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptBlock, expandKey } from './aes128';
import { ENCRYPTED_SEGMENT, encryptPath, pathKey } from './path-cipher';

function hex(b: Uint8Array) {
  return Buffer.from(b).toString('hex');
}

describe('AES-128', () => {
  it('matches the FIPS-197 Appendix C.1 vector', () => {
    const key = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
    const block = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    encryptBlock(expandKey(key), block);
    expect(hex(block)).toBe('69c4e0d86a7b0430d8cdb78070b4c55a');
  });

  it('agrees with node crypto on random keys and paths', () => {
    for (let i = 0; i < 50; i++) {
      const pkg = randomBytes(4 + (i % 20))
        .toString('hex')
        .slice(0, 4 + (i % 20));
      const path = `/x/${randomBytes(i).toString('base64url')}`;
      const c = createCipheriv('aes-128-ecb', pathKey(pkg), null);
      const expected = Buffer.concat([c.update(path, 'utf8'), c.final()])
        .toString('hex')
        .toUpperCase();
      expect(encryptPath(path, pkg)).toBe(expected);
    }
  });
});

describe('path cipher', () => {
  it('pads short package names with "0" and cuts long ones to 16', () => {
    expect(new TextDecoder().decode(pathKey('com.presta.ng'))).toBe('com.presta.ng000');
    expect(new TextDecoder().decode(pathKey('com.example.very.long.package'))).toBe('com.example.very');
  });

  it('encrypts a known vector', () => {
    // Computed once with openssl: printf '/security/login' | openssl enc -aes-128-ecb -K $(printf com.presta.ng000 |
    // xxd -p) | xxd -p
    const cipher = encryptPath('/security/login', 'com.presta.ng');
    expect(cipher).toBe('8CFDFC16E67ADD45169DAA1D3FFD3A69');
    expect(cipher).toMatch(ENCRYPTED_SEGMENT);
    const d = createDecipheriv('aes-128-ecb', Buffer.from('com.presta.ng000'), null);
    expect(Buffer.concat([d.update(Buffer.from(cipher, 'hex')), d.final()]).toString()).toBe('/security/login');
  });
});
