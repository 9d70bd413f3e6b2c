import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { CallPath } from '../../domain/api/calls';
import type { Db } from '../db/client';
import { userReads } from '../db/user-read-cache';

/** Calls that change nothing: they keep what the read cache holds for their caller. */
const READ_ONLY_CALLS: ReadonlySet<string> = new Set<CallPath>(['/loan/loan-order/latest', '/repay/repay-order/detail', '/loan/loan-product/index']);

/**
 * This instance's own writes drop the per-user reads it kept before the response leaves
 * (decision 0031), so a borrower's next read never races the database's notification of their
 * own change. A call drops its caller's entries (any call but the read-only ones, whatever its
 * outcome): `forgetCallersReads`, from registerCall. Any other request that may write (a
 * webhook, the console, the sandbox checkout, the dev clock) drops them all: a hook on those
 * routes only, so the hot reads carry no extra hook.
 */
export function forgetCallersReads(db: Db, path: CallPath, userId: number | null): void {
  if (userId !== null && !READ_ONLY_CALLS.has(path)) userReads.forgetUser(db, userId);
}

export function forgetOwnWrites(app: FastifyInstance, db: Db): void {
  const forgetAll: onSendHookHandler = (_req, _reply, payload, done) => {
    userReads.forgetAll(db);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if ((route.config as { call?: string } | undefined)?.call) return;
    if (([] as string[]).concat(route.method).every((m) => m === 'GET' || m === 'HEAD')) return;
    route.onSend = [...([] as onSendHookHandler[]).concat(route.onSend ?? []), forgetAll];
  });
}
