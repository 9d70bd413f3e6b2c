import { and, asc, desc, eq } from 'drizzle-orm';
import type { ProductTerms } from '../../../domain/products/product';
import type { Db } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import type { DbOrTx } from '../../ledger/post';
import { products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;

export function toTerms(row: ProductRow): ProductTerms {
  const { createdAt: _c, isDefault: _d, approvedAt: _a, ...terms } = row;
  return { ...terms, tenures: [...row.tenures].sort((a, b) => a - b) };
}

/** The product Home advertises: the app's default, else its first active one. */
export async function defaultProduct(db: Db, packageName: string): Promise<ProductTerms | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.packageName, packageName), eq(products.active, true)))
    .orderBy(desc(products.isDefault), asc(products.id))
    .limit(1);
  return row ? toTerms(row) : null;
}

/**
 * Home's advertised product, read on every Home open, for 30 s per instance — configuration,
 * like the apps (http/apps-registry.ts). An operator's edit on this instance clears it at once
 * (invalidateHomeProducts); orders and quotes always read the product afresh.
 */
const homeProducts = new ReadCache<ProductTerms>(30_000);

export function homeProduct(db: Db, packageName: string): Promise<ProductTerms | null> {
  return homeProducts.get(db, packageName, () => defaultProduct(db, packageName));
}

export function invalidateHomeProducts(db: Db): void {
  homeProducts.invalidate(db);
}

/** A product by id, active or not: an order keeps the product it was made for. */
export async function productById(db: DbOrTx, id: number): Promise<ProductTerms | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ? toTerms(row) : null;
}
