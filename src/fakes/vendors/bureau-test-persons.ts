/**
 * The documented test persons of the bureau fakes (README "Bureau test persons"): the consulted
 * person's own identifier picks their file, as a real bureau's does. Any other CURP or BVN has no
 * file (a thin file). Mexico's are Emma Gómez Díaz born on the day the CURP says (1971-03-0N);
 * a borrower typed with that birth date and CURP is that person. Nigeria's are in the identity
 * fakes' series of Ada's own BVNs (2221…, identity-test-values.ts), so the same borrower passes
 * the BVN check and the bank's name enquiry and reaches the bureau, as in production.
 */
export type TestFile = 'clean' | 'overdue' | 'defaulted' | 'enquiries' | 'outage';

export const BUREAU_TEST_CURPS: Record<TestFile, string> = {
  clean: 'GODE710301MDFMZM09',
  overdue: 'GODE710302MDFMZM00',
  defaulted: 'GODE710303MDFMZM01',
  enquiries: 'GODE710304MDFMZM02',
  outage: 'GODE710305MDFMZM03',
};

export const BUREAU_TEST_BVNS: Record<TestFile, string> = {
  clean: '22215550001',
  overdue: '22215550002',
  defaulted: '22215550003',
  enquiries: '22215550004',
  outage: '22215550005',
};

/** What each file holds, in counts both fakes write their own way. Amounts in major units. */
export const TEST_FILES: Record<
  Exclude<TestFile, 'outage'>,
  { open: number; overdue: number; overdueAmount: number; lost: number; enquiries: number }
> = {
  clean: { open: 2, overdue: 0, overdueAmount: 0, lost: 0, enquiries: 1 },
  overdue: { open: 3, overdue: 2, overdueAmount: 4250.5, lost: 0, enquiries: 2 },
  defaulted: { open: 1, overdue: 0, overdueAmount: 0, lost: 1, enquiries: 1 },
  enquiries: { open: 1, overdue: 0, overdueAmount: 0, lost: 0, enquiries: 11 },
};

export function fileOf(table: Record<TestFile, string>, id: string): TestFile | null {
  return (Object.keys(table) as TestFile[]).find((k) => table[k] === id) ?? null;
}
