import type { Market } from '../../domain/markets/market';
import { isComplex, type ComplaintCategory } from '../../domain/complaints/complaint-rules';
import { text, wholeNumber, type SettingsOf, type SettingsShape } from './setting-types';

const hours = (doc: string, d: number) => wholeNumber({ doc, min: 1, max: 2160, default: d, unit: 'hours' });
/** A phone number, an address or a site: what a borrower types or taps. */
const CONTACT = /^[^<>{}\n]{3,200}$/;
const CONTACT_WHAT = '3 to 200 characters on one line, without < > { }';
const contact = (doc: string, d: string) => text({ doc, default: d, pattern: CONTACT, what: CONTACT_WHAT });

/**
 * Complaints (issue 28.6, decision 0085): how long the lender has to answer a case, per market
 * and kind of category, fixed on each case when it is filed; how many cases one borrower may
 * file a day; and where a borrower takes an answer they do not accept.
 */
export const COMPLAINT_SETTINGS = {
  COMPLAINT_HOURS_NG: hours(
    'Nigeria: hours to resolve a complaint (FCCPC Digital Lending Regulations 2025: 24 hours).',
    24,
  ),
  COMPLAINT_COMPLEX_HOURS_NG: hours(
    'Nigeria: hours to resolve a complex complaint (charges, collection conduct, privacy; FCCPC: 48 hours).',
    48,
  ),
  COMPLAINT_HOURS_MX: hours(
    "Mexico: hours to resolve a complaint (the lender's own target; the law's limit is the UNE's 30 business days, LPDUSF art. 50 Bis).",
    120,
  ),
  COMPLAINT_COMPLEX_HOURS_MX: hours(
    "Mexico: hours to resolve a complex complaint (30 calendar days by default, inside the UNE's 30 business days).",
    720,
  ),
  COMPLAINTS_PER_USER_PER_DAY: wholeNumber({
    doc: 'Complaints one borrower may file per day (UTC), counted atomically.',
    min: 1,
    max: 50,
    default: 3,
  }),
  ESCALATION_FCCPC_NG: contact(
    'Nigeria: how a borrower reaches the FCCPC with an answer they do not accept, shown on a resolved complaint.',
    'www.fccpc.gov.ng',
  ),
  ESCALATION_UNE_MX: text({
    doc: "Mexico: the lender's UNE (Unidad Especializada de Atención a Usuarios): its e-mail, phone and address, shown on a resolved complaint. Unset, only CONDUSEF is shown.",
    pattern: CONTACT,
    what: CONTACT_WHAT,
  }),
  ESCALATION_CONDUSEF_MX: contact(
    'Mexico: how a borrower reaches CONDUSEF, shown on a resolved complaint.',
    '55 5340 0999 · www.condusef.gob.mx',
  ),
} satisfies SettingsShape;

export interface ComplaintConfig {
  hours: Record<Market, { standard: number; complex: number }>;
  perUserPerDay: number;
  escalation: { fccpcNg: string; uneMx: string | null; condusefMx: string };
}

export const DEFAULT_COMPLAINTS: ComplaintConfig = {
  hours: { ng: { standard: 24, complex: 48 }, mx: { standard: 120, complex: 720 } },
  perUserPerDay: 3,
  escalation: { fccpcNg: 'www.fccpc.gov.ng', uneMx: null, condusefMx: '55 5340 0999 · www.condusef.gob.mx' },
};

export function readComplaintConfig(s: SettingsOf<typeof COMPLAINT_SETTINGS>): ComplaintConfig {
  return {
    hours: {
      ng: { standard: s.COMPLAINT_HOURS_NG, complex: s.COMPLAINT_COMPLEX_HOURS_NG },
      mx: { standard: s.COMPLAINT_HOURS_MX, complex: s.COMPLAINT_COMPLEX_HOURS_MX },
    },
    perUserPerDay: s.COMPLAINTS_PER_USER_PER_DAY,
    escalation: {
      fccpcNg: s.ESCALATION_FCCPC_NG,
      uneMx: s.ESCALATION_UNE_MX ?? null,
      condusefMx: s.ESCALATION_CONDUSEF_MX,
    },
  };
}

/** The deadline of a case filed `at`: the market's hours for its kind of category. */
export function answerByOf(config: ComplaintConfig, market: Market, category: ComplaintCategory, at: Date): Date {
  const h = config.hours[market][isComplex(category) ? 'complex' : 'standard'];
  return new Date(at.getTime() + h * 3_600_000);
}
