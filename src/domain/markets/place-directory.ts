import type { PlaceDirectory } from '../forms/place-fields';
import type { Market } from './market';
import { MX_STATES } from './mx/states';
import { NG_STATES } from './ng/states';

type StateList = readonly { code: string; districts: readonly string[] }[];

/** States by code with their districts, the values the residence pickers send. */
export function placeDirectoryOf(states: StateList): PlaceDirectory {
  const byCode = new Map(states.map((s) => [s.code, new Set(s.districts)]));
  return {
    hasState: (state) => byCode.has(state),
    hasCity: (state, city) => byCode.get(state)?.has(city) ?? false,
  };
}

const directories: Partial<Record<Market, PlaceDirectory>> = {};

/** The market's place directory, built once (Mexico has about 2,500 municipalities). */
export function placeDirectory(market: Market): PlaceDirectory {
  return (directories[market] ??= placeDirectoryOf(market === 'mx' ? MX_STATES : NG_STATES));
}
