import { describe, expect, it } from 'vitest';
import { checkContactPhone, contactsSchema, normalizePickedContactPhone } from './contacts';
import { formErrors } from './form-errors';

const ngContacts = {
  emergencyContactName1: 'Mum',
  emergencyContactMobile1: '08031234567',
  emergencyContactRelation1: 'parents',
  emergencyContactName2: 'Tunde (work)',
  emergencyContactMobile2: '9051234567',
  emergencyContactRelation2: 'colleagues',
};
const mxContacts = { ...ngContacts, emergencyContactMobile1: '5512345678', emergencyContactMobile2: '3312345678' };

function errorsOf(schema: ReturnType<typeof contactsSchema>, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return formErrors(result.error).fields;
}

describe('contactsSchema', () => {
  const ng = contactsSchema({ market: 'ng' });
  const mx = contactsSchema({ market: 'mx' });

  it('accepts two contacts; phones become national numbers', () => {
    expect(ng.parse(ngContacts)).toEqual({ ...ngContacts, emergencyContactMobile1: '8031234567' });
    expect(mx.parse(mxContacts)).toEqual(mxContacts);
  });

  it('prompts for all six fields', () => {
    expect(errorsOf(ng, {})).toEqual({
      emergencyContactName1: 'form.required.emergencyContactName1',
      emergencyContactMobile1: 'form.required.emergencyContactMobile1',
      emergencyContactRelation1: 'form.required.emergencyContactRelation1',
      emergencyContactName2: 'form.required.emergencyContactName2',
      emergencyContactMobile2: 'form.required.emergencyContactMobile2',
      emergencyContactRelation2: 'form.required.emergencyContactRelation2',
    });
  });

  it('the two may not share a relation', () => {
    expect(errorsOf(ng, { ...ngContacts, emergencyContactRelation2: 'parents' })).toEqual({
      emergencyContactRelation2: 'form.contacts.contactsSameRelation',
    });
  });

  it('the two may not share a phone, however it is written', () => {
    expect(errorsOf(ng, { ...ngContacts, emergencyContactMobile2: '8031234567' })).toEqual({
      emergencyContactMobile2: 'form.contacts.contactsSamePhone',
    });
  });

  it('a contact may not be the applicant', () => {
    const own = contactsSchema({ market: 'ng', applicantMobile: '+2349051234567' });
    expect(errorsOf(own, ngContacts)).toEqual({ emergencyContactMobile2: 'form.contacts.ownNumber' });
    expect(contactsSchema({ market: 'ng', applicantMobile: '+2348091234567' }).safeParse(ngContacts).success).toBe(
      true,
    );
  });

  it('relations come from the full list', () => {
    expect(errorsOf(ng, { ...ngContacts, emergencyContactRelation1: 'couple' })).toEqual({
      emergencyContactRelation1: 'form.invalidOption',
    });
    expect(ng.safeParse({ ...ngContacts, emergencyContactRelation1: 'couples' }).success).toBe(true);
  });

  it('names are free text up to 50 characters', () => {
    expect(ng.parse({ ...ngContacts, emergencyContactName1: '  Mama  Ngozi 💛 ' })).toMatchObject({
      emergencyContactName1: 'Mama Ngozi 💛',
    });
    expect(errorsOf(ng, { ...ngContacts, emergencyContactName1: 'x'.repeat(51) })).toEqual({
      emergencyContactName1: 'form.contacts.nameTooLong',
    });
    expect(errorsOf(ng, { ...ngContacts, emergencyContactName1: '\u200b' })).toEqual({
      emergencyContactName1: 'form.required.emergencyContactName1',
    });
  });
});

describe('checkContactPhone', () => {
  const required = 'form.required.emergencyContactMobile1' as const;

  it.each([
    ['ng', '08031234567', '8031234567'],
    ['ng', '8031234567', '8031234567'],
    ['ng', '0803 123 4567', '8031234567'],
    ['mx', '5512345678', '5512345678'],
  ] as const)('%s: %s', (market, input, expected) => {
    expect(checkContactPhone(input, market, required)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['ng', '080312345', 'form.contacts.phoneLengthNg'],
    ['ng', '234803123456', 'form.contacts.phoneLengthNg'],
    ['ng', '+2348031234567', 'form.phone.digitsOnly'],
    ['ng', '0000000000', 'form.phone.invalid'],
    ['mx', '551234567', 'form.contacts.phoneLengthMx'],
    ['mx', '05512345678', 'form.contacts.phoneLengthMx'],
    ['mx', '0000000000', 'form.phone.invalid'],
  ] as const)('%s refuses %s', (market, input, message) => {
    expect(checkContactPhone(input, market, required)).toEqual({ ok: false, message });
  });
});

describe('normalizePickedContactPhone', () => {
  it.each([
    ['+234 803 123 4567', '8031234567'],
    ['2348031234567', '8031234567'],
    ['+234 (0) 803-123-4567', '8031234567'],
    ['0803 123 4567', '8031234567'],
    ['8031234567', '8031234567'],
    ['tel:08031234567', '8031234567'],
  ])('Nigeria: %s → %s', (raw, expected) => {
    expect(normalizePickedContactPhone(raw)).toBe(expected);
    expect(normalizePickedContactPhone(raw, 'ng')).toBe(expected);
  });

  it.each([
    ['+52 55 1234 5678', '5512345678'],
    ['+52 1 55 1234 5678', '5512345678'],
    ['044 55 1234 5678', '5512345678'],
    ['55 1234 5678', '5512345678'],
    ['2341234567', '2341234567'],
  ])('Mexico: %s → %s', (raw, expected) => {
    expect(normalizePickedContactPhone(raw, 'mx')).toBe(expected);
  });
});
