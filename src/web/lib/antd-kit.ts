import { reduceMotion, restoreMotion, setDefaultConfig, unstableSetRender } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import { createRoot, type Root } from 'react-dom/client';
import type { Language } from '../../domain/markets/market';
import { currentLanguage, subscribeLanguage } from '../i18n/i18n';
import '../styles/kit.css';

// antd-mobile 5 renders toasts and dialogs through ReactDOM.render, which React 19 removed.
// Every use of the kit goes through this module so the adapter is always installed first,
// and the kit stays out of the entry bundle (it loads with the first screen that needs it).
unstableSetRender((node, container) => {
  const host = container as Element & { __prestaRoot?: Root };
  host.__prestaRoot ??= createRoot(host);
  const root = host.__prestaRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host.__prestaRoot;
  };
});

// The kit animates with springs, not CSS: it is told when the device asks for less motion
// (there is no window in the build's render of the first paint).
const lessMotion = typeof window === 'undefined' ? undefined : window.matchMedia?.('(prefers-reduced-motion: reduce)');
const followMotion = () => (lessMotion?.matches ? reduceMotion() : restoreMotion());
followMotion();
lessMotion?.addEventListener('change', followMotion);

// The kit's own words (a mask's label, "loading", a dialog's buttons) in the app's language,
// switched with it; the build gives the kit no Chinese default (tools/kit-locale.ts).
const KIT_LOCALES: Record<Language, typeof enUS> = { en: enUS, es: esES };
const followLanguage = () => setDefaultConfig({ locale: KIT_LOCALES[currentLanguage()] });
followLanguage();
subscribeLanguage(followLanguage);

export * from 'antd-mobile';
