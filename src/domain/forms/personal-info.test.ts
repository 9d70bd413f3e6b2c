import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import { whatsappRequired } from './personal-info';
import { personalInfoSchema } from './personal-info-schema';
import type { PlaceDirectory } from './place-fields';

const today = '2025-06-15';

const basics = {
  firstName: 'Emma',
  lastName: 'Gómez Díaz',
  gender: 2,
  birthday: '1956-12-31',
  education: 'bachelors',
  maritalStatus: 'married',
  email: 'emma.gomez@gmail.com',
  loanPurpose: 'health',
  residenceType: 'rened',
  state: 'CDMX',
  city: 'Coyoacán',
  address: 'Av. Universidad 3000',
};
const mxInput = { ...basics, pinCode: '04510', nationalId: 'GODE561231MDFMZM01' };
const ngInput = { ...basics, lastName: 'Okafor', state: 'LA', city: 'Ikeja', whatsappNo: '08031234567' };

const mx = personalInfoSchema({ market: 'mx', today });
const ng = personalInfoSchema({ market: 'ng', today });

function errorsOf(schema: typeof mx | typeof ng, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return formErrors(result.error).fields;
}

describe('personalInfoSchema: Mexico', () => {
  it('accepts a complete form and cleans it', () => {
    expect(
      mx.parse({
        ...mxInput,
        gender: '2',
        nationalId: ' gode561231mdfmzm01 ',
        rfc: 'gode561231gr8',
        nss: '84966311213',
      }),
    ).toEqual({
      ...mxInput,
      rfc: 'GODE561231GR8',
      nss: '84966311213',
    });
  });

  it('prompts for every required field of an empty form', () => {
    expect(errorsOf(mx, {})).toEqual({
      firstName: 'form.required.firstName',
      lastName: 'form.required.paternalSurname',
      gender: 'form.required.gender',
      birthday: 'form.required.birthday',
      education: 'form.required.education',
      maritalStatus: 'form.required.maritalStatus',
      email: 'form.required.email',
      loanPurpose: 'form.required.loanPurpose',
      residenceType: 'form.required.residenceType',
      state: 'form.required.state',
      city: 'form.required.city',
      address: 'form.required.address',
      pinCode: 'form.required.pinCode',
      nationalId: 'form.required.nationalId',
    });
  });

  // Decision 0092: lastName is the apellido paterno, middleName the apellido materno.
  it("asks the surnames apart: decision 0058's 3 letters counted across both, the maternal one optional", () => {
    expect(mx.parse({ ...mxInput, lastName: 'Gómez', middleName: 'Díaz' })).toMatchObject({
      lastName: 'Gómez',
      middleName: 'Díaz',
    });
    expect(mx.parse({ ...mxInput, lastName: 'Uc', middleName: 'Ek' })).toMatchObject({
      lastName: 'Uc',
      middleName: 'Ek',
    });
    expect(mx.parse({ ...mxInput, lastName: 'Paz' })).toMatchObject({ lastName: 'Paz' });
    expect(errorsOf(mx, { ...mxInput, lastName: 'Uc' })).toEqual({ lastName: 'form.name.surnamesTooShort' });
    expect(errorsOf(mx, { ...mxInput, lastName: ' ', middleName: 'Díaz' })).toEqual({
      lastName: 'form.required.paternalSurname',
    });
    expect(errorsOf(mx, { ...mxInput, lastName: 'Gómez1' })).toEqual({ lastName: 'form.name.lettersOnly' });
    // Nigeria keeps a last name of its own 3 letters.
    expect(errorsOf(ng, { ...ngInput, lastName: 'Uc', middleName: 'Ek' })).toEqual({ lastName: 'form.name.tooShort' });
  });

  it('WhatsApp, spare phone, middle name, RFC and NSS are optional', () => {
    const parsed = mx.parse({ ...mxInput, whatsappNo: '', alternativePhone: '', middleName: '', rfc: '', nss: '' });
    for (const key of ['whatsappNo', 'alternativePhone', 'middleName', 'rfc', 'nss'])
      expect(parsed).not.toHaveProperty(key);
  });

  it('an RFC with a wrong check digit still passes', () => {
    expect(mx.parse({ ...mxInput, rfc: 'GODE561231GR9' })).toMatchObject({ rfc: 'GODE561231GR9' });
  });

  it('refuses a CURP contradicting the birth date or gender', () => {
    expect(errorsOf(mx, { ...mxInput, birthday: '1956-12-30' })).toEqual({
      nationalId: 'form.nationalId.birthdayMismatch',
    });
    expect(errorsOf(mx, { ...mxInput, gender: 1 })).toEqual({ nationalId: 'form.nationalId.genderMismatch' });
  });

  it('applies each field rule', () => {
    expect(
      errorsOf(mx, {
        ...mxInput,
        firstName: 'Emma2',
        middleName: 'J4',
        gender: 3,
        birthday: '2010-01-01',
        education: 'phd',
        email: 'emma@hotmail.com',
        whatsappNo: '55-1234-5678',
        alternativePhone: '551234567890',
        address: 'x',
        pinCode: '4510',
        rfc: 'ABC',
        nss: '123',
      }),
    ).toEqual({
      firstName: 'form.name.lettersOnly',
      middleName: 'form.name.lettersOnly',
      gender: 'form.invalidOption',
      birthday: 'form.birthday.tooYoung',
      education: 'form.invalidOption',
      email: 'form.email.gmailYahooOnly',
      whatsappNo: 'form.phone.digitsOnly',
      alternativePhone: 'form.phone.tooLong',
      address: 'form.address.length',
      pinCode: 'form.pinCode.invalid',
      rfc: 'form.rfc.invalid',
      nss: 'form.nss.invalid',
    });
  });

  it('a city without a state says to select the state', () => {
    expect(errorsOf(mx, { ...mxInput, state: '' })).toEqual({
      state: 'form.required.state',
      city: 'form.city.selectStateFirst',
    });
  });

  it('checks state and city against a directory when given', () => {
    const places: PlaceDirectory = {
      hasState: (state) => state === 'CDMX',
      hasCity: (state, city) => state === 'CDMX' && city === 'Coyoacán',
    };
    const checked = personalInfoSchema({ market: 'mx', today, places });
    expect(checked.parse(mxInput)).toMatchObject({ state: 'CDMX', city: 'Coyoacán' });
    expect(errorsOf(checked, { ...mxInput, city: 'Ikeja' })).toEqual({ city: 'form.city.unknown' });
    expect(errorsOf(checked, { ...mxInput, state: 'Lagos' })).toEqual({ state: 'form.state.unknown' });
  });
});

