import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * The web app's Content-Security-Policy. No inline or foreign script: the built app is one
 * module script from our origin. Styles allow inline because antd-mobile and the agreement
 * (rendered into a sandboxed srcdoc frame, which inherits this policy) set them; style cannot
 * run code. Photos preview from blob: URLs; the favicon is a data: URL. Only our own pages may
 * frame ours (the agreement frame is same-origin), which also defeats clickjacking.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** One year, subdomains included: only sent in production, where the app is served over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers on every response, API and static files alike (ASVS V14.4). */
export function securityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'mode'>): void {
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // For browsers older than frame-ancestors.
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (config.mode === 'production') headers['strict-transport-security'] = HSTS;
  const entries = Object.entries(headers);
  // A callback hook, not an async one: it runs on every response, and a promise per response costs.
  app.addHook('onSend', (_req, reply, payload, done) => {
    for (const [name, value] of entries) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
