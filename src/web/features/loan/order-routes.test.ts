import { describe, expect, it } from 'vitest';
import { RECORD_TIP_KEYS } from '../../../domain/loan-status/record-tips';
import { CANCEL_REASONS } from '../../../domain/api/loan-money';
import en from '../../i18n/locales/en/loan';
import es from '../../i18n/locales/es/loan';
import { LOAN_ROUTES, ROW_ACTIONS } from './order-routes';
import { isFinished } from './record-tip';

describe('Records rows', () => {
  it('every Records tip has its text in both languages', () => {
    for (const key of RECORD_TIP_KEYS) {
      expect(en.records.tips[key]).toMatch(/\w/);
      expect(es.records.tips[key]).toMatch(/\w/);
    }
    for (const reason of CANCEL_REASONS) expect(es.cancel.reasons[reason]).not.toBe(en.cancel.reasons[reason]);
  });

  it('incomplete orders offer Continue at the missing step; an approved offer continues at choosing the amount', () => {
    const continues = RECORD_TIP_KEYS.filter((k) => k.startsWith('continue'));
    for (const key of continues) expect(ROW_ACTIONS[key]?.label).toBe('records.action.continue');
    const order = { orderNo: 'PR1', route: '/auth/loan_question?orderNo=PR1' };
    expect(ROW_ACTIONS.continueQuestionnaire!.to(order)).toBe('/auth/loan_question?orderNo=PR1');
    expect(
      ROW_ACTIONS.continueConfirmation!.to({
        orderNo: 'PR1',
        route: '/auth/review_tips?orderNo=PR1&pageName=confirmBorrow',
      }),
    ).toBe('/borrow/to_borrow?orderNo=PR1');
  });

  it('overdue asks to pay, a failed payment to check the bank account, closed orders nothing', () => {
    expect(ROW_ACTIONS.overdue?.label).toBe('records.action.payNow');
    // LOAN_STATUSES: 2 Repaying and 3 Overdued open the repay detail, where the borrower pays in the app.
    expect(ROW_ACTIONS.overdue?.to({ orderNo: 'PR1', route: null })).toBe('/repay/repay_detail?orderNo=PR1');
    expect(ROW_ACTIONS.repaying?.to({ orderNo: 'PR1', route: null })).toBe('/repay/repay_detail?orderNo=PR1');
    expect(ROW_ACTIONS.paymentFailed?.to({ orderNo: 'PR1', route: null })).toBe('/borrow/lending?orderNo=PR1');
    for (const key of ['paidOff', 'cancelled', 'rejected', 'assessing'] as const)
      expect(ROW_ACTIONS[key]).toBeUndefined();
  });

  it('finished means terminal: paid off, cancelled, rejected', () => {
    expect([1, 2, 3, 4, 7, 8, 9, 10, 14].filter((status) => isFinished({ status }))).toEqual([4, 8, 9]);
  });

  it('builds encoded routes', () => {
    expect(LOAN_ROUTES.confirmBorrow('A&B', 100, 91)).toBe('/borrow/confirm_borrow?orderNo=A%26B&amount=100&days=91');
    expect(LOAN_ROUTES.signedAgreement('PR1')).toBe('/borrow/agreement?orderNo=PR1&signed=1');
  });
});
