import { randomBytes } from 'node:crypto';
import { eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { bankAccounts, identityClashes, personalInfos } from '../db/schema';
import { buildTestApp, testConfig, type TestApp } from '../test/harness';
import {
  curpFor,
  markIdentityDone,
  mxClabe,
  mxPersonal,
  newBorrower,
  ngBank,
  ngContacts,
  ngPersonal,
  ownBankForm,
  work,
} from '../test/profile-fixtures';
import { DATA_KEY_HASH_COLUMNS, ENCRYPTED_COLUMNS, rotateDataKey } from './rotate-data-key';

const oldKey = testConfig().dataKey;
const newKey = randomBytes(32).toString('base64');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const withCurp = (yymmdd: string) => ({
  ...mxPersonal,
  birthday: `19${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4)}`,
  nationalId: curpFor(yymmdd),
  rfc: undefined,
  nss: undefined,
});

describe('rotating the data key', () => {
  it('lists every encrypted column of the schema (a new `_enc` column must be rotated too)', () => {
    const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable));
    const enc = tables.flatMap((table) => {
      const { name, columns } = getTableConfig(table);
      return columns.filter((c) => c.name.endsWith('_enc')).map((c) => `${name}.${c.name}`);
    });
    expect(enc.sort()).toEqual([...ENCRYPTED_COLUMNS].sort());
    expect(DATA_KEY_HASH_COLUMNS.length).toBe(4);
  });

  it('re-encrypts every value and lookup hash under the new key: the app restarted on it reads and matches them as before', async () => {
    const ng = await newBorrower(t, 'ng');
    const {
      data: { orderNo },
    } = await ng.call('/loan/loan-order/apply-market', {});
    expect((await ng.call('/user/saveBasicInfo-market', ngPersonal)).code).toBe(0);
    await markIdentityDone(t, ng);
    expect((await ng.call('/user/saveAdditionInfo-market', { ...work, ...ngContacts })).code).toBe(0);
    expect((await ng.call('/user/addBankCard', { ...ngBank, orderNo: orderNo! })).code).toBe(0);
    const mx = await newBorrower(t, 'mx');
    expect((await mx.call('/user/saveBasicInfo-market', withCurp('610203'))).code).toBe(0);
    expect((await mx.call('/user/addBankCard', mxClabe)).code).toBe(0);
    // A clash: another account types the same CURP (kept without its hash, the clash keeps it).
    const other = await newBorrower(t, 'mx');
    expect((await other.call('/user/saveBasicInfo-market', withCurp('610203'))).code).toBe(0);

    const before = { ng: await ng.call('/security/getUserInfo', {}), mx: await mx.call('/security/getUserInfo', {}) };
    expect(before.mx.data.profile.personalInfo).toMatchObject({ nationalId: expect.stringMatching(/\*/) });
    expect(before.ng.data.profile.bankCards).toHaveLength(1);
    const rowsBefore = await t.database.db.select().from(personalInfos).where(eq(personalInfos.userId, mx.userId));

    // A wrong "current" key: nothing is changed.
    await expect(rotateDataKey(t.database.db, randomBytes(32).toString('base64'), newKey)).rejects.toThrow();
    expect(await t.database.db.select().from(personalInfos).where(eq(personalInfos.userId, mx.userId))).toEqual(
      rowsBefore,
    );

    const count = await rotateDataKey(t.database.db, oldKey, newKey);
    expect(count).toMatchObject({ bankAccounts: 2, identityClashes: 1 });
    const [mxRow] = await t.database.db.select().from(personalInfos).where(eq(personalInfos.userId, mx.userId));
    expect(mxRow.nationalIdEnc).not.toBe(rowsBefore[0].nationalIdEnc);
    expect(mxRow.nationalIdHash).not.toBe(rowsBefore[0].nationalIdHash);

    // The app started again with the new key, on the same data.
    const restarted = await buildTestApp({ dataKey: newKey }, { database: t.database });
    try {
      const as =
        (b: typeof ng) =>
        (path: Parameters<TestApp['call']>[0], input = {}) =>
          restarted.call(path, input as never, { token: b.token, packageName: b.packageName });
      expect(await as(ng)('/security/getUserInfo')).toEqual(before.ng);
      expect(await as(mx)('/security/getUserInfo')).toEqual(before.mx);
      // The lookup hashes moved with the key: the same account is still the same account, the held CURP still held.
      const again = await as(mx)('/user/addBankCard', mxClabe);
      expect(again.code).toBe(0);
      expect(
        await restarted.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, mx.userId)),
      ).toHaveLength(1);
      const third = await newBorrower(restarted, 'mx');
      expect((await third.call('/user/saveBasicInfo-market', withCurp('610203'))).code).toBe(0);
      const clashes = await restarted.database.db
        .select()
        .from(identityClashes)
        .where(eq(identityClashes.userId, third.userId));
      expect(clashes.map((c) => c.nationalIdHash)).toEqual([mxRow.nationalIdHash]);
      // The BVN's hash moved too: the same BVN on another account is still found (decision 0088).
      const twin = await newBorrower(restarted, 'ng');
      expect((await twin.call('/user/addBankCard', ownBankForm('ng', ngBank.bvn))).code).toBe(0);
      const bvnClashes = await restarted.database.db
        .select()
        .from(identityClashes)
        .where(eq(identityClashes.userId, twin.userId));
      expect(bvnClashes).toMatchObject([{ kind: 'bvn', otherUserId: ng.userId }]);
    } finally {
      await restarted.close();
    }
  });
});
