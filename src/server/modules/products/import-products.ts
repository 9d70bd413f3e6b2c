import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { newAppSchema, newProductSchema, PRICE_FIELDS, withMarketTax } from '../../../domain/products/product-config';
import type { Db } from '../../db/client';
import { apps, products } from '../../db/schema';
import { recordCommandAudit } from '../operator';
import { insertApp, insertProduct } from './product-admin';
import { toTerms } from './products-repo';

/** The file a lender keeps (docs/operations.md, "Your apps and products"): apps, each with its products. */
export const productsFileSchema = z
  .object({
    apps: z
      .array(
        newAppSchema.extend({
          products: z.array(newProductSchema.omit({ packageName: true })).min(1),
        }),
      )
      .min(1),
  })
  .strict();

export type ProductsFile = z.infer<typeof productsFileSchema>;

export interface ImportResult {
  appsCreated: string[];
  productsCreated: string[];
  unchanged: string[];
}

const COMMAND = 'products:import';
const sameTenures = (a: number[], b: number[]) =>
  [...a].sort((x, y) => x - y).join(',') === [...b].sort((x, y) => x - y).join(',');

/** A refusal the command prints as one line: the file asks for something the console must do. */
export class ImportRefused extends Error {}

/**
 * Sets up a database from the lender's file, in one transaction: apps and products that are
 * missing are created, offered at once (the file is the lender's own approved configuration,
 * decision 0073) and audited as `products:import`. What exists already and matches the file is
 * left alone, so the command may run again; what exists and differs is refused — a change to
 * a live product is made in the console, where a price change needs a second operator.
 */
export async function importProducts(db: Db, file: ProductsFile, now: Date): Promise<ImportResult> {
  const result: ImportResult = { appsCreated: [], productsCreated: [], unchanged: [] };
  await db.transaction(async (tx) => {
    for (const { products: list, ...app } of file.apps) {
      const [existing] = await tx.select().from(apps).where(eq(apps.packageName, app.packageName)).limit(1);
      if (!existing) {
        await insertApp(tx, app);
        await recordCommandAudit(
          tx,
          COMMAND,
          { action: 'app.create', target: `app:${app.packageName}`, after: app },
          now,
        );
        result.appsCreated.push(app.packageName);
      } else if (
        existing.market !== app.market ||
        existing.appName !== app.appName ||
        existing.defaultLanguage !== app.defaultLanguage ||
        existing.supportEmail !== app.supportEmail
      ) {
        throw new ImportRefused(`app ${app.packageName} exists with other settings: change it in the console`);
      } else {
        result.unchanged.push(app.packageName);
      }
      for (const listed of list) {
        const product = withMarketTax(listed, app.market);
        const name = `${app.packageName}/${product.code}`;
        const [row] = await tx
          .select()
          .from(products)
          .where(and(eq(products.packageName, app.packageName), eq(products.code, product.code)))
          .limit(1);
        if (row) {
          const terms = toTerms(row);
          const differs =
            PRICE_FIELDS.some((f) =>
              f === 'tenures' ? !sameTenures(terms.tenures, product.tenures) : terms[f] !== product[f],
            ) ||
            terms.name !== product.name ||
            terms.maxCreditLimit !== product.maxCreditLimit;
          if (differs)
            throw new ImportRefused(
              `product ${name} exists with other terms: change it in the console, where a price change is approved by a second operator`,
            );
          result.unchanged.push(name);
          continue;
        }
        const created = await insertProduct(
          tx,
          { ...product, packageName: app.packageName },
          { name: COMMAND, operatorId: null },
          now,
          { approved: true },
        );
        await recordCommandAudit(
          tx,
          COMMAND,
          { action: 'product.create', target: `product:${created.product.id}`, after: created.product },
          now,
        );
        result.productsCreated.push(name);
      }
    }
  });
  return result;
}
