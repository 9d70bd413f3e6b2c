import { generateKeyPairSync } from 'node:crypto';

let pair: { publicKey: string; privateKey: string } | null = null;

/**
 * Our cost centre's RSA key pair as the STP fakes know it: STP holds the certificate (public half)
 * and checks every signed request with it; the private half is printed as STP_PRIVATE_KEY for the
 * app. One pair per process, shared by every STP fake module, so they print the same setting.
 */
export function stpCostCentreKey(): { publicKey: string; privateKey: string } {
  pair ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return pair;
}
