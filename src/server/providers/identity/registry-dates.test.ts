import { describe, expect, it } from 'vitest';
import { registryDate } from './registry-dates';

describe('registryDate', () => {
  it('reads the shapes the vendors write', () => {
    expect(registryDate('1990-05-17')).toBe('1990-05-17');
    expect(registryDate('17/05/1990')).toBe('1990-05-17');
    expect(registryDate('17-May-1990')).toBe('1990-05-17');
    expect(registryDate('01-January-1907')).toBe('1907-01-01');
  });

  it('answers null for anything else, or a date that does not exist', () => {
    expect(registryDate('17-May-90')).toBeNull();
    expect(registryDate('31/02/1990')).toBeNull();
    expect(registryDate(19900517)).toBeNull();
    expect(registryDate('')).toBeNull();
  });
});
