import { describe, expect, it } from 'vitest';
import { placeDirectory } from '../../../domain/markets/place-directory';
import type { Profile } from '../onboarding';
import {
  initialPersonalValues,
  maskedHints,
  personalPayload,
  validatePersonal,
  type PersonalValues,
} from './personal-values';

const profile = (personalInfo: Record<string, unknown> | null): Profile => ({
  market: 'mx',
  personalInfo,
  additionInfo: null,
  questionnaire: null,
  bankCards: [],
  identity: { idBack: false, idFront: false, face: false, completed: false },
});

const ng: PersonalValues = {
  firstName: 'Adaeze',
  middleName: undefined,
  lastName: 'Okafor',
  gender: '2',
  birthday: '1994-03-15',
  education: 'bachelors',
  maritalStatus: 'single',
  whatsappNo: '08031234567',
  alternativePhone: undefined,
  email: 'adaeze@gmail.com',
  loanPurpose: 'health',
  nationalId: 'NOT-A-CURP',
  rfc: undefined,
  nss: undefined,
  residenceType: 'rened',
  state: 'LA',
  city: 'Ikeja',
  address: '12 Allen Avenue',
  pinCode: undefined,
  county: 'Allen',
  cityOfBirth: undefined,
  language: 'en',
};
const ngContext = { market: 'ng' as const, today: '2025-06-10', places: placeDirectory('ng') };

describe('personal info form values', () => {
  it('prefill from the saved profile; masked identity numbers are hints, never values', () => {
    const saved = profile({ firstName: 'Maria', gender: 2, nationalId: '**************PR05', state: 'CMX' });
    const values = initialPersonalValues(saved, 'es');
    expect(values.firstName).toBe('Maria');
    expect(values.gender).toBe('2');
    expect(values.nationalId).toBeUndefined();
    expect(values.lastName).toBeUndefined();
    expect(maskedHints(saved)).toEqual({ nationalId: '**************PR05' });
    expect(initialPersonalValues(profile(null), 'es').firstName).toBeUndefined();
    // The preferred language starts as the one being read, until the borrower saved another.
    expect(values.language).toBe('es');
    expect(initialPersonalValues(profile({ language: 'en' }), 'es').language).toBe('en');
  });

  it("ignores Mexico's fields in Nigeria and sends the schema's clean values", () => {
    expect(validatePersonal(ng, ngContext).fields).toEqual({});
    const payload = personalPayload(ng, ngContext);
    expect(payload).not.toHaveProperty('nationalId');
    expect(payload).toMatchObject({
      gender: 2,
      whatsappNo: '8031234567',
      state: 'LA',
      city: 'Ikeja',
      county: 'Allen',
      language: 'en',
    });
  });

  it('checks the city against the state the pickers offer', () => {
    expect(validatePersonal({ ...ng, city: 'Coyoacán' }, ngContext).fields.city).toBe('form.city.unknown');
    expect(validatePersonal({ ...ng, state: undefined }, ngContext).fields.city).toBe('form.city.selectStateFirst');
  });
});
