import { describe, expect, it } from 'vitest';
import { homeBanner } from './home-banner';

const today = '2026-11-20';
const base = { dueDate: null, today, retryAt: null };

describe('Home banner', () => {
  it('maps order states to Home banners', () => {
    expect(homeBanner({ ...base, status: 1 })).toBe('underReview');
    expect(homeBanner({ ...base, status: 19 })).toBe('finishDeviceData');
    expect(homeBanner({ ...base, status: 14 })).toBe('approvedGetMoney');
    expect(homeBanner({ ...base, status: 18 })).toBe('payoutHeld');
    expect(homeBanner({ ...base, status: 3 })).toBe('overdue');
    expect(homeBanner({ ...base, status: 10 })).toBe('accountUnsupported');
    expect(homeBanner({ ...base, status: 7 })).toBeNull();
    expect(homeBanner({ ...base, status: 6 })).toBeNull();
  });

  it('a repaying loan shows "expiring soon" from three days before its due date through the due date', () => {
    expect(homeBanner({ ...base, status: 2, dueDate: '2026-11-24' })).toBeNull();
    expect(homeBanner({ ...base, status: 2, dueDate: '2026-11-23' })).toBe('expiringSoon');
    expect(homeBanner({ ...base, status: 2, dueDate: '2026-11-20' })).toBe('expiringSoon');
    expect(homeBanner({ ...base, status: 2, dueDate: '2026-11-19' })).toBeNull();
    expect(homeBanner({ ...base, status: 2 })).toBeNull();
  });

  it('without an open order only a running rejection wait shows', () => {
    expect(homeBanner({ ...base, status: null })).toBeNull();
    expect(homeBanner({ ...base, status: null, retryAt: '2026-12-01T00:00:00.000Z' })).toBe('rejectedRetry');
  });
});
