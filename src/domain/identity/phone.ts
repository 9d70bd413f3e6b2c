import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { MARKET_PROFILES, type Market } from '../markets/market';

/**
 * Parses what a borrower typed ("0803 123 4567", "8031234567", "+234 803…", "234803…") into
 * E.164 for the market's country, or null when it is not a valid mobile there.
 */
export function normalizeMobile(input: string, market: Market): string | null {
  const profile = MARKET_PROFILES[market];
  const compact = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d{6,15}$/.test(compact)) return null;
  // A number typed with its country code but without "+" is common on both markets.
  const withPlus = !compact.startsWith('+') && compact.startsWith(profile.countryCallingCode) && compact.length > 10
    ? `+${compact}`
    : compact;
  const parsed = parsePhoneNumberFromString(withPlus, profile.phoneRegion);
  if (!parsed || parsed.country !== profile.phoneRegion || !parsed.isValid()) return null;
  const type = parsed.getType();
  // Nigerian and Mexican numbers are often reported as FIXED_LINE_OR_MOBILE; refuse only clear non-mobiles.
  if (type && !['MOBILE', 'FIXED_LINE_OR_MOBILE'].includes(type)) return null;
  return parsed.number;
}

/** "+2348031234567" → "+234******4567": enough to recognise, never enough to use. */
export function maskMobile(e164: string): string {
  if (e164.length <= 8) return '****';
  const cc = e164.startsWith('+52') ? '+52' : e164.startsWith('+234') ? '+234' : e164.slice(0, 3);
  return `${cc}${'*'.repeat(Math.max(0, e164.length - cc.length - 4))}${e164.slice(-4)}`;
}

/** The national significant number, e.g. for display in the market's usual form. */
export function nationalNumber(e164: string, market: Market): string {
  const cc = `+${MARKET_PROFILES[market].countryCallingCode}`;
  return e164.startsWith(cc) ? e164.slice(cc.length) : e164;
}
