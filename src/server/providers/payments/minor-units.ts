/**
 * Vendors that speak major units (Flutterwave, Monnify, STP: 1500.5 = ₦1,500.50) are converted
 * exactly through the decimal text, never by multiplying a float, so no kobo or centavo can be
 * rounded away. More than two decimals is not money and is refused.
 */
export function majorToMinor(value: unknown): number | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : typeof value === 'string'
        ? value.trim()
        : '';
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the major-unit decimal text vendors expect ("1500.50"). */
export function minorToMajor(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError('amount must be a whole number of minor units ≥ 0');
  const units = Math.floor(amount / 100);
  return `${units}.${String(amount % 100).padStart(2, '0')}`;
}

/** Integer minor units as a vendor sends them (Paystack kobo, Conekta centavos), or null. */
export function wholeMinor(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}
