// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CODES } from '../../../domain/api/codes';
import { ConsoleError } from '../api';
import { OrderScreen } from './order';
import { consoleScreenHarness, settle } from './screen-harness';

/** The console's answers for one order under review; the ID-photo views are recorded. */
const views = { limit: 20, remaining: 20, resetAt: '2026-11-29T07:00:00Z' };
let detail: Record<string, unknown>;
let viewAnswer: () => unknown;
const writes: string[] = [];
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: async (method: string, path: string) => {
    if (method === 'POST') {
      writes.push(path);
      return viewAnswer();
    }
    if (path === '/orders/N1') return detail;
    throw new Error(`unexpected ${path}`);
  },
}));
vi.mock('../session', () => ({ useSession: () => ({ operator: { role: 'reviewer', email: 'r@presta.test' } }) }));
vi.mock('../../lib/hash-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/hash-router')>()),
  useParams: () => ({ orderNo: 'N1' }),
}));

const page = consoleScreenHarness();
const byId = (id: string) => page.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);

async function open(overrides: Record<string, unknown> = {}) {
  detail = {
    order: {
      orderNo: 'N1',
      status: 1,
      amount: 100000,
      days: 7,
      dueDate: null,
      approvedLimit: null,
      productCode: 'standard',
      currency: 'MXN',
      packageName: 'com.presta.mx',
    },
    customer: { userId: 5, mobile: '55••••21', market: 'mx' },
    profile: null,
    work: null,
    answers: null,
    assessment: { outcome: 'review', score: 500, limit: 100000, reasons: [] },
    images: [{ kind: 'idBack' }, { kind: 'idFront' }, { kind: 'face' }],
    identityChecks: [],
    bankAccount: null,
    timeline: [],
    ledger: [],
    documentUnread: false,
    photoViews: views,
    ...overrides,
  };
  await page.show(<OrderScreen />);
}

beforeEach(() => {
  writes.length = 0;
});

