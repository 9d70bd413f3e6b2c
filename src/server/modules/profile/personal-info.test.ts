import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../../../domain/forms/messages';
import { queryRows } from '../../db/client';
import { personalInfos } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { mxPersonal, newBorrower, ngPersonal } from '../../test/profile-fixtures';
import { fieldsOf } from '../../test/profile-test-fields';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const fields = fieldsOf;
const en = (key: keyof typeof FORM_MESSAGES.en) => FORM_MESSAGES.en[key];
const es = (key: keyof typeof FORM_MESSAGES.es) => FORM_MESSAGES.es[key];

describe('/user/saveBasicInfo(-market): Nigeria', () => {
  it('saves basic info and residence and sends the borrower to identity', async () => {
    const b = await newBorrower(t);
    const res = await b.call('/user/saveBasicInfo', ngPersonal);
    expect(res).toMatchObject({ code: 0, data: { orderNo: null, status: 12, route: null } });
    const [row] = await t.database.db.select().from(personalInfos).where(eq(personalInfos.userId, b.userId));
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Okafor',
      state: 'LA',
      city: 'Ikeja',
      whatsappNo: '8031234567',
      nationalIdEnc: null,
    });
  });

  it('stores county, city of birth and preferred language, shown back in getUserInfo', async () => {
    const b = await newBorrower(t);
    const res = await b.call('/user/saveBasicInfo-market', {
      ...ngPersonal,
      county: ' Ikeja  LGA ',
      cityOfBirth: 'Enugu',
      language: 'en',
    });
    expect(res.code).toBe(0);
    const [row] = await t.database.db.select().from(personalInfos).where(eq(personalInfos.userId, b.userId));
    expect(row).toMatchObject({ county: 'Ikeja LGA', cityOfBirth: 'Enugu', language: 'en' });
    expect((await b.call('/security/getUserInfo', {})).data.profile.personalInfo).toMatchObject({
      county: 'Ikeja LGA',
      cityOfBirth: 'Enugu',
      language: 'en',
    });
    const bad = await b.call(
      '/user/saveBasicInfo-market',
      { ...ngPersonal, language: 'fr', county: 'x'.repeat(101) },
      { lang: 'es' },
    );
    expect(fields(bad)).toEqual({ language: es('form.invalidOption'), county: es('form.text.tooLong') });
  });

  it('a second save updates the same row (both paths, one handler)', async () => {
    const b = await newBorrower(t);
    await b.call('/user/saveBasicInfo', ngPersonal);
    expect((await b.call('/user/saveBasicInfo-market', { ...ngPersonal, address: '3 Broad Street' })).code).toBe(0);
    const rows = await t.database.db.select().from(personalInfos).where(eq(personalInfos.userId, b.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].address).toBe('3 Broad Street');
  });

  it('prompts for every required field of an empty form', async () => {
    const b = await newBorrower(t);
    expect(fields(await b.call('/user/saveBasicInfo-market', {}))).toEqual({
      firstName: 'Please input your first name',
      lastName: 'Please input your last name',
      gender: en('form.required.gender'),
      birthday: en('form.required.birthday'),
      education: en('form.required.education'),
      maritalStatus: en('form.required.maritalStatus'),
      whatsappNo: 'Please input your WhatsApp number',
      email: en('form.required.email'),
      loanPurpose: en('form.required.loanPurpose'),
      residenceType: en('form.required.residenceType'),
      state: en('form.required.state'),
      city: en('form.required.city'),
      address: en('form.required.address'),
    });
  });

  it('applies each field rule with its message', async () => {
    const b = await newBorrower(t);
    const res = await b.call('/user/saveBasicInfo-market', {
      ...ngPersonal,
      firstName: 'Ada2',
      birthday: '2015-01-01',
      whatsappNo: '0803-ABC',
      alternativePhone: '080312345678',
      address: 'x',
      state: 'Lagos',
      education: 'phd',
    });
    expect(fields(res)).toEqual({
      firstName: en('form.name.lettersOnly'),
      birthday: en('form.birthday.tooYoung'),
      whatsappNo: en('form.phone.digitsOnly'),
      alternativePhone: en('form.phone.tooLong'),
      address: en('form.address.length'),
      state: en('form.state.unknown'),
      education: en('form.invalidOption'),
    });
  });

  it('keeps SPEC e-mail messages verbatim, in English and Spanish', async () => {
    const b = await newBorrower(t);
    const outlook = await b.call('/user/saveBasicInfo-market', { ...ngPersonal, email: 'ada@outlook.com' });
    expect(fields(outlook)).toEqual({ email: "Gmail/Yahoo Mail only and email addr can't contain special symbols." });
    expect(outlook.msg).toBe("Gmail/Yahoo Mail only and email addr can't contain special symbols.");
    const twoAts = await b.call('/user/saveBasicInfo-market', { ...ngPersonal, email: 'ada@@gmail.com' });
    expect(fields(twoAts)).toEqual({
      email: 'The mailbox format was entered incorrectly, it cannot contain spaces or others',
    });
    const es1 = await b.call('/user/saveBasicInfo-market', { ...ngPersonal, email: 'ada@outlook.com' }, { lang: 'es' });
    expect(fields(es1)).toEqual({ email: es('form.email.gmailYahooOnly') });
    // Spaces are removed, not refused (checkEmail, src/domain/forms/email.ts).
    expect((await b.call('/user/saveBasicInfo-market', { ...ngPersonal, email: ' ada okafor@gmail.com ' })).code).toBe(
      0,
    );
  });

  it('a city without a state says "please select State"; a city of another state is refused', async () => {
    const b = await newBorrower(t);
    expect(fields(await b.call('/user/saveBasicInfo-market', { ...ngPersonal, state: undefined }))).toEqual({
      state: en('form.required.state'),
      city: 'please select State',
    });
    expect(fields(await b.call('/user/saveBasicInfo-market', { ...ngPersonal, state: 'AB' }))).toEqual({
      city: en('form.city.unknown'),
    });
  });

  it('a wrongly typed value is a field error, never a 5xx', async () => {
    const b = await newBorrower(t);
    const res = await b.call('/user/saveBasicInfo-market', { ...ngPersonal, gender: true } as never);
    expect(res.status).toBe(400);
    expect(fields(res)).toHaveProperty('gender');
  });

  it("an order number that is not the caller's is not found, and nothing is saved", async () => {
    const owner = await newBorrower(t);
    const {
      data: { orderNo },
    } = await owner.call('/loan/loan-order/apply-market', {});
    const stranger = await newBorrower(t);
    const res = await stranger.call('/user/saveBasicInfo-market', { ...ngPersonal, orderNo: orderNo! });
    expect(res).toMatchObject({ code: 404100, status: 404 });
    expect(await t.database.db.select().from(personalInfos).where(eq(personalInfos.userId, stranger.userId))).toEqual(
      [],
    );
  });
});

