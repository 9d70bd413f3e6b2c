import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { normalizeMobile } from '../../../domain/identity/phone';
import { apps, reviewNumbers, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, validationError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { hasApprovedLoan } from '../security';
import { findUserByMobile } from '../../db/users-repo';
import { recordAudit, actorName, requireOperator } from '../operator';
import { endAllSessions } from '../../http/sessions';
import { packageAndIdParams, packageParam, parsePath } from './console-params';

/** The longest a store-review account stays listed: a review takes days, not months. */
export const REVIEW_NUMBER_MAX_DAYS = 90;

const addBody = z.object({ mobile: z.string().max(32), note: z.string(), days: z.number() }).strict();

/** The number as the audit shows it: its last four digits, like every masked number in the console. */
const tail = (mobile: string) => `••••${mobile.slice(-4)}`;

async function appOf(deps: Deps, packageName: string) {
  const [app] = await deps.db
    .select({ market: apps.market, otpRequired: apps.otpRequired })
    .from(apps)
    .where(eq(apps.packageName, packageName))
    .limit(1);
  if (!app) throw new ApiError('NOT_FOUND', 404);
  return app;
}

/**
 * The operator-kept list of store-review accounts per app (issue 20.9, decision 0056): the only
 * accounts that log in without a code, and only while the app's login-code setting is off.
 * Admins only (route-roles.ts). Every add and removal is audited with the number's last four
 * digits; the number must already have an account in the app and never a loan approved.
 */
export function reviewNumbersRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/apps/:packageName/review-numbers', async (req) => {
    requireOperator(req);
    const { packageName } = parsePath(packageParam, req.params);
    const found = await appOf(deps, packageName);
    const rows = await deps.db
      .select({
        id: reviewNumbers.id,
        mobile: users.mobile,
        note: reviewNumbers.note,
        expiresAt: reviewNumbers.expiresAt,
        addedBy: reviewNumbers.addedBy,
        createdAt: reviewNumbers.createdAt,
      })
      .from(reviewNumbers)
      .innerJoin(users, eq(users.id, reviewNumbers.userId))
      .where(eq(reviewNumbers.packageName, packageName))
      .orderBy(asc(reviewNumbers.id));
    const now = deps.clock.now().getTime();
    return ok(requestLanguage(req), {
      loginCodeRequired: found.otpRequired,
      maxDays: REVIEW_NUMBER_MAX_DAYS,
      items: rows.map((r) => ({
        ...r,
        expiresAt: r.expiresAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
        expired: r.expiresAt.getTime() <= now,
      })),
    });
  });

  app.post('/api/admin/apps/:packageName/review-numbers', async (req) => {
    const actor = requireOperator(req);
    const { packageName } = parsePath(packageParam, req.params);
    const found = await appOf(deps, packageName);
    const parsed = addBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError([{ field: 'mobile', key: 'form.mobile.format' }]);
    const { note, days } = parsed.data;
    const mobile = normalizeMobile(parsed.data.mobile, found.market);
    if (!mobile) throw validationError([{ field: 'mobile', key: 'form.mobile.format' }]);
    if (note.trim().length < 5 || note.trim().length > 200)
      throw validationError([{ field: 'note', key: 'reviewNumber.note' }]);
    if (!Number.isInteger(days) || days < 1 || days > REVIEW_NUMBER_MAX_DAYS) {
      throw validationError([{ field: 'days', key: 'reviewNumber.days', params: { max: REVIEW_NUMBER_MAX_DAYS } }]);
    }
    const user = await findUserByMobile(deps.db, mobile);
    // Bound to an account that already exists, so a number nobody has registered yet can never
    // become a code-less door into whoever registers it later.
    if (!user || user.market !== found.market)
      throw validationError([{ field: 'mobile', key: 'reviewNumber.notRegistered' }]);
    if (await hasApprovedLoan(deps.db, user.id))
      throw validationError([{ field: 'mobile', key: 'reviewNumber.borrower' }]);
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + days * 86_400_000);
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviewNumbers)
        .values({
          packageName,
          userId: user.id,
          note: note.trim(),
          expiresAt,
          addedBy: actorName(actor),
          operatorId: actor.operatorId,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: reviewNumbers.id });
      if (!row) throw validationError([{ field: 'mobile', key: 'reviewNumber.listed' }]);
      await recordAudit(
        tx,
        actor,
        {
          action: 'reviewNumber.add',
          target: `app:${packageName}`,
          reason: note.trim(),
          after: { reviewNumberId: row.id, userId: user.id, mobile: tail(mobile), expiresAt: expiresAt.toISOString() },
        },
        now,
      );
      return row.id;
    });
    return ok(requestLanguage(req), { id, mobile, note: note.trim(), expiresAt: expiresAt.toISOString() });
  });

  app.delete('/api/admin/apps/:packageName/review-numbers/:id', async (req) => {
    const actor = requireOperator(req);
    const { packageName, id } = parsePath(packageAndIdParams, req.params);
    const entryId = Number(id);
    if (!Number.isSafeInteger(entryId) || entryId < 1) throw new ApiError('NOT_FOUND', 404);
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(reviewNumbers)
        .where(and(eq(reviewNumbers.id, entryId), eq(reviewNumbers.packageName, packageName)))
        .returning({ userId: reviewNumbers.userId, note: reviewNumbers.note, expiresAt: reviewNumbers.expiresAt });
      if (!gone) throw new ApiError('NOT_FOUND', 404);
      const [user] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, gone.userId)).limit(1);
      await recordAudit(
        tx,
        actor,
        {
          action: 'reviewNumber.remove',
          target: `app:${packageName}`,
          before: {
            reviewNumberId: entryId,
            userId: gone.userId,
            mobile: tail(user?.mobile ?? ''),
            note: gone.note,
            expiresAt: gone.expiresAt.toISOString(),
          },
        },
        now,
      );
      // Off the list means off at once: sessions opened without a code end with it.
      await endAllSessions(tx, gone.userId, now);
    });
    return ok(requestLanguage(req), { removed: entryId });
  });
}
