import { useMemo, useSyncExternalStore } from 'react';
import {
  currentLanguage,
  i18n,
  isLoaded,
  loadNamespace,
  subscribeLanguage,
  translate,
  type TFunction,
  type TOptions,
} from './i18n';
import type { Namespace } from './keys';

/**
 * A screen's texts: `t` searches the given namespaces in order (the first is the default).
 * Suspends until they are loaded in the current language; re-renders on a language switch.
 */
export function useTranslation<N extends Namespace = 'common'>(
  ns: N | readonly N[] = 'common' as N,
): { t: TFunction<N>; i18n: typeof i18n } {
  const lang = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const namespaces: readonly string[] = Array.isArray(ns) ? ns : [ns];
  const key = namespaces.join(',');
  const t = useMemo(() => {
    const list = key.split(',');
    return ((k: string, options?: TOptions) => translate(lang, list, k, options)) as TFunction<N>;
  }, [lang, key]);
  const missing = namespaces.filter((n) => !isLoaded(lang, n));
  // Suspense: the nearest boundary shows its fallback until the chunks arrive.
  if (missing.length) throw Promise.all(missing.map((n) => loadNamespace(lang, n)));
  return { t, i18n };
}
