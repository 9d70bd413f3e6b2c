import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../../../domain/forms/messages';
import { additionInfos } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { markIdentityDone, mxContacts, newBorrower, ngContacts, ngPersonal, work } from '../../test/profile-fixtures';
import { fieldsOf } from '../../test/profile-test-fields';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const en = (key: keyof typeof FORM_MESSAGES.en) => FORM_MESSAGES.en[key];

describe('/user/saveAdditionInfo-market', () => {
  it('saves work info and contacts and moves the order to the bank card', async () => {
    const b = await newBorrower(t);
    const {
      data: { orderNo },
    } = await b.call('/loan/loan-order/apply-market', {});
    await b.call('/user/saveBasicInfo-market', ngPersonal);
    await markIdentityDone(t, b);
    const res = await b.call('/user/saveAdditionInfo-market', { ...work, ...ngContacts, orderNo: orderNo! });
    expect(res.data).toEqual({ orderNo, status: 5, route: `/bank_account/add_bankcard?orderNo=${orderNo}` });
    const [row] = await t.database.db.select().from(additionInfos).where(eq(additionInfos.userId, b.userId));
    expect(row).toMatchObject({
      employmentType: 'employee',
      industryCategory: 'retail',
      payFrequency: 'Monthly',
      monthlyPayday: '25',
      emergencyContactMobile1: '8051234567',
      emergencyContactRelation2: 'colleagues',
    });
  });

  it("stores the `/user/saveAdditionInfo-market` work fields and shows them back in getUserInfo, in the market's formats", async () => {
    const b = await newBorrower(t, 'mx');
    const extra = {
      companyPhone: '55 8765 4321',
      officialEmail: 'Emma@Bimbo.com.mx',
      workPinCode: '04510',
      workCity: 'Coyoacán',
      workCounty: 'Copilco',
      workAddress: 'Av. Universidad 3000',
      linkedin: 'https://www.linkedin.com/in/emma',
      facebook: 'emma.gomez',
    };
    const res = await b.call('/user/saveAdditionInfo-market', { ...work, ...mxContacts, ...extra });
    expect(res.code).toBe(0);
    const [row] = await t.database.db.select().from(additionInfos).where(eq(additionInfos.userId, b.userId));
    expect(row).toMatchObject({
      designation: 'supervisor',
      workThereTime: 'in6To12Months',
      incomeSource: 'otherFamilyMember',
      payMethod: 'cash',
      companyPhone: '5587654321',
      officialEmail: 'emma@bimbo.com.mx',
      workPinCode: '04510',
      workCounty: 'Copilco',
      facebook: 'emma.gomez',
    });
    const info = await b.call('/security/getUserInfo', {});
    expect(info.data.profile.additionInfo).toMatchObject({
      designation: 'supervisor',
      companyPhone: '5587654321',
      workAddress: 'Av. Universidad 3000',
    });
  });

  it('refuses a bad new work field with its message in Spanish, and stores nothing', async () => {
    const b = await newBorrower(t, 'mx');
    const res = await b.call(
      '/user/saveAdditionInfo-market',
      {
        ...work,
        ...mxContacts,
        companyPhone: '123',
        workPinCode: '999999',
        officialEmail: 'emma@',
        linkedin: 'mi perfil',
        designation: 'trader',
      },
      { lang: 'es' },
    );
    expect(fieldsOf(res)).toEqual({
      companyPhone: FORM_MESSAGES.es['form.phone.invalid'],
      workPinCode: FORM_MESSAGES.es['form.pinCode.invalid'],
      officialEmail: FORM_MESSAGES.es['form.officialEmail.invalid'],
      linkedin: FORM_MESSAGES.es['form.social.invalid'],
      // A business type is not an employee's position (Designation1 vs Designation2).
      designation: FORM_MESSAGES.es['form.invalidOption'],
    });
    expect(await t.database.db.select().from(additionInfos).where(eq(additionInfos.userId, b.userId))).toEqual([]);
  });

  it('saving before identity keeps the order at identity (steps are not skipped)', async () => {
    const b = await newBorrower(t);
    const {
      data: { orderNo },
    } = await b.call('/loan/loan-order/apply-market', {});
    await b.call('/user/saveBasicInfo-market', ngPersonal);
    const res = await b.call('/user/saveAdditionInfo-market', { ...work, ...ngContacts });
    expect(res.data).toMatchObject({ orderNo, status: 12 });
  });

  it('a self-employed borrower leaves hidden fields empty, whatever the form still held', async () => {
    const b = await newBorrower(t, 'mx');
    const res = await b.call('/user/saveAdditionInfo-market', {
      ...work,
      ...mxContacts,
      employmentType: 'self_employed',
      designation: 'trader',
      jobExperience: 'garbage',
      payFrequency: 'Weekly',
      monthlyPayday: '99',
      payMethod: 'garbage',
      officialEmail: 'not an email',
    });
    expect(res.code).toBe(0);
    const [row] = await t.database.db.select().from(additionInfos).where(eq(additionInfos.userId, b.userId));
    expect(row).toMatchObject({
      employmentType: 'self_employed',
      designation: 'trader',
      industryCategory: 'retail',
      jobExperience: null,
      payFrequency: null,
      monthlyPayday: null,
      payMethod: null,
      officialEmail: null,
    });
  });

  it('reports work and contact errors together', async () => {
    const b = await newBorrower(t);
    const res = await b.call('/user/saveAdditionInfo-market', {
      employmentType: 'employee',
      monthlySalary: '50000-99999',
      incomeSource: 'ownself',
      designation: 'manager',
      workThereTime: 'in1To3Years',
      payMethod: 'cash',
      payFrequency: 'Biweekly',
      monthlyPayday: '15',
      monthlyPaydayTwo: '15',
      emergencyContactName1: 'Mum',
      emergencyContactMobile1: '08051234567',
      emergencyContactRelation1: 'parents',
      emergencyContactName2: 'Dad',
      emergencyContactMobile2: '8051234567',
      emergencyContactRelation2: 'parents',
    });
    expect(fieldsOf(res)).toEqual({
      industryCategory: en('form.required.industryCategory'),
      jobExperience: en('form.required.jobExperience'),
      monthlyPaydayTwo: en('form.workInfo.paydaysSame'),
      emergencyContactRelation2: 'The two contacts cannot have the same relationship',
      emergencyContactMobile2: 'The two contacts cannot have the same phone number',
    });
  });

  it('prompts for everything on an empty form, in Spanish', async () => {
    const b = await newBorrower(t, 'mx');
    const res = await b.call('/user/saveAdditionInfo-market', {}, { lang: 'es' });
    expect(fieldsOf(res)).toEqual({
      employmentType: FORM_MESSAGES.es['form.required.employmentType'],
      monthlySalary: FORM_MESSAGES.es['form.required.monthlySalary'],
      incomeSource: FORM_MESSAGES.es['form.required.incomeSource'],
      emergencyContactName1: FORM_MESSAGES.es['form.required.emergencyContactName1'],
      emergencyContactMobile1: FORM_MESSAGES.es['form.required.emergencyContactMobile1'],
      emergencyContactRelation1: FORM_MESSAGES.es['form.required.emergencyContactRelation1'],
      emergencyContactName2: FORM_MESSAGES.es['form.required.emergencyContactName2'],
      emergencyContactMobile2: FORM_MESSAGES.es['form.required.emergencyContactMobile2'],
      emergencyContactRelation2: FORM_MESSAGES.es['form.required.emergencyContactRelation2'],
    });
  });

  it("checks paydays against the frequency, phone lengths per market and the applicant's own number", async () => {
    const b = await newBorrower(t);
    const res = await b.call('/user/saveAdditionInfo-market', {
      ...work,
      ...ngContacts,
      payFrequency: 'Weekly',
      monthlyPayday: '12',
      emergencyContactMobile1: b.mobile,
      emergencyContactMobile2: '123456789',
    });
    expect(fieldsOf(res)).toEqual({
      monthlyPayday: en('form.workInfo.paydayInvalid'),
      emergencyContactMobile1: en('form.contacts.ownNumber'),
      emergencyContactMobile2: en('form.contacts.phoneLengthNg'),
    });
    const mx = await newBorrower(t, 'mx');
    const mxRes = await mx.call('/user/saveAdditionInfo-market', {
      ...work,
      ...mxContacts,
      employmentType: 'astronaut',
      emergencyContactMobile2: '08031234567',
    });
    expect(fieldsOf(mxRes)).toEqual({
      employmentType: en('form.invalidOption'),
      emergencyContactMobile2: en('form.contacts.phoneLengthMx'),
    });
  });
});
