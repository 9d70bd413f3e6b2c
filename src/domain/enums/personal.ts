// Values are the contract strings of `/user/saveBasicInfo-market` and are stored and sent as-is: keep them verbatim.

/** Coded 1 male, 2 female. */
export const GENDERS = [1, 2] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_CODE = { male: 1, female: 2 } as const satisfies Record<string, Gender>;

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/**
 * Six values: SPEC mentions "5 levels in one reading"; the longer list is kept because a value
 * the server may already hold must stay valid, and the extra level costs the borrower nothing.
 */
export const EDUCATION_LEVELS = [
  'noEducated',
  'primaryschool',
  'seniorSchool',
  'highSchool',
  'bachelors',
  'masters',
] as const;
export type Education = (typeof EDUCATION_LEVELS)[number];

export const LOAN_PURPOSES = ['familyFunction', 'holidayTravel', 'education', 'health', 'otherPersonalUse'] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/** 'rened' is the contract's spelling of "rented". */
export const RESIDENCE_TYPES = ['ownHouse', 'rened', 'others'] as const;
export type ResidenceType = (typeof RESIDENCE_TYPES)[number];
