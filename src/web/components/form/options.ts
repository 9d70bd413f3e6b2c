export interface Option {
  value: string;
  label: string;
  /** A second line, e.g. a bank's code. */
  description?: string;
}

/** Options from a label table, in the order of the contract's enumeration. */
export function optionsOf<T extends string | number>(values: readonly T[], labels: Record<T, string>): Option[] {
  return values.map((value) => ({ value: String(value), label: labels[value] }));
}

/** Accent- and case-blind text, so "cdmx" finds "CDMX" and "queretaro" finds "Querétaro". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function filterOptions(options: readonly Option[], query: string): readonly Option[] {
  const q = fold(query);
  if (!q) return options;
  return options.filter((o) => fold(o.label).includes(q) || o.value.toLowerCase().startsWith(q) || (o.description ? fold(o.description).includes(q) : false));
}
