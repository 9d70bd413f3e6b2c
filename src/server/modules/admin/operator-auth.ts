import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';

const digest = (v: string) => createHash('sha256').update(v).digest();

/**
 * The operator API is off unless ADMIN_TOKEN is configured; then every call must carry it as
 * a bearer token (compared in constant time). Borrower sessions never open it.
 */
export function requireOperator(req: FastifyRequest, adminToken: string | undefined): void {
  if (!adminToken) throw new ApiError('NOT_FOUND', 404);
  const given = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
  if (!timingSafeEqual(digest(given), digest(adminToken))) throw new ApiError('TOKEN_INVALID', 401);
}
