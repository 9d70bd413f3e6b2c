import { describe, expect, it } from 'vitest';
import { filterOptions, fold, optionsOf } from './options';

describe('options', () => {
  it('search ignores accents and case, and matches codes from their start', () => {
    const options = [
      { value: 'QUE', label: 'Querétaro' },
      { value: '058', label: 'Guaranty Trust Bank', description: '058' },
      { value: 'CMX', label: 'Ciudad de México' },
    ];
    expect(fold('  Querétaro ')).toBe('queretaro');
    expect(filterOptions(options, 'queret').map((o) => o.value)).toEqual(['QUE']);
    expect(filterOptions(options, 'MEXICO').map((o) => o.value)).toEqual(['CMX']);
    expect(filterOptions(options, '05').map((o) => o.value)).toEqual(['058']);
    expect(filterOptions(options, '')).toBe(options);
  });

  it('keeps the enumeration order and stringifies codes', () => {
    expect(optionsOf([1, 2] as const, { 1: 'Male', 2: 'Female' })).toEqual([
      { value: '1', label: 'Male' },
      { value: '2', label: 'Female' },
    ]);
  });
});
