import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './locales/en';
import { ageText } from './age';

/** The English templates, filled as i18next would. */
const t = ((key: string, values: Record<string, number>) => {
  const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
  return template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
}) as unknown as TFunction;

describe('ageText', () => {
  it('says seconds, minutes, hours and minutes, days and hours', () => {
    expect(ageText(45, t)).toBe('45 s');
    expect(ageText(12 * 60 + 59, t)).toBe('12 min');
    expect(ageText(3 * 3600 + 5 * 60, t)).toBe('3 h 5 min');
    expect(ageText(2 * 86_400 + 4 * 3600 + 59, t)).toBe('2 d 4 h');
    expect(ageText(null, t)).toBe('—');
  });
});
