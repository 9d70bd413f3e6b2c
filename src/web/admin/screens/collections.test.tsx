// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CODES } from '../../../domain/api/codes';
import { DEFAULT_COLLECTION_SETTINGS } from '../../../domain/collections/collection-rules';
import { ConsoleError } from '../api';
import { CollectionAccountScreen } from './collection-account';
import { CollectionsQueueScreen, type QueueRow } from './collections-queue';
import { CollectionsReportsScreen, share } from './collections-reports';
import { consoleScreenHarness, settle } from './screen-harness';

/** The console's answers for the collections screens; writes are recorded. */
let role = 'collector';
let windowOpen = true;
let contactAnswer: () => unknown;
const writes: { path: string; body: unknown }[] = [];
const reads: string[] = [];
const row: QueueRow = {
  id: 1,
  orderNo: 'N1',
  borrower: 'Ada Obi',
  daysPastDue: 12,
  bucket: '8-30',
  balance: 1_234_500,
  collector: { id: 7, email: 'c@presta.test' },
  lastPayment: { at: '2027-03-01T09:00:00Z', amount: 50_000 },
  lastContact: null,
  nextAction: { kind: 'contact' },
};
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: async (method: string, path: string, body?: unknown) => {
    if (method === 'POST') {
      writes.push({ path, body });
      return path === '/collections/contacts' ? contactAnswer() : { promise: { date: '2027-03-20' } };
    }
    reads.push(path);
    if (path.startsWith('/collections/queue')) return { items: [row], next: null };
    if (path === '/collections/settings/ng') return { settings: DEFAULT_COLLECTION_SETTINGS.ng };
    if (path === '/collections/collectors')
      return {
        collectors: [
          { id: 7, email: 'c@presta.test' },
          { id: 8, email: 'd@presta.test' },
        ],
      };
    if (path === '/collections/contacts?orderNo=N1') {
      return {
        market: 'ng',
        contacts: [],
        window: {
          open: windowOpen,
          hours: { from: 8, until: 20 },
          days: [1, 2, 3, 4, 5, 6, 7],
          contactsToday: 2,
          limit: 3,
        },
      };
    }
    if (path === '/collections/reports?market=ng') {
      return {
        currency: 'NGN',
        par: [
          {
            month: '2027-03',
            date: '2027-03-15',
            outstanding: 3_000_000,
            par1: 1_000_000,
            par7: 1_000_000,
            par30: 0,
            par90: 0,
          },
        ],
        rolls: [{ month: '2027-03', from: 'current', to: '1-30', loans: 3, rolled: 1 }],
        collectors: [
          {
            operatorId: 7,
            email: 'c@presta.test',
            collected: 100_000,
            contacts: 4,
            promises: 2,
            kept: 1,
            broken: 1,
            keptAmount: 100_000,
          },
        ],
      };
    }
    if (path === '/collections/promises?orderNo=N1')
      return {
        currency: 'NGN',
        promises: [
          {
            id: 3,
            amount: 100_000,
            date: '2027-03-15',
            status: 'kept',
            actor: 'c@presta.test',
            createdAt: '2027-03-10T10:00:00Z',
          },
        ],
      };
    throw new Error(`unexpected ${path}`);
  },
}));
vi.mock('../session', () => ({ useSession: () => ({ operator: { role, email: 'c@presta.test' } }) }));
vi.mock('../../lib/hash-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/hash-router')>()),
  useParams: () => ({ orderNo: 'N1' }),
}));

