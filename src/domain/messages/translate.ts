import type { Language } from '../markets/market';

export type Catalog = Record<string, string>;

/** Fills {{name}} placeholders; unknown placeholders stay visible rather than vanish. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole);
}

/** Looks a key up in the language's catalogs, falling back to English, then to the key itself. */
export function makeTranslator(catalogs: Record<Language, Catalog[]>) {
  return function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
    for (const l of [lang, 'en'] as const) {
      for (const catalog of catalogs[l]) {
        const hit = catalog[key];
        if (hit !== undefined) return interpolate(hit, params);
      }
    }
    return key;
  };
}
