import { DEMO_PRODUCTS } from '../../domain/pricing/demo-products';
import type { Db } from '../db/client';
import { apps, products } from '../db/schema';
import { seedPromo } from './promo';

export const DEMO_APPS = [
  { packageName: 'com.presta.ng', appName: 'Presta', market: 'ng', defaultLanguage: 'en', supportEmail: 'support.ng@presta.app' },
  { packageName: 'com.presta.mx', appName: 'Presta', market: 'mx', defaultLanguage: 'es', supportEmail: 'soporte.mx@presta.app' },
] as const;

/** Idempotent: inserts the demo apps and products that are missing, never overwrites an operator's edits. */
export async function seedDemo(db: Db): Promise<void> {
  await db.insert(apps).values(DEMO_APPS.map((a) => ({ ...a }))).onConflictDoNothing();
  await db.insert(products)
    .values(DEMO_PRODUCTS.map((p) => ({ ...p, isDefault: p.code === 'standard' })))
    .onConflictDoNothing();
  await seedPromo(db, DEMO_APPS);
}
