import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityClashes, personalInfos } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { completeProfile, curpFor, mxPersonal, newBorrower, uniqueMxPersonal } from '../../test/profile-fixtures';
import { assessmentOf, orderByNo, submitAndAssess } from '../../test/loan-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const personalOf = async (userId: number) =>
  (await t.database.db.select().from(personalInfos).where(eq(personalInfos.userId, userId)))[0];
const openClashesOf = (userId: number) =>
  t.database.db
    .select()
    .from(identityClashes)
    .where(eq(identityClashes.userId, userId))
    .then((rows) => rows.filter((r) => r.resolvedAt === null));
const withCurp = (yymmdd: string) => ({
  ...mxPersonal,
  birthday: `19${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4)}`,
  nationalId: curpFor(yymmdd),
  rfc: undefined,
  nss: undefined,
});

describe('a CURP another account holds', () => {
  it('is answered exactly like any CURP, kept encrypted without its lookup hash, and queued for review', async () => {
    const owner = await newBorrower(t, 'mx');
    const theirs = withCurp('560317');
    expect((await owner.call('/user/saveBasicInfo-market', theirs)).code).toBe(0);

    const other = await newBorrower(t, 'mx');
    const stranger = await newBorrower(t, 'mx');
    const clash = await other.call('/user/saveBasicInfo-market', theirs);
    const fresh = await stranger.call('/user/saveBasicInfo-market', withCurp('560318'));
    // Nothing in the answer tells a held CURP from a free one.
    expect(clash).toEqual(fresh);
    const es = await other.call('/user/saveBasicInfo-market', theirs, { lang: 'es' });
    expect(es.code).toBe(0);

    const [ownerRow, otherRow] = [await personalOf(owner.userId), await personalOf(other.userId)];
    expect(ownerRow.nationalIdHash).toMatch(/^[0-9a-f]{64}$/);
    expect(otherRow.nationalIdHash).toBeNull();
    expect(otherRow.nationalIdEnc).toMatch(/^v1\./);
    const queued = await openClashesOf(other.userId);
    expect(queued).toHaveLength(1);
    expect(queued[0].nationalIdHash).toBe(ownerRow.nationalIdHash);
    expect(await openClashesOf(owner.userId)).toEqual([]);
  });

  it("sends the clashing borrower's application to manual review, whatever the score", async () => {
    const owner = await newBorrower(t, 'mx');
    const theirs = withCurp('560319');
    expect((await owner.call('/user/saveBasicInfo-market', theirs)).code).toBe(0);
    const other = await newBorrower(t, 'mx');
    await completeProfile(t, other);
    expect((await other.call('/user/saveBasicInfo-market', theirs)).code).toBe(0);
    const orderNo = await submitAndAssess(t, other);
    const order = await orderByNo(t, orderNo);
    expect(order.status).toBe(1);
    const assessment = await assessmentOf(t, order.id);
    expect(assessment).toMatchObject({ outcome: 'review' });
    expect(assessment!.reasons[0]).toBe('nationalIdClash');
  });

  it('a later save with a CURP nobody holds resolves the clash', async () => {
    const owner = await newBorrower(t, 'mx');
    const theirs = withCurp('560320');
    await owner.call('/user/saveBasicInfo-market', theirs);
    const other = await newBorrower(t, 'mx');
    await other.call('/user/saveBasicInfo-market', theirs);
    expect(await openClashesOf(other.userId)).toHaveLength(1);
    expect((await other.call('/user/saveBasicInfo-market', uniqueMxPersonal())).code).toBe(0);
    expect(await openClashesOf(other.userId)).toEqual([]);
    expect((await personalOf(other.userId)).nationalIdHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('three borrowers saving the same CURP at once: all answered alike, one holds it, two are queued, never a 5xx', async () => {
    const mine = withCurp('560418');
    const racers = await Promise.all([newBorrower(t, 'mx'), newBorrower(t, 'mx'), newBorrower(t, 'mx')]);
    const results = await Promise.all(racers.map((b) => b.call('/user/saveBasicInfo-market', mine)));
    expect(results.map((r) => r.code)).toEqual([0, 0, 0]);
    const rows = await Promise.all(racers.map((b) => personalOf(b.userId)));
    expect(rows.filter((r) => r.nationalIdHash !== null)).toHaveLength(1);
    const open = await t.database.db.select().from(identityClashes).where(isNull(identityClashes.resolvedAt));
    expect(open.filter((c) => racers.some((b) => b.userId === c.userId))).toHaveLength(2);
  });
});
