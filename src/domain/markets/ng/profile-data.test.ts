import { describe, expect, it } from 'vitest';
import { canCheckNuban } from '../../identity/nuban';
import { NG_BANKS } from './banks';
import { CBN_BANK_CODES } from './nuban-bank-codes';
import { NG_STATES } from './states';

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('NG_BANKS', () => {
  it('holds about 60 institutions, sorted by name, with no duplicate code or name', () => {
    expect(NG_BANKS.length).toBeGreaterThanOrEqual(55);
    const names = NG_BANKS.map((b) => b.name);
    expect(names).toEqual([...names].sort(byName));
    expect(duplicates(names)).toEqual([]);
    expect(duplicates(NG_BANKS.map((b) => b.code))).toEqual([]);
    expect(duplicates(names.map((n) => n.toLowerCase()))).toEqual([]);
  });

  it('covers every bank of the CBN NUBAN code catalogue, under the same code', () => {
    const ours = new Map(NG_BANKS.map((b) => [b.code, b.name]));
    const missing = Object.entries(CBN_BANK_CODES).filter(([code]) => !ours.has(code));
    expect(missing).toEqual([]);
    // And every 3-digit code we list is one of the catalogue's (or a microfinance bank given one).
    for (const { code, name } of NG_BANKS.filter(
      (b) => b.code.length === 3 && !/Microfinance|Carbon|Savings/.test(b.name),
    )) {
      expect(CBN_BANK_CODES[code], `${code} ${name}`).toBeDefined();
    }
  });

  it('uses CBN codes: 3 digits for banks, 5 for OFIs, 6 for NIBSS PSB and wallet codes', () => {
    for (const { code, name } of NG_BANKS) {
      expect(code, name).toMatch(/^(\d{3}|\d{5}|\d{6})$/);
      expect(name.trim(), code).toBe(name);
    }
  });

  it.each([
    ['044', 'Access Bank'],
    ['058', 'Guaranty Trust Bank'],
    ['011', 'First Bank of Nigeria'],
    ['033', 'United Bank for Africa'],
    ['057', 'Zenith Bank'],
    ['50211', 'Kuda Microfinance Bank'],
    ['50515', 'Moniepoint Microfinance Bank'],
    ['999992', 'OPay'],
  ])('spot check: %s is %s', (code, name) => {
    expect(NG_BANKS.find((b) => b.code === code)?.name).toBe(name);
  });

  it('every bank and microfinance bank can have its NUBAN checked; only PSBs and wallets cannot', () => {
    const unchecked = NG_BANKS.filter((b) => !canCheckNuban(b.code))
      .map((b) => b.code)
      .sort();
    expect(unchecked).toEqual(['100002', '100022', '120001', '120002', '120003', '120004', '999991', '999992']);
  });
});

describe('NG_STATES', () => {
  it('has the 36 states and the FCT, with unique codes and names', () => {
    expect(NG_STATES).toHaveLength(37);
    expect(duplicates(NG_STATES.map((s) => s.code))).toEqual([]);
    expect(duplicates(NG_STATES.map((s) => s.name))).toEqual([]);
    expect(NG_STATES.map((s) => s.name)).toEqual(NG_STATES.map((s) => s.name).sort(byName));
    for (const s of NG_STATES) expect(s.code).toMatch(/^[A-Z]{2}$/);
  });

  it('has the 774 local government areas of the Constitution', () => {
    expect(NG_STATES.reduce((n, s) => n + s.districts.length, 0)).toBe(774);
  });

  it('has no empty state, blank name or duplicate LGA within a state', () => {
    for (const s of NG_STATES) {
      expect(s.districts.length, s.name).toBeGreaterThan(0);
      expect(duplicates(s.districts), s.name).toEqual([]);
      for (const d of s.districts) expect(d.trim().length > 0 && d.trim() === d, `${s.name}: '${d}'`).toBe(true);
    }
  });

  it.each([
    ['LA', 'Lagos', 20, 'Ikeja'],
    ['KN', 'Kano', 44, 'Kano Municipal'],
    ['FC', 'Federal Capital Territory', 6, 'Abuja Municipal'],
    ['BY', 'Bayelsa', 8, 'Yenagoa'],
    ['KT', 'Katsina', 34, 'Daura'],
    ['OY', 'Oyo', 33, 'Ibadan North'],
    ['RI', 'Rivers', 23, 'Port Harcourt'],
    ['OS', 'Osun', 30, 'Osogbo'],
  ])('spot check: %s %s has %i LGAs including %s', (code, name, count, lga) => {
    const state = NG_STATES.find((s) => s.code === code);
    expect(state?.name).toBe(name);
    expect(state?.districts).toHaveLength(count);
    expect(state?.districts).toContain(lga);
  });
});
