import { describe, expect, it } from 'vitest';
import { LOAN_STATUS_NUMBERS, LOAN_STATUSES } from '../../../domain/loan-status/statuses';
import en from '../../i18n/locales/en/onboarding';
import es from '../../i18n/locales/es/onboarding';
import { canContinue, FINISHED_KEYS, orderTipKey } from './order-tips';

describe('Records tips', () => {
  it('has a tip for every status in both languages', () => {
    for (const status of LOAN_STATUS_NUMBERS) {
      const key = orderTipKey(status).replace('orders.tips.', '') as keyof typeof en.orders.tips;
      expect(en.orders.tips[key], `en ${status}`).toMatch(/\w/);
      expect(es.orders.tips[key], `es ${status}`).toMatch(/\w/);
    }
    expect(orderTipKey(13)).toBe('orders.tips.unknown');
  });

  it('labels every order key of LOAN_STATUSES in both languages', () => {
    for (const status of LOAN_STATUS_NUMBERS) {
      const key = LOAN_STATUSES[status].orderKey;
      expect(en.orders.keys[key]).toMatch(/\w/);
      expect(es.orders.keys[key]).toMatch(/\w/);
    }
  });

  it('offers Continue for the onboarding statuses only', () => {
    const continuable = LOAN_STATUS_NUMBERS.filter((status) => canContinue({ status, route: '/somewhere' }));
    expect(continuable).toEqual([5, 6, 11, 12, 17]);
    expect(canContinue({ status: 6, route: null })).toBe(false);
  });

  it('files finished, cancelled and rejected orders under Finished', () => {
    const finished = LOAN_STATUS_NUMBERS.filter((s) => FINISHED_KEYS.has(LOAN_STATUSES[s].orderKey));
    expect(finished).toEqual([4, 8, 9]);
  });
});
