import { civilDayText } from '../markets/civil-day';
import type { Language } from '../markets/market';
import { formatMoney, formatRatePpm } from '../money/money';
import { formatBps } from '../pricing/format-bps';
import { escapeHtml } from '../text/html-escape';
import { fillTemplate } from './html-escape';
import type { LoanAgreementFigures } from './loan-agreement-figures';
import { LOAN_V1, type AgreementText, type FigureRow, type MarketClauses } from './loan-v1';
import { LOAN_V2 } from './loan-v2';
import { INTEREST_RULE_TEXT, LOAN_V3 } from './loan-v3';

/** Every version ever offered stays here: an accepted agreement must stay renderable and comparable. */
export const LOAN_AGREEMENT_VERSIONS = {
  'loan-v1': LOAN_V1,
  'loan-v2': LOAN_V2,
  'loan-v3': LOAN_V3,
} as const satisfies Record<string, Readonly<Record<Language, AgreementText>>>;
export type LoanAgreementVersion = keyof typeof LOAN_AGREEMENT_VERSIONS;

/**
 * The version new confirmations accept: loan-v3 states how interest is earned (decision 0095) with loan-v2's taxes
 * (0089).
 */
export const CURRENT_LOAN_AGREEMENT_VERSION: LoanAgreementVersion = 'loan-v3';

export function isLoanAgreementVersion(value: unknown): value is LoanAgreementVersion {
  return typeof value === 'string' && Object.hasOwn(LOAN_AGREEMENT_VERSIONS, value);
}

const DAYS_WORD: Record<Language, string> = { en: 'days', es: 'días' };
const DAY_WORD: Record<Language, string> = { en: 'day', es: 'día' };
/** "1 day", "3 days", "1 día": a contract counts days as people say them, never "day(s)". */
const daysPhrase = (n: number, lang: Language) => `${n} ${n === 1 ? DAY_WORD[lang] : DAYS_WORD[lang]}`;

/** The values the templates may name, each already formatted (escaping happens when filled in). */
function templateValues(f: LoanAgreementFigures, lang: Language, version: string): Record<string, string> {
  const q = f.quote;
  const money = (amount: number) => formatMoney(amount, q.currency, { alwaysCents: true });
  // Banxico shows the CAT to one decimal; the APR keeps two.
  const costValue = q.disclosure === 'CAT' ? formatBps(q.cat, 1) : formatBps(q.apr);
  return {
    version,
    orderNo: f.orderNo,
    // Dates as every screen writes them, in the borrower's language and the market's calendar.
    agreementDate: civilDayText(f.agreementDate, lang, f.market),
    lenderName: f.lender.appName,
    supportEmail: f.lender.supportEmail,
    borrowerName: f.borrower.fullName,
    borrowerId: f.borrower.idMasked ? `${f.borrower.idLabel} ${f.borrower.idMasked}` : '—',
    amount: money(q.amount),
    days: String(q.days),
    daysText: daysPhrase(q.days, lang),
    processingFee: money(q.processingFee),
    processingFeeRate: formatRatePpm(f.rates.processingFeePpmPerDay),
    feeTax: money(q.feeTax),
    feeTaxRate: formatRatePpm(f.rates.feeTaxPpm),
    interest: money(q.interest),
    interestTax: money(q.interestTax),
    interestTaxRate: formatRatePpm(q.interestTaxPpm),
    dailyInterestRate: formatRatePpm(q.dailyInterestPpm),
    received: money(q.received),
    repayment: money(q.repayment),
    startDate: civilDayText(q.startDate, lang, f.market),
    dueDate: civilDayText(q.dueDate, lang, f.market),
    costValue,
    penaltyPerDay: money(q.penaltyPerDay),
    penaltyRate: formatRatePpm(q.penaltyPpmPerDay),
    penaltyTaxPerDay: money(q.penaltyTaxPerDay),
    rolloverFee: money(q.rolloverFee),
    rolloverFeeTax: money(q.rolloverFeeTax),
    rolloverDays: String(q.rolloverDays),
    minInterestDays: daysPhrase(q.minInterestDays, lang),
  };
}

