import type { FastifyReply, FastifyRequest } from 'fastify';

/** The operator session cookie; borrowers never get one (they use a bearer token). */
export const OPERATOR_COOKIE = 'presta_op';
/** Sent on every write (double-submit against the session's stored hash): CSRF protection. */
export const CSRF_HEADER = 'x-csrf-token';

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** HttpOnly, SameSite=Strict, path-scoped to the operator API; Secure in production. */
export function setOperatorCookie(reply: FastifyReply, value: string, maxAgeSeconds: number, secure: boolean): void {
  const attrs = [`${OPERATOR_COOKIE}=${encodeURIComponent(value)}`, 'Path=/api/admin', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`];
  if (secure) attrs.push('Secure');
  reply.header('set-cookie', attrs.join('; '));
}

export function clearOperatorCookie(reply: FastifyReply, secure: boolean): void {
  setOperatorCookie(reply, '', 0, secure);
}
