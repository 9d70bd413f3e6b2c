import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * Círculo de Crédito's request signing (decision 0097): the exact body sent (or, for a GET, the
 * folio in the path) signed with our EC private key, ECDSA over SHA-256, DER-encoded, as hex in
 * `x-signature`. Círculo checks it with the certificate we registered; its answers carry their own
 * `x-signature`, checked here with its published key before a byte of them is read.
 */
export function circuloSign(privateKey: KeyObject, text: string): string {
  return sign('sha256', Buffer.from(text, 'utf8'), privateKey).toString('hex');
}

export function circuloVerify(publicKey: KeyObject, text: string, signatureHex: string | null): boolean {
  if (!signatureHex || !/^[0-9a-f]+$/i.test(signatureHex)) return false;
  try {
    return verify('sha256', Buffer.from(text, 'utf8'), publicKey, Buffer.from(signatureHex, 'hex'));
  } catch {
    return false;
  }
}

/** A PEM as an environment line may carry it (`\n` for its newlines). */
const pem = (raw: string) => raw.replace(/\\n/g, '\n');

export function circuloPrivateKey(raw: string): KeyObject {
  const key = createPrivateKey(pem(raw));
  if (key.asymmetricKeyType !== 'ec') throw new Error('CIRCULO_PRIVATE_KEY must be an EC key');
  return key;
}

/** Círculo's key from its certificate or a bare public key. */
export function circuloPublicKey(raw: string): KeyObject {
  const key = createPublicKey(pem(raw));
  if (key.asymmetricKeyType !== 'ec') throw new Error('CIRCULO_PUBLIC_KEY must be an EC key');
  return key;
}
