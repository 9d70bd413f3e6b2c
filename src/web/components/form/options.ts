export interface Option {
  value: string;
  label: string;
  /** A second line, e.g. a bank's code. */
  description?: string;
  /** Other names the option is searched by, not shown (a bank's brand: "GTBank", "UBA"). */
  keywords?: readonly string[];
}

/** Options from a label table, in the order of the contract's enumeration. */
export function optionsOf<T extends string | number>(values: readonly T[], labels: Record<T, string>): Option[] {
  return values.map((value) => ({ value: String(value), label: labels[value] }));
}

/** Accent- and case-blind text, so "cdmx" finds "CDMX" and "queretaro" finds "Querétaro". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Folded and without spaces or punctuation, so "gt bank" finds "GTBank" and "nu mexico" finds "NU MEXICO". */
const compact = (text: string) => fold(text).replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The options a search finds, best first: a name (or another name it goes by) that is the
 * search, then names that start with it (or have a word that does), then names containing it,
 * the code or the second line — each group in the list's own order. "BBVA" puts BBVA MEXICO,
 * which everyone means, before BBVA BANCOMER2.
 */
export function filterOptions(options: readonly Option[], query: string): readonly Option[] {
  const q = fold(query);
  if (!q) return options;
  const cq = compact(q);
  const rank = (o: Option): number => {
    const names = [o.label, ...(o.keywords ?? [])];
    const folded = names.map(fold);
    const compacted = names.map(compact);
    if (folded.includes(q) || (cq && compacted.includes(cq))) return 0;
    if (
      folded.some((n) => n.startsWith(q) || n.split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(q))) ||
      (cq && compacted.some((n) => n.startsWith(cq)))
    )
      return 1;
    if (folded.some((n) => n.includes(q)) || (cq && compacted.some((n) => n.includes(cq)))) return 2;
    if (o.value.toLowerCase().startsWith(q) || (o.description ? fold(o.description).includes(q) : false)) return 3;
    return -1;
  };
  return options
    .map((o, i) => ({ o, i, r: rank(o) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.o);
}
