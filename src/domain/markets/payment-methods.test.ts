import { describe, expect, it } from 'vitest';
import { COLLECTION_METHODS, collectionMethodInfo, collectionMethodsFor, isCollectionMethod } from './payment-methods';

describe('collection methods per market', () => {
  it('offer SPEI and OXXO in Mexico, card, link and accounts in Nigeria', () => {
    expect(collectionMethodsFor('mx')).toEqual(['stp_clabe', 'oxxo']);
    expect(collectionMethodsFor('ng')).toEqual(['paystack_card', 'flutterwave_link', 'monnify_reserved', 'paystack_dedicated', 'flutterwave_reserved']);
  });

  it('cover every method exactly once', () => {
    expect([...collectionMethodsFor('mx'), ...collectionMethodsFor('ng')].sort()).toEqual([...COLLECTION_METHODS].sort());
  });

  it('say which take an open amount', () => {
    expect(collectionMethodInfo('stp_clabe')).toMatchObject({ kind: 'account', openAmount: true });
    expect(collectionMethodInfo('oxxo')).toMatchObject({ kind: 'cashReference', openAmount: false });
    expect(collectionMethodInfo('paystack_card')).toMatchObject({ kind: 'checkout', openAmount: false });
    expect(isCollectionMethod('oxxo')).toBe(true);
    expect(isCollectionMethod('cash')).toBe(false);
  });
});
