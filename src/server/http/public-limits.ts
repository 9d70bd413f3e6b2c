import type { FastifyRequest } from 'fastify';
import type { CallPath } from '../../domain/api/calls';
import { normalizeMobile } from '../../domain/identity/phone';
import type { Deps } from '../deps';
import { takeCoalesced } from '../limits/coalesced-take';
import { take, type RateLimit } from '../limits/rate-counter';
import { hmac } from '../crypto/hmac';
import { ApiError } from './api-error';
import type { AppRow } from './apps-registry';

export interface PublicLimit {
  network: RateLimit;
  /**
   * Calls that name a mobile number are limited per number too, counted for each asking network
   * apart (decision 0072): one network's calls about a number never refuse the owner's on theirs.
   * What guards a number's code is the code's own tries (otp.ts), not this count.
   */
  mobile?: RateLimit;
}

const TEN_MINUTES = 10 * 60_000;
/** The calls that say something about a number (whether it is registered, how it logs in) or sign in with it. */
const byNumber = (path: string): PublicLimit => ({
  network: { scope: `public.network:${path}`, limit: 100, windowMs: TEN_MINUTES },
  mobile: { scope: `public.mobile:${path}`, limit: 10, windowMs: TEN_MINUTES },
});

/**
 * Limits of the calls anyone can make without a session (auth 'none', or 'optional' sent
 * without a token). Counted in PostgreSQL (rate_counters), not in memory and not in Redis, so
 * every instance shares them; networks and numbers are kept as keyed hashes. Verification-code
 * sends have their own, stricter limits (otp.ts) on top of the default.
 */
export const PUBLIC_LIMITS: Partial<Record<CallPath, PublicLimit>> & { default: PublicLimit } = {
  default: { network: { scope: 'public.network', limit: 300, windowMs: 60_000 } },
  '/security/existsByMobile': byNumber('/security/existsByMobile'),
  '/security/isRequiredVerificationCode': byNumber('/security/isRequiredVerificationCode'),
  '/security/login': byNumber('/security/login'),
  '/security/register': byNumber('/security/register'),
};

/**
 * Takes one unit of the call's network allowance and, when it names a number, of that number's from this network; 429
 * when either is spent.
 */
export async function enforcePublicLimit(
  deps: Deps,
  req: FastifyRequest,
  path: CallPath,
  app: AppRow,
  input: unknown,
): Promise<void> {
  const limit = PUBLIC_LIMITS[path] ?? PUBLIC_LIMITS.default;
  const now = deps.clock.now();
  // A network's allowance is configurable: a carrier NAT or an office puts many borrowers behind one address.
  const configured = deps.config.publicLimits;
  const perNetwork = !configured
    ? limit.network.limit
    : limit.mobile
      ? configured.signInsPerNetwork
      : configured.perNetworkPerMinute;
  const network = hmac(deps.config.secret, 'ip', req.ip);
  // Coalesced: the calls of one network arriving together on this instance share a statement.
  if (!(await takeCoalesced(deps.db, { ...limit.network, limit: perNetwork }, network, now)).allowed)
    throw new ApiError('RATE_LIMITED', 429);
  const typed = (input as { mobile?: unknown } | null)?.mobile;
  if (!limit.mobile || typeof typed !== 'string') return;
  // The same number typed with or without its country code is one number.
  const mobile = normalizeMobile(typed, app.market) ?? typed.replace(/\D/g, '');
  if (!(await take(deps.db, limit.mobile, hmac(deps.config.secret, 'mobile.network', mobile, network), now)).allowed)
    throw new ApiError('RATE_LIMITED', 429);
}
