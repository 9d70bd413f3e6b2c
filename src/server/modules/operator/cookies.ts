import type { FastifyReply, FastifyRequest } from 'fastify';

/** The operator session cookie; borrowers never get one (they use a bearer token). */
export const OPERATOR_COOKIE = 'presta_op';
/** Sent on every write (double-submit against the session's stored hash): CSRF protection. */
export const CSRF_HEADER = 'x-csrf-token';

/** Parsed by @fastify/cookie (registered in app.ts), whose decoding never throws on a malformed value. */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  return req.cookies[name];
}

/** HttpOnly, SameSite=Strict, path-scoped to the operator API; Secure in production. */
export function setOperatorCookie(reply: FastifyReply, value: string, maxAgeSeconds: number, secure: boolean): void {
  reply.setCookie(OPERATOR_COOKIE, value, {
    path: '/api/admin',
    httpOnly: true,
    sameSite: 'strict',
    maxAge: maxAgeSeconds,
    secure,
  });
}

export function clearOperatorCookie(reply: FastifyReply, secure: boolean): void {
  setOperatorCookie(reply, '', 0, secure);
}
