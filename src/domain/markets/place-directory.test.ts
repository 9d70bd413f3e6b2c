import { describe, expect, it } from 'vitest';
import { placeDirectory } from './place-directory';

describe('placeDirectory', () => {
  it('knows states by code and their districts', () => {
    const ng = placeDirectory('ng');
    expect(ng.hasState('LA')).toBe(true);
    expect(ng.hasCity('LA', 'Ikeja')).toBe(true);
    expect(ng.hasCity('AB', 'Ikeja')).toBe(false);
    expect(ng.hasState('Lagos')).toBe(false);
    const mx = placeDirectory('mx');
    expect(mx.hasCity('CMX', 'Coyoacán')).toBe(true);
    expect(mx.hasState('LA')).toBe(false);
    expect(placeDirectory('mx')).toBe(mx);
  });
});
