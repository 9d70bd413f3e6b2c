import type { Namespace } from '../../../i18n/keys';
import { useTranslation } from '../../../i18n/use-translation';
import type { Market } from '../../../../domain/markets/market';
import { marketEntries, type MarketEntry } from './market-text';

type Tree = Record<string, unknown>;

/**
 * The keys under a path of a long-form namespace, with this market's variants chosen. Only
 * the shape is read here; each text is then translated by its full key with the variables.
 */
export function useTextKeys(ns: string, path: string, market: Market): MarketEntry<unknown>[] {
  const { t } = useTranslation(ns as Namespace);
  const node = t(path, { ns, returnObjects: true }) as unknown;
  return node && typeof node === 'object' ? marketEntries(node as Tree, market) : [];
}

/** The same, for a node already read (nested items inside a section). */
export function childKeys(node: unknown, market: Market): MarketEntry<unknown>[] {
  return node && typeof node === 'object' ? marketEntries(node as Tree, market) : [];
}
