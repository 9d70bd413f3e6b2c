import type { FormMessageKey } from '../../domain/forms/messages';
import { findText, type Catalog, type KnownKey, type TextParams } from '../../domain/i18n/translate';
import type { Language } from '../../domain/markets/market';
import { API_MESSAGES } from '../../domain/messages/api-messages';
import type { ApiMessageKey } from '../../domain/messages/api-message-keys';
import { messageCatalogs } from './catalogs';
import type { ReviewNumberMessageKey } from './review-number-messages';

/** Every key the server's catalogs hold: a typo fails the type check. */
export type ServerMessageKey = ApiMessageKey | FormMessageKey | ReviewNumberMessageKey;

/** The server's tables, loaded once at start; the lookup, plurals and placeholders are the domain's. */
const catalogs: Record<Language, Catalog[]> = {
  en: [API_MESSAGES.en, ...messageCatalogs.en],
  es: [API_MESSAGES.es, ...messageCatalogs.es],
};

/** The text of `key` in the language, falling back to English, then to the key itself. */
export function t<const S extends string>(
  lang: Language,
  key: S & KnownKey<S, ServerMessageKey>,
  params?: TextParams,
): string {
  return findText(lang, catalogs[lang], key, params) ?? findText('en', catalogs.en, key, params) ?? key;
}

export function hasKey(key: string): boolean {
  return t('en', key as string) !== key;
}

export type { Catalog };
