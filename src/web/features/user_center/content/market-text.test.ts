import { describe, expect, it } from 'vitest';
import { marketEntries } from './market-text';

describe('marketEntries', () => {
  it('replaces an unsuffixed text with this market’s variant, in its place', () => {
    const obj = { q: 'Q', a: 'generic', a_ng: 'nigeria', a_mx: 'mexico', tail: 'T' };
    expect(marketEntries(obj, 'ng').map((e) => [e.base, e.key, e.value])).toEqual([
      ['q', 'q', 'Q'],
      ['a', 'a_ng', 'nigeria'],
      ['tail', 'tail', 'T'],
    ]);
    expect(marketEntries(obj, 'mx').map((e) => e.value)).toEqual(['Q', 'mexico', 'T']);
  });

  it('keeps market-only sections in key order and skips the other market’s', () => {
    const obj = { whoWeAre: 1, data_ng: 2, data_mx: 3, retention: 4 };
    expect(marketEntries(obj, 'ng').map((e) => e.key)).toEqual(['whoWeAre', 'data_ng', 'retention']);
    expect(marketEntries(obj, 'mx').map((e) => e.key)).toEqual(['whoWeAre', 'data_mx', 'retention']);
  });

  it('places a variant listed before its generic text once', () => {
    expect(marketEntries({ x_mx: 'm', x: 'g' }, 'mx').map((e) => [e.base, e.value])).toEqual([['x', 'm']]);
    expect(marketEntries({ x_mx: 'm', x: 'g' }, 'ng').map((e) => [e.base, e.value])).toEqual([['x', 'g']]);
  });
});
