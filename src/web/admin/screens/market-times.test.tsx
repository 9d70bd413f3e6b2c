// @vitest-environment jsdom
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomersScreen } from './customers';
import { consoleScreenHarness } from './screen-harness';
import { ParkedScreen } from './parked';
import { ReviewQueueScreen } from './review-queue';

// The operator works from Lagos: a Mexican time shows Mexico City's clock first, Lagos's beside it.
const zoneBefore = process.env.TZ;
process.env.TZ = 'Africa/Lagos';
afterAll(() => {
  process.env.TZ = zoneBefore;
});

// 20:05:33 UTC: 14:05:33 in Mexico City (in July, when it kept summer time until 2022), 21:05:33 in Lagos.
const AT = '2026-07-01T20:05:33Z';

/** Every console call these screens make, answered from this table. */
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: async (method: string, path: string) => {
    if (method !== 'GET') throw new Error(`unexpected write ${path}`);
    if (path === '/apps') {
      return {
        apps: [
          { packageName: 'com.presta.ng', appName: 'Presta', market: 'ng', supportEmail: 's@p.ng' },
          { packageName: 'com.presta.mx', appName: 'Presta', market: 'mx', supportEmail: 's@p.mx' },
        ],
      };
    }
    if (path === '/customers') {
      return {
        items: [
          {
            id: 1,
            mobile: '0803•••4567',
            market: 'ng',
            packageName: 'com.presta.ng',
            createdAt: AT,
            firstName: 'Ada',
            lastName: 'Obi',
          },
          {
            id: 2,
            mobile: '55•••1234',
            market: 'mx',
            packageName: 'com.presta.mx',
            createdAt: AT,
            firstName: 'Luz',
            lastName: 'Ríos',
          },
        ],
        next: null,
      };
    }
    if (path === '/review-queue') {
      return {
        items: [
          {
            id: 1,
            orderNo: 'NG1',
            packageName: 'com.presta.ng',
            submittedAt: AT,
            score: 485,
            reasons: [],
            firstName: 'Ada',
            lastName: 'Obi',
          },
          {
            id: 2,
            orderNo: 'MX1',
            packageName: 'com.presta.mx',
            submittedAt: AT,
            score: 470,
            reasons: [],
            firstName: 'Luz',
            lastName: 'Ríos',
          },
        ],
        next: null,
      };
    }
    if (path === '/payments/parked') {
      return {
        payments: [
          {
            id: 1,
            vendor: 'paystack',
            method: 'transfer',
            reference: 'NGREF',
            amount: 500_000,
            currency: 'NGN',
            reason: 'noMatch',
            receivedAt: AT,
            ageSeconds: 60,
          },
          {
            id: 2,
            vendor: 'stp',
            method: 'spei',
            reference: 'MXREF',
            amount: 150_000,
            currency: 'MXN',
            reason: 'noMatch',
            receivedAt: AT,
            ageSeconds: 60,
          },
        ],
      };
    }
    if (path === '/reconciliation')
      return {
        credit: { items: [] },
        stuck: { items: [] },
        differences: { items: [] },
        returned: { items: [] },
        runs: [],
      };
    if (path === '/operations/alerts') return { alerts: [] };
    throw new Error(`unexpected ${path}`);
  },
}));

const page = consoleScreenHarness();
const show = page.show;

/** The text of the body row that contains `marker`. */
const rowWith = (marker: string) =>
  [...page.container.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(marker))?.textContent ?? '';

beforeEach(() => {
  localStorage.removeItem('presta.console.lang');
});

const NIGERIAN = '01/07/2026, 21:05:33 Lagos (UTC+1)';
const MEXICAN = '01/07/2026, 14:05:33 Mexico City (UTC−6) · 21:05 your time (UTC+1)';

describe("every row on its own market's clock, the zone named", () => {
  it('customers: a Nigerian and a Mexican borrower who signed up at the same instant', async () => {
    await show(<CustomersScreen />);
    expect(rowWith('Ada Obi')).toContain(NIGERIAN);
    expect(rowWith('Ada Obi')).not.toContain('your time');
    expect(rowWith('Luz Ríos')).toContain(MEXICAN);
  });

  it('review queue: the market comes from the app the order was made in', async () => {
    await show(<ReviewQueueScreen />);
    expect(rowWith('NG1')).toContain(NIGERIAN);
    expect(rowWith('MX1')).toContain(MEXICAN);
  });

  it("reconciliation: payments that matched nothing, each by its currency's market", async () => {
    await show(<ParkedScreen />);
    expect(rowWith('NGREF')).toContain(NIGERIAN);
    expect(rowWith('MXREF')).toContain(MEXICAN);
  });

  it('in Spanish, the zones are named in Spanish', async () => {
    localStorage.setItem('presta.console.lang', 'es');
    await show(<CustomersScreen />);
    expect(rowWith('Luz Ríos')).toContain('01/07/2026, 14:05:33 CDMX (UTC−6) · 21:05 tu hora (UTC+1)');
    expect(rowWith('Ada Obi')).toContain('01/07/2026, 21:05:33 Lagos (UTC+1)');
  });
});
