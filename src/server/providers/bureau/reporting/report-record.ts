import type { ReportFigures } from '../../../../domain/bureau/report-line';
import type { CurrencyCode } from '../../../../domain/markets/market';

/** One loan's line of a month's file, with its borrower as stored (decisions 0102, 0103). */
export interface ReportRecord {
  /** Our borrower number (the user id): the bureau's key for the person across files. */
  customerId: string;
  /** The loan code: the account number the bureau keeps the account under. */
  accountNumber: string;
  /** The month the line speaks of ('YYYY-MM'); a correction restates an earlier one. */
  month: string;
  correction: boolean;
  firstName: string;
  /** Nigeria: middle name. Mexico: apellido materno (decision 0092). */
  middleName: string | null;
  /** Nigeria: surname. Mexico: apellido paterno. */
  lastName: string;
  /** As stored: 'yyyy-mm-dd'. */
  birthDate: string;
  /** 1 male, 2 female as the profile stores it; anything else is not reported. */
  gender: number;
  /** Nigeria: the BVN. Mexico: the CURP. Null when the borrower has none on file. */
  nationalId: string | null;
  rfc: string | null;
  mobile: string;
  address: { line: string; city: string; state: string; postalCode: string | null };
  currency: CurrencyCode;
  /** Principal lent, the amount to repay at the due date (single instalment), minor units. */
  loanAmount: number;
  instalment: number;
  termDays: number;
  disbursedOn: string;
  dueDate: string;
  closedOn: string | null;
  lastPayment: { on: string; amount: number } | null;
  figures: ReportFigures;
}

export interface FormatProblem {
  /** 1-based line of the file (0: the file as a whole). */
  line: number;
  field: string;
  problem: string;
}

/** A submission format: the file for the records and the format's own rules, checked before anything is sent. */
export interface ReportFormat {
  bureau: string;
  fileName(month: string, seq: number): string;
  build(
    records: ReportRecord[],
    meta: { month: string; memberCode: string; memberName: string; createdOn: string },
  ): string;
  validate(file: string): FormatProblem[];
  /** The file's amount totals as the format states them, in minor units (for the ledger check). */
  totals(file: string): { outstanding: number; overdue: number; writtenOff: number; records: number };
}

/** Minor units as a decimal amount with two places ("1234.05"); integers only, never floats. */
export function decimalAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1234.05" back to 123405; null when it is not such an amount. */
export function parseDecimalAmount(text: string): number | null {
  const m = /^(\d{1,15})\.(\d{2})$/.exec(text);
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

/** 'yyyy-mm-dd' → 'dd/MM/yyyy'. */
export const ddmmyyyySlashed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** 'yyyy-mm-dd' → 'ddMMyyyy'. */
export const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
