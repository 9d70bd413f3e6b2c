/**
 * The call table of SPEC §7: method, how the payload travels and whether a session is needed.
 * It holds no schemas so the browser's entry bundle can import it without zod; the schemas
 * live in contracts.ts, keyed by the same paths.
 */
export type Auth = 'required' | 'optional' | 'none';
export type Encoding = 'json' | 'form' | 'multipart' | 'query';

export interface CallMeta {
  method: 'GET' | 'POST';
  encoding: Encoding;
  auth: Auth;
}

export const calls = {
  '/security/login': { method: 'POST', encoding: 'form', auth: 'none' },
  '/security/register': { method: 'POST', encoding: 'json', auth: 'none' },
  '/security/getVerifyCode': { method: 'POST', encoding: 'json', auth: 'none' },
  '/security/existsByMobile': { method: 'GET', encoding: 'query', auth: 'none' },
  '/security/getUserInfo': { method: 'GET', encoding: 'query', auth: 'required' },
  '/security/isRequiredVerificationCode': { method: 'GET', encoding: 'query', auth: 'none' },
  /** Not in SPEC §7: ends the session server-side so a logged-out token is dead, not merely forgotten. */
  '/security/logout': { method: 'POST', encoding: 'json', auth: 'required' },
  '/loan/loan-product/index': { method: 'GET', encoding: 'query', auth: 'optional' },
} as const satisfies Record<string, CallMeta>;

export type CallPath = keyof typeof calls;

export function isCallPath(path: string): path is CallPath {
  return Object.prototype.hasOwnProperty.call(calls, path);
}
