import type { Market } from '../../../../domain/markets/market';

/** One text of a content object, after its market variant was chosen. */
export interface MarketEntry<T> {
  /** The key without its market suffix ("a" for "a_ng"): stable for React keys and test ids. */
  base: string;
  /** The key actually shown ("a_ng"), to build the i18n path. */
  key: string;
  value: T;
}

const VARIANT = /_(ng|mx)$/;

/**
 * The long-form texts mark market variants with `_ng` / `_mx` suffixes: a variant for this
 * market replaces its unsuffixed sibling (in the sibling's place), the other market's variant
 * is skipped, and key order is kept because sections and steps are numbered by it.
 */
export function marketEntries<T>(obj: Readonly<Record<string, T>>, market: Market): MarketEntry<T>[] {
  const placed = new Map<string, MarketEntry<T>>();
  for (const [key, value] of Object.entries(obj)) {
    const suffix = VARIANT.exec(key)?.[1];
    if (suffix && suffix !== market) continue;
    const base = suffix ? key.slice(0, -3) : key;
    if (!suffix) {
      const variantKey = `${key}_${market}`;
      placed.set(base, variantKey in obj ? { base, key: variantKey, value: obj[variantKey] } : { base, key, value });
      continue;
    }
    if (!placed.has(base)) placed.set(base, { base, key, value });
  }
  return [...placed.values()];
}
