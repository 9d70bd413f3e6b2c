// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { OrderAdjustments } from './order-adjustments';
import { consoleScreenHarness, settle } from './screen-harness';

/** The console's answers for one overdue loan: its adjustments, and every write recorded. */
const writes: { path: string; body: unknown }[] = [];
let adjustments: Record<string, unknown>[];
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: async (method: string, path: string, body?: unknown) => {
    if (method === 'POST') {
      writes.push({ path, body });
      if (path.endsWith('/approve'))
        adjustments = adjustments.map((a) => ({ ...a, status: 'approved', decidedBy: 'checker@presta.test' }));
      return {};
    }
    if (path === '/loans/N1/adjustments') {
      return {
        loan: {
          status: 3,
          writtenOff: false,
          dueDate: '2027-02-19',
          today: '2027-02-22',
          daysPastDue: 3,
          currency: 'NGN',
          owed: { penalty: 30_000, interest: 40_950, fees: 0, principal: 500_000 },
          outstanding: 570_950,
          writeOffAfterDays: 90,
          restructureMaxDays: 30,
        },
        adjustments,
      };
    }
    throw new Error(`unexpected ${path}`);
  },
}));

const page = consoleScreenHarness();
const byId = (id: string) => page.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const request = {
  id: 7,
  kind: 'penaltyWaiver',
  amount: 12_500,
  currency: 'NGN',
  newDueDate: null,
  reason: 'hospital stay',
  status: 'requested',
  requestedBy: 'maker@presta.test',
  requestedAt: '2027-02-22T11:00:00Z',
  decidedBy: null,
  decisionReason: null,
};

function type(name: string, value: string) {
  const input = page.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(() => {
  writes.length = 0;
});

describe('order screen: adjustments (maker-checker)', () => {
  it('shows what is owed and the rules; a request goes out in minor units with its reason', async () => {
    adjustments = [];
    await page.show(<OrderAdjustments orderNo="N1" />);
    expect(byId('adjustments-owed')!.textContent).toBe('Owes now: penalty ₦300.00, interest ₦409.50, in all ₦5,709.50');
    expect(byId('adjustments')!.textContent).toContain('Write-off from 90 days past due (now 3).');
    type('amount', '125.5');
    type('reason', 'hi');
    await settle(() => (byId('adjustment-request') as HTMLFormElement).requestSubmit());
    expect(writes).toEqual([]);
    expect(page.container.querySelector('[role="alert"]')!.textContent).toBe(
      'Fill in the amount or date and a reason of at least 5 characters',
    );
    type('reason', 'hospital stay, papers seen');
    await settle(() => (byId('adjustment-request') as HTMLFormElement).requestSubmit());
    expect(writes).toEqual([
      {
        path: '/loans/N1/adjustments',
        body: { kind: 'penaltyWaiver', amount: 12_550, reason: 'hospital stay, papers seen' },
      },
    ]);
    expect(page.container.querySelector('[role="status"]')!.textContent).toBe(
      'Requested: another operator must approve it.',
    );
  });

  it("offers no decision on the viewer's own request; another's is approved with one click", async () => {
    adjustments = [{ ...request, mine: true }];
    await page.show(<OrderAdjustments orderNo="N1" />);
    expect(byId('approve-7')).toBeNull();
    expect(byId('adjustments')!.textContent).toContain('You requested this: another operator decides');

    await page.reset();
    adjustments = [{ ...request, mine: false }];
    await page.show(<OrderAdjustments orderNo="N1" />);
    expect(byId('adjustments')!.textContent).toContain('Waive penalty: ₦125.00');
    await settle(() => byId('approve-7')!.click());
    await settle();
    expect(writes).toEqual([{ path: '/loans/N1/adjustments/7/approve', body: {} }]);
    expect(byId('approve-7')).toBeNull();
    expect(byId('adjustments')!.textContent).toContain('Approved by checker@presta.test');
  });
});
