import { civilDayText } from '../markets/civil-day';
import type { Language } from '../markets/market';
import { formatMoney, formatRatePpm } from '../money/money';
import { formatBps } from '../pricing/format-bps';
import { escapeHtml } from '../text/html-escape';
import { fillTemplate } from './html-escape';
import type { LoanAgreementFigures } from './loan-agreement-figures';
import { FIGURE_ROWS, LOAN_V1, type AgreementText, type FigureRow, type MarketClauses } from './loan-v1';

/** Every version ever offered stays here: an accepted agreement must stay renderable and comparable. */
export const LOAN_AGREEMENT_VERSIONS = { 'loan-v1': LOAN_V1 } as const satisfies Record<string, Readonly<Record<Language, AgreementText>>>;
export type LoanAgreementVersion = keyof typeof LOAN_AGREEMENT_VERSIONS;

/** The version new confirmations accept. */
export const CURRENT_LOAN_AGREEMENT_VERSION: LoanAgreementVersion = 'loan-v1';

export function isLoanAgreementVersion(value: unknown): value is LoanAgreementVersion {
  return typeof value === 'string' && Object.hasOwn(LOAN_AGREEMENT_VERSIONS, value);
}

const DAYS_WORD: Record<Language, string> = { en: 'days', es: 'días' };

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
    daysText: `${q.days} ${DAYS_WORD[lang]}`,
    processingFee: money(q.processingFee),
    processingFeeRate: formatRatePpm(f.rates.processingFeePpmPerDay),
    feeTax: money(q.feeTax),
    feeTaxRate: formatRatePpm(f.rates.feeTaxPpm),
    interest: money(q.interest),
    dailyInterestRate: formatRatePpm(q.dailyInterestPpm),
    received: money(q.received),
    repayment: money(q.repayment),
    startDate: civilDayText(q.startDate, lang, f.market),
    dueDate: civilDayText(q.dueDate, lang, f.market),
    costValue,
    penaltyPerDay: money(q.penaltyPerDay),
    penaltyRate: formatRatePpm(q.penaltyPpmPerDay),
    rolloverFee: money(q.rolloverFee),
    rolloverDays: String(q.rolloverDays),
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
  return template.replace(/\{\{(costNote|governingLaw|dataLaw|marketName)\}\}/g, (_m, key: 'costNote' | 'governingLaw' | 'dataLaw' | 'marketName') => clauses[key]);
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
export function renderLoanAgreement(figures: LoanAgreementFigures, lang: Language, version: LoanAgreementVersion): string {
  const texts = LOAN_AGREEMENT_VERSIONS[version]?.[lang];
  if (!texts) throw new RangeError(`no loan agreement ${String(version)} in ${String(lang)}`);
  const clauses = texts.market[figures.market];
  const values: Record<string, string> = { ...templateValues(figures, lang, version), marketName: clauses.marketName };
  const fill = (template: string) => fillTemplate(withMarketClauses(template, clauses), values);

  const label = (row: FigureRow) => (row === 'cost' ? clauses.costLabel : texts.figureLabels[row]);
  const rows = FIGURE_ROWS.map((row) => `<tr><th scope="row">${escapeHtml(label(row))}</th><td>${escapeHtml(values[ROW_VALUE[row]])}</td></tr>`);
  // The contract's registration, only with the number the deployment holds (decision 0078).
  const registration = figures.lender.contractRegistration;
  if (registration && clauses.contractRegistrationLabel) {
    rows.push(`<tr><th scope="row">${escapeHtml(clauses.contractRegistrationLabel)}</th><td data-registration="reca">${escapeHtml(registration)}</td></tr>`);
  }
  const sections = texts.sections.map((s) => `<h2>${escapeHtml(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${fill(p)}</p>`).join('')}`);

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
