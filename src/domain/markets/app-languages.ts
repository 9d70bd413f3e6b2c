import type { Language } from './market';

/**
 * The language each app opens in before the borrower chooses one: its market's (issue 21: the
 * Mexican app opened in English). Read on the phone before any call can say which market the
 * app is; an app missing here opens in English, the default language.
 */
export const APP_LANGUAGES: Readonly<Record<string, Language>> = {
  'com.presta.ng': 'en',
  'com.presta.mx': 'es',
};

export function appLanguage(packageName: string): Language {
  return APP_LANGUAGES[packageName] ?? 'en';
}
