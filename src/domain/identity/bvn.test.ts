import { describe, expect, it } from 'vitest';
import { isValidBvn } from './bvn';

describe('isValidBvn', () => {
  it.each(['22123456789', '22000000001', '12345678901', ' 22123456789 '])('accepts %s', (bvn) => {
    expect(isValidBvn(bvn)).toBe(true);
  });

  it.each([
    ['10 digits', '2212345678'],
    ['12 digits', '221234567890'],
    ['letters', '2212345678O'],
    ['inner space', '22123 456789'],
    ['sign', '+2212345678'],
    ['empty', ''],
  ])('rejects %s: %s', (_why, bvn) => {
    expect(isValidBvn(bvn)).toBe(false);
  });
});
