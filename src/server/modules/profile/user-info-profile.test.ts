import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import {
  completeProfile,
  markIdentityDone,
  mxClabe,
  mxPersonal,
  newBorrower,
  ngAnswers,
  ngBank,
  ngContacts,
  ngPersonal,
  work,
} from '../../test/profile-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('getUserInfo profile', () => {
  it('is empty for a new borrower', async () => {
    const b = await newBorrower(t);
    const info = await b.call('/security/getUserInfo', {});
    expect(info.data.profile).toEqual({
      market: 'ng',
      personalInfo: null,
      additionInfo: null,
      bankCards: [],
      questionnaire: null,
      identity: { idBack: false, idFront: false, face: false, completed: false },
    });
  });

  it('returns each section as saved, with numbers masked', async () => {
    const b = await newBorrower(t);
    await b.call('/user/saveBasicInfo-market', ngPersonal);
    await markIdentityDone(t, b);
    await b.call('/user/saveAdditionInfo-market', { ...work, ...ngContacts });
    await b.call('/user/addBankCard', ngBank);
    await b.call('/user/save/questionnaire', { answers: ngAnswers });
    const { profile } = (await b.call('/security/getUserInfo', {})).data;
    expect(profile.personalInfo).toEqual({ ...ngPersonal, whatsappNo: '8031234567' });
    expect(profile.additionInfo).toMatchObject({
      employmentType: 'employee',
      monthlyPayday: 25,
      emergencyContactMobile1: '8051234567',
    });
    expect(profile.additionInfo).not.toHaveProperty('monthlyPaydayTwo');
    expect(profile.identity).toEqual({ idBack: true, idFront: true, face: true, completed: true });
    expect(profile.bankCards).toEqual([
      expect.objectContaining({ accountMasked: '******4570', bvnMasked: '*******6789', isPrimary: true }),
    ]);
    expect(profile.questionnaire).toEqual(Object.fromEntries(Object.entries(ngAnswers)));
    expect(JSON.stringify(profile)).not.toMatch(/0000014570|22123456789/);
  });

  it('masks CURP, RFC and NSS in Mexico', async () => {
    const b = await newBorrower(t, 'mx');
    await b.call('/user/saveBasicInfo-market', mxPersonal);
    await b.call('/user/addBankCard', mxClabe);
    const { profile } = (await b.call('/security/getUserInfo', {}, { lang: 'es' })).data;
    expect(profile.personalInfo).toMatchObject({
      nationalId: '**************ZM01',
      rfc: '*********1GR8',
      nss: '*******1213',
    });
    const text = JSON.stringify(profile);
    for (const secret of ['GODE561231MDFMZM01', 'GODE561231GR8', '84966311213', '002010077777777771'])
      expect(text).not.toContain(secret);
  });

  it('a complete profile makes Home offer the open order', async () => {
    const b = await newBorrower(t);
    await completeProfile(t, b);
    const apply = await b.call('/loan/loan-order/apply-market', {});
    expect((await b.call('/loan/loan-product/index', {})).data.order).toEqual(apply.data);
    await b.call('/user/submit', { orderNo: apply.data.orderNo! });
    // The submit kicked the assessment; once it ran, this profile's offer waits on Home.
    await t.app.jobs.idle();
    const home = await b.call('/loan/loan-product/index', {});
    expect(home.data).toMatchObject({ status: 'success', order: { orderNo: apply.data.orderNo, status: 14 } });
  });
});
