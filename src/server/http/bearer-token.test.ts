import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer-token';

describe('bearerToken', () => {
  it('reads the token of a Bearer header, in any case of the scheme', () => {
    expect(bearerToken('Bearer abc.DEF-1')).toBe('abc.DEF-1');
    expect(bearerToken('bearer   xyz')).toBe('xyz');
  });
  it('refuses other shapes', () => {
    for (const h of [undefined, '', 'Bearer', 'Bearer a b', 'Basic abc', ' Bearer abc'])
      expect(bearerToken(h)).toBeUndefined();
  });
});
