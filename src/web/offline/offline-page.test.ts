// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { LastLoan } from '../lib/last-loan';
import { offlineLanguage, offlineScreen, renderOfflineScreen } from './offline-page';

const overdue: LastLoan = {
  status: 'overdue',
  amountDue: 998_280,
  currency: 'MXN',
  dueDate: '2027-02-27',
  market: 'mx',
  seenAt: '2027-03-01T15:30:00.000Z',
};

describe('the offline screen', () => {
  it("speaks the stored language, else the app's own", () => {
    expect(offlineLanguage('en', 'com.presta.mx')).toBe('en');
    expect(offlineLanguage(null, 'com.presta.mx')).toBe('es');
    expect(offlineLanguage('fr', 'com.presta.ng')).toBe('en');
  });

  it("shows the loan in Home's words, with the time it was seen in the market's zone", () => {
    const es = offlineScreen('es', overdue);
    expect(es.title).toBe('Sin conexión');
    expect(es.loan).toMatchObject({ status: 'Préstamo vencido', amount: '$9,982.80' });
    expect(es.loan?.due).toMatch(/27 feb 2027/);
    // 15:30 UTC is 09:30 in Mexico City.
    expect(es.loan?.asOf).toMatch(/^Datos del 1 mar 2027, 9:30 a\.m\./);
    const en = offlineScreen('en', { ...overdue, currency: 'NGN', amountDue: 1_622_850, market: 'ng' });
    expect(en.loan).toMatchObject({ status: 'Loan overdue', amount: '₦16,228.50' });
    expect(en.loan?.asOf).toMatch(/^As of 1 Mar 2027, 16:30/);
  });

  it('shows a status without a figure, and nothing of a loan when none was kept', () => {
    expect(
      offlineScreen('en', { ...overdue, status: 'assessing', amountDue: null, currency: null, dueDate: null }).loan,
    ).toMatchObject({ status: 'Application under review', amount: null, due: null });
    expect(offlineScreen('en', null).loan).toBeNull();
  });

  it('writes text, never markup, and retries on the button', () => {
    document.body.innerHTML = '<main id="offline"></main>';
    const main = document.getElementById('offline')!;
    const retry = vi.fn();
    const screen = offlineScreen('es', overdue);
    renderOfflineScreen(
      document,
      main,
      { ...screen, loan: { ...screen.loan!, status: '<img src=x onerror=alert(1)>' } },
      retry,
    );
    expect(document.documentElement.lang).toBe('es');
    expect(main.querySelector('h1')?.textContent).toBe('Sin conexión');
    expect(main.querySelector('img')).toBeNull();
    expect(main.querySelector('time')?.getAttribute('datetime')).toBe(overdue.seenAt);
    main.querySelector('button')!.click();
    expect(retry).toHaveBeenCalledOnce();
  });
});
