import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apps } from '../db/schema';

export type AppRow = typeof apps.$inferSelect;

const TTL_MS = 30_000;

/**
 * Registered apps change rarely and are read on every call; each instance keeps them for 30 s.
 * (A read-through cache of configuration, not state: instances may differ for at most 30 s.)
 */
export class AppsRegistry {
  private cache = new Map<string, { row: AppRow | null; at: number }>();
  constructor(private readonly db: Db) {}

  async find(packageName: string | undefined): Promise<AppRow | null> {
    if (!packageName) return null;
    const hit = this.cache.get(packageName);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.row;
    const [row] = await this.db.select().from(apps).where(eq(apps.packageName, packageName)).limit(1);
    this.cache.set(packageName, { row: row ?? null, at: Date.now() });
    return row ?? null;
  }

  /** After an operator change: this instance reads the row again at once (others within the TTL). */
  forget(packageName: string): void {
    this.cache.delete(packageName);
  }
}
