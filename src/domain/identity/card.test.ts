import { describe, expect, it } from 'vitest';
import { isValidDebitCard } from './card';

describe('isValidDebitCard', () => {
  it.each([
    '4111111111111111', // Visa test card
    '4000056655665556', // Visa debit test card
    '5555555555554444', // Mastercard test card
    '5200828282828210', // Mastercard debit test card
    '5105105105105100',
  ])('accepts %s', (pan) => {
    expect(isValidDebitCard(pan)).toBe(true);
  });

  it.each([
    ['bad Luhn', '4111111111111112'],
    ['adjacent digits swapped', '5555555555555444'],
    ['15 digits (Amex)', '378282246310005'],
    ['19 digits', '6011111111111111110'],
    ['spaces', '4111 1111 1111 1111'],
    ['letters', '411111111111111a'],
    ['empty', ''],
  ])('rejects %s: %s', (_why, pan) => {
    expect(isValidDebitCard(pan)).toBe(false);
  });
});
