// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CustomerScreen } from './customers';
import { consoleScreenHarness } from './screen-harness';

/** A closed account's page: its two deletion requests, the refused one with its reason. */
const detail = {
  customer: {
    userId: 9,
    market: 'ng',
    name: 'Ada Okafor',
    email: '',
    bankName: 'GTBank',
    createdAt: '2026-01-02T09:00:00Z',
    closedAt: '2026-11-20T10:00:00Z',
    masked: { mobile: null },
  },
  orders: [],
  privacyRequests: [
    {
      kind: 'delete',
      outcome: 'closed',
      reasons: [],
      retainUntil: '2031-11-20T10:00:00Z',
      erasedAt: null as string | null,
      createdAt: '2026-11-20T10:00:00Z',
    },
    {
      kind: 'delete',
      outcome: 'refused',
      reasons: ['loanOpen'],
      retainUntil: null,
      erasedAt: null,
      createdAt: '2026-11-01T10:00:00Z',
    },
    {
      kind: 'export',
      outcome: 'delivered',
      reasons: [],
      retainUntil: null,
      erasedAt: null,
      createdAt: '2026-10-01T10:00:00Z',
    },
  ],
};
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: async (_method: string, path: string) => {
    if (path === '/customers/9') return detail;
    throw new Error(`unexpected ${path}`);
  },
}));
vi.mock('../session', () => ({ useSession: () => ({ operator: { role: 'reviewer', email: 'r@presta.test' } }) }));
vi.mock('../../lib/hash-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/hash-router')>()),
  useParams: () => ({ userId: '9' }),
}));

const page = consoleScreenHarness();

describe('customer page: data export and deletion requests (issue 28.4)', () => {
  it('shows the account closed and each request with its outcome, reasons and how long records are kept', async () => {
    await page.show(<CustomerScreen />);
    const text = page.container.textContent!;
    expect(page.container.querySelector('[data-testid="customer-closed"]')!.textContent).toMatch(
      /^Account closed on 20\/11\/2026, 11:00:00 Lagos/,
    );
    expect(text).toContain('Data export and deletion requests');
    expect(text).toMatch(/Account deletion\s*account closed — records kept until 20\/11\/2031/);
    expect(text).toMatch(/Account deletion\s*refused: loan open/);
    expect(text).toMatch(/Data export\s*delivered/);
  });

  it('once the retention date has passed and the sweep ran, says when the kept records were erased instead', async () => {
    detail.privacyRequests[0].erasedAt = '2031-11-20T10:30:00Z';
    await page.show(<CustomerScreen />);
    const text = page.container.textContent!;
    expect(text).toMatch(/Account deletion\s*account closed — records erased on 20\/11\/2031, 11:30:00 Lagos/);
    expect(text).not.toContain('records kept until');
  });
});
