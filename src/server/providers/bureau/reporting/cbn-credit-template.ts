import type { ReportAccountStatus } from '../../../../domain/bureau/report-line';
import {
  decimalAmount,
  ddmmyyyySlashed,
  parseDecimalAmount,
  type FormatProblem,
  type ReportFormat,
  type ReportRecord,
} from './report-record';

/**
 * The CBN's uniform credit-data submission template for individual borrowers, as the licensed
 * bureaus (CRC, FirstCentral, CreditRegistry) take it (decision 0102): the "Individual Borrower"
 * segment, one row per person, and the "Credit Information" segment, one row per facility, with
 * the template's column names in its order. The packaging is assumed (the template is published
 * as a spreadsheet): one pipe-separated UTF-8 file, each row led by its segment, a header and a
 * trailer of control totals. Amounts in naira with kobo ("1234.50"), dates dd/MM/yyyy.
 */
export const INDIVIDUAL_COLUMNS = [
  'CustomerID',
  'BranchCode',
  'Surname',
  'FirstName',
  'MiddleName',
  'DateOfBirth',
  'NationalIdentityNumber',
  'DriversLicenseNo',
  'BVNNo',
  'PassportNo',
  'Gender',
  'Nationality',
  'MaritalStatus',
  'MobileNumber',
  'PrimaryAddressLine1',
  'PrimaryAddressLine2',
  'PrimaryCity',
  'PrimaryState',
  'PrimaryCountry',
  'EmploymentStatus',
  'Occupation',
  'BusinessCategory',
  'BusinessSector',
  'BorrowerType',
  'OtherID',
  'TaxID',
  'PictureFilePath',
  'EmailAddress',
] as const;

export const CREDIT_COLUMNS = [
  'CustomerID',
  'AccountNumber',
  'AccountStatus',
  'AccountStatusDate',
  'DateOfLoanDisbursement',
  'CreditLimit',
  'LoanAmount',
  'OutstandingBalance',
  'InstalmentAmount',
  'Currency',
  'DaysInArrears',
  'OverdueAmount',
  'LoanType',
  'LoanTenor',
  'RepaymentFrequency',
  'LastPaymentDate',
  'LastPaymentAmount',
  'MaturityDate',
  'LoanClassification',
  'LegalChallengeStatus',
  'LitigationDate',
  'ConsentStatus',
  'LoanSecurityStatus',
  'CollateralType',
  'CollateralDetails',
  'PreviousAccountNumber',
  'PreviousName',
  'PreviousCustomerID',
  'PreviousBranchCode',
] as const;

const ACCOUNT_STATUS: Record<ReportAccountStatus, string> = {
  current: 'Open',
  overdue: 'Open',
  writtenOff: 'WrittenOff',
  closed: 'Closed',
};
const CLASSIFICATIONS = ['Performing', 'Substandard', 'Doubtful', 'Lost'] as const;

/**
 * The prudential classification by days in arrears (the CBN's short-tenor microfinance buckets; assumed for a lender of
 * this kind).
 */
export function loanClassification(daysPastDue: number, status: ReportAccountStatus): (typeof CLASSIFICATIONS)[number] {
  if (status === 'writtenOff' || daysPastDue > 90) return 'Lost';
  if (daysPastDue > 60) return 'Doubtful';
  if (daysPastDue > 30) return 'Substandard';
  return 'Performing';
}

const clean = (v: string | null | undefined) => (v ?? '').replace(/[|\r\n]+/g, ' ').trim();
const GENDER: Record<number, string> = { 1: 'Male', 2: 'Female' };

function individualRow(r: ReportRecord): string[] {
  const v: Record<(typeof INDIVIDUAL_COLUMNS)[number], string> = {
    CustomerID: r.customerId,
    BranchCode: '001',
    Surname: clean(r.lastName),
    FirstName: clean(r.firstName),
    MiddleName: clean(r.middleName),
    DateOfBirth: ddmmyyyySlashed(r.birthDate),
    NationalIdentityNumber: '',
    DriversLicenseNo: '',
    BVNNo: r.nationalId ?? '',
    PassportNo: '',
    Gender: GENDER[r.gender] ?? '',
    Nationality: 'NG',
    MaritalStatus: '',
    MobileNumber: r.mobile,
    PrimaryAddressLine1: clean(r.address.line),
    PrimaryAddressLine2: '',
    PrimaryCity: clean(r.address.city),
    PrimaryState: clean(r.address.state),
    PrimaryCountry: 'NG',
    EmploymentStatus: '',
    Occupation: '',
    BusinessCategory: '',
    BusinessSector: '',
    BorrowerType: 'Individual',
    OtherID: '',
    TaxID: '',
    PictureFilePath: '',
    EmailAddress: '',
  };
  return ['IND', ...INDIVIDUAL_COLUMNS.map((c) => v[c])];
}

