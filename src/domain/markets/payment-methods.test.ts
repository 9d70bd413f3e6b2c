import { describe, expect, it } from 'vitest';
import {
  checkMethodAmount,
  COLLECTION_METHODS,
  collectionMethodInfo,
  collectionMethodsFor,
  isCollectionMethod,
  largestCashPart,
  paymentLimits,
} from './payment-methods';

describe('collection methods per market', () => {
  it('offer SPEI and OXXO in Mexico, card, link and accounts in Nigeria', () => {
    expect(collectionMethodsFor('mx')).toEqual(['stp_clabe', 'oxxo']);
    expect(collectionMethodsFor('ng')).toEqual([
      'paystack_card',
      'flutterwave_link',
      'monnify_reserved',
      'paystack_dedicated',
      'flutterwave_reserved',
    ]);
  });

  it('cover every method exactly once', () => {
    expect([...collectionMethodsFor('mx'), ...collectionMethodsFor('ng')].sort()).toEqual(
      [...COLLECTION_METHODS].sort(),
    );
  });

  it('say which take an open amount', () => {
    expect(collectionMethodInfo('stp_clabe')).toMatchObject({ kind: 'account', openAmount: true });
    expect(collectionMethodInfo('oxxo')).toMatchObject({ kind: 'cashReference', openAmount: false });
    expect(collectionMethodInfo('paystack_card')).toMatchObject({ kind: 'checkout', openAmount: false });
    expect(isCollectionMethod('oxxo')).toBe(true);
    expect(isCollectionMethod('cash')).toBe(false);
  });
});

describe('per-payment limits', () => {
  it('hold a cash reference to 10.00–10,000.00 MXN and enforce none on transfers', () => {
    expect(paymentLimits('oxxo')).toEqual({ min: 1_000, max: 1_000_000 });
    expect(checkMethodAmount('oxxo', 1_000_000)).toEqual({ ok: true });
    expect(checkMethodAmount('oxxo', 1_000_001)).toEqual({ ok: false, reason: 'aboveMethodMax', limit: 1_000_000 });
    expect(checkMethodAmount('oxxo', 999)).toEqual({ ok: false, reason: 'belowMethodMin', limit: 1_000 });
    expect(checkMethodAmount('stp_clabe', 50_000_000)).toEqual({ ok: true });
    for (const m of COLLECTION_METHODS) expect(paymentLimits(m)).toBeDefined();
  });
});

describe('what one cash reference can pay', () => {
  it('is everything when it fits, else the most that leaves a payable rest', () => {
    expect(largestCashPart(950_050)).toBe(950_050);
    expect(largestCashPart(2_500_000)).toBe(1_000_000);
    // 10,005.50 owed: 10,000 now would leave 5.50, below a reference's minimum; 9,995 leaves 10.50.
    expect(largestCashPart(1_000_550)).toBe(999_500);
    expect(largestCashPart(1_000_550 - 999_500)).toBe(1_050);
    expect(largestCashPart(500)).toBeNull();
  });
});
