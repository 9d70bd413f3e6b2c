import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../../../domain/pricing/demo-products';
import { contentVars, zoneLabel, type CustomerServiceData, type ProductTermsData } from './content-vars';

const service: CustomerServiceData = {
  email: 'help@example.test',
  opensAt: '09:00',
  closesAt: '18:00',
  timeZone: 'Africa/Lagos',
  days: [1, 2, 3, 4, 5, 6],
  openNow: true,
  registrations: { fccpc: null, condusef: null, reca: null },
};

function terms(market: 'ng' | 'mx'): ProductTermsData[] {
  return DEMO_PRODUCTS.filter((p) => p.market === market).map((p) => ({
    ...p,
    appName: 'Presta',
    minDays: Math.min(...p.tenures),
    maxDays: Math.max(...p.tenures),
    isDefault: p.code === 'standard',
  }));
}

describe('contentVars', () => {
  it('quotes the configured products, with spans where they differ', () => {
    const vars = contentVars({ products: terms('ng'), service, market: 'ng', appName: 'Presta', lang: 'en' });
    expect(vars).toMatchObject({
      appName: 'Presta',
      costName: 'APR',
      minAmount: '₦1,000',
      maxAmount: '₦60,000',
      minDays: '91',
      maxDays: '180',
      dailyInterest: '0.09%',
      reloanInterest: '0.01%',
      processingFee: '0.04%–0.05%',
      feeTax: '7.5%',
      penalty: '2%',
      rolloverDays: '7',
      maxLimit: '₦500,000',
      supportEmail: 'help@example.test',
      hoursFrom: '9:00',
      hoursTo: '18:00',
    });
  });

  it('names the disclosure of each market and formats its currency', () => {
    const vars = contentVars({
      products: terms('mx'),
      service: { ...service, timeZone: 'America/Mexico_City' },
      market: 'mx',
      appName: 'Presta',
      lang: 'es',
    });
    expect(vars.costName).toBe('CAT');
    expect(vars.maxAmount).toBe('$60,000');
    expect(vars.feeTax).toBe('16%');
  });

  it('refuses to invent figures when no product is configured', () => {
    expect(() => contentVars({ products: [], service, market: 'ng', appName: 'Presta', lang: 'en' })).toThrow();
  });
});

describe('zoneLabel', () => {
  it('gives the zone name and its offset', () => {
    expect(zoneLabel('Africa/Lagos', 'en', new Date('2026-01-15T12:00:00Z'))).toMatch(/\(GMT\+1\)$/);
    expect(zoneLabel('America/Mexico_City', 'es', new Date('2026-01-15T12:00:00Z'))).toMatch(/\(GMT-6\)$/);
  });
});
