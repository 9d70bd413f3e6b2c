import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../../../domain/forms/messages';
import { queryRows } from '../../db/client';
import { bankAccounts, bankBranches } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import {
  markIdentityDone,
  mxClabe,
  newBorrower,
  ngBank,
  ngContacts,
  ngPersonal,
  nuban,
  ownBankForm,
  uniqueMxPersonal,
  unknownNuban,
  work,
} from '../../test/profile-fixtures';
import { fieldsOf } from '../../test/profile-test-fields';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const en = (key: keyof typeof FORM_MESSAGES.en) => FORM_MESSAGES.en[key];
const debitCard = {
  cardType: 'creditCard',
  bankCode: '012',
  accountNumber: '4111 1111 1111 1111',
  confirmAccountNumber: '4111111111111111',
  validPeriod: '12/28',
  cvc: '987',
};

async function rawCards(userId: number) {
  return queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select * from bank_accounts where user_id = ${userId} order by id`,
  );
}

describe('/user/addBankCard: Nigeria', () => {
  it('adds a verified account, encrypted at rest and shown masked, and moves the order on', async () => {
    const b = await newBorrower(t);
    const {
      data: { orderNo },
    } = await b.call('/loan/loan-order/apply-market', {});
    await b.call('/user/saveBasicInfo-market', ngPersonal);
    await markIdentityDone(t, b);
    await b.call('/user/saveAdditionInfo-market', { ...work, ...ngContacts });

    const res = await b.call('/user/addBankCard', { ...ngBank, orderNo: orderNo! });
    expect(res.code).toBe(0);
    expect(res.data.bankCard).toEqual({
      id: expect.any(Number),
      cardType: 'bankAccount',
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      branchCode: null,
      accountMasked: '******4570',
      accountName: 'ADA OKAFOR',
      validPeriod: null,
      bvnMasked: '*******6789',
      phone: null,
      isPrimary: true,
    });
    expect(res.data.next).toEqual({ orderNo, status: 17, route: `/auth/loan_question?orderNo=${orderNo}` });

    const [row] = await rawCards(b.userId);
    const raw = JSON.stringify(row);
    expect(raw).not.toContain('0000014570');
    expect(raw).not.toContain('22123456789');
    expect(row).toMatchObject({ account_last4: '4570', market: 'ng' });
    expect(row.account_enc).toMatch(/^v1\./);
    expect(row.bvn_enc).toMatch(/^v1\./);
    expect(row.account_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.verified_at).not.toBeNull();
  });

  it('keeps SPEC messages: mismatch (en and es) and BVN; checks the NUBAN digit and the bank', async () => {
    const b = await newBorrower(t);
    const mismatch = await b.call('/user/addBankCard', { ...ngBank, confirmAccountNumber: '0000014571' });
    expect(fieldsOf(mismatch)).toEqual({
      confirmAccountNumber: 'The bank account is inconsistent with the confirmation number',
    });
    const es = await b.call('/user/addBankCard', { ...ngBank, confirmAccountNumber: '0000014571' }, { lang: 'es' });
    expect(es.msg).toBe('Los dos números de tarjetas bancarias no coinciden. Vuelva a ingresar');
    expect(fieldsOf(await b.call('/user/addBankCard', { ...ngBank, bvn: '2212345678' }))).toEqual({
      bvn: 'Incorrect bvn input.',
    });
    expect(
      fieldsOf(
        await b.call('/user/addBankCard', {
          ...ngBank,
          accountNumber: '0000014571',
          confirmAccountNumber: '0000014571',
        }),
      ),
    ).toEqual({ accountNumber: en('form.bank.nubanInvalid') });
    expect(
      fieldsOf(await b.call('/user/addBankCard', { ...ngBank, accountNumber: '12345', confirmAccountNumber: '12345' })),
    ).toEqual({ accountNumber: en('form.bank.accountDigitsNg') });
    expect(fieldsOf(await b.call('/user/addBankCard', { ...ngBank, bankCode: '999' }))).toEqual({
      bankCode: en('form.bank.unknownBank'),
    });
    expect(fieldsOf(await b.call('/user/addBankCard', {}))).toEqual({
      bankCode: en('form.required.bankCode'),
      accountNumber: en('form.required.accountNumber'),
      confirmAccountNumber: en('form.required.confirmAccountNumber'),
      bvn: en('form.required.bvn'),
    });
    expect(await rawCards(b.userId)).toEqual([]);
  });

  it('refuses an account the payments provider does not know', async () => {
    const b = await newBorrower(t);
    const account = unknownNuban();
    const res = await b.call('/user/addBankCard', { ...ngBank, accountNumber: account, confirmAccountNumber: account });
    expect(fieldsOf(res)).toEqual({
      accountNumber: 'We could not find this bank account, please check the number and the bank',
    });
    expect(await rawCards(b.userId)).toEqual([]);
  });

  it('the newest card is primary; re-adding a number does not duplicate it', async () => {
    const b = await newBorrower(t);
    const mine = ownBankForm('ng');
    const first = await b.call('/user/addBankCard', mine);
    const other = nuban('123456789');
    const second = await b.call('/user/addBankCard', { ...mine, accountNumber: other, confirmAccountNumber: other });
    let rows = await t.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.userId, b.userId))
      .orderBy(bankAccounts.id);
    expect(rows.map((r) => [r.id, r.isPrimary])).toEqual([
      [first.data.bankCard.id, false],
      [second.data.bankCard.id, true],
    ]);
    await b.call('/user/addBankCard', mine);
    rows = await t.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.userId, b.userId))
      .orderBy(bankAccounts.id);
    expect(rows.map((r) => [r.id, r.isPrimary])).toEqual([
      [first.data.bankCard.id, true],
      [second.data.bankCard.id, false],
    ]);
  });
});

describe('/user/addBankCard: Mexico', () => {
  it('adds a CLABE named after the borrower', async () => {
    const b = await newBorrower(t, 'mx');
    await b.call('/user/saveBasicInfo-market', uniqueMxPersonal());
    const res = await b.call('/user/addBankCard', mxClabe);
    expect(res.data.bankCard).toMatchObject({
      cardType: 'CLABE',
      bankName: 'BANAMEX',
      accountMasked: '**************7771',
      accountName: 'EMMA GÓMEZ DÍAZ',
      bvnMasked: null,
    });
    expect(res.data.next).toEqual({ orderNo: null, status: 12, route: null });
  });

  it("stores the account's phone number and refuses one of another market", async () => {
    const b = await newBorrower(t, 'mx');
    const mine = ownBankForm('mx');
    const bad = await b.call('/user/addBankCard', { ...mine, phone: '08031234567' }, { lang: 'es' });
    expect(bad.code).toBe(400100);
    expect((bad.data as unknown as { errors: { field: string; message: string }[] }).errors).toEqual([
      { field: 'phone', message: 'Ingresa un número de celular válido' },
    ]);
    const res = await b.call('/user/addBankCard', { ...mine, phone: '55 1234 5678' });
    expect(res.data.bankCard).toMatchObject({ phone: '5512345678' });
  });

  it('adds a debit card with its expiry; the CVC is checked and never stored', async () => {
    const b = await newBorrower(t, 'mx');
    const res = await b.call('/user/addBankCard', debitCard);
    expect(res.data.bankCard).toMatchObject({
      cardType: 'creditCard',
      validPeriod: '12/28',
      accountMasked: '************1111',
    });
    const [row] = await rawCards(b.userId);
    expect(Object.keys(row).some((k) => k.includes('cvc') || k.includes('cvv'))).toBe(false);
    expect(Object.values(row)).not.toContain('987');
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
  });

  it('checks CLABE, its bank, the card number, expiry and CVC', async () => {
    const b = await newBorrower(t, 'mx');
    expect(
      fieldsOf(
        await b.call('/user/addBankCard', {
          ...mxClabe,
          accountNumber: '002010077777777770',
          confirmAccountNumber: '002010077777777770',
        }),
      ),
    ).toEqual({ accountNumber: en('form.bank.clabeInvalid') });
    expect(fieldsOf(await b.call('/user/addBankCard', { ...mxClabe, bankCode: '012' }))).toEqual({
      bankCode: en('form.bank.clabeBankMismatch'),
    });
    expect(
      fieldsOf(
        await b.call('/user/addBankCard', {
          ...debitCard,
          accountNumber: '4111111111111112',
          confirmAccountNumber: '4111111111111112',
        }),
      ),
    ).toEqual({ accountNumber: en('form.bank.cardInvalid') });
    expect(fieldsOf(await b.call('/user/addBankCard', { ...debitCard, validPeriod: '10/26', cvc: '98' }))).toEqual({
      validPeriod: en('form.bank.validPeriodRange'),
      cvc: en('form.bank.cvcInvalid'),
    });
    expect(fieldsOf(await b.call('/user/addBankCard', { ...debitCard, validPeriod: '13/30' }))).toEqual({
      validPeriod: en('form.bank.validPeriodFormat'),
    });
    expect(fieldsOf(await b.call('/user/addBankCard', { ...mxClabe, cardType: undefined }, { lang: 'es' }))).toEqual({
      cardType: FORM_MESSAGES.es['form.required.cardType'],
    });
  });
});

describe('/user/update-bankCard', () => {
  it("edits the caller's card and keeps it primary", async () => {
    const b = await newBorrower(t);
    const mine = ownBankForm('ng');
    const added = await b.call('/user/addBankCard', mine);
    const other = nuban('987654321');
    const res = await b.call('/user/update-bankCard', {
      ...mine,
      id: added.data.bankCard.id,
      accountNumber: other,
      confirmAccountNumber: other,
    });
    expect(res.data.bankCard).toMatchObject({
      id: added.data.bankCard.id,
      accountMasked: `******${other.slice(-4)}`,
      isPrimary: true,
    });
  });

  it("another user's card is not found and stays as it was; so is an unknown id", async () => {
    const owner = await newBorrower(t);
    const mine = ownBankForm('ng');
    const added = await owner.call('/user/addBankCard', mine);
    const stranger = await newBorrower(t);
    const other = nuban('555555555');
    const res = await stranger.call('/user/update-bankCard', {
      ...ngBank,
      id: added.data.bankCard.id,
      accountNumber: other,
      confirmAccountNumber: other,
    });
    expect(res).toMatchObject({ code: 404100, status: 404 });
    // Even invalid input learns nothing about a stranger's card.
    expect((await stranger.call('/user/update-bankCard', { id: added.data.bankCard.id })).code).toBe(404100);
    expect((await stranger.call('/user/update-bankCard', { ...ngBank, id: 999_999 })).code).toBe(404100);
    const [row] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, added.data.bankCard.id));
    expect(row.accountLast4).toBe(mine.accountNumber.slice(-4));
  });

  it('validates like adding', async () => {
    const b = await newBorrower(t);
    const mine = ownBankForm('ng');
    const added = await b.call('/user/addBankCard', mine);
    const res = await b.call('/user/update-bankCard', { ...mine, id: added.data.bankCard.id, bvn: 'x' });
    expect(fieldsOf(res)).toEqual({ bvn: 'Incorrect bvn input.' });
  });
});

describe('/user/getBankBranch and /user/verifyBankCard', () => {
  it("lists the branches of a bank in the caller's market; none is a valid answer", async () => {
    const b = await newBorrower(t);
    expect((await b.call('/user/getBankBranch', { bankCode: '058' })).data).toEqual({ branches: [] });
    await t.database.db.insert(bankBranches).values([
      { market: 'ng', bankCode: '058', code: 'IKJ', name: 'Ikeja' },
      { market: 'ng', bankCode: '058', code: 'APP', name: 'Apapa' },
      { market: 'mx', bankCode: '058', code: 'MTY', name: 'Monterrey' },
    ]);
    expect((await b.call('/user/getBankBranch', { bankCode: '058' })).data).toEqual({
      branches: [
        { code: 'APP', name: 'Apapa' },
        { code: 'IKJ', name: 'Ikeja' },
      ],
    });
    expect((await b.call('/user/getBankBranch', { bankCode: '' })).code).toBe(400100);
  });

  it('resolves the holder name, says when the account does not exist, and checks the number first', async () => {
    const b = await newBorrower(t);
    await b.call('/user/saveBasicInfo-market', ngPersonal);
    expect((await b.call('/user/verifyBankCard', { bankCode: '058', accountNumber: '0000014570' })).data).toEqual({
      verified: true,
      accountName: 'ADA OKAFOR',
    });
    expect((await b.call('/user/verifyBankCard', { bankCode: '058', accountNumber: unknownNuban() })).data).toEqual({
      verified: false,
      accountName: null,
    });
    expect(fieldsOf(await b.call('/user/verifyBankCard', { bankCode: '058', accountNumber: '0000014571' }))).toEqual({
      accountNumber: en('form.bank.nubanInvalid'),
    });
    const mx = await newBorrower(t, 'mx');
    expect(
      (await mx.call('/user/verifyBankCard', { bankCode: '002', accountNumber: '002010077777777771' })).data.verified,
    ).toBe(true);
    expect(
      (
        await mx.call('/user/verifyBankCard', {
          bankCode: '012',
          accountNumber: '4111111111111111',
          cardType: 'creditCard',
        })
      ).data.verified,
    ).toBe(true);
    expect(
      fieldsOf(await mx.call('/user/verifyBankCard', { bankCode: '002', accountNumber: '002010077777777770' })),
    ).toEqual({ accountNumber: en('form.bank.clabeInvalid') });
  });
});
