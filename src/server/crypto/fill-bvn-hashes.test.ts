import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../db/schema';
import { buildTestApp, testConfig, type TestApp } from '../test/harness';
import { newBorrower, ownBankForm } from '../test/profile-fixtures';
import { fillBvnHashes } from './fill-bvn-hashes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('fillBvnHashes (BVNs stored before migration 0032)', () => {
  it('gives a BVN without its hash the hash a card saved now carries, and is a no-op once done', async () => {
    const b = await newBorrower(t);
    expect((await b.call('/user/addBankCard', ownBankForm('ng'))).code).toBe(0);
    const [saved] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, b.userId));
    expect(saved.bvnHash).toMatch(/^[0-9a-f]{64}$/);
    // The row as it was before 0032: the migration added the column empty (the data key is not SQL's).
    await t.database.db.update(bankAccounts).set({ bvnHash: null }).where(eq(bankAccounts.id, saved.id));
    expect(await fillBvnHashes(t.database.db, testConfig().dataKey)).toBeGreaterThanOrEqual(1);
    const [filled] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, saved.id));
    expect(filled.bvnHash).toBe(saved.bvnHash);
    expect(await fillBvnHashes(t.database.db, testConfig().dataKey)).toBe(0);
  });
});
