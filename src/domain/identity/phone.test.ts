import { describe, expect, it } from 'vitest';
import { maskMobile, nationalNumber, normalizeMobile } from './phone';

describe('normalizeMobile', () => {
  it.each([
    ['08031234567', '+2348031234567'],
    ['8031234567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['0905-123-4567', '+2349051234567'],
  ])('Nigeria: %s → %s', (input, e164) => {
    expect(normalizeMobile(input, 'ng')).toBe(e164);
  });

  it.each([
    ['5512345678', '+525512345678'],
    ['+52 55 1234 5678', '+525512345678'],
    ['525512345678', '+525512345678'],
    ['33 1234 5678', '+523312345678'],
  ])('Mexico: %s → %s', (input, e164) => {
    expect(normalizeMobile(input, 'mx')).toBe(e164);
  });

  it.each([
    ['', 'ng'],
    ['123', 'ng'],
    ['0803123456', 'ng'],
    ['080312345678', 'ng'],
    ['abc08031234567', 'ng'],
    ['+525512345678', 'ng'],
    ['08031234567', 'mx'],
    ['551234567', 'mx'],
  ] as const)('rejects %s in %s', (input, market) => {
    expect(normalizeMobile(input, market)).toBeNull();
  });

  it('masks all but the country code and last four digits', () => {
    expect(maskMobile('+2348031234567')).toBe('+234******4567');
    expect(maskMobile('+525512345678')).toBe('+52******5678');
  });

  it('gives the national number', () => {
    expect(nationalNumber('+2348031234567', 'ng')).toBe('8031234567');
    expect(nationalNumber('+525512345678', 'mx')).toBe('5512345678');
  });
});
