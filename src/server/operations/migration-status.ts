import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, type Db } from '../db/client';

export interface MigrationStatus {
  current: boolean;
  applied: number | null;
  expected: number;
}

/** The newest migration this release carries (drizzle records each applied one by its journal time). */
function expectedMigration(): { when: number; count: number } {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { when: Math.max(...journal.entries.map((e) => e.when)), count: journal.entries.length };
}

/**
 * Whether the database has every migration this release needs. Once it has, it keeps them (a
 * newer release may add more: that is still current for this one), so the answer is kept and
 * the database is asked again only while it is behind, at most every few seconds.
 */
export class MigrationCheck {
  private readonly expected = expectedMigration();
  private known: MigrationStatus | null = null;
  private askedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly retryMs = 5_000,
  ) {}

  async status(now = Date.now()): Promise<MigrationStatus> {
    if (this.known?.current) return this.known;
    if (this.known && now - this.askedAt < this.retryMs) return this.known;
    this.askedAt = now;
    try {
      const [row] = await queryRows<{ newest: string | null; n: number }>(
        this.db,
        sql`SELECT max(created_at)::text AS newest, count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      const newest = row?.newest === null || row?.newest === undefined ? 0 : Number(row.newest);
      this.known = { current: newest >= this.expected.when, applied: row?.n ?? 0, expected: this.expected.count };
    } catch {
      this.known = { current: false, applied: null, expected: this.expected.count };
    }
    return this.known;
  }
}
