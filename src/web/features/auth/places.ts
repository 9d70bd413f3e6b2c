import { useQuery } from '@tanstack/react-query';
import type { PlaceDirectory } from '../../../domain/forms/place-fields';
import { placeDirectoryOf } from '../../../domain/markets/place-directory';
import type { Market } from '../../../domain/markets/market';
import type { Option } from '../../components/form/options';

type StateList = readonly { code: string; name: string; districts: readonly string[] }[];

export interface Places {
  directory: PlaceDirectory;
  states: readonly Option[];
  citiesOf: (state: string) => readonly Option[];
}

// Each market's list is its own chunk: a Nigerian borrower never downloads 2,478 municipios.
const LOADERS: Record<Market, () => Promise<StateList>> = {
  ng: () => import('../../../domain/markets/ng/states').then((m) => m.NG_STATES),
  mx: () => import('../../../domain/markets/mx/states').then((m) => m.MX_STATES),
};

/**
 * States and their cities (LGAs, municipios) for the pickers: a state is sent as its ISO code
 * (it never changes with a spelling fix), a city by its name, as the server's directory reads them.
 */
export function placesOf(list: StateList): Places {
  const byCode = new Map(list.map((s) => [s.code, s]));
  const cityOptions = new Map<string, readonly Option[]>();
  return {
    directory: placeDirectoryOf(list),
    states: list.map((s) => ({ value: s.code, label: s.name })),
    citiesOf: (state) => {
      let options = cityOptions.get(state);
      if (!options) {
        options = (byCode.get(state)?.districts ?? []).map((d) => ({ value: d, label: d }));
        cityOptions.set(state, options);
      }
      return options;
    },
  };
}

export function usePlaces(market: Market) {
  return useQuery({
    queryKey: ['places', market],
    queryFn: async () => placesOf(await LOADERS[market]()),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
