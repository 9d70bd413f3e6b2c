import { describe, expect, it } from 'vitest';
import { NG_STATES } from '../../../domain/markets/ng/states';
import { placesOf } from './places';

describe('residence pickers', () => {
  const places = placesOf(NG_STATES);

  it('offer states by name and send their code, as the server checks them', () => {
    expect(places.states.find((s) => s.value === 'LA')?.label).toBe('Lagos');
    expect(places.directory.hasState('LA')).toBe(true);
    expect(places.directory.hasState('Lagos')).toBe(false);
  });

  it("list a state's LGAs, and none for an unknown state", () => {
    expect(places.citiesOf('LA').map((c) => c.value)).toContain('Ikeja');
    expect(places.citiesOf('LA')).toBe(places.citiesOf('LA'));
    expect(places.citiesOf('XX')).toEqual([]);
    expect(places.directory.hasCity('LA', 'Ikeja')).toBe(true);
    expect(places.directory.hasCity('LA', 'Coyoacán')).toBe(false);
  });
});
