import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from './card-type';
import { CONTACT_RELATIONS, CONTACT_RELATIONS_SHORT, CONTACT_RELATION_FROM_SHORT } from './contact-relation';
import { INCOME_RANGES, INCOME_RANGE_BOUNDS, INCOME_RANGE_BOUNDS_BY_MARKET, incomeRangeOf } from './income-range';
import { isOneOf } from './one-of';
import { DAYS_OF_MONTH, PAY_FREQUENCIES, WEEK_DAYS } from './pay-schedule';
import { EDUCATION_LEVELS, GENDERS, GENDER_CODE, LOAN_PURPOSES, MARITAL_STATUSES, RESIDENCE_TYPES } from './personal';
import { DESIGNATIONS, INCOME_SOURCES, INDUSTRIES, JOB_EXPERIENCES, PAY_METHODS } from './work';
import { FORM_EMPLOYMENT_TYPES, WORK_CATEGORY, WORK_TYPES } from './work-type';

describe('contract enumerations are kept verbatim', () => {
  it.each([
    [
      'work types',
      WORK_TYPES,
      [
        'employee',
        'self_employed',
        'Unemployed',
        'auto',
        'employed',
        'ParttimeEmployee',
        'Student',
        'no_Work',
        'Other',
      ],
    ],
    ['job experience', JOB_EXPERIENCES, ['lessThan1Year', 'in1_3Years', 'moreThan3Years']],
    ['residence', RESIDENCE_TYPES, ['ownHouse', 'rened', 'others']],
    ['income source', INCOME_SOURCES, ['ownself', 'father', 'mother', 'brotherOrSister', 'otherFamilyMember']],
    ['pay method', PAY_METHODS, ['cheque', 'cash', 'bankTransfer']],
    ['pay frequency', PAY_FREQUENCIES, ['Weekly', 'Fourteen', 'Monthly', 'Biweekly']],
    ['marital status', MARITAL_STATUSES, ['single', 'married', 'divorced', 'widowed']],
    [
      'education',
      EDUCATION_LEVELS,
      ['noEducated', 'primaryschool', 'seniorSchool', 'highSchool', 'bachelors', 'masters'],
    ],
    ['loan purpose', LOAN_PURPOSES, ['familyFunction', 'holidayTravel', 'education', 'health', 'otherPersonalUse']],
    [
      'contact relation',
      CONTACT_RELATIONS,
      ['colleagues', 'students', 'parents', 'couples', 'brothersOrSisters', 'children', 'friends', 'others'],
    ],
    [
      'contact relation (short)',
      CONTACT_RELATIONS_SHORT,
      ['parents', 'couple', 'children', 'siblings', 'friends', 'others'],
    ],
    ['designation', DESIGNATIONS, ['assistant', 'commissioner', 'supervisor', 'manager', 'director', 'other']],
    ['card type', CARD_TYPES, ['CLABE', 'creditCard']],
    ['week days', WEEK_DAYS, ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']],
    ['income ranges', INCOME_RANGES, ['under29999', '30000-49999', '50000-99999', '100000-149999', 'over150000']],
  ] as const)('%s', (_name, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });

  it('has the 16 industries, odd spellings included', () => {
    expect(INDUSTRIES).toHaveLength(16);
    expect(new Set(INDUSTRIES).size).toBe(16);
    expect(INDUSTRIES).toContain('itandscience');
    expect(INDUSTRIES).toContain('Police');
  });

  it('codes gender 1 male, 2 female', () => {
    expect([...GENDERS]).toEqual([1, 2]);
    expect(GENDER_CODE).toEqual({ male: 1, female: 2 });
  });

  it('offers days 1 to 31 for a day-of-month payday', () => {
    expect(DAYS_OF_MONTH).toHaveLength(31);
    expect(DAYS_OF_MONTH[0]).toBe(1);
    expect(DAYS_OF_MONTH[30]).toBe(31);
  });
});

describe('work types', () => {
  it('the form offers the short form plus Student, all contract values', () => {
    expect([...FORM_EMPLOYMENT_TYPES]).toEqual(['employee', 'self_employed', 'Unemployed', 'Student']);
    for (const type of FORM_EMPLOYMENT_TYPES) expect(WORK_TYPES).toContain(type);
  });

  it('puts every work type in a category', () => {
    expect(Object.keys(WORK_CATEGORY).sort()).toEqual([...WORK_TYPES].sort());
    expect(WORK_CATEGORY.employee).toBe('employed');
    expect(WORK_CATEGORY.self_employed).toBe('selfEmployed');
    expect(WORK_CATEGORY.Unemployed).toBe('notWorking');
    expect(WORK_CATEGORY.Student).toBe('notWorking');
  });
});

describe('contact relations', () => {
  it('maps every short value onto the full list', () => {
    for (const short of CONTACT_RELATIONS_SHORT)
      expect(CONTACT_RELATIONS).toContain(CONTACT_RELATION_FROM_SHORT[short]);
  });
});

describe('income ranges', () => {
  it.each(['ng', 'mx'] as const)('%s: bands are contiguous from 0 without an upper end', (market) => {
    let next = 0;
    for (const range of INCOME_RANGES) {
      const { min, max } = INCOME_RANGE_BOUNDS_BY_MARKET[market][range];
      expect(min).toBe(next);
      next = max === null ? Number.POSITIVE_INFINITY : max + 1;
    }
    expect(next).toBe(Number.POSITIVE_INFINITY);
  });

  it("SPEC's figures are Nigeria's; Mexico's pesos fall in their own bands under the same codes", () => {
    expect(INCOME_RANGE_BOUNDS).toBe(INCOME_RANGE_BOUNDS_BY_MARKET.ng);
    expect(incomeRangeOf(7_999, 'mx')).toBe('under29999');
    expect(incomeRangeOf(8_000, 'mx')).toBe('30000-49999');
    expect(incomeRangeOf(20_000, 'mx')).toBe('50000-99999');
    expect(incomeRangeOf(59_999, 'mx')).toBe('100000-149999');
    expect(incomeRangeOf(60_000, 'mx')).toBe('over150000');
  });

  it.each([
    [0, 'under29999'],
    [29_999, 'under29999'],
    [29_999.99, 'under29999'],
    [30_000, '30000-49999'],
    [49_999, '30000-49999'],
    [50_000, '50000-99999'],
    [100_000, '100000-149999'],
    [149_999, '100000-149999'],
    [150_000, 'over150000'],
    [10_000_000, 'over150000'],
  ] as const)('%d falls in %s', (income, range) => {
    expect(incomeRangeOf(income)).toBe(range);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (income) => {
    expect(() => incomeRangeOf(income)).toThrow(RangeError);
  });
});

describe('isOneOf', () => {
  it('accepts members only, with their exact type', () => {
    expect(isOneOf(RESIDENCE_TYPES, 'rened')).toBe(true);
    expect(isOneOf(RESIDENCE_TYPES, 'rented')).toBe(false);
    expect(isOneOf(GENDERS, 1)).toBe(true);
    expect(isOneOf(GENDERS, '1')).toBe(false);
    expect(isOneOf(RESIDENCE_TYPES, undefined)).toBe(false);
  });
});
