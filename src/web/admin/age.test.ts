import { describe, expect, it } from 'vitest';
import { addTexts, translate, type TFunction } from '../i18n/i18n';
import { ageText } from './age';
import en from './locales/en';
import es from './locales/es';

addTexts('en', 'console', en);
addTexts('es', 'console', es);
/** The console's templates, filled by the app's translation runtime. */
const tIn =
  (lang: 'en' | 'es'): TFunction =>
  (key, options) =>
    translate(lang, ['console'], key, options);

describe('ageText', () => {
  it('says seconds, minutes, hours and minutes, days and hours', () => {
    const t = tIn('en');
    expect(ageText(45, t)).toBe('45 s');
    expect(ageText(12 * 60 + 59, t)).toBe('12 min');
    expect(ageText(3 * 3600 + 5 * 60, t)).toBe('3 h 5 min');
    expect(ageText(2 * 86_400 + 4 * 3600 + 59, t)).toBe('2 d 4 h');
    expect(ageText(null, t)).toBe('—');
  });

  it('in Spanish too', () => {
    expect(ageText(2 * 86_400 + 4 * 3600 + 59, tIn('es'))).toBe('2 d 4 h');
  });
});
