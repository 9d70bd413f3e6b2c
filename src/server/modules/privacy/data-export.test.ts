import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, otpCodes, personalInfos, privacyRequests, sessions } from '../../db/schema';
import { buildTestApp, testConfig, type TestApp } from '../../test/harness';
import { bankFormOf } from '../../test/profile-fixtures';
import { refusedBorrower } from '../../test/loan-test-kit';
import { newBorrower, type Borrower } from '../../test/profile-fixtures';
import { disbursedLoan } from '../../test/repay-fixtures';
import { DATA_EXPORTS_PER_DAY } from './data-export';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** Every stored secret of a borrower: hashes of their session and codes, encrypted identity and account columns. */
async function secretsOf(b: Borrower): Promise<string[]> {
  const db = t.database.db;
  const [session] = await db.select().from(sessions).where(eq(sessions.userId, b.userId));
  const codes = await db
    .select()
    .from(otpCodes)
    .where(inArray(otpCodes.mobile, [b.mobile, `+52${b.mobile}`, `+234${b.mobile.slice(1)}`]));
  const [person] = await db.select().from(personalInfos).where(eq(personalInfos.userId, b.userId));
  const accounts = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, b.userId));
  return [
    b.token,
    session.tokenHash,
    ...codes.flatMap((c) => [c.codeHash, c.ipHash]),
    person.nationalIdEnc,
    person.nationalIdHash,
    person.rfcEnc,
    person.nssEnc,
    ...accounts.flatMap((a) => [a.accountEnc, a.accountHash, a.bvnEnc]),
    testConfig().secret,
    testConfig().dataKey,
  ].filter((s): s is string => typeof s === 'string' && s.length > 0);
}

describe('downloading my data (PGlite and PostgreSQL)', () => {
  it('holds everything of the borrower — profile, masked identity and bank fields, loans with every movement, messages, consents — and nothing of another', async () => {
    const [one, other] = [await disbursedLoan(t, 'mx'), await disbursedLoan(t, 'mx')];
    expect((await one.b.call('/user/consent', { kind: 'devicePermissions', version: 'v1' })).code).toBe(0);
    const filed = await one.b.call('/user/complaints', {
      category: 'payment',
      text: 'Mi pago del lunes no aparece en la app.',
    });
    expect(filed.code).toBe(0);
    const res = await one.b.call('/user/data-export', {}, { lang: 'es' });
    expect(res.code).toBe(0);
    const data = res.data;
    expect(data).toMatchObject({
      format: 'presta-data-export',
      version: 1,
      language: 'es',
      account: { userId: one.b.userId, market: 'mx' },
    });

    // Profile, with the CURP, RFC, NSS and CLABE masked to their last 4.
    const personal = data.profile.personalInfo!;
    expect(personal.firstName).toBe('Emma');
    expect(personal.nationalId).toMatch(/^\*+[A-Z0-9]{4}$/);
    expect(data.profile.bankCards[0].accountMasked).toBe(`**************${bankFormOf(one.b).accountNumber.slice(-4)}`);
    expect(data.profile.additionInfo).toMatchObject({ emergencyContactName1: expect.any(String) });
    expect(data.profile.questionnaire).not.toBeNull();
    expect(data.identityPhotos.map((p) => p.kind).sort()).toEqual(['face', 'idBack', 'idFront']);

    // The loan with its decision and every ledger movement, the agreement, the messages sent and the consent given.
    expect(data.loans).toHaveLength(1);
    const loan = data.loans[0];
    expect(loan).toMatchObject({ orderNo: one.orderNo, status: 2, currency: 'MXN', amount: 1_000_000 });
    expect(loan.movements.map((m) => m.kind)).toEqual(['disbursement']);
    for (const m of loan.movements) {
      expect(m.lines.reduce((s, l) => s + l.debit, 0)).toBe(m.lines.reduce((s, l) => s + l.credit, 0));
    }
    expect(loan.agreements).toEqual([expect.objectContaining({ kind: 'loan', language: expect.any(String) })]);
    expect(data.messages.map((m) => m.purpose)).toEqual(expect.arrayContaining(['register', 'loan']));
    expect(data.messages.every((m) => !m.to.includes(one.b.mobile))).toBe(true);
    expect(data.consents).toEqual([
      expect.objectContaining({ kind: 'terms', version: 'v1.1' }),
      expect.objectContaining({ kind: 'devicePermissions', version: 'v1' }),
    ]);
    expect(data.complaints).toEqual([
      expect.objectContaining({
        caseNo: filed.data.caseNo,
        category: 'payment',
        status: 'open',
        text: 'Mi pago del lunes no aparece en la app.',
      }),
    ]);

    // Nothing of the other borrower, and no secret of either.
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.orderNo);
    expect(text).not.toContain(other.b.mobile);
    expect(text).not.toContain(`"userId":${other.b.userId},`);
    const [otherPerson] = await t.database.db
      .select()
      .from(personalInfos)
      .where(eq(personalInfos.userId, other.b.userId));
    expect(otherPerson.nationalIdHash).toBeTruthy();
    for (const secret of [...(await secretsOf(one.b)), ...(await secretsOf(other.b))])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/GODE\d{6}[A-Z0-9]{8}/);
    expect(text).not.toContain(bankFormOf(one.b).accountNumber);
    expect(text).not.toMatch(/Hash|Enc"|password|token/i);

    const [audit] = await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.userId, one.b.userId));
    expect(audit).toMatchObject({ kind: 'export', outcome: 'delivered' });
  });

  it("holds a refusal with its reasons in plain words, in the borrower's language", async () => {
    const { b, order } = await refusedBorrower(t);
    const data = (await b.call('/user/data-export', {}, { lang: 'es' })).data;
    expect(data.loans[0]).toMatchObject({ orderNo: order.orderNo, status: 9, movements: [] });
    expect(data.loans[0].decision).toMatchObject({ outcome: 'reject' });
    expect(data.loans[0].decision!.refusalReasons.map((r) => r.code)).toEqual([
      'recentDefault',
      'overdueWithLender',
      'overdueLoans',
    ]);
    expect(data.loans[0].decision!.refusalReasons[0].text).toBe('No pagaste un préstamo en los últimos 6 meses.');
  });

  it(`allows ${DATA_EXPORTS_PER_DAY.limit} a day however many arrive at once, and says when to come back`, async () => {
    const b = await newBorrower(t, 'ng');
    const answers = await Promise.all(Array.from({ length: 50 }, () => b.call('/user/data-export', {})));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(DATA_EXPORTS_PER_DAY.limit);
    const limited = answers.filter((a) => a.code !== 0);
    expect(limited).toHaveLength(50 - DATA_EXPORTS_PER_DAY.limit);
    for (const a of limited) {
      expect(a.code).toBe(429102);
      expect(a.status).toBeLessThan(500);
      expect(a.msg).toMatch(
        /^You have downloaded your data the most times allowed in a day\. Please try again in \d+ hours$/,
      );
    }
    const rows = await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.userId, b.userId));
    expect(rows.filter((r) => r.outcome === 'delivered')).toHaveLength(DATA_EXPORTS_PER_DAY.limit);

    const es = await b.call('/user/data-export', {}, { lang: 'es' });
    expect(es.msg).toMatch(/Inténtalo de nuevo en \d+ horas$/);
    t.clock.advance(DATA_EXPORTS_PER_DAY.windowMs);
    expect((await b.call('/user/data-export', {})).code).toBe(0);
  });
});
