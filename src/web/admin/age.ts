import type { TFunction } from '../i18n/i18n';

/** How long something has waited, in the console's language: "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function ageText(seconds: number | null | undefined, t: TFunction): string {
  if (seconds === null || seconds === undefined) return '—';
  if (seconds < 60) return t('reconcile.age.s', { n: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('reconcile.age.min', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('reconcile.age.h', { h: hours, m: minutes % 60 });
  return t('reconcile.age.d', { d: Math.floor(hours / 24), h: hours % 24 });
}
