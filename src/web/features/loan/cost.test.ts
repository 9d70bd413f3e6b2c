import { describe, expect, it } from 'vitest';
import { formatCost } from './cost';

describe('yearly cost', () => {
  it('shows APR with two decimals in Nigeria and CAT with one in Mexico', () => {
    expect(formatCost('APR', 5517, 6529)).toBe('55.17%');
    expect(formatCost('CAT', 5517, 6529)).toBe('65.3%');
  });
});
