/**
 * Luhn (mod 10) over a string of digits whose last digit is the check digit.
 * Shared by debit cards and the IMSS NSS, which use the same published algorithm.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnSum(digits.slice(0, -1)) % 10 === (10 - Number(digits[digits.length - 1])) % 10;
}

/** The digit to append to `payload` so that the whole string passes Luhn. */
export function luhnCheckDigit(payload: string): number {
  if (!/^\d+$/.test(payload)) throw new RangeError('Luhn payload must be digits');
  return (10 - (luhnSum(payload) % 10)) % 10;
}

// Doubles every second digit counting leftwards from the digit next to the (absent) check digit.
function luhnSum(payload: string): number {
  let sum = 0;
  for (let i = payload.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = payload.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum;
}
