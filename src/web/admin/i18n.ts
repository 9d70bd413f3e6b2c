import { addTexts, showLanguage } from '../i18n/i18n';
import { currentLanguage } from './api';
import en from './locales/en';
import es from './locales/es';

/** The console's texts: one namespace in the app's translation runtime, both languages bundled (they are small). */
export const CONSOLE_NS = 'console';
addTexts('en', CONSOLE_NS, en);
addTexts('es', CONSOLE_NS, es);
showLanguage(currentLanguage());

/** The console remembers its language under its own key, apart from the borrower app's. */
export function switchLanguage(): void {
  const next = currentLanguage() === 'en' ? 'es' : 'en';
  localStorage.setItem('presta.console.lang', next);
  showLanguage(next);
}
