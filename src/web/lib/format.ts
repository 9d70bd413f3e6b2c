import { MARKET_PROFILES, type Market } from '../../domain/markets/market';

export { formatMoney, formatRatePpm } from '../../domain/money/money';

export function dialCode(market: Market): string {
  return `+${MARKET_PROFILES[market].countryCallingCode}`;
}

/** SPEC §9: dates are shown as year-month-day hour:minute:second, in the market's zone. */
export function formatDateTime(iso: string, market: Market): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_PROFILES[market].timeZone,
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

export function formatDate(iso: string, market: Market): string {
  return formatDateTime(iso, market).slice(0, 10);
}

/** "+2348031234567" → "+234803****567": enough for the owner to recognise, not to read out. */
export function maskMobileForOwner(mobile: string): string {
  return mobile.length > 7 ? `${mobile.slice(0, mobile.length - 7)}****${mobile.slice(-3)}` : mobile;
}
