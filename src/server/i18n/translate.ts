import type { Language } from '../../domain/markets/market';
import { API_MESSAGES } from '../../domain/messages/api-messages';
import { makeTranslator, type Catalog } from '../../domain/messages/translate';
import { messageCatalogs } from './catalogs';

const translate = makeTranslator({
  en: [API_MESSAGES.en, ...messageCatalogs.en],
  es: [API_MESSAGES.es, ...messageCatalogs.es],
});

export function t(lang: Language, key: string, params?: Record<string, string | number>): string {
  return translate(lang, key, params);
}

export function hasKey(key: string): boolean {
  return translate('en', key) !== key;
}

export type { Catalog };
