import { describe, expect, it } from 'vitest';
import { compareNames } from './name-match';
import { personMismatches } from './person-match';

const typed = { firstName: 'Raúl', lastName: 'Morales Peña', birthDate: '1990-05-12' };
const ine = { name: { given: 'RAUL', middle: null, surnames: 'MORALES PEÑA' }, birthDate: '1990-05-12' };

describe('personMismatches', () => {
  it('finds nothing when the document names the person typed, whatever the case, accents or order', () => {
    expect(personMismatches(typed, ine, 'mx')).toEqual([]);
    expect(personMismatches({ ...typed, firstName: 'RAUL', lastName: 'morales pena' }, ine, 'mx')).toEqual([]);
  });

  it('names each field that differs', () => {
    expect(personMismatches(typed, { ...ine, birthDate: '1995-03-14' }, 'mx')).toEqual(['birthDate']);
    expect(
      personMismatches(
        typed,
        { name: { given: 'GABRIELA', middle: null, surnames: 'HERNANDEZ LOPEZ' }, birthDate: '1995-03-14' },
        'mx',
      ),
    ).toEqual(['name', 'birthDate']);
  });

  it('compares nothing it was not given', () => {
    expect(personMismatches(typed, { name: null, birthDate: null }, 'mx')).toEqual([]);
    expect(personMismatches(typed, { name: ine.name, birthDate: null }, 'mx')).toEqual([]);
  });

  // Decision 0092: the surnames typed apart (paterno in lastName, materno in middleName) against
  // the INE, which prints "APELLIDO_PATERNO APELLIDO_MATERNO NOMBRE(S)".
  it('matches the surnames typed apart against an INE that prints them before the given names', () => {
    const apart = { firstName: 'María José', lastName: 'Gómez', middleName: 'Cruz', birthDate: '1990-05-12' };
    // As read-ine-person.ts reads the name block: the lines before the last are the surnames.
    const printed = { name: { given: 'MARÍA JOSÉ', middle: null, surnames: 'GÓMEZ CRUZ' }, birthDate: '1990-05-12' };
    expect(personMismatches(apart, printed, 'mx')).toEqual([]);
    // The INE's order written out as one line, against the typed parts as a registry record.
    expect(
      compareNames('GOMEZ CRUZ MARIA JOSE', { given: 'María José', middle: null, surnames: 'Gómez Cruz' }),
    ).toEqual({ match: true });
    // One surname only (no apellido materno), and the surnames typed the other way round.
    expect(personMismatches({ ...apart, middleName: null }, printed, 'mx')).toEqual([]);
    expect(personMismatches({ ...apart, lastName: 'Cruz', middleName: 'Gómez' }, printed, 'mx')).toEqual([]);
    // A maternal surname the INE does not hold is another person.
    expect(personMismatches({ ...apart, middleName: 'Ruiz' }, printed, 'mx')).toEqual(['name']);
  });
});
