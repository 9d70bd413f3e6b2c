import { describe, expect, it } from 'vitest';
import { COLLECTION_METHODS } from '../../../domain/markets/payment-methods';
import en from '../../i18n/locales/en/repay';
import es from '../../i18n/locales/es/repay';
import { marketOfCurrency as marketOf } from '../../lib/format';

describe('repay texts', () => {
  it('name and explain every payment method in both languages', () => {
    for (const m of COLLECTION_METHODS) {
      expect(en.methods[m]).toMatch(/\w/);
      expect(es.methods[m]).not.toBe(en.methods[m]);
      expect(es.methodHints[m]).not.toBe(en.methodHints[m]);
    }
  });

  it('keep the given messages verbatim', () => {
    expect(en.cashier.noMethod).toBe('There is no payment method, please choose another channel');
    expect(en.cashier.noChannel).toBe('channelId cannot be empty');
    expect(en.cashier.noOrder).toBe('orderNo cannot be empty');
    expect(en.cashier.noReference).toBe('payOrderId cannot be empty, please try again');
    expect(en.instrument.expired).toBe('This order has timed out, please try again');
    expect([en.instrument.copied, en.instrument.copyFailed]).toEqual(['Copied', 'Copy failed']);
  });

  it('promise proofs an answer within 48 hours', () => {
    expect(en.proof.intro).toContain('48 hours');
    expect(es.proof.intro).toContain('48 horas');
  });

  it('date instruments in the market of their currency', () => {
    expect(marketOf('NGN')).toBe('ng');
    expect(marketOf('MXN')).toBe('mx');
  });

  it('say when the coupons on offer end, in both languages (decision 0104)', () => {
    for (const texts of [en, es])
      for (const key of ['endsOn_one', 'endsOn_other', 'item'] as const)
        expect(texts.coupon[key]).toContain('{{date}}');
    expect(es.coupon.endsOn_one).not.toBe(en.coupon.endsOn_one);
  });
});
