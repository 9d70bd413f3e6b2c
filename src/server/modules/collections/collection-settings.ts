import { eq } from 'drizzle-orm';
import {
  collectionSettingsFor,
  DEFAULT_COLLECTION_SETTINGS,
  type CollectionSettings,
} from '../../../domain/collections/collection-rules';
import type { Market } from '../../../domain/markets/market';
import { collectionSettings } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';

/**
 * A market's collections settings: the operator's, or ours. A stored value that no longer fits
 * its schema (a legal frame narrowed since) fails loudly rather than letting a call through.
 */
export async function collectionSettingsOf(db: DbOrTx, market: Market): Promise<CollectionSettings> {
  const [row] = await db
    .select({ value: collectionSettings.value })
    .from(collectionSettings)
    .where(eq(collectionSettings.market, market))
    .limit(1);
  return row ? collectionSettingsFor(market).parse(row.value) : DEFAULT_COLLECTION_SETTINGS[market];
}
