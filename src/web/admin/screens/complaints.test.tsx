// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ComplaintScreen } from './complaint';
import { ComplaintsScreen } from './complaints';
import { DashboardScreen } from './dashboard';
import { consoleScreenHarness, settle } from './screen-harness';

/** The console's answers for the complaints queue and case 7; writes are recorded. */
const item = {
  id: 7,
  caseNo: 'NG-000007',
  packageName: 'com.presta.ng',
  market: 'ng',
  userId: 5,
  category: 'collection',
  complex: true,
  status: 'open',
  assignedOperatorId: null,
  assignedTo: null,
  createdAt: '2026-11-20T10:00:00Z',
  answerBy: '2026-11-22T10:00:00Z',
  resolvedAt: null,
  overdue: true,
};
let detail: Record<string, unknown>;
const writes: { path: string; body: unknown }[] = [];
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: async (method: string, path: string, body?: unknown) => {
    if (method === 'POST') {
      writes.push({ path, body });
      return detail;
    }
    if (path === '/complaints?filter=unresolved')
      return {
        complaints: [
          item,
          {
            ...item,
            id: 8,
            caseNo: 'NG-000008',
            category: 'payment',
            complex: false,
            overdue: false,
            assignedTo: 'c@presta.test',
          },
        ],
      };
    if (path === '/complaints/7') return detail;
    if (path === '/apps')
      return {
        apps: [{ packageName: 'com.presta.ng', appName: 'Presta', market: 'ng', supportEmail: 's@presta.test' }],
      };
    if (path === '/operations/alerts') return { alerts: [] };
    if (path.startsWith('/dashboard?'))
      return { cohorts: [], alerts: [], complaints: { unresolved: 3, overdue: 1, cases: [item] } };
    throw new Error(`unexpected ${path}`);
  },
}));
vi.mock('../session', () => ({ useSession: () => ({ operator: { role: 'collections', email: 'c@presta.test' } }) }));
vi.mock('../../lib/hash-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/hash-router')>()),
  useParams: () => ({ id: '7' }),
}));

const page = consoleScreenHarness();
const byId = (id: string) => page.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);

beforeEach(() => {
  writes.length = 0;
  detail = {
    complaint: { ...item, text: 'A collector called my sister.', hasPhoto: true },
    updates: [],
    assignable: [
      { id: 3, email: 'c@presta.test' },
      { id: 4, email: 'r@presta.test' },
    ],
  };
});

describe('console complaints', () => {
  it('the queue lists each case with its category, owner and deadline, an overdue one marked', async () => {
    await page.show(<ComplaintsScreen />);
    const rows = [...page.container.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows[0]).toContain('NG-000007');
    expect(rows[0]).toContain('Collection conduct (complex)');
    expect(rows[0]).toContain('Nobody');
    expect(rows[0]).toContain('Overdue');
    expect(rows[1]).toContain('c@presta.test');
    expect(rows[1]).not.toContain('Overdue');
    expect(page.container.querySelector('.late')).not.toBeNull();
  });

  it("a case: the borrower's words and photo; assign to me, answer and move it, each a call the server audits", async () => {
    await page.show(<ComplaintScreen />);
    expect(byId('complaint-case')!.textContent).toBe('NG-000007 · Received');
    expect(byId('complaint-text')!.textContent).toBe('A collector called my sister.');
    expect(page.container.querySelector('a[href="/api/admin/complaints/7/photo"]')).not.toBeNull();
    expect(byId('complaint-deadline')!.textContent).toContain('Overdue');

    await settle(() => byId('complaint-assign-me')!.click());
    const textarea = byId('complaint-reply') as HTMLTextAreaElement;
    textarea.value = 'We spoke to the agency; it will not happen again.';
    // The page's root is not in the document, where a click would not submit: the form's own event.
    await settle(() => textarea.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await settle(() => byId('complaint-to-inProgress')!.click());
    expect(writes).toEqual([
      { path: '/complaints/7/assign', body: { operatorId: 3 } },
      { path: '/complaints/7/reply', body: { text: 'We spoke to the agency; it will not happen again.' } },
      { path: '/complaints/7/status', body: { from: 'open', to: 'inProgress' } },
    ]);
  });

  it('a resolved case shows its history and offers no more actions', async () => {
    detail = {
      ...detail,
      complaint: { ...item, status: 'resolved', overdue: false, text: 'x', hasPhoto: false },
      updates: [
        { kind: 'reply', status: null, text: 'Refunded.', by: 'c@presta.test', at: '2026-11-21T09:00:00Z' },
        { kind: 'status', status: 'resolved', text: null, by: 'c@presta.test', at: '2026-11-21T09:01:00Z' },
      ],
    };
    await page.show(<ComplaintScreen />);
    expect(byId('complaint-updates')!.textContent).toContain('Answer by c@presta.test: Refunded.');
    expect(byId('complaint-updates')!.textContent).toContain('c@presta.test moved it to Resolved');
    expect(byId('complaint-send')).toBeNull();
    expect(byId('complaint-to-resolved')).toBeNull();
  });

  it('the dashboard alerts on cases past their deadline, each linking to its case', async () => {
    await page.show(<DashboardScreen />);
    const alert = byId('complaints-overdue')!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('1 of 3 unresolved complaint(s) are past their deadline:');
    expect(alert.textContent).toContain('NG-000007 (Collection conduct), due');
    expect(alert.textContent).toContain('Nobody');
    expect(alert.querySelector('a')!.getAttribute('href')).toBe('#/complaints/7');
  });
});
