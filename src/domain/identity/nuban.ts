/**
 * CBN Nigeria Uniform Bank Account Number: a 9-digit serial plus a check digit computed over
 * the institution code and the serial.
 *
 * The 2020 revised standard widened the institution code to six digits so that other financial
 * institutions (microfinance, mortgage banks…) are covered: a bank's 3-digit code gets three
 * leading zeros ('011' → '000011') and an OFI's 5-digit code a leading 9 ('50211' → '950211').
 * With the zeros the revised weights give exactly the 2010 result for banks.
 */
const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

export function isValidNuban(account: string, bankCode: string): boolean {
  const code = institutionCode(bankCode.trim());
  const nuban = account.trim();
  if (code === null || !/^\d{10}$/.test(nuban)) return false;
  return checkDigitFor(nuban.slice(0, 9), code) === Number(nuban[9]);
}

/** The check digit for a 9-digit serial at a bank (3-digit code) or OFI (5-digit, or 6 with its 9). */
export function nubanCheckDigit(serial9: string, bankCode: string): number {
  const code = institutionCode(bankCode.trim());
  if (code === null) throw new RangeError(`not a CBN institution code: ${bankCode}`);
  if (!/^\d{9}$/.test(serial9)) throw new RangeError('a NUBAN serial is 9 digits');
  return checkDigitFor(serial9, code);
}

/**
 * Whether accounts at this institution code can be checked at all. False for NIBSS's own codes
 * of payment service banks and mobile-money operators (120003 MoMo PSB, 100002 Paga, 999992
 * OPay…): they are not CBN codes, and their wallets are usually numbered by phone number, so
 * the form should accept any 10 digits there and leave the proof to name enquiry.
 */
export function canCheckNuban(bankCode: string): boolean {
  return institutionCode(bankCode.trim()) !== null;
}

/**
 * The 6-digit code of the revised standard, or null. A 6-digit code is taken only in its OFI
 * form ('9' + a 5-digit CBN code): NIBSS's NIP institution codes (e.g. '000014', '090267') are
 * a different numbering and would silently give wrong check digits. 9999xx is NIBSS's range
 * for mobile-money operators, not a CBN code.
 */
function institutionCode(bankCode: string): string | null {
  if (/^\d{3}$/.test(bankCode)) return `000${bankCode}`;
  if (/^\d{5}$/.test(bankCode)) return `9${bankCode}`;
  if (/^9\d{5}$/.test(bankCode) && !bankCode.startsWith('9999')) return bankCode;
  return null;
}

function checkDigitFor(serial9: string, code6: string): number {
  const digits = code6 + serial9;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(digits[i]) * WEIGHTS[i];
  return (10 - (sum % 10)) % 10;
}