describe('personalInfoSchema: Nigeria', () => {
  it('accepts a complete form; Mexican identity fields are dropped', () => {
    const parsed = ng.parse({ ...ngInput, nationalId: 'GODE561231MDFMZM01', rfc: 'GODE561231GR8' });
    expect(parsed).toEqual({ ...ngInput, whatsappNo: '8031234567' });
  });

  it('WhatsApp is required, postal code optional', () => {
    expect(whatsappRequired('ng')).toBe(true);
    expect(whatsappRequired('mx')).toBe(false);
    expect(errorsOf(ng, { ...ngInput, whatsappNo: '' })).toEqual({ whatsappNo: 'form.required.whatsappNo' });
    expect(ng.parse({ ...ngInput, pinCode: '' })).not.toHaveProperty('pinCode');
    expect(ng.parse({ ...ngInput, pinCode: '100001' })).toMatchObject({ pinCode: '100001' });
    expect(errorsOf(ng, { ...ngInput, pinCode: '04510' })).toEqual({ pinCode: 'form.pinCode.invalid' });
  });

  it('phones must be Nigerian mobiles', () => {
    expect(errorsOf(ng, { ...ngInput, whatsappNo: '5512345678' })).toEqual({ whatsappNo: 'form.phone.invalid' });
  });
});

describe('personalInfoSchema: today', () => {
  it('comes from the caller: the same birthday is fine later on', () => {
    const input = { ...mxInput, birthday: '2007-12-31', nationalId: undefined };
    const on = (day: string) =>
      formErrors(personalInfoSchema({ market: 'ng', today: day }).safeParse({ ...ngInput, ...input }).error!).fields
        .birthday;
    expect(on('2025-12-30')).toBe('form.birthday.tooYoung');
    expect(
      personalInfoSchema({ market: 'ng', today: '2025-12-31' }).safeParse({ ...ngInput, birthday: '2007-12-31' })
        .success,
    ).toBe(true);
  });

  it('must be a real date', () => {
    expect(() => personalInfoSchema({ market: 'mx', today: 'now' })).toThrow(RangeError);
  });
});

describe('personalInfoSchema: county, city of birth and language (`/user/saveBasicInfo-market`)', () => {
  it('are optional, cleaned when given', () => {
    expect(ng.parse(ngInput)).not.toHaveProperty('county');
    expect(ng.parse({ ...ngInput, county: '  Ikeja   LGA ', cityOfBirth: 'Enugu', language: 'en' })).toMatchObject({
      county: 'Ikeja LGA',
      cityOfBirth: 'Enugu',
      language: 'en',
    });
    expect(mx.parse({ ...mxInput, county: 'Copilco', cityOfBirth: 'Puebla', language: 'es' })).toMatchObject({
      county: 'Copilco',
      cityOfBirth: 'Puebla',
      language: 'es',
    });
  });

  it('refuses an unknown language and an overlong place', () => {
    expect(errorsOf(ng, { ...ngInput, language: 'fr', county: 'x'.repeat(101), cityOfBirth: 'y'.repeat(101) })).toEqual(
      {
        language: 'form.invalidOption',
        county: 'form.text.tooLong',
        cityOfBirth: 'form.text.tooLong',
      },
    );
  });
});