describe('/user/saveBasicInfo-market: Mexico', () => {
  it('saves with CURP, RFC and NSS encrypted at rest', async () => {
    const b = await newBorrower(t, 'mx');
    const res = await b.call('/user/saveBasicInfo-market', { ...mxPersonal, nationalId: ' gode561231mdfmzm01 ' });
    expect(res).toMatchObject({ code: 0, data: { status: 12 } });
    const rows = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from personal_infos where user_id = ${b.userId}`,
    );
    const raw = JSON.stringify(rows[0]);
    for (const secret of ['GODE561231MDFMZM01', 'GODE561231GR8', '84966311213']) expect(raw).not.toContain(secret);
    expect(rows[0].national_id_enc).toMatch(/^v1\./);
    expect(rows[0].national_id_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].rfc_enc).toMatch(/^v1\./);
    expect(rows[0].nss_enc).toMatch(/^v1\./);
  });

  it('prompts for the Mexican required fields and checks CURP, RFC, NSS and postal code', async () => {
    const b = await newBorrower(t, 'mx');
    const missing = fields(
      await b.call(
        '/user/saveBasicInfo-market',
        { ...mxPersonal, nationalId: undefined, pinCode: undefined },
        { lang: 'es' },
      ),
    );
    expect(missing).toEqual({ nationalId: 'Ingresa tu CURP', pinCode: es('form.required.pinCode') });
    const wrong = fields(
      await b.call('/user/saveBasicInfo-market', {
        ...mxPersonal,
        nationalId: 'GODE561231MDFMZM0',
        rfc: 'GODE56',
        nss: '123',
        pinCode: '4510',
      }),
    );
    expect(wrong).toEqual({
      nationalId: en('form.nationalId.invalid'),
      rfc: 'RFC input error, the format needs 13 bits',
      nss: 'The NSS number is incorrect. The format is 11 digits',
      pinCode: en('form.pinCode.invalid'),
    });
    expect(fields(await b.call('/user/saveBasicInfo-market', { ...mxPersonal, birthday: '1956-12-30' }))).toEqual({
      nationalId: en('form.nationalId.birthdayMismatch'),
    });
  });

  it("a token used through the other market's app is refused", async () => {
    const b = await newBorrower(t, 'mx');
    const res = await t.call('/user/saveBasicInfo-market', ngPersonal, {
      token: b.token,
      packageName: 'com.presta.ng',
    });
    expect(res.code).toBe(400212);
  });
});
