import { describe, expect, it } from 'vitest';
import { compareNames, fullName, nameTokens, sameNameToken } from './name-match';

const bvn = { given: 'ADA', middle: 'NGOZI', surnames: 'OKAFOR' };
const renapo = { given: 'MARÍA JOSÉ', surnames: 'GÓMEZ DE LA CRUZ' };

describe('compareNames', () => {
  it('ignores case, accents, punctuation and Spanish particles', () => {
    expect(nameTokens(' María-José  de la Cruz ')).toEqual(['MARIA', 'JOSE', 'CRUZ']);
    expect(compareNames('maria jose gomez de la cruz', renapo)).toEqual({ match: true });
    expect(compareNames('María José Gómez-Cruz', renapo)).toEqual({ match: true });
  });

  it('ignores order: a bank writes the surname first', () => {
    expect(compareNames('OKAFOR ADA NGOZI', bvn)).toEqual({ match: true });
    expect(compareNames('Okafor Ada', bvn)).toEqual({ match: true });
  });

  it('lets a middle name be left out, or given as an initial', () => {
    expect(compareNames(fullName({ firstName: 'Ada', lastName: 'Okafor' }, 'ng'), bvn)).toEqual({ match: true });
    expect(compareNames('OKAFOR ADA N.', bvn)).toEqual({ match: true });
    expect(compareNames('María Gómez', renapo)).toEqual({ match: true });
  });

  it('forgives one letter in a long name, never in a short one', () => {
    expect(compareNames('Ada Okafo', bvn)).toEqual({ match: true });
    expect(compareNames('Ada Okaphor', bvn)).toEqual({ match: false, reason: 'unknownName' });
    expect(sameNameToken('ADE', 'ADA')).toBe(false);
  });

  it('refuses a name the registry does not hold, or one missing the first name or surname', () => {
    expect(compareNames('Ada Grace Okafor', bvn)).toEqual({ match: false, reason: 'unknownName' });
    expect(compareNames('Chukwuemeka Obi', bvn)).toEqual({ match: false, reason: 'unknownName' });
    expect(compareNames('Ngozi Okafor', bvn)).toEqual({ match: false, reason: 'firstNameMissing' });
    expect(compareNames('Ada Ngozi', bvn)).toEqual({ match: false, reason: 'surnameMissing' });
    expect(compareNames('A. Okafor', bvn)).toEqual({ match: false, reason: 'firstNameMissing' });
    expect(compareNames('', bvn)).toEqual({ match: false, reason: 'unknownName' });
  });

  // Issue 30.1: the INE prints surnames first, in capitals, and OCR may lose the tilde.
  it('reads ñ as n either way, and an INE written surnames first', () => {
    const ine = { given: 'RAUL', middle: null, surnames: 'MORALES PEÑA' };
    expect(nameTokens('Peña Ñuñez')).toEqual(['PENA', 'NUNEZ']);
    expect(compareNames('Raúl Morales Peña', ine)).toEqual({ match: true });
    expect(compareNames('raul morales pena', { ...ine, surnames: 'MORALES PENA' })).toEqual({ match: true });
    expect(compareNames('MORALES PEÑA RAUL', ine)).toEqual({ match: true });
  });

  it('lets the typed side leave out a second given name, but never add one the document does not hold', () => {
    const ine = { given: 'MARIA GUADALUPE', middle: null, surnames: 'LOPEZ RUIZ' };
    expect(compareNames('María López Ruiz', ine)).toEqual({ match: true });
    expect(compareNames('María Guadalupe López', ine)).toEqual({ match: true });
    expect(compareNames('María Fernanda López Ruiz', ine)).toEqual({ match: false, reason: 'unknownName' });
    expect(compareNames('Guadalupe López Ruiz', ine)).toEqual({ match: false, reason: 'firstNameMissing' });
  });

  it('does not take another person for the borrower', () => {
    const other = { given: 'GABRIELA', middle: null, surnames: 'HERNANDEZ LOPEZ' };
    expect(compareNames('Raúl Morales Peña', other)).toEqual({ match: false, reason: 'unknownName' });
    expect(compareNames('Gabriela Morales', other)).toEqual({ match: false, reason: 'unknownName' });
  });
});

// Decision 0092: Mexico's `lastName` is the apellido paterno and `middleName` the apellido materno.
describe('fullName', () => {
  it("writes each market's order: Nigeria first, middle, last; Mexico nombre(s), paterno, materno", () => {
    expect(fullName({ firstName: 'Ada', middleName: 'Ngozi', lastName: 'Okafor' }, 'ng')).toBe('Ada Ngozi Okafor');
    expect(fullName({ firstName: 'María José', middleName: 'Cruz', lastName: 'Gómez' }, 'mx')).toBe(
      'María José Gómez Cruz',
    );
  });

  it('leaves out an empty part: one surname in Mexico, no middle name in Nigeria', () => {
    expect(fullName({ firstName: 'Juan', middleName: null, lastName: 'Uc' }, 'mx')).toBe('Juan Uc');
    expect(fullName({ firstName: 'Juan', middleName: ' ', lastName: 'Uc' }, 'mx')).toBe('Juan Uc');
    expect(fullName({ firstName: 'Ada', lastName: 'Okafor' }, 'ng')).toBe('Ada Okafor');
  });
});
