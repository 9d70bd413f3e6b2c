import { describe, expect, it } from 'vitest';
import { checkPersonName, NAME_MIN_LETTERS } from './person-name';

const required = { required: 'form.required.firstName', minLetters: NAME_MIN_LETTERS } as const;

describe('checkPersonName', () => {
  it.each([
    ['Ada', 'Ada'],
    ['  María   José ', 'María José'],
    ['Muñoz', 'Muñoz'],
    ['De la Cruz', 'De la Cruz'],
    ['Adé-Ola', 'Adé-Ola'],
    ["O'Brien", "O'Brien"],
    ['O’Brien', "O'Brien"],
    ['Uc Ek', 'Uc Ek'],
    ['Oluwaseun', 'Oluwaseun'],
    ['Jose\u0301', 'José'],
  ])('accepts %j as %j', (input, expected) => {
    expect(checkPersonName(input, required)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['digits', 'Ada1'],
    ['symbols', 'Ada!'],
    ['an emoji', 'Ada 😀'],
    ['a leading hyphen', '-Ada'],
    ['two hyphens in a row', 'Ada--Obi'],
    ['a trailing apostrophe', "Ada'"],
    ['a dot', 'J. Pérez'],
    ['a number value', 12],
  ])('refuses %s', (_why, input) => {
    expect(checkPersonName(input, required)).toEqual({ ok: false, message: 'form.name.lettersOnly' });
  });

  it('needs at least 3 letters (decision 0058), counted across the field', () => {
    expect(checkPersonName('A', required)).toEqual({ ok: false, message: 'form.name.tooShort' });
    expect(checkPersonName('Li', required)).toEqual({ ok: false, message: 'form.name.tooShort' });
    expect(checkPersonName('Ana', required).ok).toBe(true);
  });

  it('allows at most 50 characters', () => {
    expect(checkPersonName('a'.repeat(50), required).ok).toBe(true);
    expect(checkPersonName('a'.repeat(51), required)).toEqual({ ok: false, message: 'form.name.tooLong' });
  });

  it('prompts when empty if required, passes nothing when optional', () => {
    expect(checkPersonName('  ', required)).toEqual({ ok: false, message: 'form.required.firstName' });
    expect(checkPersonName('', { required: null, minLetters: 1 })).toEqual({ ok: true, value: undefined });
    expect(checkPersonName('J', { required: null, minLetters: 1 })).toEqual({ ok: true, value: 'J' });
  });
});
