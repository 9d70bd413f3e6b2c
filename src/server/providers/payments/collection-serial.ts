import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionAccountSerial } from '../../db/schema';

/** The next number for a collection account or cash reference we mint: unique across instances. */
export async function nextCollectionSerial(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT nextval(${collectionAccountSerial.seqName}) AS n`);
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0].n);
}
