import { findText, type Catalog, type TextParams } from '../../domain/i18n/translate';
import type { Language } from '../../domain/markets/market';
import { API_MESSAGES } from '../../domain/messages/api-messages';
import { messageCatalogs } from './catalogs';

/** The server's tables, loaded once at start; the lookup, plurals and placeholders are the domain's. */
const catalogs: Record<Language, Catalog[]> = {
  en: [API_MESSAGES.en, ...messageCatalogs.en],
  es: [API_MESSAGES.es, ...messageCatalogs.es],
};

/** The text of `key` in the language, falling back to English, then to the key itself. */
export function t(lang: Language, key: string, params?: TextParams): string {
  return findText(lang, catalogs[lang], key, params) ?? findText('en', catalogs.en, key, params) ?? key;
}

export function hasKey(key: string): boolean {
  return t('en', key) !== key;
}

export type { Catalog };
