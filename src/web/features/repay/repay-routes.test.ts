import { describe, expect, it } from 'vitest';
import { REPAY_ROUTES } from './repay-routes';

describe('repay routes', () => {
  it('show each kind of instrument on its SPEC screen', () => {
    expect(REPAY_ROUTES.instrument('stp_clabe', 'PR1', 'col:PR1:1')).toBe(
      '/repay/repay_stp?orderNo=PR1&reference=col%3APR1%3A1',
    );
    expect(REPAY_ROUTES.instrument('monnify_reserved', 'PR1', 'r')).toBe('/repay/repay_stp?orderNo=PR1&reference=r');
    expect(REPAY_ROUTES.instrument('oxxo', 'PR1', 'r')).toBe('/repay/repay_oxxo?orderNo=PR1&reference=r');
    expect(REPAY_ROUTES.instrument('paystack_card', 'PR1', 'r')).toBe('/repay/cashier?orderNo=PR1&reference=r');
    expect(REPAY_ROUTES.detail('A&B')).toBe('/repay/repay_detail?orderNo=A%26B');
  });
});
