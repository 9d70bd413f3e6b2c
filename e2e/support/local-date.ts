/**
 * A civil date ('yyyy-mm-dd') as the borrower must read it: "21 Feb 2027" (en-NG), "21 feb 2027"
 * (es-MX). Worked out here with Intl, not with the app's formatter, so a screen showing the raw
 * date, or the app formatting it wrongly, fails the test.
 */
export function localDay(civil: string, market: 'ng' | 'mx', lang: 'en' | 'es'): string {
  const [y, m, d] = civil.split('-').map(Number);
  const locale = `${lang}-${market === 'ng' ? 'NG' : 'MX'}`;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
