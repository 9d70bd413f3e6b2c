// Values are contract strings of SPEC §3 (odd spellings included): keep them verbatim.

export const JOB_EXPERIENCES = ['lessThan1Year', 'in1_3Years', 'moreThan3Years'] as const;
export type JobExperience = (typeof JOB_EXPERIENCES)[number];

export const INCOME_SOURCES = ['ownself', 'father', 'mother', 'brotherOrSister', 'otherFamilyMember'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

export const PAY_METHODS = ['cheque', 'cash', 'bankTransfer'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/**
 * SPEC names only the generic list. Designation1 (employee jobs) and Designation2
 * (self-employed business types) exist in the contract but their values are not given.
 */
export const DESIGNATIONS = ['assistant', 'commissioner', 'supervisor', 'manager', 'director', 'other'] as const;
export type Designation = (typeof DESIGNATIONS)[number];

export const INDUSTRIES = [
  'hospitalAndMedical',
  'financeAndAudit',
  'transportation',
  'bankAndInsurance',
  'retail',
  'Police',
  'diningAndEntertainment',
  'healthCareAndBeauty',
  'culturalEducation',
  'housekeeping',
  'salesAndSupport',
  'materialProcurement',
  'foreignTrade',
  'governmentEmployee',
  'itandscience',
  'others',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