/** Which value each row of the figures table shows. */
const ROW_VALUE: Record<FigureRow, string> = {
  orderNo: 'orderNo',
  agreementDate: 'agreementDate',
  lender: 'lenderName',
  borrower: 'borrowerName',
  borrowerId: 'borrowerId',
  amount: 'amount',
  days: 'daysText',
  processingFee: 'processingFee',
  feeTax: 'feeTax',
  interest: 'interest',
  interestTax: 'interestTax',
  received: 'received',
  repayment: 'repayment',
  startDate: 'startDate',
  dueDate: 'dueDate',
  cost: 'costValue',
  penaltyPerDay: 'penaltyPerDay',
  rolloverFee: 'rolloverFee',
};

/**
 * The market's clauses are trusted text too: they are spliced into the templates before the
 * values are filled in, so their own placeholders ({{costValue}}) are filled and escaped once.
 */
function withMarketClauses(template: string, clauses: MarketClauses): string {
  return template.replace(
    /\{\{(costNote|governingLaw|dataLaw|marketName)\}\}/g,
    (_m, key: 'costNote' | 'governingLaw' | 'dataLaw' | 'marketName') => clauses[key],
  );
}

const STYLE = [
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;line-height:1.5;margin:0 auto;max-width:720px;padding:16px}',
  'h1{font-size:1.4em;margin:0 0 12px}h2{font-size:1.05em;margin:20px 0 6px}',
  'table{border-collapse:collapse;width:100%;margin:8px 0}th,td{border:1px solid #ccc;padding:6px 8px;text-align:left;vertical-align:top}',
  'th{width:45%;font-weight:600;background:#f6f6f6}td{font-variant-numeric:tabular-nums}',
  '.version{color:#555;font-size:.85em}',
  '@media print{body{max-width:none;padding:0;font-size:11pt}th{background:none}}',
].join('');

/**
 * The loan agreement as a printable HTML document, from the order's real figures. Pure: the
 * same figures, language and version give the same bytes, so the stored copy can be hashed and
 * compared.
 */
export function renderLoanAgreement(
  figures: LoanAgreementFigures,
  lang: Language,
  version: LoanAgreementVersion,
): string {
  const texts = LOAN_AGREEMENT_VERSIONS[version]?.[lang];
  if (!texts) throw new RangeError(`no loan agreement ${String(version)} in ${String(lang)}`);
  const clauses = texts.market[figures.market];
  const values: Record<string, string> = {
    ...templateValues(figures, lang, version),
    marketName: clauses.marketName,
    ...(clauses.taxName ? { taxName: clauses.taxName } : {}),
  };
  // loan-v3's interest rule is trusted text with placeholders of its own, spliced in like the market's clauses.
  const rule = INTEREST_RULE_TEXT[lang][figures.quote.interestBasis ?? 'term'];
  const fill = (template: string) =>
    fillTemplate(withMarketClauses(template.replace('{{interestRule}}', rule), clauses), values);

  const label = (row: FigureRow) =>
    row === 'cost' ? clauses.costLabel : (clauses.labels?.[row] ?? texts.figureLabels[row] ?? row);
  const rows = texts.rows.map(
    (row) => `<tr><th scope="row">${escapeHtml(label(row))}</th><td>${escapeHtml(values[ROW_VALUE[row]])}</td></tr>`,
  );
  // The contract's registration, only with the number the deployment holds (decision 0078).
  const registration = figures.lender.contractRegistration;
  if (registration && clauses.contractRegistrationLabel) {
    rows.push(
      `<tr><th scope="row">${escapeHtml(clauses.contractRegistrationLabel)}</th><td data-registration="reca">${escapeHtml(registration)}</td></tr>`,
    );
  }
  const sections = texts.sections.map(
    (s) => `<h2>${escapeHtml(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${fill(p)}</p>`).join('')}`,
  );

  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${escapeHtml(texts.title)} ${escapeHtml(figures.orderNo)}</title><style>${STYLE}</style></head>`,
    `<body><article data-agreement-version="${escapeHtml(version)}">`,
    `<h1>${escapeHtml(texts.title)}</h1>`,
    `<p class="version">${escapeHtml(version)}</p>`,
    `<p>${fill(texts.intro)}</p>`,
    `<h2>${escapeHtml(texts.figuresHeading)}</h2>`,
    `<table><tbody>${rows.join('')}</tbody></table>`,
    ...sections,
    `<p>${fill(texts.acceptance)}</p>`,
    '</article></body></html>',
  ].join('\n');
}
