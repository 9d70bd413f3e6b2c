import { appLanguage } from '../../domain/markets/app-languages';
import { packageName } from '../lib/app-config';
import { isLanguage, type Language } from '../../domain/markets/market';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { findEntry, interpolate } from '../../domain/i18n/translate';
import type { CheckedKey, Namespace } from './keys';

/**
 * The app's texts: every namespace of every language is its own lazy chunk, so the entry
 * carries no texts and a Spanish reader never downloads the English FAQ.
 *
 * A small loading layer of our own instead of i18next + react-i18next, which would weigh on
 * the entry (decision 0023): we use namespaces, `ns:key`, dotted keys, `{{var}}` interpolation,
 * a `defaultValue`, `returnObjects` and a language switch — nothing else of theirs. Lookup,
 * plurals and interpolation are the domain's core (domain/i18n), shared with the server.
 */
// The offline screen's texts are bundled into its own page (offline/offline-page.ts), never loaded here.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*/*.ts', '!./locales/*/offline.ts']);
const messageLoaders: Record<Language, () => Promise<Record<string, string>>> = {
  en: () => import('./messages/en').then((m) => m.default),
  es: () => import('./messages/es').then((m) => m.default),
};

/** Namespaces every screen may use; loaded before the first render. */
export const BASE_NAMESPACES: Namespace[] = ['common', 'messages'];

export interface TOptions {
  ns?: string | string[];
  defaultValue?: string;
  returnObjects?: boolean;
  [variable: string]: unknown;
}
/**
 * `t` of the namespaces N: a key must be one of theirs, or carry its namespace ('loan:…'); a key
 * built at run time must have the shape of at least one (types only, see keys.ts).
 */
export type TFunction<N extends Namespace = Namespace> = <const S extends string>(
  key: S & CheckedKey<S, N>,
  options?: TOptions,
) => string;

const texts = new Map<string, Record<string, unknown>>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const id = (lang: Language, ns: string) => `${lang}/${ns}`;

export function isLoaded(lang: Language, ns: string): boolean {
  return texts.has(id(lang, ns));
}

/** Texts an entry bundles instead of loading as chunks (the console's namespace, both languages). */
export function addTexts(lang: Language, ns: string, tree: Record<string, unknown>): void {
  texts.set(id(lang, ns), tree);
  loading.set(id(lang, ns), Promise.resolve());
}

/** Loads one namespace of one language once; later calls share the same promise. */
export function loadNamespace(lang: Language, ns: string): Promise<void> {
  const key = id(lang, ns);
  let pending = loading.get(key);
  if (!pending) {
    const load =
      ns === 'messages'
        ? // The domain's catalogs have flat dotted keys ("form.mobile.empty"); the lookup finds those as they are.
          messageLoaders[lang]()
        : loaders[`./locales/${lang}/${ns}.ts`]?.().then((m) => m.default);
    if (!load) return Promise.reject(new Error(`no texts for ${key}`));
    pending = load.then(
      (tree) => {
        texts.set(key, tree);
      },
      (err: unknown) => {
        loading.delete(key); // a failed chunk may be retried (the screen's error boundary offers a reload)
        throw err;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Translates `key` (or `ns:key`) searching the namespaces in order, like i18next's array form. */
export function translate(lang: Language, namespaces: string[], key: string, options: TOptions = {}): string {
  const split = key.indexOf(':');
  const list = split > 0 ? [key.slice(0, split)] : options.ns ? [options.ns].flat() : namespaces;
  const path = split > 0 ? key.slice(split + 1) : key;
  for (const ns of list) {
    // The domain's core: i18next's plural keys (`key_one`, `key_other`…) first when there is a count.
    const found = findEntry(lang, [texts.get(id(lang, ns))], path, options.count);
    if (typeof found === 'string') return interpolate(found, options);
    if (found !== undefined && options.returnObjects) return found as string;
  }
  return options.defaultValue ?? path;
}

let language: Language = 'en';

export const i18n = {
  get language(): Language {
    return language;
  },
  t: ((key: string, options?: TOptions) => translate(language, BASE_NAMESPACES, key, options)) as TFunction<
    'common' | 'messages'
  >,
};

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storedLanguage(): Language | null {
  const stored = storage.read<string>(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : null;
}

export function currentLanguage(): Language {
  return language;
}

export async function initI18n(): Promise<void> {
  // Unchosen, the app speaks its market's language (issue 21: the Mexican app opened in English).
  language = storedLanguage() ?? appLanguage(packageName());
  await Promise.all(BASE_NAMESPACES.map((ns) => loadNamespace(language, ns)));
  document.documentElement.lang = language;
}

/**
 * Switches every visible text at once and remembers the choice under SPEC's `language` key.
 * The namespaces already read in the old language are loaded first, so no screen flashes
 * back to its loading state.
 */
export async function changeLanguage(lang: Language): Promise<void> {
  storage.write(STORAGE_KEYS.language, lang);
  const used = [...texts.keys()].filter((k) => k.startsWith(`${language}/`)).map((k) => k.slice(language.length + 1));
  await Promise.all([...new Set([...BASE_NAMESPACES, ...used])].map((ns) => loadNamespace(lang, ns)));
  showLanguage(lang);
}

/**
 * Switches every visible text at once, loading nothing and remembering nothing: for an entry
 * whose texts are all added (the console, which keeps its own choice apart from the borrower's).
 */
export function showLanguage(lang: Language): void {
  language = lang;
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}