function creditRow(r: ReportRecord): string[] {
  const f = r.figures;
  // The status is as of the month's last day, or the day a loan closed within it.
  const statusDate = f.accountStatus === 'closed' && r.closedOn?.startsWith(r.month) ? r.closedOn : null;
  const v: Record<(typeof CREDIT_COLUMNS)[number], string> = {
    CustomerID: r.customerId,
    AccountNumber: r.accountNumber,
    AccountStatus: ACCOUNT_STATUS[f.accountStatus],
    AccountStatusDate: ddmmyyyySlashed(statusDate ?? monthLastDay(r.month)),
    DateOfLoanDisbursement: ddmmyyyySlashed(r.disbursedOn),
    CreditLimit: decimalAmount(r.loanAmount),
    LoanAmount: decimalAmount(r.loanAmount),
    OutstandingBalance: decimalAmount(f.outstanding),
    InstalmentAmount: decimalAmount(r.instalment),
    Currency: 'NGN',
    DaysInArrears: String(f.daysPastDue),
    OverdueAmount: decimalAmount(f.overdue),
    LoanType: 'Personal Loan',
    LoanTenor: String(r.termDays),
    RepaymentFrequency: 'Bullet',
    LastPaymentDate: r.lastPayment ? ddmmyyyySlashed(r.lastPayment.on) : '',
    LastPaymentAmount: r.lastPayment ? decimalAmount(r.lastPayment.amount) : '',
    MaturityDate: ddmmyyyySlashed(r.dueDate),
    LoanClassification: loanClassification(f.daysPastDue, f.accountStatus),
    LegalChallengeStatus: 'No',
    LitigationDate: '',
    ConsentStatus: 'Yes',
    LoanSecurityStatus: 'Unsecured',
    CollateralType: '',
    CollateralDetails: '',
    PreviousAccountNumber: '',
    PreviousName: '',
    PreviousCustomerID: '',
    PreviousBranchCode: '',
  };
  return ['CRD', ...CREDIT_COLUMNS.map((c) => v[c])];
}

function monthLastDay(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

const DATE = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;
const split = (file: string) =>
  file
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split('|'));

