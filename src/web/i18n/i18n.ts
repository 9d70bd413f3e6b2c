import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '../../domain/markets/market';
import { STORAGE_KEYS, storage } from '../lib/storage';

/**
 * Every namespace of every language is its own lazy chunk: the entry bundle carries no texts,
 * and a Spanish reader never downloads the English FAQ.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.ts');
const messageLoaders: Record<Language, () => Promise<Record<string, string>>> = {
  en: () => import('./messages/en').then((m) => m.default),
  es: () => import('./messages/es').then((m) => m.default),
};

/** Domain catalogs use dotted flat keys ("form.mobile.empty"); i18next reads nested objects. */
export function unflatten(flat: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const lang = isLanguage(language) ? language : 'en';
    const load = namespace === 'messages'
      ? messageLoaders[lang]().then(unflatten)
      : loaders[`./locales/${lang}/${namespace}.ts`]?.().then((m) => m.default);
    if (!load) {
      callback(new Error(`no texts for ${lang}/${namespace}`), null);
      return;
    }
    load.then((texts) => callback(null, texts as never), (err: Error) => callback(err, null));
  },
};

export function storedLanguage(): Language | null {
  const stored = storage.read<string>(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : null;
}

export const i18n = i18next.createInstance();

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export async function initI18n(): Promise<void> {
  await i18n.use(lazyBackend).use(initReactI18next).init({
    lng: storedLanguage() ?? 'en',
    fallbackLng: false,
    supportedLngs: ['en', 'es'],
    ns: ['common', 'messages'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });
  document.documentElement.lang = currentLanguage();
}

/** Switches every visible text at once and remembers the choice under SPEC's `language` key. */
export async function changeLanguage(lang: Language): Promise<void> {
  storage.write(STORAGE_KEYS.language, lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}
