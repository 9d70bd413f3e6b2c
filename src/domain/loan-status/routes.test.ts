import { describe, expect, it } from 'vitest';
import { routeForStatus, SCREEN_ROUTES, screenForStatus } from './routes';
import { LOAN_STATUS_NUMBERS, SCREENS } from './statuses';

describe('status routes', () => {
  it('has a route for every screen of SCREENS', () => {
    expect(Object.keys(SCREEN_ROUTES).sort()).toEqual([...SCREENS].sort());
    expect(SCREEN_ROUTES.personalInfomation).toBe('/auth/personal_infomation');
    expect(SCREEN_ROUTES.additionalInfomation).toBe('/auth/additionalInfomation');
    expect(SCREEN_ROUTES.FinishLoading).toBe('/finish_loading');
  });

  it('gives the screen and route of each status', () => {
    const table = Object.fromEntries(LOAN_STATUS_NUMBERS.map((n) => [n, routeForStatus(n, 'N1')]));
    expect(table).toEqual({
      1: '/auth/review_tips?orderNo=N1',
      2: '/repay/repay_detail?orderNo=N1',
      3: '/repay/repay_detail?orderNo=N1',
      4: null,
      5: '/bank_account/add_bankcard?orderNo=N1',
      6: '/auth/personal_infomation?orderNo=N1',
      7: '/borrow/lending?orderNo=N1',
      8: null,
      9: null,
      10: '/repay/repay_detail?orderNo=N1',
      11: '/auth/additionalInfomation?orderNo=N1',
      12: '/auth/id_card_authentication?orderNo=N1',
      14: '/auth/review_tips?orderNo=N1&pageName=confirmBorrow',
      17: '/auth/loan_question?orderNo=N1',
      18: '/borrow/lending?orderNo=N1',
      19: '/finish_loading?orderNo=N1',
    });
    expect(screenForStatus(14)).toBe('confirmBorrow');
    expect(screenForStatus(9)).toBeNull();
  });

  it('encodes the order number', () => {
    expect(routeForStatus(2, 'A&B=1')).toBe('/repay/repay_detail?orderNo=A%26B%3D1');
  });
});
