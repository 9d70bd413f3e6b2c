import { DEMO_PRODUCTS } from '../../domain/pricing/demo-products';
import type { Db } from '../db/client';
import { apps, products } from '../db/schema';
import { seedPromo } from './promo';

export const DEMO_APPS = [
  {
    packageName: 'com.presta.ng',
    appName: 'Presta',
    market: 'ng',
    defaultLanguage: 'en',
    supportEmail: 'support.ng@presta.app',
  },
  {
    packageName: 'com.presta.mx',
    appName: 'Presta',
    market: 'mx',
    defaultLanguage: 'es',
    supportEmail: 'soporte.mx@presta.app',
  },
] as const;

/**
 * Idempotent: inserts the demo apps and products that are missing, never overwrites an
 * operator's edits. Production (SEED_DEMO=1) takes the apps and products alone, as a lender's
 * starting configuration; the demo's lottery and coupons are for trying the app.
 */
export async function seedDemo(db: Db, opts: { promotions?: boolean } = {}): Promise<void> {
  await db
    .insert(apps)
    .values(DEMO_APPS.map((a) => ({ ...a })))
    .onConflictDoNothing();
  await db
    .insert(products)
    .values(DEMO_PRODUCTS.map((p) => ({ ...p, isDefault: p.code === 'standard', approvedAt: new Date() })))
    .onConflictDoNothing();
  if (opts.promotions ?? true) await seedPromo(db, DEMO_APPS);
}
