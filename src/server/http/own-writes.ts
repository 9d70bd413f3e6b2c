import type { FastifyInstance } from 'fastify';
import type { CallPath } from '../../domain/api/calls';
import type { Db } from '../db/client';
import { userReads } from '../db/user-read-cache';

/** Calls that change nothing: they keep what the read cache holds for their caller. */
const READ_ONLY_CALLS: ReadonlySet<string> = new Set<CallPath>(['/loan/loan-order/latest', '/repay/repay-order/detail', '/loan/loan-product/index']);

/**
 * This instance's own writes drop the per-user reads it kept before the response leaves
 * (decision 0031), so a borrower's next read never races the database's notification of their
 * own change: a call drops its caller's entries (any call but the read-only ones, whatever its
 * outcome), any other request that may write (a webhook, the console, the sandbox checkout)
 * drops them all. Other instances' and jobs' writes arrive by the notification.
 */
export function forgetOwnWrites(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', (req, _reply, payload, done) => {
    const raw = req.raw as { callPath?: string; callUserId?: number | null };
    if (raw.callPath) {
      if (raw.callUserId && !READ_ONLY_CALLS.has(raw.callPath)) userReads.forgetUser(db, raw.callUserId);
    } else if (req.method !== 'GET' && req.method !== 'HEAD') {
      userReads.forgetAll(db);
    }
    done(null, payload);
  });
}
