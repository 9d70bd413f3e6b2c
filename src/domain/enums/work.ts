// Values are contract strings of `/user/saveAdditionInfo-market` (odd spellings included): keep them verbatim.

export const JOB_EXPERIENCES = ['lessThan1Year', 'in1_3Years', 'moreThan3Years'] as const;
export type JobExperience = (typeof JOB_EXPERIENCES)[number];

export const INCOME_SOURCES = ['ownself', 'father', 'mother', 'brotherOrSister', 'otherFamilyMember'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

export const PAY_METHODS = ['cheque', 'cash', 'bankTransfer'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/**
 * SPEC gives one list of values (assistant … other) and names two more, Designation1 (employee
 * jobs) and Designation2 (self-employed business types), without their values. The given list
 * is a ladder of employee positions, so it is Designation1; Designation2's values are ours,
 * the business types our borrowers run. One `designation` field holds either, by work type.
 */
export const DESIGNATIONS = ['assistant', 'commissioner', 'supervisor', 'manager', 'director', 'other'] as const;
export const DESIGNATIONS_1 = DESIGNATIONS;
export const DESIGNATIONS_2 = [
  'shopOwner',
  'trader',
  'foodVendor',
  'artisan',
  'transportOperator',
  'onlineSeller',
  'professionalServices',
  'farmer',
  'otherBusiness',
] as const;
export type Designation1 = (typeof DESIGNATIONS_1)[number];
export type Designation2 = (typeof DESIGNATIONS_2)[number];
export type Designation = Designation1 | Designation2;

/** Time at the current work (SPEC's workThereTime; its bands are not given, these are ours). */
export const WORK_THERE_TIMES = ['lessThan6Months', 'in6To12Months', 'in1To3Years', 'moreThan3Years'] as const;
export type WorkThereTime = (typeof WORK_THERE_TIMES)[number];

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