const page = consoleScreenHarness();
const text = () => page.container.textContent ?? '';
const byId = (id: string) => page.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const select = (label: string) => page.container.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`);
const choose = (el: HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement, value: string) =>
  settle(() => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
const form = (label: string) => page.container.querySelector<HTMLFormElement>(`form[aria-label="${label}"]`)!;
// The harness's page is not in the document, where a browser would not submit a form: the submit event is sent as the
// button would.
const submit = (f: HTMLFormElement) =>
  settle(() => f.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));

beforeEach(() => {
  writes.length = 0;
  reads.length = 0;
  role = 'collector';
  windowOpen = true;
});

describe('collections queue screen', () => {
  it('a collector sees their rows with balance, last payment in Lagos time and next action; no assignment', async () => {
    await page.show(<CollectionsQueueScreen />);
    expect(reads).toContain('/collections/queue?market=ng&sort=dpd-desc');
    expect(reads).not.toContain('/collections/collectors');
    expect(text()).toContain('Ada Obi');
    expect(text()).toContain('₦12,345.00');
    expect(text()).toContain('₦500.00 · ');
    expect(text()).toContain('Lagos');
    expect(text()).toContain('Contact the borrower');
    expect(select('Assign N1 to')).toBeNull();
    // Each column says what it holds: the days and their bucket were both headed "Days past due".
    const headers = [...page.container.querySelectorAll('th')].map((th) => th.textContent);
    expect(new Set(headers).size).toBe(headers.length);
    expect(headers).toContain('Bucket');
    // The buckets are the market's settings.
    const bucket = page.container.querySelectorAll('select')[1];
    expect([...bucket.options].map((o) => o.textContent)).toEqual(['Any', '1-7', '8-30', '31-60', '61-90', '91+']);
    await choose(bucket, '8-30');
    expect(reads).toContain('/collections/queue?market=ng&sort=dpd-desc&bucket=8-30');
  });

  it('a supervisor assigns a loan to a collector from its row', async () => {
    role = 'collections';
    await page.show(<CollectionsQueueScreen />);
    const assign = select('Assign N1 to')!;
    expect(assign.selectedOptions[0].textContent).toBe('c@presta.test');
    await choose(assign, '8');
    expect(writes).toEqual([{ path: '/collections/assignments', body: { orderNos: ['N1'], collectorId: 8 } }]);
  });
});

describe('collection account screen', () => {
  it('records a contact and shows the frequency warning; a promise in minor units', async () => {
    await page.show(<CollectionAccountScreen />);
    expect(byId('contact-window')!.textContent).toBe(
      "Contact hours are open: 8:00–20:00 on the market's clock. 2 of 3 contacts with this borrower today.",
    );
    expect(text()).toContain('Kept');
    contactAnswer = () => ({ contact: { id: 1, dayCount: 3 }, warning: { kind: 'frequency', count: 3, limit: 3 } });
    const contact = form('Record a contact');
    await choose(contact.querySelector('select[name="outcome"]')!, 'promised');
    await submit(contact);
    expect(writes[0]).toEqual({
      path: '/collections/contacts',
      body: { orderNo: 'N1', channel: 'call', party: 'borrower', outcome: 'promised', note: '' },
    });
    expect(byId('contact-notice')!.textContent).toBe(
      'This was contact 3 with this borrower today; the limit is 3 a day. Do not contact them again today.',
    );

    const promise = form('Record a promise to pay');
    await choose(promise.querySelector('input[name="amount"]')!, '1,000.50');
    await choose(promise.querySelector('input[name="date"]')!, '2027-03-20');
    await submit(promise);
    expect(writes[1]).toEqual({
      path: '/collections/promises',
      body: { orderNo: 'N1', amount: 100_050, date: '2027-03-20' },
    });
    expect(byId('promise-notice')!.textContent).toBe('Promise recorded: reminder on 2027-03-20.');
  });

  it('outside contact hours the form is closed and says why; a refusal from the server is shown', async () => {
    windowOpen = false;
    await page.show(<CollectionAccountScreen />);
    expect(byId('contact-window')!.textContent).toContain('Outside contact hours (8:00–20:00');
    expect(form('Record a contact').querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);

    await page.reset();
    windowOpen = true;
    contactAnswer = () => {
      throw new ConsoleError(CODES.CONTACT_NOT_BORROWER, 'Only the borrower may be contacted about this loan', 400);
    };
    await page.show(<CollectionAccountScreen />);
    const contact = form('Record a contact');
    await choose(contact.querySelector('select[name="party"]')!, 'reference');
    await submit(contact);
    expect(writes.at(-1)!.body).toMatchObject({ party: 'reference' });
    expect(text()).toContain('Only the borrower may be contacted about this loan');
  });
});

describe('collections reports screen', () => {
  it('shows PAR, roll rates and promises kept as shares computed from whole numbers', async () => {
    expect([share(1, 3), share(2, 3), share(0, 0), share(1_000_000, 3_000_000)]).toEqual([
      '33.3%',
      '66.7%',
      '—',
      '33.3%',
    ]);
    await page.show(<CollectionsReportsScreen />);
    const tables = [...page.container.querySelectorAll('table')].map((table) =>
      [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    );
    expect(tables[0]).toEqual([
      ['2027-03-15', '₦30,000.00', '33.3% (₦10,000.00)', '33.3% (₦10,000.00)', '0.0% (₦0.00)', '0.0% (₦0.00)'],
    ]);
    expect(tables[1]).toEqual([['2027-03', 'Current → 1–30 days', '3', '1', '33.3%']]);
    expect(tables[2]).toEqual([['c@presta.test', '₦1,000.00', '4', '2', '1 (50.0%)', '1', '₦1,000.00']]);
  });
});
