import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { MARKET_PROFILES } from '../../../domain/markets/market';
import {
  changedPriceFields,
  PRICE_FIELDS,
  productProblems,
  withMarketTax,
  type NewApp,
  type NewProduct,
  type PriceField,
  type ProductPatch,
} from '../../../domain/products/product-config';
import type { ProductTerms } from '../../../domain/products/product';
import type { Db } from '../../db/client';
import { apps, productChanges, products } from '../../db/schema';
import { ApiError, notFound, validationError } from '../../http/api-error';
import { isUniqueViolation } from '../profile';
import { toTerms, type ProductRow } from './products-repo';

/**
 * The lender's apps and products as operators (and the import command) write them (decision
 * 0073). Prices — every field the quote reads — change only through a pending change that an
 * operator other than its maker approves; names, the credit ceiling, retiring and the default
 * take effect at once. Each function runs inside the caller's transaction and returns what the
 * audit log records.
 */

/** Who writes: an operator (id), the automation key (no id), or a command run on the server. */
export interface Maker {
  name: string;
  operatorId: number | null;
}

export type Prices = Pick<ProductTerms, PriceField>;
export type ChangeRow = typeof productChanges.$inferSelect;

const pricesOf = (p: Prices): Prices =>
  Object.fromEntries(
    PRICE_FIELDS.map((f) => [f, f === 'tenures' ? [...p.tenures].sort((a, b) => a - b) : p[f]]),
  ) as Prices;

function assertRules(p: Parameters<typeof productProblems>[0]): void {
  const problems = productProblems(p);
  if (problems.length)
    throw validationError(problems.map((rule) => ({ field: 'product', key: `validation.product.${rule}` })));
}

export async function insertApp(tx: Db, input: NewApp): Promise<typeof apps.$inferSelect> {
  try {
    const [row] = await tx.insert(apps).values(input).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err, 'apps_pkey')) throw new ApiError('APP_TAKEN', 409);
    throw err;
  }
}

export async function lockedApp(tx: Db, packageName: string) {
  const [row] = await tx.select().from(apps).where(eq(apps.packageName, packageName)).for('update').limit(1);
  if (!row) throw notFound();
  return row;
}

/** Makes `id` the app's only default product. */
async function makeDefault(tx: Db, packageName: string, id: number): Promise<void> {
  await tx
    .update(products)
    .set({ isDefault: false })
    .where(and(eq(products.packageName, packageName), ne(products.id, id)));
  await tx.update(products).set({ isDefault: true }).where(eq(products.id, id));
}

/**
 * A new product of an app. `approved` (the import command only) offers it at once; from the
 * console it is stored retired with its first prices as a pending 'create' change.
 */
export async function insertProduct(
  tx: Db,
  input: NewProduct,
  maker: Maker,
  now: Date,
  opts: { approved?: boolean } = {},
) {
  const app = await lockedApp(tx, input.packageName);
  const priced = withMarketTax(input, app.market);
  assertRules(priced);
  const { isDefault, ...fields } = priced;
  const approved = opts.approved ?? false;
  let row: ProductRow;
  try {
    [row] = await tx
      .insert(products)
      .values({
        ...fields,
        tenures: [...fields.tenures].sort((a, b) => a - b),
        market: app.market,
        currency: MARKET_PROFILES[app.market].currency,
        active: approved,
        approvedAt: approved ? now : null,
        isDefault: false,
        createdAt: now,
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err, 'products_app_code_uq')) throw new ApiError('PRODUCT_CODE_TAKEN', 409);
    throw err;
  }
  if (isDefault) await makeDefault(tx, app.packageName, row.id);
  const change = approved ? null : await proposeChange(tx, row, 'create', pricesOf(priced), maker, now);
  return { product: { ...toTerms(row), isDefault: !!isDefault }, change };
}

async function proposeChange(
  tx: Db,
  product: ProductRow,
  kind: 'create' | 'update',
  proposed: Partial<Prices>,
  maker: Maker,
  now: Date,
) {
  try {
    const [change] = await tx
      .insert(productChanges)
      .values({
        productId: product.id,
        kind,
        proposed,
        previous: kind === 'create' ? null : pricesOf(toTerms(product)),
        requestedBy: maker.name,
        requestedById: maker.operatorId,
        requestedAt: now,
      })
      .returning();
    return change;
  } catch (err) {
    if (isUniqueViolation(err, 'product_changes_one_pending_uq')) throw new ApiError('PRODUCT_CHANGE_PENDING', 409);
    throw err;
  }
}

async function lockedProduct(tx: Db, id: number): Promise<ProductRow> {
  const [row] = Number.isSafeInteger(id)
    ? await tx.select().from(products).where(eq(products.id, id)).for('update').limit(1)
    : [];
  if (!row) throw notFound();
  return row;
}

/**
 * An operator's edit. The immediate part (name, credit ceiling, active, default) is applied now;
 * the price part, when it changes anything, becomes a pending change. Both the product as it is
 * after the immediate part and as it will be after approval must meet every rule.
 */
