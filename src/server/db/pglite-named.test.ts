import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerNamed, withNamedStatements } from './pglite-named';

const READ = 'select id, amount, created_at, note from loans where owner = $1 order by id';

describe('named statements on PGlite', () => {
  let pglite: PGlite;
  let client: PGlite;
  // One database for the file (each start is an initdb of seconds); each test starts from no prepared statement and
  // the same three rows.
  beforeAll(async () => {
    pglite = await PGlite.create();
  });
  afterAll(async () => pglite.close());
  beforeEach(async () => {
    await pglite.exec(`
      deallocate all;
      drop table if exists loans;
      create table loans (id bigint primary key, owner bigint not null, amount bigint not null, created_at timestamptz not null, note text);
      insert into loans values (1, 7, 1000000, '2026-11-20T10:00:00.123Z', 'first'), (2, 7, 250000, '2026-11-21T10:00:00Z', null), (3, 8, 5, '2026-11-22T10:00:00Z', 'other');`);
    client = withNamedStatements(pglite);
  });

  it('answers a registered statement as query() does, parsed once as a named statement', async () => {
    const unnamed = await pglite.query(READ, [7], { rowMode: 'array' });
    registerNamed(client, READ, 'loans_of_owner');
    const named = await client.query(READ, [7], { rowMode: 'array' });
    expect(named.rows).toEqual(unnamed.rows);
    expect(named.fields).toEqual(unnamed.fields);
    expect((named.rows[1] as unknown[])[3]).toBeNull();
    expect((named.rows[0] as unknown[]).slice(2)).toEqual([new Date('2026-11-20T10:00:00.123Z'), 'first']);
    // Object rows, another parameter: the same statement, bound again.
    expect((await client.query(READ, [8])).rows).toEqual((await pglite.query(READ, [8])).rows);
    const prepared = await pglite.query<{ name: string; statement: string }>(
      'select name, statement from pg_prepared_statements',
    );
    expect(prepared.rows).toEqual([{ name: 'loans_of_owner', statement: READ }]);
  });

  it('leaves statements it was not given to query() and does nothing on a client that is not PGlite', async () => {
    registerNamed({ query: () => undefined }, READ, 'elsewhere');
    expect((await client.query('select count(*)::int as n from loans')).rows).toEqual([{ n: 3 }]);
    expect((await pglite.query('select count(*)::int as n from pg_prepared_statements')).rows).toEqual([{ n: 0 }]);
  });

  it('recovers from an error: the next statement, named or not, runs', async () => {
    registerNamed(client, READ, 'loans_of_owner');
    await expect(client.query(READ, ['not a number'])).rejects.toThrow(/invalid input syntax/);
    expect((await client.query(READ, [7])).rows).toHaveLength(2);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it("never runs inside another caller's open transaction", async () => {
    registerNamed(client, READ, 'loans_of_owner');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const writer = client.transaction(async (tx) => {
      await tx.query("insert into loans values (4, 7, 1, now(), 'uncommitted')");
      inserted();
      await held;
      throw new Error('the writer gives up');
    });
    await insertedYet;
    const read = client.query(READ, [7]);
    release();
    await expect(writer).rejects.toThrow('the writer gives up');
    // The read waited for the writer's transaction to end, and saw none of its rolled-back row.
    expect((await read).rows).toHaveLength(2);
  });
});
