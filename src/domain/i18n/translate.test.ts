import { describe, expect, it } from 'vitest';
import { findText, interpolate, lookup } from './translate';

describe('the translation core', () => {
  it('fills placeholders, leaves a missing one visible and writes one full stop after a value that ends in one', () => {
    expect(interpolate('Hi {{ name }}, {{name}}!', { name: 'Ada' })).toBe('Hi Ada, Ada!');
    expect(interpolate('Due {{date}}', {})).toBe('Due {{date}}');
    expect(interpolate('At {{time}}.', { time: '10:00 a.m.' })).toBe('At 10:00 a.m.');
    expect(interpolate('{{n}} left', { n: 0 })).toBe('0 left');
  });

  it('finds a dotted key in a flat catalog and in a nested table', () => {
    expect(lookup({ 'form.mobile.empty': 'Enter it' }, 'form.mobile.empty')).toBe('Enter it');
    expect(lookup({ form: { mobile: { empty: 'Enter it' } } }, 'form.mobile.empty')).toBe('Enter it');
    expect(lookup({ form: 'x' }, 'form.mobile')).toBeUndefined();
    expect(lookup(undefined, 'a')).toBeUndefined();
  });

  it("picks the plural form the language's rules choose, then the plain key, in the first table that has it", () => {
    const tables = [
      { other: 'x' },
      { days_one: '{{count}} day', days_other: '{{count}} days', days_many: '{{count}} de días' },
    ];
    expect(findText('en', tables, 'days', { count: 1 })).toBe('1 day');
    expect(findText('en', tables, 'days', { count: 3 })).toBe('3 days');
    expect(findText('es', tables, 'days', { count: 1_000_000 })).toBe('1000000 de días');
    expect(findText('en', [{ days: 'days' }], 'days', { count: 2 })).toBe('days');
    expect(findText('en', tables, 'missing')).toBeUndefined();
  });
});
