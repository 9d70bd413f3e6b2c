import { describe, expect, it } from 'vitest';
import { money } from './figures';

describe('console amounts', () => {
  it('show minor units with their cents and symbol, exactly, and a dash for none', () => {
    expect(money(200_000, 'NGN')).toBe('₦2,000.00');
    expect(money(0, 'NGN')).toBe('₦0.00');
    expect(money(50, 'NGN')).toBe('₦0.50');
    expect(money(123_456_789_012_345, 'MXN')).toBe('$1,234,567,890,123.45');
    expect(money(-150_050, 'MXN')).toBe('-$1,500.50');
    expect(money(null, 'NGN')).toBe('—');
    expect(money(undefined, 'MXN')).toBe('—');
  });
});
