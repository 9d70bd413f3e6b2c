import { describe, expect, it } from 'vitest';
import { parseVendorReference, vendorReference } from './vendor-reference';

describe('vendor references', () => {
  it('are made of what every vendor accepts: [A-Z0-9], at most 30 characters', () => {
    for (const kind of ['collection', 'payout', 'refund'] as const) {
      const ref = vendorReference(kind, 'PR261120K7QX2MZA', 999_999);
      expect(ref).toMatch(/^[A-Z0-9]{1,30}$/);
      // Paystack's own rule, and STP's claveRastreo.
      expect(ref).toMatch(/^[A-Za-z0-9\-.=]+$/);
    }
    expect(vendorReference('collection', 'PR261120K7QX2MZA', 3)).toBe('COLPR261120K7QX2MZAN3');
  });

  it('read back into their parts, and nothing else does', () => {
    expect(parseVendorReference('PAYPR261120K7QX2MZAN12')).toEqual({
      kind: 'payout',
      orderNo: 'PR261120K7QX2MZA',
      serial: 12,
    });
    for (const other of ['col:PR261120K7QX2MZA:1', 'PAYPR261120K7QX2MZAN0', 'XYZPR1N1', 'payPR1N1', ''])
      expect(parseVendorReference(other)).toBeNull();
  });

  it('refuse order numbers and serials that would break the scheme', () => {
    expect(() => vendorReference('payout', 'pr-1', 1)).toThrow(RangeError);
    expect(() => vendorReference('payout', 'PR1', 0)).toThrow(RangeError);
    expect(() => vendorReference('payout', 'PR1', 1.5)).toThrow(RangeError);
  });
});
