// @vitest-environment jsdom
import axe from 'axe-core';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CODES } from '../../../domain/api/codes';
import { ConsoleError } from '../api';
import { switchLanguage } from '../i18n';
import { OrderBureauReports } from './order-bureau-reports';
import { consoleScreenHarness, settle } from './screen-harness';

/** The console's answers for one loan reported two months; disputes follow the writes as the server would. */
const reads: string[] = [];
const writes: { path: string; body: unknown }[] = [];
let disputes: Record<string, unknown>[];
let writeFailure: ConsoleError | null;
const lines = [
  {
    id: 11,
    month: '2027-01',
    accountStatus: 'current',
    daysPastDue: 0,
    outstanding: 570_950,
    currency: 'NGN',
    bureau: 'firstcentral',
    reportedOn: '2027-02-03',
    corrected: false,
  },
  {
    id: 12,
    month: '2027-02',
    accountStatus: 'overdue',
    daysPastDue: 9,
    outstanding: 600_000,
    currency: 'NGN',
    bureau: 'firstcentral',
    reportedOn: '2027-03-02',
    corrected: false,
  },
];
const open = {
  id: 5,
  lineId: 12,
  month: '2027-02',
  reason: 'paid on the due date',
  status: 'open',
  correctedStatus: null,
  correctedDaysPastDue: null,
  resolution: null,
  recordedBy: 'sup@presta.test',
  resolvedBy: null,
  carried: false,
  createdAt: '2027-03-05T10:00:00Z',
};
let reported: () => { lines: unknown[]; disputes: unknown[] };
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: async (method: string, path: string, body?: unknown) => {
    if (method === 'POST') {
      writes.push({ path, body });
      if (writeFailure) throw writeFailure;
      const b = body as Record<string, unknown>;
      if (path.endsWith('/disputes')) disputes = [...disputes, { ...open, lineId: b.lineId, reason: b.reason }];
      if (path.endsWith('/correct'))
        disputes = disputes.map((d) => ({
          ...d,
          status: 'corrected',
          correctedStatus: b.accountStatus,
          correctedDaysPastDue: b.daysPastDue,
          resolution: b.resolution,
          resolvedBy: 'sup@presta.test',
        }));
      if (path.endsWith('/reject'))
        disputes = disputes.map((d) => ({
          ...d,
          status: 'rejected',
          resolution: b.resolution,
          resolvedBy: 'sup@presta.test',
        }));
      return {};
    }
    reads.push(path);
    if (path === '/bureau/loans/N1') return reported();
    throw new Error(`unexpected ${path}`);
  },
}));

const page = consoleScreenHarness();
const byId = (id: string) => page.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const status = () => page.container.querySelector('[role="status"]')?.textContent;

function type(scope: ParentNode, name: string, value: string) {
  const input = scope.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

beforeEach(() => {
  reads.length = 0;
  writes.length = 0;
  disputes = [];
  writeFailure = null;
  reported = () => ({ lines, disputes });
});

describe('order screen: reported to the bureau', () => {
  it('shows a line per month and records a dispute about the chosen month; the section is asked again', async () => {
    await page.show(<OrderBureauReports orderNo="N1" market="ng" />);
    const rows = [...page.container.querySelectorAll('table[aria-label="Reported months"] tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['2027-01', 'FirstCentral', 'Current', '0', '₦5,709.50', '2027-02-03'],
      ['2027-02', 'FirstCentral', 'Overdue', '9', '₦6,000.00', '2027-03-02'],
    ]);
    const form = byId('dispute-form')!;
    expect((form.querySelector('[name="lineId"]') as HTMLSelectElement).value).toBe('12');
    type(form, 'lineId', '11');
    type(form, 'reason', 'the loan was paid in January');
    await settle(() => (form as HTMLFormElement).requestSubmit());
    await settle();
    expect(writes).toEqual([
      { path: '/bureau/loans/N1/disputes', body: { lineId: 11, reason: 'the loan was paid in January' } },
    ]);
    expect(reads).toEqual(['/bureau/loans/N1', '/bureau/loans/N1']);
    expect(status()).toBe('Dispute recorded.');
    expect(byId('dispute-status-5')!.textContent).toBe('Open');
    expect((byId('dispute-form')!.querySelector('[name="reason"]') as HTMLInputElement).value).toBe('');
  });

  it('corrects an open dispute with the status and days past due the bureau should hold', async () => {
    disputes = [open];
    await page.show(<OrderBureauReports orderNo="N1" market="ng" />);
    const decide = byId('decide-5')!;
    expect(decide.querySelector('legend')!.textContent).toBe('Open dispute, 2027-02: paid on the due date');
    // The form starts from what the bureau holds for that month.
    expect((decide.querySelector('[name="accountStatus"]') as HTMLSelectElement).value).toBe('overdue');
    expect((decide.querySelector('[name="daysPastDue"]') as HTMLInputElement).value).toBe('9');
    type(decide, 'accountStatus', 'current');
    type(decide, 'daysPastDue', '0');
    type(decide, 'resolution', 'bank statement shows payment');
    await settle(() => byId('correct-5')!.closest('form')!.requestSubmit());
    await settle();
    expect(writes).toEqual([
      {
        path: '/bureau/disputes/5/correct',
        body: { accountStatus: 'current', daysPastDue: 0, resolution: 'bank statement shows payment' },
      },
    ]);
    expect(status()).toBe('Corrected: the next file restates the month.');
    expect(byId('dispute-status-5')!.textContent).toBe(
      'Corrected by sup@presta.test to Current, 0 days past due: bank statement shows payment. The next file carries it.',
    );
    expect(byId('decide-5')).toBeNull();
  });

  it("rejects an open dispute with a reason, and shows the server's refusal of a second decision", async () => {
    disputes = [open];
    await page.show(<OrderBureauReports orderNo="N1" market="ng" />);
    type(byId('decide-5')!, 'rejection', 'the payment came after the month ended');
    writeFailure = new ConsoleError(CODES.BUREAU_DISPUTE_DECIDED, 'This dispute was already decided', 409);
    await settle(() => byId('reject-5')!.closest('form')!.requestSubmit());
    expect(page.container.querySelector('[role="alert"]')!.textContent).toBe('This dispute was already decided');
    writeFailure = null;
    await settle(() => byId('reject-5')!.closest('form')!.requestSubmit());
    await settle();
    expect(writes.at(-1)).toEqual({
      path: '/bureau/disputes/5/reject',
      body: { resolution: 'the payment came after the month ended' },
    });
    expect(byId('dispute-status-5')!.textContent).toBe(
      'Rejected by sup@presta.test: the payment came after the month ended',
    );
  });

  it('says when nothing was reported yet and offers no dispute form', async () => {
    reported = () => ({ lines: [], disputes: [] });
    await page.show(<OrderBureauReports orderNo="N1" market="ng" />);
    expect(byId('bureau-reported-none')!.textContent).toBe(
      'Nothing reported yet: a month appears here once its file is uploaded or sent.',
    );
    expect(byId('dispute-form')).toBeNull();
  });

  it('reads in Spanish, with labelled controls: no serious axe violation', async () => {
    disputes = [open];
    switchLanguage();
    try {
      await page.show(<OrderBureauReports orderNo="N1" market="mx" />);
      expect(page.container.querySelector('h2')!.textContent).toBe('Reportado al buró');
      expect(byId('correct-5')!.textContent).toBe('Corregir');
      document.body.appendChild(page.container);
      const result = await axe.run(page.container, { rules: { 'color-contrast': { enabled: false } } });
      page.container.remove();
      expect(
        result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);
    } finally {
      switchLanguage();
    }
  });
});
