import { createHash, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorAudit } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { hmac } from '../security/otp';

const digest = (v: string) => createHash('sha256').update(v).digest();

/** Wrong operator tokens one network may send before the operator API stops answering it for a while. */
export const OPERATOR_GUESS_LIMIT = { failures: 10, windowMs: 15 * 60_000 };
const FAILED = 'operator.authFailed';

/**
 * The operator API is off unless ADMIN_TOKEN is configured; then every call must carry it as
 * a bearer token (compared in constant time). Borrower sessions never open it.
 */
export function requireOperator(req: FastifyRequest, adminToken: string | undefined): void {
  if (!adminToken) throw new ApiError('NOT_FOUND', 404);
  const given = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
  if (!timingSafeEqual(digest(given), digest(adminToken))) throw new ApiError('TOKEN_INVALID', 401);
}

/**
 * Runs before every `/api/admin/…` route (including ones added later): a network that sent
 * OPERATOR_GUESS_LIMIT wrong tokens in the window gets 429 for everything until it passes, so
 * the token cannot be guessed at line speed. Each wrong token is written to the operator audit
 * (by a keyed hash of the address, never the token) and logged as a warning. The count lives
 * in PostgreSQL, so every instance enforces the same limit.
 */
export function operatorGate(app: FastifyInstance, deps: Deps): void {
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/admin/')) return;
    const { adminToken, secret } = deps.config;
    if (!adminToken) throw new ApiError('NOT_FOUND', 404);
    const network = `network:${hmac(secret, 'operator-ip', req.ip).slice(0, 32)}`;
    const now = deps.clock.now();
    const [recent] = await deps.db.select({ n: count() }).from(operatorAudit)
      .where(and(eq(operatorAudit.action, FAILED), eq(operatorAudit.target, network), gt(operatorAudit.createdAt, new Date(now.getTime() - OPERATOR_GUESS_LIMIT.windowMs))));
    if (recent.n >= OPERATOR_GUESS_LIMIT.failures) {
      req.log.warn({ network }, 'operator API throttled after wrong tokens');
      throw new ApiError('RATE_LIMITED', 429);
    }
    try {
      requireOperator(req, adminToken);
    } catch (err) {
      await deps.db.insert(operatorAudit).values({ actor: 'unknown', action: FAILED, target: network, createdAt: now });
      req.log.warn({ network, failures: recent.n + 1 }, 'operator token refused');
      throw err;
    }
  });
}
