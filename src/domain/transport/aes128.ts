/**
 * AES-128 block encryption (FIPS-197), encrypt direction only, in plain TypeScript.
 *
 * The browser must encrypt request paths with AES-ECB (decision 0001). WebCrypto offers no ECB mode
 * and is missing entirely on plain-http origins (a phone on the LAN), so the client carries
 * this small cipher. The server decrypts with Node's own crypto; tests prove the two agree.
 */

const SBOX = buildSbox();
const RCON = [0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36];

function buildSbox(): Uint8Array {
  const sbox = new Uint8Array(256);
  // Walk the multiplicative group with generator 3 to get each element's inverse.
  let p = 1;
  let q = 1;
  do {
    p = p ^ ((p << 1) & 0xff) ^ (p & 0x80 ? 0x1b : 0);
    q ^= q << 1;
    q ^= q << 2;
    q ^= q << 4;
    q &= 0xff;
    if (q & 0x80) q ^= 0x09;
    const x = q ^ rotl8(q, 1) ^ rotl8(q, 2) ^ rotl8(q, 3) ^ rotl8(q, 4);
    sbox[p] = (x ^ 0x63) & 0xff;
  } while (p !== 1);
  sbox[0] = 0x63;
  return sbox;
}

function rotl8(x: number, shift: number): number {
  return ((x << shift) | (x >> (8 - shift))) & 0xff;
}

function xtime(b: number): number {
  return ((b << 1) ^ (b & 0x80 ? 0x1b : 0)) & 0xff;
}

/** Expands a 16-byte key into 11 round keys (176 bytes). */
export function expandKey(key: Uint8Array): Uint8Array {
  if (key.length !== 16) throw new RangeError('AES-128 needs a 16-byte key');
  const w = new Uint8Array(176);
  w.set(key);
  for (let i = 16, r = 0; i < 176; i += 4) {
    let t0 = w[i - 4],
      t1 = w[i - 3],
      t2 = w[i - 2],
      t3 = w[i - 1];
    if (i % 16 === 0) {
      const tmp = t0;
      t0 = SBOX[t1] ^ RCON[r++];
      t1 = SBOX[t2];
      t2 = SBOX[t3];
      t3 = SBOX[tmp];
    }
    w[i] = w[i - 16] ^ t0;
    w[i + 1] = w[i - 15] ^ t1;
    w[i + 2] = w[i - 14] ^ t2;
    w[i + 3] = w[i - 13] ^ t3;
  }
  return w;
}

/** Encrypts one 16-byte block in place. */
export function encryptBlock(roundKeys: Uint8Array, s: Uint8Array): void {
  for (let i = 0; i < 16; i++) s[i] ^= roundKeys[i];
  for (let round = 1; round <= 10; round++) {
    for (let i = 0; i < 16; i++) s[i] = SBOX[s[i]];
    // ShiftRows on a column-major state.
    let t = s[1];
    s[1] = s[5];
    s[5] = s[9];
    s[9] = s[13];
    s[13] = t;
    t = s[2];
    s[2] = s[10];
    s[10] = t;
    t = s[6];
    s[6] = s[14];
    s[14] = t;
    t = s[15];
    s[15] = s[11];
    s[11] = s[7];
    s[7] = s[3];
    s[3] = t;
    if (round < 10) {
      for (let c = 0; c < 16; c += 4) {
        const a0 = s[c],
          a1 = s[c + 1],
          a2 = s[c + 2],
          a3 = s[c + 3];
        const all = a0 ^ a1 ^ a2 ^ a3;
        s[c] ^= all ^ xtime(a0 ^ a1);
        s[c + 1] ^= all ^ xtime(a1 ^ a2);
        s[c + 2] ^= all ^ xtime(a2 ^ a3);
        s[c + 3] ^= all ^ xtime(a3 ^ a0);
      }
    }
    const k = round * 16;
    for (let i = 0; i < 16; i++) s[i] ^= roundKeys[k + i];
  }
}

/** AES-128-ECB with PKCS#7 padding. */
export function encryptEcbPkcs7(key: Uint8Array, plain: Uint8Array): Uint8Array {
  const roundKeys = expandKey(key);
  const pad = 16 - (plain.length % 16);
  const out = new Uint8Array(plain.length + pad);
  out.set(plain);
  out.fill(pad, plain.length);
  for (let off = 0; off < out.length; off += 16) encryptBlock(roundKeys, out.subarray(off, off + 16));
  return out;
}
