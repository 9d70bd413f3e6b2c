import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts identity and account numbers at rest: AES-256-GCM under the configured data key,
 * stored as `v1.<base64url(iv | tag | ciphertext)>`. Each value is bound to its column (the
 * `purpose`, as additional authenticated data), so a ciphertext copied into another column or
 * table does not decrypt. Lookups and uniqueness use `lookupHash`, an HMAC under a key derived
 * from the same data key, never the plaintext.
 */
export class FieldCipher {
  private readonly key: Buffer;
  private readonly hashKey: Buffer;

  constructor(dataKeyBase64: string) {
    const key = Buffer.from(dataKeyBase64, 'base64');
    if (key.length !== 32) throw new Error('the data key must be 32 bytes, base64-encoded');
    this.key = key;
    this.hashKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'presta field lookup hash', 32));
  }

  encrypt(purpose: string, plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(purpose, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** Throws when the value was tampered with, belongs to another purpose or another key. */
  decrypt(purpose: string, stored: string): string {
    const [version, payload] = stored.split('.');
    if (version !== VERSION || !payload) throw new Error('unknown field encryption format');
    const raw = Buffer.from(payload, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('truncated encrypted field');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** A stable keyed hash for equality lookups (e.g. "is this CURP already someone's?"). */
  lookupHash(purpose: string, value: string): string {
    return createHmac('sha256', this.hashKey).update(purpose).update('\u0000').update(value).digest('hex');
  }
}

/** Purposes: one per column, so ciphertexts cannot be swapped between columns. */
/** The TOTP secret's purpose for the field cipher: bound to its column like the borrower fields. */
export const TOTP_FIELD = 'operators.totp_secret';
/** A bureau report file (identifiers of every reported borrower), bound to its column. */
export const BUREAU_FILE_FIELD = 'bureau_report_runs.file';

export const FIELD = {
  nationalId: 'personal_infos.national_id',
  rfc: 'personal_infos.rfc',
  nss: 'personal_infos.nss',
  account: 'bank_accounts.account',
  bvn: 'bank_accounts.bvn',
  ocrNationalId: 'identity_checks.ocr_national_id',
} as const;

const cache = new Map<string, FieldCipher>();

/** One cipher per data key (deriving the hash key is not free, and the key never changes at run time). */
export function fieldCipher(dataKeyBase64: string): FieldCipher {
  let cipher = cache.get(dataKeyBase64);
  if (!cipher) {
    cipher = new FieldCipher(dataKeyBase64);
    cache.set(dataKeyBase64, cipher);
  }
  return cipher;
}