describe('order screen: ID photos and the unread document', () => {
  it('shows an ID side only on a click, which the server counts; the selfie as it is', async () => {
    await open();
    expect(byId('photo-views')!.textContent).toBe(
      'Each view of an ID side counts as one reveal and is written to the audit log: 20 of 20 left this hour.',
    );
    expect(byId('photo-idFront')).toBeNull();
    expect(page.container.querySelector('img[alt="Selfie"]')!.getAttribute('src')).toBe(
      '/api/admin/orders/N1/images/face',
    );
    viewAnswer = () => ({ kind: 'idFront', image: 'data:image/jpeg;base64,AAAA', views: { ...views, remaining: 19 } });
    await settle(() => byId('show-idFront')!.click());
    expect(writes).toEqual(['/orders/N1/images/idFront/view']);
    expect(byId('photo-idFront')!.getAttribute('src')).toBe('data:image/jpeg;base64,AAAA');
    expect(byId('show-idBack')!.textContent).toBe('Show ID back');
  });

  it('at the limit says so, with the time it starts again, and offers no view', async () => {
    await open({ photoViews: { ...views, remaining: 0 } });
    expect(byId('photo-views')!.textContent).toMatch(
      /^You have used all 20 reveals and ID-photo views of this hour\. You can view ID photos again after .*\d\d:\d\d.* your time \(UTC[+−]\d+(:\d\d)?\)\.$/,
    );
    expect((byId('show-idFront') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a view refused by the server (the limit reached elsewhere) turns into the same message', async () => {
    await open();
    viewAnswer = () => {
      throw new ConsoleError(CODES.RATE_LIMITED, 'Too many requests, please try again shortly', 429);
    };
    await settle(() => byId('show-idBack')!.click());
    expect(byId('photo-views')!.textContent).toMatch(/^You have used all 20 reveals/);
    expect(page.container.textContent).not.toContain('Too many requests');
  });

  it('flags a document the OCR could not read', async () => {
    await open();
    expect(byId('document-unread')).toBeNull();
    await page.reset();
    await open({ documentUnread: true });
    expect(byId('document-unread')!.textContent).toMatch(/^Document unread: no CURP was read from the INE photo/);
  });

  it('names the other account holding the same BVN or CURP, with a link to it, and says why the INE did not pass', async () => {
    await open({
      identityClashes: [{ kind: 'bvn', otherUserId: 42 }],
      identityChecks: [
        {
          kind: 'document',
          vendor: 'ocr',
          status: 'failed',
          reasons: ['documentCurpMismatch'],
          score: null,
          attempts: 1,
          checkedAt: null,
        },
      ],
    });
    expect(byId('identity-clash-bvn')!.textContent).toBe('Same BVN as another account: #42');
    expect(byId('identity-clash-bvn')!.querySelector('a')!.getAttribute('href')).toMatch(/\/customers\/42$/);
    expect(byId('identity-checks')!.textContent).toContain('INE against the typed data');
    expect(byId('identity-checks')!.textContent).toContain('The CURP read from the INE is not the CURP typed');
  });
});

// Decision 0092: a Mexican borrower's lastName is the apellido paterno, middleName the apellido materno.
describe("order screen: the borrower's name parts", () => {
  const terms = () => [...byId('profile-facts')!.querySelectorAll('dt')].map((d) => d.textContent);
  const values = () => [...byId('profile-facts')!.querySelectorAll('dd')].map((d) => d.textContent);

  it("Mexico: given names, paternal then maternal surname, under the form's labels", async () => {
    await open({ profile: { firstName: 'María José', middleName: 'Cruz', lastName: 'Gómez', gender: 2 } });
    expect(terms()).toEqual(['Given name(s)', 'Paternal surname', 'Maternal surname', 'gender']);
    expect(values()).toEqual(['María José', 'Gómez', 'Cruz', '2']);
  });

  it('Nigeria: first, middle and last name', async () => {
    await open({
      order: {
        orderNo: 'N1',
        status: 1,
        amount: 100000,
        days: 7,
        dueDate: null,
        approvedLimit: null,
        productCode: 'standard',
        currency: 'NGN',
        packageName: 'com.presta.ng',
      },
      customer: { userId: 5, mobile: '0803••••21', market: 'ng' },
      profile: { firstName: 'Ada', middleName: 'Ngozi', lastName: 'Okafor', gender: 2 },
    });
    expect(terms()).toEqual(['First name', 'Middle name', 'Last name', 'gender']);
    expect(values()).toEqual(['Ada', 'Ngozi', 'Okafor', '2']);
  });
});

describe('order screen: the credit bureau (issue 31)', () => {
  it("shows the last consultation's summary, the authorisation and the attempts an outage took", async () => {
    await open({
      bureau: {
        authorisation: {
          bureau: 'circulo',
          method: 'code',
          textVersion: 'mx-sic-2026-11',
          authorisedAt: '2026-11-29T15:00:00Z',
          expiresAt: '2029-11-28T15:00:00Z',
        },
        inquiries: [
          {
            bureau: 'circulo',
            outcome: 'found',
            detail: null,
            bureauReference: 'F123',
            consultedAt: '2026-11-29T15:05:00Z',
            summary: {
              hasFile: true,
              activeLoans: 3,
              loansInArrears: 2,
              amountOverdue: 425_050,
              defaults: 1,
              worstDelayDays: 95,
              recentEnquiries: 4,
            },
          },
          {
            bureau: 'circulo',
            outcome: 'unavailable',
            detail: '503',
            bureauReference: null,
            consultedAt: '2026-11-29T15:01:00Z',
            summary: null,
          },
        ],
      },
    });
    expect(byId('bureau-name')!.textContent).toBe('Círculo de Crédito');
    expect(byId('bureau-outcome')!.textContent).toBe('Report read · F123');
    expect(byId('bureau-active-loans')!.textContent).toBe('3');
    expect(byId('bureau-arrears')!.textContent).toMatch(/^2 · .*4,250\.50/);
    expect(byId('bureau-defaults')!.textContent).toBe('1');
    expect(byId('bureau-enquiries')!.textContent).toBe('4');
    expect(byId('bureau-attempts')!.textContent).toBe('2');
    expect(byId('bureau-authorised')!.textContent).toContain('signed with the SMS code · mx-sic-2026-11');
  });

  it('says when the order was not consulted', async () => {
    await open({ bureau: { authorisation: null, inquiries: [] } });
    expect(byId('order-bureau')!.textContent).toContain('Not consulted for this order.');
  });
});
