import { appLanguage } from '../../domain/markets/app-languages';
import en from '../i18n/locales/en/offline';
import es from '../i18n/locales/es/offline';

const DESCRIPTIONS = { en: en.description, es: es.description };
export const ICONS = ['icons/presta.svg', 'icons/presta-maskable.svg'] as const;

/**
 * The web app manifest of one app (one market): installed from the browser, it opens that app
 * (`?app=`, stored by the boot script) in its market's language. Paths are relative to the
 * manifest, which sits beside index.html.
 */
export function webManifest(packageName: string, appName: string): Record<string, unknown> {
  const lang = appLanguage(packageName);
  const start = `./?app=${packageName}`;
  return {
    id: start,
    name: appName,
    short_name: appName,
    description: DESCRIPTIONS[lang],
    lang,
    start_url: start,
    scope: './',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#077a53',
    background_color: '#f4f7f5',
    icons: [
      { src: ICONS[0], sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: ICONS[1], sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}
