import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeEqual } from '../../crypto/safe-equal';
import { operatorAudit } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { bearerToken } from '../../http/bearer-token';
import { take, type RateLimit } from '../../limits/rate-counter';
import { hmac } from '../../crypto/hmac';
import { CSRF_HEADER, OPERATOR_COOKIE, readCookie } from './cookies';
import { findSession, touch } from './operator-sessions';
import { OPERATOR_ROUTES, routeKey, type Access, type ActorRole } from './route-roles';
import { hashToken } from '../../http/sessions';

/** Wrong automation keys one network may send before its wrong keys get 429 for the rest of the window. */
export const OPERATOR_GUESS_LIMIT = { failures: 10, windowMs: 15 * 60_000 };
const GUESSES: RateLimit = {
  scope: 'operator.key.network',
  limit: OPERATOR_GUESS_LIMIT.failures,
  windowMs: OPERATOR_GUESS_LIMIT.windowMs,
};
const FAILED = 'operator.authFailed';

/**
 * The automation key as a bearer. The right key always passes: a lockout keyed by the network
 * let ten wrong tokens (borrower tokens sent here by mistake included) lock the real key out for
 * everyone behind that address. Wrong keys are counted per network in one atomic upsert: the
 * first OPERATOR_GUESS_LIMIT in a window are audited (a keyed hash of the address, never the
 * key) and answered 401, the rest 429 without a write, so a flood cannot fill the audit. The
 * key itself is long and random (ADMIN_TOKEN), which is what makes guessing it hopeless.
 */
async function checkAutomationKey(req: FastifyRequest, deps: Deps): Promise<void> {
  const { adminToken: key, secret } = deps.config;
  if (!key) throw new ApiError('TOKEN_INVALID', 401);
  if (safeEqual(bearerToken(req.headers.authorization), key)) return;
  const network = `network:${hmac(secret, 'operator-ip', req.ip).slice(0, 32)}`;
  const now = deps.clock.now();
  if (!(await take(deps.db, GUESSES, network, now)).allowed) {
    req.log.warn({ network }, 'operator API throttled after wrong keys');
    throw new ApiError('RATE_LIMITED', 429);
  }
  await deps.db.insert(operatorAudit).values({ actor: 'unknown', action: FAILED, target: network, createdAt: now });
  req.log.warn({ network }, 'operator key refused');
  throw new ApiError('TOKEN_INVALID', 401);
}

/** Who is making an operator call: a signed-in operator, or the automation key. */
export type OperatorActor =
  | {
      kind: 'operator';
      operatorId: number;
      email: string;
      role: ActorRole;
      sessionId: number;
      stage: 'totp' | 'active';
      mustChangePassword: boolean;
    }
  | { kind: 'automation'; operatorId: null; email: null; role: 'automation' };

/** How an actor is named in the records it leaves (audit, decisions, matches, refunds). */
export function actorName(actor: OperatorActor): string {
  return actor.kind === 'operator' ? actor.email : 'automation';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator gate on every /api/admin call that passed it. */
    operatorActor?: OperatorActor | null;
  }
}

async function authenticate(req: FastifyRequest, deps: Deps): Promise<OperatorActor> {
  if (req.headers.authorization !== undefined) {
    // A bearer is only ever the automation key; a borrower's token never equals it.
    await checkAutomationKey(req, deps);
    return { kind: 'automation', operatorId: null, email: null, role: 'automation' };
  }
  const found = await findSession(deps.db, readCookie(req, OPERATOR_COOKIE), deps.clock);
  if (!found) throw new ApiError('NOT_LOGGED_IN', 401);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const csrf = req.headers[CSRF_HEADER];
    if (typeof csrf !== 'string' || !safeEqual(hashToken(csrf), found.csrfHash))
      throw new ApiError('CSRF_INVALID', 403);
  }
  await touch(deps.db, found.sessionId, deps.clock);
  return {
    kind: 'operator',
    operatorId: found.operator.id,
    email: found.operator.email,
    role: found.operator.role,
    sessionId: found.sessionId,
    stage: found.stage,
    mustChangePassword: found.operator.passwordMustChange,
  };
}

function authorize(actor: OperatorActor, access: Access): void {
  if (access === 'anySession') {
    if (actor.kind !== 'operator') throw new ApiError('FORBIDDEN', 403);
    return;
  }
  if (access === 'public') return;
  if (actor.kind === 'operator') {
    if (actor.stage !== 'active') throw new ApiError('NOT_LOGGED_IN', 401);
    if (actor.mustChangePassword) throw new ApiError('OPERATOR_PASSWORD_CHANGE_REQUIRED', 403);
  }
  if (!access.includes(actor.role)) throw new ApiError('FORBIDDEN', 403);
}

/** The access rule of a matched /api/admin route, or undefined when it is not an operator call. */
function accessOf(req: FastifyRequest): Access | null | undefined {
  const url = req.routeOptions.url;
  if (!url || !url.startsWith('/api/admin/')) return undefined;
  return OPERATOR_ROUTES[routeKey(req.method === 'HEAD' ? 'GET' : req.method, url)] ?? null;
}

const GATED = 'operatorGated';

/**
 * The single gate of the operator API: before any /api/admin handler runs, it finds the
 * caller (operator session cookie with CSRF check on writes, or the automation key as a
 * bearer) and checks the route table. Calls missing from the table are refused to everyone.
 * It is a hook of the plugin it is called in (areas/operator-api.ts); refuseUngatedOperatorRoutes
 * keeps every /api/admin route inside that plugin.
 */
export function operatorGate(app: FastifyInstance, deps: Deps): void {
  app.decorate(GATED, true);
  // An operator call without a line in the route table stops the server at start, not in production.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin/')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && !(routeKey(method, route.url) in OPERATOR_ROUTES)) {
        throw new Error(`${routeKey(method, route.url)} has no roles in src/server/modules/operator/route-roles.ts`);
      }
    }
  });
  app.addHook('onRequest', async (req) => {
    const access = accessOf(req);
    if (access === undefined) return;
    if (access === null) throw new ApiError('FORBIDDEN', 403);
    if (access === 'public') {
      req.operatorActor = null;
      return;
    }
    const actor = await authenticate(req, deps);
    authorize(actor, access);
    req.operatorActor = actor;
  });
}

/**
 * An /api/admin route registered outside the gate's plugin would skip the gate: it stops the
 * server at start instead. Registered on the root, so every plugin inherits it.
 */
export function refuseUngatedOperatorRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    if (route.url.startsWith('/api/admin/') && !this.hasDecorator(GATED)) {
      throw new Error(`${route.url} is registered outside the operator API plugin (src/server/areas/operator-api.ts)`);
    }
  });
}

/**
 * What a handler calls to learn who the operator is. The gate has already checked the role
 * (route-roles.ts); this refuses a request the gate did not pass, so a handler can never run
 * ungated. The second argument is kept for handlers written against the old single-token gate.
 */
export function requireOperator(req: FastifyRequest, _legacyAdminToken?: string): OperatorActor {
  const actor = req.operatorActor;
  if (!actor) throw new ApiError('NOT_LOGGED_IN', 401);
  return actor;
}