export const cbnCreditTemplate: ReportFormat = {
  bureau: 'firstcentral',
  fileName: (month, seq) => `CBN-CREDIT-${month}-${String(seq).padStart(2, '0')}.txt`,
  build(records, meta) {
    const people = new Map<string, ReportRecord>();
    for (const r of records) people.set(r.customerId, r);
    const rows: string[][] = [
      ['HDR', 'CBN-CREDIT-DATA', meta.memberCode, clean(meta.memberName), meta.month, ddmmyyyySlashed(meta.createdOn)],
    ];
    rows.push(['IND', ...INDIVIDUAL_COLUMNS]);
    for (const r of people.values()) rows.push(individualRow(r));
    rows.push(['CRD', ...CREDIT_COLUMNS]);
    for (const r of records) rows.push(creditRow(r));
    const sum = (pick: (r: ReportRecord) => number) => decimalAmount(records.reduce((s, r) => s + pick(r), 0));
    rows.push([
      'TRL',
      String(people.size),
      String(records.length),
      sum((r) => r.figures.outstanding),
      sum((r) => r.figures.overdue),
      sum((r) => r.figures.writtenOff),
    ]);
    return `${rows.map((r) => r.join('|')).join('\r\n')}\r\n`;
  },
  validate(file) {
    const problems: FormatProblem[] = [];
    const rows = split(file);
    const bad = (line: number, field: string, problem: string) => problems.push({ line, field, problem });
    if (rows[0]?.[0] !== 'HDR' || rows[0][1] !== 'CBN-CREDIT-DATA' || rows[0].length !== 6)
      bad(1, 'HDR', 'missing or malformed header');
    else {
      if (!/^[A-Z0-9]{3,20}$/.test(rows[0][2])) bad(1, 'MemberCode', 'not 3–20 letters or digits');
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(rows[0][4])) bad(1, 'ReportingMonth', 'not YYYY-MM');
    }
    const customers = new Set<string>();
    let inds = 0;
    let crds = 0;
    let outstanding = 0;
    let overdue = 0;
    let writtenOff = 0;
    let trailer: string[] | null = null;
    rows.forEach((row, i) => {
      const line = i + 1;
      const kind = row[0];
      if (kind === 'HDR' && i === 0) return;
      if (trailer) bad(line, kind, 'a row after the trailer');
      if (kind === 'IND' || kind === 'CRD') {
        const columns: readonly string[] = kind === 'IND' ? INDIVIDUAL_COLUMNS : CREDIT_COLUMNS;
        if (row.length !== columns.length + 1)
          return bad(line, kind, `expected ${columns.length} fields, found ${row.length - 1}`);
        if (row[1] === 'CustomerID') return; // the segment's column row
        const v = Object.fromEntries(columns.map((c, k) => [c, row[k + 1]]));
        const need = (field: string, max: number) => {
          if (!v[field]) bad(line, field, 'required');
          else if (v[field].length > max) bad(line, field, `longer than ${max}`);
        };
        const date = (field: string, required: boolean) => {
          if (!v[field]) {
            if (required) bad(line, field, 'required');
          } else if (!DATE.test(v[field])) bad(line, field, 'not dd/MM/yyyy');
        };
        const amount = (field: string, required: boolean) => {
          if (!v[field]) {
            if (required) bad(line, field, 'required');
            return 0;
          }
          const n = parseDecimalAmount(v[field]);
          if (n === null) bad(line, field, 'not an amount with two decimals');
          return n ?? 0;
        };
        need('CustomerID', 50);
        if (kind === 'IND') {
          inds++;
          customers.add(v.CustomerID);
          need('Surname', 60);
          need('FirstName', 60);
          date('DateOfBirth', true);
          if (!/^\d{11}$/.test(v.BVNNo)) bad(line, 'BVNNo', 'an individual needs an 11-digit BVN');
          if (v.Gender && !['Male', 'Female'].includes(v.Gender)) bad(line, 'Gender', 'not Male or Female');
          need('PrimaryAddressLine1', 200);
          need('PrimaryState', 60);
        } else {
          crds++;
          if (!customers.has(v.CustomerID)) bad(line, 'CustomerID', 'no Individual Borrower row for this customer');
          need('AccountNumber', 50);
          if (!['Open', 'Closed', 'WrittenOff'].includes(v.AccountStatus))
            bad(line, 'AccountStatus', 'not Open, Closed or WrittenOff');
          date('AccountStatusDate', true);
          date('DateOfLoanDisbursement', true);
          date('MaturityDate', true);
          date('LastPaymentDate', false);
          amount('CreditLimit', true);
          amount('LoanAmount', true);
          amount('InstalmentAmount', true);
          amount('LastPaymentAmount', false);
          const owed = amount('OutstandingBalance', true);
          const late = amount('OverdueAmount', true);
          if (v.Currency !== 'NGN') bad(line, 'Currency', 'not NGN');
          if (!/^\d{1,5}$/.test(v.DaysInArrears)) bad(line, 'DaysInArrears', 'not a whole number of days');
          if (late > owed) bad(line, 'OverdueAmount', 'more than the outstanding balance');
          if (!(CLASSIFICATIONS as readonly string[]).includes(v.LoanClassification))
            bad(line, 'LoanClassification', 'not a CBN classification');
          if (v.AccountStatus === 'Closed' && owed !== 0)
            bad(line, 'OutstandingBalance', 'a closed account owes nothing');
          outstanding += owed;
          overdue += late;
          if (v.AccountStatus === 'WrittenOff') writtenOff += owed;
        }
        return;
      }
      if (kind === 'TRL') {
        trailer = row;
        return;
      }
      bad(line, kind ?? '', 'unknown segment');
    });
    const t = trailer as string[] | null;
    if (!t || t.length !== 6) bad(rows.length, 'TRL', 'missing or malformed trailer');
    else {
      if (Number(t[1]) !== inds) bad(rows.length, 'TRL', 'individual count does not match the rows');
      if (Number(t[2]) !== crds) bad(rows.length, 'TRL', 'credit count does not match the rows');
      if (parseDecimalAmount(t[3]) !== outstanding)
        bad(rows.length, 'TRL', 'outstanding total does not match the rows');
      if (parseDecimalAmount(t[4]) !== overdue) bad(rows.length, 'TRL', 'overdue total does not match the rows');
      if (parseDecimalAmount(t[5]) !== writtenOff) bad(rows.length, 'TRL', 'written-off total does not match the rows');
    }
    return problems;
  },
  totals(file) {
    const t = split(file).find((r) => r[0] === 'TRL')!;
    return {
      records: Number(t[2]),
      outstanding: parseDecimalAmount(t[3])!,
      overdue: parseDecimalAmount(t[4])!,
      writtenOff: parseDecimalAmount(t[5])!,
    };
  },
};
