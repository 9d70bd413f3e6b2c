// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { OrderScreen } from './order';
import { ReviewRequestsScreen } from './review-requests';
import { consoleScreenHarness, settle } from './screen-harness';

const AT = '2026-07-01T20:05:33Z';
const BY = '2026-07-31T20:05:33Z';
const pending = {
  id: 7,
  status: 'pending',
  note: 'I repaid that loan',
  requestedAt: AT,
  answerBy: BY,
  decidedAt: null,
  decidedBy: null,
  reason: null,
};
let detail: Record<string, unknown>;
const reads: string[] = [];
const writes: { path: string; body: unknown }[] = [];
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: async (method: string, path: string, body?: unknown) => {
    if (method === 'POST') {
      writes.push({ path, body });
      return { status: (body as { outcome: string }).outcome === 'reverse' ? 'reversed' : 'upheld' };
    }
    reads.push(path);
    if (path.startsWith('/review-requests')) {
      return {
        items: [
          {
            id: 7,
            orderNo: 'NG9',
            packageName: 'com.presta.ng',
            market: 'ng',
            status: 'pending',
            note: 'I repaid that loan',
            requestedAt: AT,
            answerBy: BY,
            decidedAt: null,
            decidedBy: null,
            ageSeconds: 3 * 86_400 + 3_600,
            overdue: false,
            firstName: 'Ada',
            lastName: 'Obi',
          },
          {
            id: 8,
            orderNo: 'NG10',
            packageName: 'com.presta.ng',
            market: 'ng',
            status: 'pending',
            note: null,
            requestedAt: AT,
            answerBy: AT,
            decidedAt: null,
            decidedBy: null,
            ageSeconds: 31 * 86_400,
            overdue: true,
            firstName: null,
            lastName: null,
          },
        ],
        next: null,
      };
    }
    if (path === '/orders/NG9') return detail;
    throw new Error(`unexpected ${path}`);
  },
}));
vi.mock('../session', () => ({ useSession: () => ({ operator: { role: 'reviewer', email: 'r@presta.test' } }) }));
vi.mock('../../lib/hash-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/hash-router')>()),
  useParams: () => ({ orderNo: 'NG9' }),
}));

const page = consoleScreenHarness();
const byId = (id: string) => page.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const rowWith = (marker: string) =>
  [...page.container.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(marker))?.textContent ?? '';
/**
 * A click on one of the form's buttons, then its submit (a page the harness never attaches to the document submits
 * nothing itself).
 */
const press = (id: string) =>
  settle(() => {
    byId(id)!.click();
    byId('review-answer')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
const type = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
  setter.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

beforeEach(() => {
  reads.length = 0;
  writes.length = 0;
  localStorage.removeItem('presta.console.lang');
  detail = {
    order: {
      orderNo: 'NG9',
      status: 9,
      amount: null,
      days: null,
      dueDate: null,
      approvedLimit: null,
      productCode: 'standard',
      currency: 'NGN',
      packageName: 'com.presta.ng',
    },
    customer: { userId: 5, mobile: '0803••••67', market: 'ng' },
    profile: null,
    work: null,
    answers: null,
    assessment: { outcome: 'reject', score: 146, limit: 0, reasons: ['scoreBelowThreshold'] },
    images: [],
    identityChecks: [],
    bankAccount: null,
    timeline: [],
    ledger: [],
    documentUnread: false,
    decisionReview: pending,
  };
});

describe('refusals to review (issue 28.2)', () => {
  it("the queue shows each request's wait and the deadline, the overdue ones flagged, oldest first", async () => {
    await page.show(<ReviewRequestsScreen />);
    expect(reads).toEqual(['/review-requests?status=pending']);
    expect(rowWith('NG9')).toContain('Ada Obi');
    expect(rowWith('NG9')).toContain('3 d 1 h');
    expect(rowWith('NG9')).toContain('I repaid that loan');
    expect(rowWith('NG9')).not.toContain('overdue');
    expect(rowWith('NG10')).toContain('31 d 0 h');
    expect(rowWith('NG10')).toContain('— overdue');
    expect(page.container.querySelectorAll('[data-testid="review-overdue"]')).toHaveLength(1);
  });

  it('in Spanish', async () => {
    localStorage.setItem('presta.console.lang', 'es');
    showLanguage('es');
    try {
      await page.show(<ReviewRequestsScreen />);
      expect(page.container.querySelector('h1')!.textContent).toBe('Rechazos por revisar');
      expect(rowWith('NG10')).toContain('— vencida');
    } finally {
      showLanguage('en');
    }
  });

  it('the order shows the request; upholding sends the written reason', async () => {
    await page.show(<OrderScreen />);
    expect(byId('review-request-status')!.textContent).toBe('Waiting');
    expect(byId('review-request')!.textContent).toContain('I repaid that loan');
    type(page.container.querySelector('[data-testid="review-reason"]')!, 'The default is on the bureau report.');
    await press('review-uphold');
    expect(writes).toEqual([
      {
        path: '/review-requests/7/decision',
        body: { outcome: 'uphold', reason: 'The default is on the bureau report.' },
      },
    ]);
    expect(page.container.textContent).toContain('Upheld. The borrower was told by SMS.');
  });

  it('reversing needs the limit, sent in minor units', async () => {
    await page.show(<OrderScreen />);
    type(page.container.querySelector('[data-testid="review-reason"]')!, 'Bureau record was wrong');
    await press('review-reverse');
    expect(writes).toEqual([]);
    expect(page.container.textContent).toContain('To reverse, give the limit the order may borrow.');
    type(page.container.querySelector('[data-testid="review-limit"]')!, '5000');
    await press('review-reverse');
    expect(writes).toEqual([
      {
        path: '/review-requests/7/decision',
        body: { outcome: 'reverse', reason: 'Bureau record was wrong', limit: 500_000 },
      },
    ]);
    expect(page.container.textContent).toContain('Reversed: the order is approved.');
  });

  it('an answered request shows who answered and why, with nothing to submit', async () => {
    detail.decisionReview = {
      ...pending,
      status: 'upheld',
      decidedAt: BY,
      decidedBy: 'r@presta.test',
      reason: 'Checked twice',
    };
    await page.show(<OrderScreen />);
    expect(byId('review-request-status')!.textContent).toBe('Upheld');
    expect(byId('review-request')!.textContent).toContain('Checked twice');
    expect(byId('review-answer')).toBeNull();
  });
});
