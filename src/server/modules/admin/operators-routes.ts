import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPERATOR_ROLES, operators } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, notFound, validationError } from '../../http/api-error';
import { fieldErrorsFromZod, ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import {
  createOperator,
  EMAIL,
  revokeAllSessions,
  hashPassword,
  oneTimePassword,
  scryptCost,
  recordAudit,
  requireOperator,
} from '../operator';
import { idParam, parsePath } from './console-params';

const createBody = z.object({ email: z.string().trim().max(200).regex(EMAIL), role: z.enum(OPERATOR_ROLES) }).strict();
const patchBody = z.object({ role: z.enum(OPERATOR_ROLES).optional(), disabled: z.boolean().optional() }).strict();

const view = (o: typeof operators.$inferSelect) => ({
  id: o.id,
  email: o.email,
  role: o.role,
  totpEnrolled: o.totpEnabledAt !== null,
  mustChangePassword: o.passwordMustChange,
  disabled: o.disabledAt !== null,
  lastSignInAt: o.lastSignInAt,
  createdAt: o.createdAt,
});

/** Admins manage operators: add one (one-time password shown once), change a role, disable, reset. */
export function operatorsRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/operators', async (req) => {
    requireOperator(req);
    const rows = await deps.db.select().from(operators).orderBy(asc(operators.id));
    return ok(requestLanguage(req), { operators: rows.map(view) });
  });

  app.post('/api/admin/operators', async (req) => {
    const actor = requireOperator(req);
    const parsed = createBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const created = await createOperator(tx, parsed.data, now, scryptCost(deps.config));
      await recordAudit(
        tx,
        actor,
        {
          action: 'operator.create',
          target: `operator:${created.id}`,
          after: { email: created.email, role: created.role },
        },
        now,
      );
      return ok(requestLanguage(req), created);
    });
  });

  const load = async (id: number) => {
    const [row] = Number.isSafeInteger(id)
      ? await deps.db.select().from(operators).where(eq(operators.id, id)).limit(1)
      : [];
    if (!row) throw notFound();
    return row;
  };

  app.patch('/api/admin/operators/:id', async (req) => {
    const actor = requireOperator(req);
    const parsed = patchBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
    const row = await load(parsePath(idParam, req.params).id);
    if (row.id === actor.operatorId) throw new ApiError('OPERATOR_SELF_CHANGE', 400);
    const now = deps.clock.now();
    const before = view(row);
    const set = {
      ...(parsed.data.role ? { role: parsed.data.role } : {}),
      ...(parsed.data.disabled !== undefined
        ? { disabledAt: parsed.data.disabled ? (row.disabledAt ?? now) : null }
        : {}),
    };
    return deps.db.transaction(async (tx) => {
      const [updated] = await tx.update(operators).set(set).where(eq(operators.id, row.id)).returning();
      // A new role or a disabled account takes effect now, not at the next sign-in.
      await revokeAllSessions(tx, row.id, now);
      const after = view(updated);
      await recordAudit(tx, actor, { action: 'operator.update', target: `operator:${row.id}`, before, after }, now);
      return ok(requestLanguage(req), { operator: after });
    });
  });

  app.post('/api/admin/operators/:id/reset', async (req) => {
    const actor = requireOperator(req);
    const row = await load(parsePath(idParam, req.params).id);
    if (row.id === actor.operatorId) throw new ApiError('OPERATOR_SELF_CHANGE', 400);
    const now = deps.clock.now();
    const password = oneTimePassword();
    return deps.db.transaction(async (tx) => {
      await tx
        .update(operators)
        .set({
          passwordHash: await hashPassword(password, scryptCost(deps.config)),
          passwordMustChange: true,
          totpSecretEnc: null,
          totpEnabledAt: null,
          totpLastStep: null,
          failedSignIns: 0,
          lockedUntil: null,
        })
        .where(eq(operators.id, row.id));
      await revokeAllSessions(tx, row.id, now);
      await recordAudit(tx, actor, { action: 'operator.reset', target: `operator:${row.id}`, before: view(row) }, now);
      return ok(requestLanguage(req), { id: row.id, email: row.email, oneTimePassword: password });
    });
  });
}
