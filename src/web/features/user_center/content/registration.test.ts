import { describe, expect, it } from 'vitest';
import { LANGUAGES, MARKETS } from '../../../../domain/markets/market';
import aboutEn from '../../../i18n/locales/en/about';
import aboutEs from '../../../i18n/locales/es/about';
import legalEn from '../../../i18n/locales/en/legal';
import legalEs from '../../../i18n/locales/es/legal';
import { lenderRegistration } from './registration';

const none = { registrations: { fccpc: null, condusef: null, reca: null } };
const set = { registrations: { fccpc: 'FCCPC/DL/2025/0042', condusef: '4172', reca: '1234-567-012345/01-01234-0125' } };

describe('registrations stated only when set (issue 28.7)', () => {
  it("gives the market's own number when the settings hold it, else nothing", () => {
    expect(lenderRegistration('ng', set)).toBe('FCCPC/DL/2025/0042');
    expect(lenderRegistration('mx', set)).toBe('4172');
    for (const m of MARKETS) {
      expect(lenderRegistration(m, none)).toBeNull();
      expect(lenderRegistration(m, undefined)).toBeNull();
      expect(lenderRegistration(m, {} as never)).toBeNull();
    }
  });

  it('the texts shown whatever the settings claim no registration; those shown when set carry the number', () => {
    const about = { en: aboutEn, es: aboutEs };
    const legal = { en: legalEn, es: legalEs };
    for (const lang of LANGUAGES) {
      for (const m of MARKETS) {
        expect(about[lang][`regulator_${m}`]).not.toMatch(/regist|SOFOM|SIPRES/i);
        expect(about[lang][`registered_${m}`]).toContain('{{number}}');
        expect(legal[lang].terms[`registered_${m}`]).toContain('{{number}}');
      }
      expect(JSON.stringify(legal[lang].terms.sections)).not.toMatch(/registered with|registrada ante|SOFOM/i);
    }
  });
});
