import { isMarket, MARKET_PROFILES, type CurrencyCode, type Language, type Market } from '../../domain/markets/market';
import { marketOfCurrency } from '../../domain/money/money';
import { translate } from '../i18n/i18n';
import { currentLanguage } from './api';
import { CONSOLE_NS } from './i18n';

/**
 * Times in the console (decision 0080): an instant is shown on the wall clock of the market it
 * belongs to, with that zone named ("01/07/2026, 14:05:33 Mexico City (UTC−6)"), so an operator
 * in Lagos reads a Mexican payment at the hour the borrower saw. Where the operator's own clock
 * shows another hour at that instant, it follows ("· 21:05 your time (UTC+1)"). A time that
 * belongs to no market (an operator's sign-in, the audit log) is on the operator's clock, named.
 *
 * The console may use Intl (decision 0032 keeps it out of the borrower app only): the zone's
 * rules come from the platform's zone database, and the offset shown is the one it applied.
 */

/** The market a row's time belongs to, or null for the operator's own times. */
export type TimeOwner = Market | null;

export interface TimeOptions {
  language: Language;
  /** The operator's IANA zone (the browser's). */
  operatorZone: string;
}

const LOCALE: Record<Language, string> = { en: 'en-GB', es: 'es-MX' };
const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, timeZone: string, withDate: boolean, withSeconds: boolean): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${withDate}|${withSeconds}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALE[language], {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(withSeconds ? { second: '2-digit' } : {}),
      ...(withDate ? { day: '2-digit', month: '2-digit', year: 'numeric' } : {}),
    });
    formats.set(key, found);
  }
  return found;
}

/** Minutes the zone's wall clock is ahead of UTC at `instant` (Mexico City −360, Lagos +60). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

const wallDay = (instant: Date, offsetMinutes: number) =>
  new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** "UTC+1", "UTC−6" (a true minus sign), "UTC+5:30", "UTC+0". */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '\u2212' : '+';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** The instant on the owner's clock with its zone named, and the operator's clock beside it where it differs. */
export function consoleTime(
  value: string | null | undefined,
  owner: TimeOwner,
  { language, operatorZone }: TimeOptions,
): string {
  if (!value) return '—';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '—';
  const t = (key: string, values: Record<string, string>) => translate(language, [CONSOLE_NS], key, values);
  const own = zoneOffsetMinutes(operatorZone, instant);
  if (owner === null) {
    return t('time.yours', {
      time: format(language, operatorZone, true, true).format(instant),
      offset: offsetText(own),
    });
  }
  const zone = MARKET_PROFILES[owner].timeZone;
  const offset = zoneOffsetMinutes(zone, instant);
  const shown = t('time.inMarket', {
    time: format(language, zone, true, true).format(instant),
    zone: t(`time.zones.${owner}`, {}),
    offset: offsetText(offset),
  });
  if (own === offset) return shown;
  // Beside it, the operator's hour; with the date too when their day is another one.
  const sameDay = wallDay(instant, offset) === wallDay(instant, own);
  const yours = t('time.yours', {
    time: format(language, operatorZone, !sameDay, false).format(instant),
    offset: offsetText(own),
  });
  return `${shown} · ${yours}`;
}

/** The browser's zone: the operator's own clock. */
export function operatorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A time on a console screen, in the console's language, for the market it belongs to (null: the operator's own). */
export function when(value: string | null | undefined, owner: TimeOwner): string {
  return consoleTime(value, owner, { language: currentLanguage(), operatorZone: operatorZone() });
}

/** The market of a row that knows only its currency. */
export const marketOf = (currency: CurrencyCode): Market => marketOfCurrency(currency);

/** A market code as the server sent it ('ng', 'mx'); null when it is none. */
export const marketNamed = (value: string | null | undefined): Market | null => (isMarket(value) ? value : null);
