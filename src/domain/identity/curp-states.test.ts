import { describe, expect, it } from 'vitest';
import { curpStateCode, sameCurpState } from './curp-states';

describe('sameCurpState', () => {
  it('reads the code from a CURP', () => {
    expect(curpStateCode('GODE561231MDFMZM01')).toBe('DF');
  });

  it('accepts the code, the name, its official long form and the old name of Mexico City', () => {
    expect(sameCurpState('DF', 'DF')).toBe(true);
    expect(sameCurpState('DF', 'DISTRITO FEDERAL')).toBe(true);
    expect(sameCurpState('DF', 'Ciudad de México')).toBe(true);
    expect(sameCurpState('VZ', 'VERACRUZ DE IGNACIO DE LA LLAVE')).toBe(true);
    expect(sameCurpState('NE', 'NACIDO EN EL EXTRANJERO')).toBe(true);
  });

  it('tells apart states whose names start alike', () => {
    expect(sameCurpState('BC', 'BAJA CALIFORNIA SUR')).toBe(false);
    expect(sameCurpState('BS', 'BAJA CALIFORNIA SUR')).toBe(true);
    expect(sameCurpState('BC', 'BAJA CALIFORNIA')).toBe(true);
    expect(sameCurpState('JC', 'VERACRUZ')).toBe(false);
  });
});
