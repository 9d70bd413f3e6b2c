import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cancelAbandonedOrders, cancelExpiredOffers } from '../modules/assessment';
import { disbursedLoan } from '../test/repay-fixtures';
import { runOverdue } from '../modules/repay';
import { signInOperator, type SignedInOperator } from '../test/operator-test-kit';
import { buildTestApp, type TestApp } from '../test/harness';
import { writeSyntheticBook } from '../test/synthetic-book';
import { assessedBorrower } from '../test/loan-test-kit';

/**
 * Issue 11: every hot read, the sweeps and the console's list calls find their rows of the big
 * tables through an index. The statements are the ones the product really sends (recorded at
 * the database client while the calls and sweeps run), each EXPLAINed with its own parameters
 * on a book of a few thousand synthetic orders, ANALYZEd so the planner chooses honestly.
 */
const BIG_TABLES = new Set(['loan_orders', 'ledger_transactions', 'ledger_entries']);

interface Recorded {
  text: string;
  values: unknown[];
}
type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** Wraps the driver's query method (pg Pool or PGlite) to keep every statement sent while `on`. */
function recorder(client: { query: QueryFn }) {
  const original = client.query.bind(client);
  const statements: Recorded[] = [];
  let on = false;
  client.query = (...args: unknown[]) => {
    if (on) {
      const first = args[0] as string | { text: string; values?: unknown[] };
      // node-postgres: (text, values) or ({ text, types, … }, values) or ({ text, values }); PGlite: (text, values,
      // options).
      statements.push(
        typeof first === 'string'
          ? { text: first, values: (args[1] as unknown[]) ?? [] }
          : { text: first.text, values: first.values ?? (args[1] as unknown[]) ?? [] },
      );
    }
    return original(...args);
  };
  return {
    async during(run: () => Promise<unknown>): Promise<Recorded[]> {
      statements.length = 0;
      on = true;
      try {
        await run();
      } finally {
        on = false;
      }
      return [...statements];
    },
    async plan(s: Recorded): Promise<unknown> {
      const result = (await original(`EXPLAIN (FORMAT JSON) ${s.text}`, s.values)) as {
        rows: Record<string, unknown>[];
      };
      const cell = result.rows[0]['QUERY PLAN'];
      return typeof cell === 'string' ? JSON.parse(cell) : cell;
    },
  };
}

/** Relation names of every Seq Scan node in an EXPLAIN (FORMAT JSON) plan. */
function seqScans(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => seqScans(n, out));
  else if (node && typeof node === 'object') {
    const n = node as Record<string, unknown>;
    if (n['Node Type'] === 'Seq Scan') out.push(String(n['Relation Name']));
    for (const v of Object.values(n)) if (typeof v === 'object') seqScans(v, out);
  }
  return out;
}

const touchesBigTable = (text: string) =>
  [...BIG_TABLES].some((t) => text.includes(`"${t}"`) || new RegExp(`\\b${t}\\b`).test(text));

let t: TestApp;
let rec: ReturnType<typeof recorder>;
let borrower: Awaited<ReturnType<typeof assessedBorrower>>;
let repaying: Awaited<ReturnType<typeof disbursedLoan>>;
let operator: SignedInOperator;

beforeAll(async () => {
  t = await buildTestApp();
  operator = await signInOperator(t, 'admin');
  borrower = await assessedBorrower(t, 'ng');
  repaying = await disbursedLoan(t, 'ng');
  await writeSyntheticBook(t.database.db, { count: 20_000, now: t.clock.now(), tag: '7', chunk: 10_000 });
  await t.database.db.execute(sql`ANALYZE`);
  rec = recorder((t.database.db as unknown as { $client: { query: QueryFn } }).$client);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function expectIndexedReads(statements: Recorded[]) {
  const big = statements.filter((s) => touchesBigTable(s.text));
  expect(big.length).toBeGreaterThan(0);
  for (const s of big) {
    const plan = await rec.plan(s);
    const scans = seqScans(plan).filter((rel) => BIG_TABLES.has(rel));
    expect(
      scans,
      `sequential scan of ${scans.join(', ')} in:\n${s.text}\nwith ${JSON.stringify(s.values)}\nplan ${JSON.stringify(plan)}`,
    ).toEqual([]);
  }
}

describe('query plans on a book of thousands of orders', () => {
  it('the hot reads use indexes: Home logged in, latest order, repay detail', async () => {
    await expectIndexedReads(
      await rec.during(async () => {
        expect((await borrower.b.call('/loan/loan-product/index', {})).code).toBe(0);
        expect((await borrower.b.call('/loan/loan-order/latest', {})).code).toBe(0);
        expect((await repaying.b.call('/loan/loan-product/index', {})).code).toBe(0);
        expect((await repaying.b.call('/repay/repay-order/detail', { orderNo: repaying.orderNo })).code).toBe(0);
      }),
    );
  });

  it('the overdue and auto-cancel sweeps use indexes', async () => {
    const now = t.clock.now();
    for (const sweep of [runOverdue, cancelExpiredOffers, cancelAbandonedOrders]) {
      await expectIndexedReads(await rec.during(() => sweep(t.database.db, now)));
    }
    // The overdue sweep really posts the book's missing penalties (hundreds of ledger transactions).
  }, 120_000);

  it("the console's list calls page through indexes", async () => {
    const lists = [
      '/api/admin/loans?market=ng',
      '/api/admin/loans?market=ng&bucket=1-7',
      '/api/admin/review-queue',
      '/api/admin/customers',
      '/api/admin/audit',
    ];
    const statements = await rec.during(async () => {
      for (const url of lists) {
        const first = await operator.call('GET', url);
        expect(first.statusCode, url).toBe(200);
        const next = (first.json() as { data: { next: number | null } }).data.next;
        if (next)
          expect((await operator.call('GET', `${url}${url.includes('?') ? '&' : '?'}after=${next}`)).statusCode).toBe(
            200,
          );
      }
    });
    await expectIndexedReads(statements);
  });
});

describe('a days-past-due bucket pages by (due date, id)', () => {
  it('walks every loan of the bucket once, latest due date first, whatever the bucket holds', async () => {
    for (const bucket of ['current', '1-7', '8-30', '61+']) {
      const seen: { id: number; dueDate: string; status: number }[] = [];
      let after: number | string | null = null;
      do {
        const url: string = `/api/admin/loans?market=ng&bucket=${encodeURIComponent(bucket)}${after ? `&after=${encodeURIComponent(String(after))}` : ''}`;
        const res = await operator.call('GET', url);
        expect(res.statusCode, url).toBe(200);
        const data = (
          res.json() as {
            data: { items: { id: number; dueDate: string; status: number }[]; next: number | string | null };
          }
        ).data;
        seen.push(...data.items);
        after = data.next;
      } while (after && seen.length < 5_000);
      expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
      for (let i = 1; i < seen.length; i++) {
        const [a, b] = [seen[i - 1], seen[i]];
        expect(a.dueDate > b.dueDate || (a.dueDate === b.dueDate && a.id > b.id)).toBe(true);
      }
      expect(seen.every((r) => r.status === 2 || r.status === 3)).toBe(true);
      if (bucket === 'current') expect(seen.length).toBeGreaterThan(50);
    }
  }, 120_000);

  it('refuses a cursor of another shape, changing nothing', async () => {
    for (const after of ['2026-11-20', 'x.1', '2026-11-20.-1', '0']) {
      expect(
        (await operator.call('GET', `/api/admin/loans?market=ng&bucket=1-7&after=${encodeURIComponent(after)}`))
          .statusCode,
      ).toBe(400);
    }
  });
});
