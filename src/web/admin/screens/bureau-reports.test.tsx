// @vitest-environment jsdom
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODES } from '../../../domain/api/codes';
import { ConsoleError } from '../api';
import '../i18n';
import { BureauReportsScreen, firstProblem, type BureauReport } from './bureau-reports';
import { consoleScreenHarness, settle } from './screen-harness';

/** The console's answers for the bureau files; reads and writes are recorded. */
const reads: string[] = [];
const writes: { path: string; body: unknown }[] = [];
let reports: BureauReport[];
let listFailure: ConsoleError | null;
let uploadFailure: ConsoleError | null;
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: async (method: string, path: string, body?: unknown) => {
    if (method === 'POST') {
      writes.push({ path, body });
      if (uploadFailure) throw uploadFailure;
      reports = reports.map((r) =>
        path === `/bureau/reports/${r.id}/uploaded`
          ? {
              ...r,
              status: 'uploaded',
              uploadedOn: (body as { uploadedOn: string }).uploadedOn,
              uploadedBy: 'sup@presta.test',
            }
          : r,
      );
      return {};
    }
    reads.push(path);
    if (listFailure) throw listFailure;
    if (path.startsWith('/bureau/reports'))
      return { reports: reports.filter((r) => !path.includes('market=') || path.endsWith(`market=${r.market}`)) };
    throw new Error(`unexpected ${path}`);
  },
}));

const page = consoleScreenHarness();
const byId = (id: string) => page.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const text = () => page.container.textContent ?? '';
const valid: BureauReport = {
  id: 4,
  market: 'mx',
  bureau: 'circulo',
  month: '2027-01',
  seq: 1,
  status: 'awaitingUpload',
  fileName: 'circulo-2027-01-1.txt',
  lineCount: 3,
  corrections: 0,
  totals: { outstanding: 1_234_550, overdue: 600_000, writtenOff: 0 },
  detail: null,
  uploadedOn: null,
  uploadedBy: null,
  createdAt: '2027-02-01T07:00:00Z',
};
const refused: BureauReport = {
  ...valid,
  id: 3,
  market: 'ng',
  bureau: 'firstcentral',
  month: '2027-01',
  seq: 2,
  status: 'refused',
  fileName: 'firstcentral-2027-01-2.txt',
  detail: "line 3 BVN: must be 11 digits; line 0 totals: the file's totals differ from the ledger's balances",
  createdAt: '2027-02-01T06:00:00Z',
};

beforeEach(() => {
  reads.length = 0;
  writes.length = 0;
  reports = [valid, refused];
  listFailure = null;
  uploadFailure = null;
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-02-03T05:30:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('bureau reports screen', () => {
  it("lists each file with its market, month, bureau, state, totals and creation on the market's clock", async () => {
    await page.show(<BureauReportsScreen />);
    expect(reads).toEqual(['/bureau/reports']);
    const rows = [...page.container.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows[0].slice(0, 7)).toEqual([
      '2027-01',
      'MX · Círculo de Crédito',
      'Valid, awaiting upload',
      '3 (0 corrections)',
      'Outstanding $12,345.50Overdue $6,000.00Written off $0.00',
      expect.stringContaining('Mexico City (UTC−6)'),
      '—',
    ]);
    // A refused file: its first problem's line and field, how many more, and no download or upload.
    expect(rows[1].slice(0, 3)).toEqual([
      '2027-01 (run 2)',
      'NG · FirstCentral',
      'Refused: line 3, field BVN: must be 11 digits (+1 more)',
    ]);
    expect(byId('download-3')).toBeNull();
    expect(byId('mark-uploaded-3')).toBeNull();
    expect(byId('download-4')!.textContent).toBe('Download');
  });

  it("marks a file uploaded on the market's today after a confirmation, and the list is asked again", async () => {
    await page.show(<BureauReportsScreen />);
    await settle(() => byId('mark-uploaded-4')!.click());
    expect(writes).toEqual([]);
    // 05:30 UTC on 3 February is still the 2nd in Mexico City.
    const day = page.container.querySelector<HTMLInputElement>('input[name="uploadedOn"]')!;
    expect(day.value).toBe('2027-02-02');
    expect(day.closest('label')!.textContent).toContain('Uploaded in the portal on');
    await settle(() => byId('confirm-uploaded-4')!.click());
    await settle();
    expect(writes).toEqual([{ path: '/bureau/reports/4/uploaded', body: { uploadedOn: '2027-02-02' } }]);
    expect(reads).toEqual(['/bureau/reports', '/bureau/reports']);
    expect(text()).toContain('2027-02-02 by sup@presta.test');
    expect(byId('mark-uploaded-4')).toBeNull();
  });

  it("shows the server's refusal of a confirmation, and Cancel leaves without writing", async () => {
    uploadFailure = new ConsoleError(CODES.BUREAU_REPORT_NOT_AWAITING, 'This file is not waiting for an upload', 409);
    await page.show(<BureauReportsScreen />);
    await settle(() => byId('mark-uploaded-4')!.click());
    await settle(() => byId('confirm-uploaded-4')!.click());
    expect(page.container.querySelector('[role="alert"]')!.textContent).toBe('This file is not waiting for an upload');
    await settle(() => [...page.container.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click());
    expect(byId('mark-uploaded-4')).not.toBeNull();
    expect(page.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('filters by market, says when there is nothing, and shows a failed list as an error', async () => {
    await page.show(<BureauReportsScreen />);
    const market = page.container.querySelector('select')!;
    await settle(() => {
      market.value = 'ng';
      market.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(reads.at(-1)).toBe('/bureau/reports?market=ng');
    expect(page.container.querySelectorAll('tbody tr')).toHaveLength(1);

    await page.reset();
    reports = [];
    await page.show(<BureauReportsScreen />);
    expect(text()).toContain('Nothing here');
    expect(page.container.querySelector('tbody tr')).toBeNull();

    await page.reset();
    listFailure = new ConsoleError(CODES.FORBIDDEN, 'Not allowed for your role', 403);
    await page.show(<BureauReportsScreen />);
    await settle();
    await settle();
    expect(page.container.querySelector('[role="alert"]')!.textContent).toBe('Not allowed for your role');
  });

  it('has labelled controls: no serious axe violation', async () => {
    await page.show(<BureauReportsScreen />);
    await settle(() => byId('mark-uploaded-4')!.click());
    document.body.appendChild(page.container);
    const result = await axe.run(page.container, { rules: { 'color-contrast': { enabled: false } } });
    page.container.remove();
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
  });

  it("reads a refused file's first problem as line and field", () => {
    expect(firstProblem(refused.detail)).toEqual({ line: 3, field: 'BVN', problem: 'must be 11 digits' });
    expect(firstProblem(null)).toBeNull();
  });
});
