import { fieldLabels, type FieldName } from '../../../domain/forms/field-labels';
import { NAME_PARTS_IN_ORDER } from '../../../domain/identity/name-match';
import { isLanguage, type Market } from '../../../domain/markets/market';

/**
 * The order's profile card: the name parts first, in the borrower's market's order and under the
 * borrower form's own labels (Mexico: "Nombre(s) · Apellido paterno · Apellido materno", decision
 * 0092), then the other fields under their contract names, as the console shows every fact.
 */
export function profileFacts(
  profile: Record<string, unknown>,
  market: Market,
  language: string,
): { label: string; key: string; value: unknown }[] {
  const labels = fieldLabels(isLanguage(language) ? language : 'en', market);
  const names: string[] = [...NAME_PARTS_IN_ORDER[market]];
  const named = names
    .filter((k) => k in profile)
    .map((k) => ({ key: k, label: labels[k as FieldName], value: profile[k] }));
  const rest = Object.keys(profile)
    .filter((k) => !names.includes(k))
    .map((k) => ({ key: k, label: k, value: profile[k] }));
  return [...named, ...rest];
}
