// Values are contract strings of `/user/saveAdditionInfo-market` (mixed casing included): keep them verbatim.

/** Every work type the contract knows; older records may hold any of them. */
export const WORK_TYPES = [
  'employee',
  'self_employed',
  'Unemployed',
  'auto', // freelance
  'employed',
  'ParttimeEmployee',
  'Student',
  'no_Work',
  'Other',
] as const;
export type WorkType = (typeof WORK_TYPES)[number];

/**
 * What the work form offers: SPEC's short form plus Student. Students borrow on family
 * income, which "Unemployed" would misdescribe. 'Other' is not offered: it tells scoring
 * nothing and no form rule was given for which fields it shows.
 */
export const FORM_EMPLOYMENT_TYPES = ['employee', 'self_employed', 'Unemployed', 'Student'] as const;
export type FormEmploymentType = (typeof FORM_EMPLOYMENT_TYPES)[number];

/**
 * visibleWorkFields (src/domain/forms/conditional-fields.ts) hides fields by kind of work, not by the exact value, so
 * every value (including
 * ones the form no longer offers) maps onto one of three kinds.
 */
export type WorkCategory = 'employed' | 'selfEmployed' | 'notWorking';
export const WORK_CATEGORY: Record<WorkType, WorkCategory> = {
  employee: 'employed',
  employed: 'employed',
  ParttimeEmployee: 'employed',
  self_employed: 'selfEmployed',
  auto: 'selfEmployed',
  Other: 'selfEmployed',
  Unemployed: 'notWorking',
  no_Work: 'notWorking',
  Student: 'notWorking',
};
