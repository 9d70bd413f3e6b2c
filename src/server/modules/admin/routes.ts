import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productPatchSchema, productProblems } from '../../../domain/products/product-config';
import { products } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, validationError } from '../../http/api-error';
import { fieldErrorsFromZod, ok } from '../../http/envelope';
import { invalidateHomeProducts, toTerms } from '../products';
import { orderDecisionRoute } from './order-decision';
import { recordAudit, requireOperator } from '../operator';

/**
 * Operator API on plain paths (not SPEC calls): list and edit loan products. Every edit is
 * validated against the product limits and written to the audit log with before and after.
 */
export function adminRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/products', async (req) => {
    requireOperator(req);
    const { packageName } = req.query as { packageName?: string };
    const rows = await deps.db.select().from(products)
      .where(packageName ? eq(products.packageName, packageName) : undefined)
      .orderBy(asc(products.packageName), asc(products.id));
    return ok('en', { products: rows.map((r) => ({ ...toTerms(r), isDefault: r.isDefault })) });
  });

  app.patch('/api/admin/products/:id', async (req) => {
    const actor = requireOperator(req);
    const id = Number((req.params as { id: string }).id);
    const parsed = productPatchSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
    const updated = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update').limit(1);
      if (!row) throw new ApiError('NOT_FOUND', 404);
      const before = toTerms(row);
      const after = { ...before, ...parsed.data, tenures: [...(parsed.data.tenures ?? before.tenures)].sort((a, b) => a - b) };
      const problems = productProblems(after);
      if (problems.length) throw new ApiError('VALIDATION', 400, {}, problems.map((p) => ({ field: 'product', key: 'validation.productRule', params: { rule: p } })));
      await tx.update(products).set({ ...parsed.data, tenures: after.tenures }).where(and(eq(products.id, id)));
      await recordAudit(tx, actor, { action: 'product.update', target: `product:${id}`, before, after }, deps.clock.now());
      return ok('en', { product: after });
    });
    invalidateHomeProducts(deps.db);
    return updated;
  });

  orderDecisionRoute(app, deps);
}
