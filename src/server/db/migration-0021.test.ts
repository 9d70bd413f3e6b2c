import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { queryRows } from './client';

describe('migration 0021 (decision 0060)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await database.drop();
  });

  it('leaves no row-change trigger of migration 0012, nor its functions', async () => {
    const triggers = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT tgname AS name FROM pg_trigger WHERE tgname ~ '_rows_(ins|upd|del|trunc)$'`,
    );
    expect(triggers).toEqual([]);
    const functions = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT proname AS name FROM pg_proc WHERE proname IN ('presta_notify_user_rows', 'presta_row_owner')`,
    );
    expect(functions).toEqual([]);
  });

  it('keeps the rate counters unlogged, and only them', async () => {
    const unlogged = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT relname AS name FROM pg_class WHERE relpersistence = 'u' AND relkind = 'r'`,
    );
    expect(unlogged.map((r) => r.name)).toEqual(['rate_counters']);
  });
});
