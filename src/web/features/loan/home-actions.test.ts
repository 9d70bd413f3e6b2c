import { describe, expect, it } from 'vitest';
import { HOME_BANNER_KEYS } from '../../../domain/loan-status/home-banner';
import { LOAN_STATUS_NUMBERS, LOAN_STATUSES } from '../../../domain/loan-status/statuses';
import en from '../../i18n/locales/en/loan';
import es from '../../i18n/locales/es/loan';
import { BANNER_TONES, HOME_BUTTONS } from './home-actions';

describe('Home buttons and banners', () => {
  it('give every Home status key its button', () => {
    const table = Object.fromEntries(Object.entries(HOME_BUTTONS).map(([key, b]) => [key, b.action]));
    expect(table).toEqual({
      canLoan: 'apply',
      lending: 'detail',
      assessing: 'none',
      rejected: 'detail',
      success: 'getMoney',
      failed: 'edit',
      repaying: 'pay',
      overdue: 'pay',
    });
    for (const status of LOAN_STATUS_NUMBERS) expect(HOME_BUTTONS[LOAN_STATUSES[status].homeKey]).toBeDefined();
  });

  it('name each banner in both languages, the dated ones with their date', () => {
    expect(Object.keys(BANNER_TONES).sort()).toEqual([...HOME_BANNER_KEYS].sort());
    for (const key of HOME_BANNER_KEYS) {
      expect(en.home.banner[key]).toMatch(/\w/);
      expect(es.home.banner[key]).toMatch(/\w/);
      expect(es.home.banner[key]).not.toBe(en.home.banner[key]);
      const dated = key === 'expiringSoon' || key === 'overdue' || key === 'rejectedRetry';
      expect(en.home.banner[key].includes('{{date}}')).toBe(dated);
      expect(es.home.banner[key].includes('{{date}}')).toBe(dated);
    }
  });

  it('keep the SPEC wording where the SPEC gives one', () => {
    expect(en.home.banner.approvedGetMoney).toContain('Get money');
    expect(en.home.banner.rejectedRetry).toContain('after 30 days');
    expect(en.home.banner.accountUnsupported).toContain('edit the bank account');
  });
});
