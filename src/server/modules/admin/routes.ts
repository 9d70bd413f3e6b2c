import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  appPatchSchema,
  newAppSchema,
  newProductSchema,
  productPatchSchema,
} from '../../../domain/products/product-config';
import { PRODUCT_CHANGE_STATUSES, apps } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AppsRegistry } from '../../http/apps-registry';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import {
  approveChange,
  insertApp,
  insertProduct,
  invalidateHomeProducts,
  listChanges,
  lockedApp,
  patchProduct,
  productsWithChanges,
  refuseChange,
  retireApp,
  type Maker,
} from '../products';
import { orderDecisionRoute } from './order-decision';
import { actorName, recordAudit, requireOperator, type OperatorActor } from '../operator';
import { parseInput } from '../../http/parse-input';
import { idParam, packageParam, parsePath } from './console-params';

const refuseBody = z.object({ reason: z.string().trim().min(3).max(500) }).strict();
const productsQuery = z.object({ packageName: z.string().min(1).max(100).optional() });
const changesQuery = z.object({ status: z.enum(PRODUCT_CHANGE_STATUSES).optional() }).strict();

const makerOf = (actor: OperatorActor): Maker => ({ name: actorName(actor), operatorId: actor.operatorId });

/**
 * Operator API on plain paths (not SPEC calls): the lender's apps and loan products (decision
 * 0073). Every write is validated against the product rules and audited with before and after;
 * a price change waits for a second operator's approval (product-admin.ts).
 */
export function adminRoutes(app: FastifyInstance, deps: Deps, registry: AppsRegistry) {
  const { db, clock } = deps;

  app.post('/api/admin/apps', async (req) => {
    const actor = requireOperator(req);
    const input = parseInput(newAppSchema, req.body);
    const created = await db.transaction(async (tx) => {
      const row = await insertApp(tx, input);
      await recordAudit(
        tx,
        actor,
        { action: 'app.create', target: `app:${row.packageName}`, after: input },
        clock.now(),
      );
      return row;
    });
    registry.forget(created.packageName);
    return ok(requestLanguage(req), { app: input });
  });

  app.patch('/api/admin/apps/:packageName', async (req) => {
    const actor = requireOperator(req);
    const { packageName } = parsePath(packageParam, req.params);
    const patch = parseInput(appPatchSchema, req.body);
    const after = await db.transaction(async (tx) => {
      const row = await lockedApp(tx, packageName);
      const before = { appName: row.appName, defaultLanguage: row.defaultLanguage, supportEmail: row.supportEmail };
      await tx.update(apps).set(patch).where(eq(apps.packageName, packageName));
      const next = { ...before, ...patch };
      await recordAudit(
        tx,
        actor,
        { action: 'app.update', target: `app:${packageName}`, before, after: next },
        clock.now(),
      );
      return next;
    });
    registry.forget(packageName);
    return ok(requestLanguage(req), { app: { packageName, ...after } });
  });

  app.post('/api/admin/apps/:packageName/retire', async (req) => {
    const actor = requireOperator(req);
    const { packageName } = parsePath(packageParam, req.params);
    const retired = await db.transaction(async (tx) => {
      const rows = await retireApp(tx, packageName);
      await recordAudit(
        tx,
        actor,
        { action: 'app.retire', target: `app:${packageName}`, after: { retiredProducts: rows.map((r) => r.code) } },
        clock.now(),
      );
      return rows;
    });
    invalidateHomeProducts(db);
    return ok(requestLanguage(req), { retiredProducts: retired.map((r) => r.code) });
  });

  app.get('/api/admin/products', async (req) => {
    requireOperator(req);
    const { packageName } = parseInput(productsQuery, req.query);
    return ok(requestLanguage(req), { products: await productsWithChanges(db, packageName) });
  });

  app.post('/api/admin/products', async (req) => {
    const actor = requireOperator(req);
    const input = parseInput(newProductSchema, req.body);
    const now = clock.now();
    const created = await db.transaction(async (tx) => {
      const result = await insertProduct(tx, input, makerOf(actor), now);
      await recordAudit(
        tx,
        actor,
        {
          action: 'product.create',
          target: `product:${result.product.id}`,
          after: { ...result.product, pendingChange: result.change?.id },
        },
        now,
      );
      return result;
    });
    return ok(requestLanguage(req), { product: created.product, pendingChange: created.change });
  });

  app.patch('/api/admin/products/:id', async (req) => {
    const actor = requireOperator(req);
    const patch = parseInput(productPatchSchema, req.body);
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const r = await patchProduct(tx, parsePath(idParam, req.params).id, patch, makerOf(actor), now);
      const action = patch.active === false && r.before.active ? 'product.retire' : 'product.update';
      if (r.applied)
        await recordAudit(
          tx,
          actor,
          { action, target: `product:${r.before.id}`, before: r.before, after: r.after },
          now,
        );
      if (r.change) {
        await recordAudit(
          tx,
          actor,
          {
            action: 'product.priceChange.request',
            target: `product:${r.before.id}`,
            before: r.change.previous,
            after: { change: r.change.id, ...r.change.proposed },
          },
          now,
        );
      }
      return r;
    });
    invalidateHomeProducts(db);
    return ok(requestLanguage(req), { product: result.after, pendingChange: result.change });
  });

  app.get('/api/admin/product-changes', async (req) => {
    requireOperator(req);
    const { status } = parseInput(changesQuery, req.query);
    const rows = await listChanges(db, status);
    return ok(requestLanguage(req), {
      changes: rows.map((r) => ({ ...r.change, packageName: r.packageName, code: r.code, currency: r.currency })),
    });
  });

  app.post('/api/admin/product-changes/:id/approve', async (req) => {
    const actor = requireOperator(req);
    // The route table lets only people with the admin role here; the automation key is never a checker.
    if (actor.kind !== 'operator') throw new ApiError('FORBIDDEN', 403);
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const r = await approveChange(
        tx,
        parsePath(idParam, req.params).id,
        { name: actor.email, operatorId: actor.operatorId },
        now,
      );
      await recordAudit(
        tx,
        actor,
        {
          action: 'product.priceChange.approve',
          target: `product:${r.before.id}`,
          before: r.before,
          after: { change: r.change.id, maker: r.change.requestedBy, ...r.after },
        },
        now,
      );
      return r;
    });
    invalidateHomeProducts(db);
    return ok(requestLanguage(req), { product: result.after });
  });

  app.post('/api/admin/product-changes/:id/refuse', async (req) => {
    const actor = requireOperator(req);
    const { reason } = parseInput(refuseBody, req.body);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const change = await refuseChange(tx, parsePath(idParam, req.params).id, makerOf(actor), reason, now);
      await recordAudit(
        tx,
        actor,
        {
          action: 'product.priceChange.refuse',
          target: `product:${change.productId}`,
          reason,
          before: { change: change.id, ...change.proposed },
        },
        now,
      );
    });
    return ok(requestLanguage(req), { refused: true });
  });

  orderDecisionRoute(app, deps);
}
