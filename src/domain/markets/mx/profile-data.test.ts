import { clabe } from 'clabe-validator';
import { describe, expect, it } from 'vitest';
import { clabeBankCode, isValidClabe } from '../../identity/clabe';
import { MX_BANKS } from './banks';
import { MX_STATES } from './states';

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const spanish = new Intl.Collator('es', { sensitivity: 'base' }).compare;
const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('MX_BANKS', () => {
  it('holds every SPEI participant, sorted by name, with no duplicate code or name', () => {
    expect(MX_BANKS.length).toBeGreaterThanOrEqual(130);
    const names = MX_BANKS.map((b) => b.name);
    expect(names).toEqual([...names].sort(byName));
    expect(duplicates(names)).toEqual([]);
    expect(duplicates(MX_BANKS.map((b) => b.code))).toEqual([]);
  });

  it.each([
    ['002', 'BANAMEX'],
    ['012', 'BBVA MEXICO'],
    ['014', 'SANTANDER'],
    ['021', 'HSBC'],
    ['072', 'BANORTE'],
    ['127', 'AZTECA'],
    ['137', 'BANCOPPEL'],
    ['646', 'STP'],
    ['638', 'NU MEXICO'],
  ])('spot check: %s is %s', (code, name) => {
    expect(MX_BANKS.find((b) => b.code === code)?.name).toBe(name);
  });

  it("covers every bank of clabe-validator's CLABE bank-code catalogue (but its N/A placeholder)", () => {
    const ours = new Set(MX_BANKS.map((b) => b.code));
    const catalogue = Object.keys(clabe.banksMap)
      .map((k) => k.padStart(3, '0'))
      .filter((code) => code !== '999');
    expect(catalogue.filter((code) => !ours.has(code))).toEqual([]);
  });

  it('takes a valid CLABE of IXE (032), now Banorte, whose CLABEs are still in use', () => {
    const value = clabe.calculate(32, 180, 1234567);
    expect(MX_BANKS.find((b) => b.code === clabeBankCode(value))?.name).toBe('IXE');
  });

  it('uses only codes that clabe-validator also knows as SPEI participants', () => {
    for (const { code, name } of MX_BANKS) {
      expect(code, name).toMatch(/^\d{3}$/);
      expect(clabe.banksMap[Number(code)]?.tag, `${code} ${name}`).toBeTruthy();
    }
  });

  it('finds every bank again from a CLABE opened there', () => {
    for (const { code } of MX_BANKS) {
      const value = clabe.calculate(Number(code), 180, 1234567);
      expect(isValidClabe(value), value).toBe(true);
      expect(clabeBankCode(value)).toBe(code);
    }
  });
});

describe('MX_STATES', () => {
  it('has the 32 federal entities with unique ISO codes and names, sorted by name', () => {
    expect(MX_STATES).toHaveLength(32);
    expect(duplicates(MX_STATES.map((s) => s.code))).toEqual([]);
    expect(duplicates(MX_STATES.map((s) => s.name))).toEqual([]);
    expect(MX_STATES.map((s) => s.name)).toEqual(MX_STATES.map((s) => s.name).sort(spanish));
    for (const s of MX_STATES) expect(s.code).toMatch(/^[A-Z]{3}$/);
  });

  it('has 2,478 municipalities: INEGI 2020 (2,469) plus the 9 created since', () => {
    expect(MX_STATES.reduce((n, s) => n + s.districts.length, 0)).toBe(2478);
  });

  it('has no empty state, blank name or duplicate municipality within a state, sorted for display', () => {
    for (const s of MX_STATES) {
      expect(s.districts.length, s.name).toBeGreaterThan(0);
      expect(duplicates(s.districts), s.name).toEqual([]);
      expect(s.districts, s.name).toEqual([...s.districts].sort(spanish));
      for (const d of s.districts) expect(d.trim().length > 0 && d.trim() === d, `${s.name}: '${d}'`).toBe(true);
    }
  });

  it.each([
    ['OAX', 'Oaxaca', 570, 'Oaxaca de Juárez'],
    ['PUE', 'Puebla', 217, 'Puebla'],
    ['VER', 'Veracruz', 212, 'Xalapa'],
    ['JAL', 'Jalisco', 125, 'Guadalajara'],
    ['MEX', 'Estado de México', 125, 'Ecatepec de Morelos'],
    ['CHP', 'Chiapas', 124, 'Tuxtla Gutiérrez'],
    ['GRO', 'Guerrero', 85, 'Ñuu Savi'],
    ['NLE', 'Nuevo León', 51, 'Monterrey'],
    ['CMX', 'Ciudad de México', 16, 'Coyoacán'],
    ['AGU', 'Aguascalientes', 11, 'Aguascalientes'],
    ['ROO', 'Quintana Roo', 11, 'Benito Juárez'],
    ['BCN', 'Baja California', 7, 'San Quintín'],
    ['BCS', 'Baja California Sur', 5, 'Los Cabos'],
    ['SIN', 'Sinaloa', 20, 'Eldorado'],
    ['SLP', 'San Luis Potosí', 59, 'Villa de Pozos'],
  ])('spot check: %s %s has %i municipalities including %s', (code, name, count, municipality) => {
    const state = MX_STATES.find((s) => s.code === code);
    expect(state?.name).toBe(name);
    expect(state?.districts).toHaveLength(count);
    expect(state?.districts).toContain(municipality);
  });
});
