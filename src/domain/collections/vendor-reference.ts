/**
 * The one scheme for every reference we hand a payment vendor: a collection instrument, a payout
 * attempt, a refund. Only upper-case letters and digits, at most 30 characters, because that is
 * what every vendor accepts at once: Paystack references allow letters, digits, `-`, `.` and `=`;
 * STP's claveRastreo is alphanumeric up to 30; Flutterwave, Monnify and Conekta take any string.
 * Shape: a kind prefix, the order number (16 of [A-Z0-9]), `N`, then a serial per order.
 */
export const VENDOR_REFERENCE_KINDS = { collection: 'COL', payout: 'PAY', refund: 'RFD' } as const;
export type VendorReferenceKind = keyof typeof VENDOR_REFERENCE_KINDS;

export const VENDOR_REFERENCE_PATTERN = /^(COL|PAY|RFD)([A-Z0-9]{1,20})N([1-9]\d{0,5})$/;

export function vendorReference(kind: VendorReferenceKind, orderNo: string, serial: number): string {
  if (!/^[A-Z0-9]{1,20}$/.test(orderNo)) throw new RangeError('an order number is 1–20 upper-case letters and digits');
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > 999_999)
    throw new RangeError('a reference serial is 1–999999');
  return `${VENDOR_REFERENCE_KINDS[kind]}${orderNo}N${serial}`;
}

/** The parts of a reference we made; null for anything else (a vendor's own id, someone's guess). */
export function parseVendorReference(
  reference: string,
): { kind: VendorReferenceKind; orderNo: string; serial: number } | null {
  const m = VENDOR_REFERENCE_PATTERN.exec(reference);
  if (!m) return null;
  const kind = (Object.keys(VENDOR_REFERENCE_KINDS) as VendorReferenceKind[]).find(
    (k) => VENDOR_REFERENCE_KINDS[k] === m[1],
  ) as VendorReferenceKind;
  return { kind, orderNo: m[2], serial: Number(m[3]) };
}
