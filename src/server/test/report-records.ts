import { reportFigures } from '../../domain/bureau/report-line';
import type { ReportRecord } from '../providers/bureau/reporting/report-record';

/** A February month of a loan paid out 20 Nov 2026 and due 19 Feb 2027, nothing written off. */
export const reportMonthBase = {
  disbursedOn: '2026-11-20',
  dueDate: '2027-02-19',
  closedOn: null,
  writtenOffOn: null,
  writtenOff: 0,
  monthEnd: '2027-02-28',
};

/** A Nigerian borrower's February line, overdue 9 days with ₦6,309.50 owed; `over` replaces fields. */
export const reportRecord = (over: Partial<ReportRecord> = {}): ReportRecord => ({
  customerId: '17',
  accountNumber: 'PR0001',
  month: '2027-02',
  correction: false,
  firstName: 'Ada',
  middleName: null,
  lastName: 'Obi',
  birthDate: '1990-04-02',
  gender: 2,
  nationalId: '22123456789',
  rfc: null,
  mobile: '+2348031234567',
  address: { line: '1 Marina', city: 'Lagos Island', state: 'LA', postalCode: null },
  currency: 'NGN',
  loanAmount: 500_000,
  instalment: 540_950,
  termDays: 91,
  disbursedOn: '2026-11-20',
  dueDate: '2027-02-19',
  closedOn: null,
  lastPayment: null,
  figures: reportFigures({ ...reportMonthBase, owed: 630_950 }),
  ...over,
});

/** The file header's facts for February 2027. */
export const reportMeta = { month: '2027-02', memberCode: 'PRESTANG', memberName: 'PRESTA', createdOn: '2027-03-01' };
