import { fieldLabels } from '../../../../domain/forms/field-labels';
import { incomeRangeLabels } from '../../../../domain/forms/income-range-labels';
import { OPTION_GROUP_OF_FIELD, OPTION_LABELS } from '../../../../domain/forms/option-labels';
import type { Language, Market } from '../../../../domain/markets/market';
import { formatDate } from '../../../lib/format';

export type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * What reading a saved record needs: the borrower's language and market, texts, and the market's state names once
 * loaded.
 */
export interface Reader {
  lang: Language;
  market: Market;
  t: T;
  stateName: (code: string) => string | undefined;
}

/**
 * A text by key, or the raw value when the key is unknown: a new code on the server never shows a key or breaks the
 * page.
 */
export const word = (t: T, key: string, raw: string) => t(key, { defaultValue: raw });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Own keys only: a saved value such as 'constructor' must not find an object's built-ins.
const lookup = (table: Record<string, string>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);

// The masked numbers are shown under their field's label; the rest are bank account keys the forms ask under another
// name.
const ALIASES: Record<string, string> = { accountMasked: 'accountNumber', bvnMasked: 'bvn' };
const OWN_LABELS = new Set(['bankName', 'accountName', 'isPrimary', 'rfc', 'nss', 'branchCode', 'validPeriod']);

/**
 * A saved field's label in the borrower's language: the forms' own, or the export's where the form's reads wrong here.
 */
export function labelOf(key: string, r: Reader): string {
  if (OWN_LABELS.has(key)) return r.t(`me:myData.fields.${key}`);
  return lookup(fieldLabels(r.lang, r.market), lookup(ALIASES, key) ?? key) ?? key;
}

/** An option's label from the forms' own tables, or undefined when the value is not one of them. */
function optionLabel(key: string, value: string, r: Reader): string | undefined {
  if (key === 'monthlySalary') return lookup(incomeRangeLabels(r.market, r.lang), value);
  if (key === 'cardType' && value === 'bankAccount') return r.t('me:myData.cardType.bankAccount');
  const group = OPTION_GROUP_OF_FIELD[key as keyof typeof OPTION_GROUP_OF_FIELD];
  return group ? lookup(OPTION_LABELS[r.lang][group], value) : undefined;
}

/**
 * A saved value as the borrower reads it: an option by its label, a state by its name, a
 * birthday as a date, a yes/no in words. A monthly payday stays its day number; a weekly one is
 * a weekday. Anything not recognised is shown as saved.
 */
export function valueOf(key: string, value: unknown, r: Reader): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return r.t(value ? 'me:myData.yes' : 'me:myData.no');
  if (typeof value === 'object') return JSON.stringify(value);
  const raw = String(value);
  if ((key === 'monthlyPayday' || key === 'monthlyPaydayTwo') && /^\d+$/.test(raw)) return raw;
  if (key === 'state') return r.stateName(raw) ?? raw;
  const option = optionLabel(key, raw, r);
  if (option !== undefined) return option;
  return DATE.test(raw) ? formatDate(raw, r.lang, r.market) : raw;
}

/**
 * A bank account as the borrower reads it: the bank once, by name (its code would say it a
 * second time), without the record's id or the fields its kind does not have (a CLABE has no
 * BVN), as the profile's other sections come.
 */
export function bankCardRecord(card: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, bankCode, ...rest } = card;
  const held = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && v !== undefined && v !== ''));
  return held.bankName ? held : { bankName: bankCode, ...held };
}
