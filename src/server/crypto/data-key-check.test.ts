import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { dataKeyCheck } from '../db/schema';
import { StartRefused } from '../settings/start-refused';
import { buildTestApp, testConfig, type TestApp } from '../test/harness';
import { newBorrower, ngBank } from '../test/profile-fixtures';
import { checkDataKey } from './data-key-check';
import { rotateDataKey } from './rotate-data-key';

const key = testConfig().dataKey;
const otherKey = () => randomBytes(32).toString('base64');
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The refusal checkDataKey gives, or null when the key is accepted. */
async function refusal(run: Promise<unknown>): Promise<StartRefused | null> {
  try {
    await run;
    return null;
  } catch (err) {
    if (err instanceof StartRefused) return err;
    throw err;
  }
}

describe('DATA_KEY decrypts a known value at every start', () => {
  it('a new database stores the check value; the same key passes later, another is refused naming DATA_KEY on one line', async () => {
    t = await buildTestApp();
    const db = t.database.db;
    expect(await checkDataKey(db, key)).toBe('stored');
    expect(await checkDataKey(db, key)).toBe('checked');
    const wrong = otherKey();
    const err = await refusal(checkDataKey(db, wrong));
    expect(err?.settings).toEqual(['DATA_KEY']);
    expect(err!.line).toMatch(
      /^start refused, invalid settings: DATA_KEY must be the key this database's data was encrypted with/,
    );
    expect(err!.line).not.toContain('\n');
    expect(err!.line).not.toContain(wrong);
    expect(await db.select().from(dataKeyCheck)).toHaveLength(1);
  });

  it("a database from before the check, holding an account number, is not given a wrong key's check value", async () => {
    t = await buildTestApp();
    const ng = await newBorrower(t, 'ng');
    const {
      data: { orderNo },
    } = await ng.call('/loan/loan-order/apply-market', {});
    expect((await ng.call('/user/addBankCard', { ...ngBank, orderNo: orderNo! })).code).toBe(0);
    const db = t.database.db;
    expect((await refusal(checkDataKey(db, otherKey())))?.settings).toEqual(['DATA_KEY']);
    expect(await db.select().from(dataKeyCheck)).toHaveLength(0);
    expect(await checkDataKey(db, key)).toBe('stored');
  });

  it('a rotation moves the check value to the new key: the new key starts, the old one is refused', async () => {
    t = await buildTestApp();
    const db = t.database.db;
    await checkDataKey(db, key);
    const newKey = otherKey();
    expect(await rotateDataKey(db, key, newKey)).toMatchObject({ dataKeyCheck: 1 });
    expect(await checkDataKey(db, newKey)).toBe('checked');
    expect((await refusal(checkDataKey(db, key)))?.settings).toEqual(['DATA_KEY']);
  });
});
