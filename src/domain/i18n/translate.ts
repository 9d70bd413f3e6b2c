import type { Language } from '../markets/market';
import { pluralCategory } from './plural';

/**
 * The translation core the server and the borrower app share: how a key is found in a table of
 * texts, which plural form a count picks, and how `{{name}}` placeholders are filled. Each side
 * keeps only how its tables are loaded (the server's catalogs at start, the app's namespaces as
 * lazy chunks).
 */

/** A flat catalog with dotted keys ("form.mobile.empty"), as the domain's message catalogs are. */
export type Catalog = Readonly<Record<string, string>>;
/** A table of texts: flat (a catalog) or nested by the dots of its keys (the app's locale files). */
export type TextTree = Readonly<Record<string, unknown>>;
export type TextParams = Readonly<Record<string, unknown>>;

/** The members of S (one key, or each key a template can build) that no key of K matches. */
type Unmatched<S extends string, K extends string> = S extends unknown
  ? [Extract<K, S>] extends [never]
    ? S
    : never
  : never;

/**
 * A typed key (types only): what a `t` with keys K accepts for `S` — a known key; a key built
 * at run time (`code.${name}`) each of whose forms has the shape of a known key; a plain string
 * read from data. Anything else is a typo and fails the type check.
 */
export type KnownKey<S extends string, K extends string> = [Unmatched<S, K>] extends [never] ? S : K;

/**
 * Fills `{{name}}` placeholders; one without a value stays visible rather than vanish. A value
 * that ends a sentence itself ("10:00 a.m.") before the text's own full stop gives one period,
 * not "a.m..".
 */
export function interpolate(text: string, params: TextParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole: string, name: string, at: number) => {
    if (params[name] === undefined) return whole;
    const value = String(params[name]);
    return value.endsWith('.') && text[at + whole.length] === '.' ? value.slice(0, -1) : value;
  });
}

/** The entry at a dotted key: the key itself in a flat catalog, else the walk down a nested table. */
export function lookup(table: TextTree | undefined, key: string): unknown {
  if (!table) return undefined;
  if (Object.hasOwn(table, key)) return table[key];
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The entry for `key` in the first table that has it. With a numeric `count`, i18next's plural
 * keys come first: `key_one`, `key_many`, `key_other`, as the language's plural rules choose.
 */
export function findEntry(
  lang: Language,
  tables: readonly (TextTree | undefined)[],
  key: string,
  count?: unknown,
): unknown {
  const plural = typeof count === 'number' ? `${key}_${pluralCategory(lang, count)}` : null;
  for (const table of tables) {
    const found = (plural !== null ? lookup(table, plural) : undefined) ?? lookup(table, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The text for `key`, filled with `params` (whose `count` picks the plural form), or undefined. */
export function findText(
  lang: Language,
  tables: readonly (TextTree | undefined)[],
  key: string,
  params: TextParams = {},
): string | undefined {
  const found = findEntry(lang, tables, key, params.count);
  return typeof found === 'string' ? interpolate(found, params) : undefined;
}
