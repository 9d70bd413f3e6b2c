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
    expect(compareNames(fullName({ firstName: 'Ada', lastName: 'Okafor' }), bvn)).toEqual({ match: true });
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
});
