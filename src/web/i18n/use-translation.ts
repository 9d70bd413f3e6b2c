import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, i18n, isLoaded, loadNamespace, subscribeLanguage, translate, type TFunction } from './i18n';

/**
 * A screen's texts: `t` searches the given namespaces in order (the first is the default).
 * Suspends until they are loaded in the current language; re-renders on a language switch.
 */
export function useTranslation(ns: string | string[] = 'common'): { t: TFunction; i18n: typeof i18n } {
  const lang = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const namespaces = Array.isArray(ns) ? ns : [ns];
  const key = namespaces.join(',');
  const t = useMemo<TFunction>(() => {
    const list = key.split(',');
    return (k, options) => translate(lang, list, k, options);
  }, [lang, key]);
  const missing = namespaces.filter((n) => !isLoaded(lang, n));
  // Suspense: the nearest boundary shows its fallback until the chunks arrive.
  if (missing.length) throw Promise.all(missing.map((n) => loadNamespace(lang, n)));
  return { t, i18n };
}
