import { describe, expect, it } from 'vitest';
import { filterOptions } from '../../components/form/options';
import { bankOptions } from './bank-values';

const first = (market: 'ng' | 'mx', query: string) => filterOptions(bankOptions(market), query)[0]?.label;

describe('bank search by the names people use (issue 35.3)', () => {
  it('finds Nigerian banks by brand, acronym and old name, case- and space-blind', () => {
    for (const q of ['GTBank', 'gtb', 'GTCO', 'gt bank', 'Guaranty'])
      expect(first('ng', q), q).toBe('Guaranty Trust Bank');
    expect(first('ng', 'UBA')).toBe('United Bank for Africa');
    expect(first('ng', 'fcmb')).toBe('First City Monument Bank');
    expect(first('ng', 'FirstBank')).toBe('First Bank of Nigeria');
    expect(first('ng', 'skye')).toBe('Polaris Bank');
    expect(first('ng', 'alat')).toBe('Wema Bank');
    expect(first('ng', 'opay')).toBe('OPay');
  });

  it('puts the bank everyone means first in Mexico, accents ignored', () => {
    expect(first('mx', 'BBVA')).toBe('BBVA MEXICO');
    expect(first('mx', 'bancomer')).toBe('BBVA MEXICO');
    expect(first('mx', 'citibanamex')).toBe('BANAMEX');
    expect(first('mx', 'Nu')).toBe('NU MEXICO');
    expect(first('mx', 'banbajio')).toBe('BAJIO');
    expect(first('mx', 'mercadopago')).toBe('MERCADO PAGO');
    expect(filterOptions(bankOptions('mx'), 'bbva').map((o) => o.label)).toEqual(['BBVA MEXICO', 'BBVA BANCOMER2']);
  });

  it('still finds by code and by part of the name', () => {
    expect(first('ng', '058')).toBe('Guaranty Trust Bank');
    expect(filterOptions(bankOptions('ng'), 'microfinance').length).toBeGreaterThan(5);
  });
});
