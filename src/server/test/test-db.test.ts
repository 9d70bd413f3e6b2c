import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-db';

const rows = async <T>(database: TestDatabase, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const audit = (database: TestDatabase) =>
  rows<{ id: string }>(
    database,
    sql`INSERT INTO operator_audit (actor, action, target) VALUES ('t', 'test.reuse', 'x') RETURNING id::text AS id`,
  );

/**
 * A test file's database is kept and emptied for the next file on the same worker (test-db.ts):
 * what the next file gets must be as a fresh copy of the template is.
 */
describe('test databases reused between files', () => {
  it('come back empty, identities from the start, even append-only tables', async () => {
    const first = await createTestDatabase();
    expect(await audit(first)).toEqual([{ id: '1' }]);
    expect(await audit(first)).toEqual([{ id: '2' }]);
    const firstUrl = first.url;
    await first.drop();

    const next = await createTestDatabase();
    try {
      // On PostgreSQL the same database came back (PGlite's clients cannot be told apart from here).
      if (firstUrl) expect(next.url).toBe(firstUrl);
      expect(await rows(next, sql`SELECT id FROM operator_audit`)).toEqual([]);
      expect(await audit(next)).toEqual([{ id: '1' }]);
    } finally {
      await next.drop();
    }
  });

  it('are not reused once a file changed the schema', async () => {
    const changed = await createTestDatabase();
    await changed.db.execute(sql`ALTER TABLE operator_audit ADD CONSTRAINT reuse_probe CHECK (actor <> 'nobody')`);
    const changedUrl = changed.url;
    await changed.drop();

    const next = await createTestDatabase();
    try {
      if (changedUrl) expect(next.url).not.toBe(changedUrl);
      const probe = await rows(next, sql`SELECT 1 FROM pg_constraint WHERE conname = 'reuse_probe'`);
      expect(probe).toEqual([]);
    } finally {
      await next.drop();
    }
  });
});
