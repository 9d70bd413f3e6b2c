import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../../domain/pricing/demo-products';
import { quoteLoan } from '../../../domain/pricing/quote';
import { liveQuote, sameFigures } from './live-quote';

const ngFlex = DEMO_PRODUCTS.find((p) => p.market === 'ng' && p.code === 'flex')!;
/** A product as /loan/product/list publishes it. */
const published = { ...ngFlex, appName: 'Presta', minDays: 91, maxDays: 180, isDefault: false };

describe('live quote', () => {
  it('is the domain quote on the published terms, to the minor unit', () => {
    const live = liveQuote(published, { amount: 3_000_000, days: 120, startDate: '2026-11-22', reloan: false });
    expect(live).toEqual(
      quoteLoan({ product: { ...ngFlex, id: 1 }, amount: 3_000_000, days: 120, startDate: '2026-11-22' }),
    );
    expect(live!.received + live!.processingFee + live!.feeTax).toBe(3_000_000);
  });

  it('uses the reloan rate for a returning borrower', () => {
    const first = liveQuote(published, { amount: 3_000_000, days: 91, startDate: '2026-11-22', reloan: false })!;
    const again = liveQuote(published, { amount: 3_000_000, days: 91, startDate: '2026-11-22', reloan: true })!;
    expect(again.interest).toBeLessThan(first.interest);
    expect(again.dailyInterestPpm).toBe(ngFlex.reloanDailyInterestPpm);
  });

  it('is null for a choice the terms refuse, or before the terms arrive', () => {
    expect(liveQuote(published, { amount: 3_000_050, days: 91, startDate: '2026-11-22', reloan: false })).toBeNull();
    expect(liveQuote(published, { amount: 3_000_000, days: 92, startDate: '2026-11-22', reloan: false })).toBeNull();
    expect(liveQuote(undefined, { amount: 3_000_000, days: 91, startDate: '2026-11-22', reloan: false })).toBeNull();
  });

  it('compares every figure the borrower reads', () => {
    const a = liveQuote(published, { amount: 3_000_000, days: 91, startDate: '2026-11-22', reloan: false })!;
    expect(sameFigures(a, { ...a })).toBe(true);
    for (const key of ['processingFee', 'feeTax', 'interest', 'received', 'repayment', 'apr', 'cat'] as const) {
      expect(sameFigures(a, { ...a, [key]: a[key] + 1 })).toBe(false);
    }
    expect(sameFigures(a, { ...a, dueDate: '2027-02-22' })).toBe(false);
  });
});
