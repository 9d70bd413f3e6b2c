import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/loan';
import es from '../../../i18n/locales/es/loan';
import { TickerList } from './ticker-list';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
const at = '2027-02-21T10:05:00.000Z';

describe('Home ticker content', () => {
  it('shows each masked number, its amount in the market format and the time', () => {
    const html = renderToStaticMarkup(
      <TickerList
        feed={{ currency: 'NGN', records: [{ mobile: '*******567', amount: 1_500_000, disbursedAt: at }] }}
        lang="en"
        market="ng"
        t={t}
      />,
    );
    expect(html).toContain('data-mobile="*******567"');
    expect(html).toContain('loan:ticker.borrowed{&quot;amount&quot;:&quot;₦15,000&quot;}');
    expect(html).toContain('21 Feb 2027');
    expect(html).not.toContain('ticker-empty');
  });

  it('in Spanish for Mexico, with pesos and the Mexican calendar', () => {
    const html = renderToStaticMarkup(
      <TickerList
        feed={{ currency: 'MXN', records: [{ mobile: '*******890', amount: 250_050, disbursedAt: at }] }}
        lang="es"
        market="mx"
        t={t}
      />,
    );
    expect(html).toContain('&quot;amount&quot;:&quot;$2,500.50&quot;');
    expect(html).toMatch(/21 feb 2027/);
  });

  it('says so when there are no loans yet', () => {
    const html = renderToStaticMarkup(
      <TickerList feed={{ currency: 'NGN', records: [] }} lang="en" market="ng" t={t} />,
    );
    expect(html).toContain('data-testid="ticker-empty"');
    expect(html).toContain('loan:ticker.empty');
    expect(html).not.toContain('ticker-item');
  });

  it('never shows a number that is not masked as the contract says', () => {
    const records = [
      { mobile: '+2348031234567', amount: 100_000, disbursedAt: at },
      { mobile: '0803****567', amount: 100_000, disbursedAt: at },
    ];
    const html = renderToStaticMarkup(<TickerList feed={{ currency: 'NGN', records }} lang="en" market="ng" t={t} />);
    expect(html).not.toContain('8031234567');
    expect(html).not.toContain('0803');
    expect(html).toContain('ticker-empty');
  });

  it('loops a longer feed with a copy hidden from screen readers', () => {
    const records = Array.from({ length: 5 }, (_, i) => ({
      mobile: `*******10${i}`,
      amount: 100_000,
      disbursedAt: at,
    }));
    const html = renderToStaticMarkup(<TickerList feed={{ currency: 'NGN', records }} lang="en" market="ng" t={t} />);
    expect(html).toContain('ticker-moving');
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(1);
  });
});

describe('ticker, credit limit and agreement-list cancel texts in both languages', () => {
  it('every key exists in English and Spanish, and Spanish is translated', () => {
    for (const group of ['ticker', 'credit'] as const) {
      expect(Object.keys(es[group]).sort()).toEqual(Object.keys(en[group]).sort());
      for (const key of Object.keys(en[group]) as (keyof (typeof en)[typeof group])[]) {
        expect(es[group][key]).not.toBe(en[group][key]);
      }
    }
    expect(es.ticker.borrowed).toBe('recibió {{amount}}');
    expect(es.agreements.cancel).toBe('Cancelar préstamo');
    expect(es.agreements.reasonTitle).toBe('¿Por qué quieres cancelar?');
    expect(es.agreements.cancelled).toBe('Cancelado');
  });
});
