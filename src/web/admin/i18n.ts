import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage } from './api';
import en from './locales/en';
import es from './locales/es';

/** The console's own i18next instance: both languages are small and bundled with it. */
export const consoleI18n = i18next.createInstance();
void consoleI18n.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: currentLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export function switchLanguage(): void {
  const next = currentLanguage() === 'en' ? 'es' : 'en';
  localStorage.setItem('presta.console.lang', next);
  void consoleI18n.changeLanguage(next);
  document.documentElement.lang = next;
}