export async function patchProduct(tx: Db, id: number, patch: ProductPatch, maker: Maker, now: Date) {
  const row = await lockedProduct(tx, id);
  const before = { ...toTerms(row), isDefault: row.isDefault };
  const changed = changedPriceFields(before, patch);
  const proposed = Object.fromEntries(
    changed.map((f) => [f, f === 'tenures' ? [...patch.tenures!].sort((a, b) => a - b) : patch[f]]),
  ) as Partial<Prices>;
  const immediate = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.maxCreditLimit !== undefined ? { maxCreditLimit: patch.maxCreditLimit } : {}),
    ...(patch.active !== undefined ? { active: patch.active } : {}),
  };
  const current = { ...before, ...immediate };
  assertRules(current);
  if (changed.length) assertRules({ ...current, ...proposed });
  if (immediate.active && row.approvedAt === null) throw new ApiError('PRODUCT_NOT_APPROVED', 409);

  if (Object.keys(immediate).length) await tx.update(products).set(immediate).where(eq(products.id, id));
  if (patch.isDefault) await makeDefault(tx, row.packageName, id);
  const change = changed.length ? await proposeChange(tx, row, 'update', proposed, maker, now) : null;
  const after = { ...current, isDefault: patch.isDefault ? true : before.isDefault };
  const applied = Object.keys(immediate).length > 0 || !!patch.isDefault;
  return { before, after, change, applied };
}

async function lockedChange(tx: Db, id: number): Promise<ChangeRow> {
  const [row] = Number.isSafeInteger(id)
    ? await tx.select().from(productChanges).where(eq(productChanges.id, id)).for('update').limit(1)
    : [];
  if (!row) throw notFound();
  if (row.status !== 'pending') throw new ApiError('PRODUCT_CHANGE_DECIDED', 409);
  return row;
}

/**
 * The checker's approval: someone other than the maker (a person: the automation key never
 * approves). The prices take effect now; a new product is offered from now on.
 */
export async function approveChange(tx: Db, id: number, checker: Maker & { operatorId: number }, now: Date) {
  const change = await lockedChange(tx, id);
  if (change.requestedById === checker.operatorId) throw new ApiError('PRODUCT_CHANGE_OWN', 403);
  const row = await lockedProduct(tx, change.productId);
  const before = toTerms(row);
  const after = { ...before, ...change.proposed } as ProductTerms;
  assertRules(after);
  const first = change.kind === 'create';
  await tx
    .update(products)
    .set({ ...change.proposed, ...(first ? { active: true, approvedAt: now } : {}) })
    .where(eq(products.id, row.id));
  await tx
    .update(productChanges)
    .set({ status: 'approved', decidedBy: checker.name, decidedById: checker.operatorId, decidedAt: now })
    .where(eq(productChanges.id, id));
  return { change, before, after: { ...after, ...(first ? { active: true } : {}) } };
}

/** A refusal (or the maker withdrawing their own change): nothing about the product changes. */
export async function refuseChange(tx: Db, id: number, checker: Maker, reason: string, now: Date) {
  const change = await lockedChange(tx, id);
  await tx
    .update(productChanges)
    .set({ status: 'refused', decidedBy: checker.name, decidedById: checker.operatorId, decidedAt: now, reason })
    .where(eq(productChanges.id, id));
  return change;
}

/** Retiring an app: none of its products is offered any more; its borrowers still see and repay their loans. */
export async function retireApp(tx: Db, packageName: string) {
  await lockedApp(tx, packageName);
  return tx
    .update(products)
    .set({ active: false })
    .where(and(eq(products.packageName, packageName), eq(products.active, true)))
    .returning({ id: products.id, code: products.code });
}

/** Products of one app (or all), each with its pending change. */
export async function productsWithChanges(db: Db, packageName: string | undefined) {
  const rows = await db
    .select()
    .from(products)
    .where(packageName ? eq(products.packageName, packageName) : undefined)
    .orderBy(asc(products.packageName), asc(products.id));
  const pending = rows.length
    ? await db
        .select()
        .from(productChanges)
        .where(
          and(
            inArray(
              productChanges.productId,
              rows.map((r) => r.id),
            ),
            eq(productChanges.status, 'pending'),
          ),
        )
    : [];
  return rows.map((r) => ({
    ...toTerms(r),
    isDefault: r.isDefault,
    approved: r.approvedAt !== null,
    pendingChange: pending.find((c) => c.productId === r.id) ?? null,
  }));
}

/** Price changes, newest first: the pending ones for checkers, or every one. */
export async function listChanges(db: Db, status: ChangeRow['status'] | undefined) {
  return db
    .select({
      change: productChanges,
      packageName: products.packageName,
      code: products.code,
      currency: products.currency,
    })
    .from(productChanges)
    .innerJoin(products, eq(products.id, productChanges.productId))
    .where(status ? eq(productChanges.status, status) : undefined)
    .orderBy(desc(productChanges.id))
    .limit(200);
}
