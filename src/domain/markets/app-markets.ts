import type { Market } from './market';

/**
 * The market of each app, known on the phone before any call answers (like APP_LANGUAGES): the
 * boot script marks the page with it, so a line only one market shows (Mexico's CAT beside
 * Home's rate) has its place in the first paint there and none elsewhere.
 */
export const APP_MARKETS: Readonly<Record<string, Market>> = {
  'com.presta.ng': 'ng',
  'com.presta.mx': 'mx',
};
