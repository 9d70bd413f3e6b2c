import { describe, expect, it } from 'vitest';
import { bankAccountSchema, nubanCheckApplies } from './bank-account';
import { formErrors } from './form-errors';

const today = '2025-06-15';

function errorsOf(
  schema: { safeParse(input: unknown): { success: boolean; error?: unknown; data?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return formErrors(result.error as never).fields;
}

describe('bankAccountSchema: Nigeria', () => {
  const ng = bankAccountSchema({ market: 'ng', today });
  const good = { bankCode: '011', accountNumber: '0000014579', confirmAccountNumber: '0000014579', bvn: '22123456789' };

  it('accepts a NUBAN of the chosen bank with its BVN', () => {
    expect(ng.parse(good)).toEqual(good);
    expect(
      ng.parse({ ...good, accountNumber: '000 001 4579', confirmAccountNumber: '0000-014-579', bvn: ' 22123456789 ' }),
    ).toEqual(good);
  });

  it('prompts for every field', () => {
    expect(errorsOf(ng, {})).toEqual({
      bankCode: 'form.required.bankCode',
      accountNumber: 'form.required.accountNumber',
      confirmAccountNumber: 'form.required.confirmAccountNumber',
      bvn: 'form.required.bvn',
    });
  });

  it('the confirmation must match', () => {
    expect(errorsOf(ng, { ...good, confirmAccountNumber: '0000014578' })).toEqual({
      confirmAccountNumber: 'form.bank.accountMismatch',
    });
  });

  it('the account must be 10 digits with the check digit of the bank', () => {
    expect(errorsOf(ng, { ...good, accountNumber: '000001457' })).toEqual({
      accountNumber: 'form.bank.accountDigitsNg',
    });
    expect(errorsOf(ng, { ...good, bankCode: '058' })).toEqual({ accountNumber: 'form.bank.nubanInvalid' });
  });

  it('the bank must be in the list', () => {
    expect(errorsOf(ng, { ...good, bankCode: '999' })).toEqual({ bankCode: 'form.bank.unknownBank' });
    const custom = bankAccountSchema({ market: 'ng', today, bankCodes: ['058'] });
    expect(errorsOf(custom, good)).toEqual({ bankCode: 'form.bank.unknownBank' });
  });

  it('a payment-service bank account is checked for 10 digits only', () => {
    expect(nubanCheckApplies('011')).toBe(true);
    expect(nubanCheckApplies('50211')).toBe(true);
    expect(nubanCheckApplies('999992')).toBe(false);
    expect(
      ng.parse({ ...good, bankCode: '999992', accountNumber: '8031234567', confirmAccountNumber: '8031234567' }),
    ).toMatchObject({ bankCode: '999992' });
  });

  it.each(['2212345678', '221234567890', '2212345678A'])('refuses BVN %s', (bvn) => {
    expect(errorsOf(ng, { ...good, bvn })).toEqual({ bvn: 'form.bvn.invalid' });
  });
});

describe('bankAccountSchema: Mexico', () => {
  const mx = bankAccountSchema({ market: 'mx', today });
  const clabe = {
    cardType: 'CLABE',
    bankCode: '002',
    accountNumber: '002010077777777771',
    confirmAccountNumber: '002010077777777771',
  };
  const card = {
    cardType: 'creditCard',
    bankCode: '012',
    accountNumber: '4111111111111111',
    confirmAccountNumber: '4111111111111111',
    validPeriod: '08/27',
  };

  it('accepts a CLABE; card-only fields are dropped', () => {
    expect(mx.parse({ ...clabe, validPeriod: 'garbage', cvc: 'x', branchCode: '' })).toEqual(clabe);
  });

  it('accepts a debit card with expiry, optional CVC and branch', () => {
    expect(mx.parse(card)).toEqual(card);
    expect(mx.parse({ ...card, accountNumber: '4111 1111 1111 1111', cvc: '123', branchCode: '0456' })).toEqual({
      ...card,
      cvc: '123',
      branchCode: '0456',
    });
  });

  it('prompts for type, bank and numbers', () => {
    expect(errorsOf(mx, {})).toEqual({
      cardType: 'form.required.cardType',
      bankCode: 'form.required.bankCode',
      accountNumber: 'form.required.accountNumber',
      confirmAccountNumber: 'form.required.confirmAccountNumber',
    });
  });

  it('a CLABE must be valid and belong to the chosen bank', () => {
    expect(
      errorsOf(mx, { ...clabe, accountNumber: '002010077777777772', confirmAccountNumber: '002010077777777772' }),
    ).toEqual({ accountNumber: 'form.bank.clabeInvalid' });
    expect(
      errorsOf(mx, { ...clabe, accountNumber: '4111111111111111', confirmAccountNumber: '4111111111111111' }),
    ).toEqual({ accountNumber: 'form.bank.clabeInvalid' });
    expect(errorsOf(mx, { ...clabe, bankCode: '012' })).toEqual({ bankCode: 'form.bank.clabeBankMismatch' });
  });

  it('matches a 5-digit SPEI bank code on its last three digits', () => {
    const spei = bankAccountSchema({ market: 'mx', today, bankCodes: ['40002'] });
    expect(spei.parse({ ...clabe, bankCode: '40002' })).toMatchObject({ bankCode: '40002' });
  });

  it('a debit card must pass Luhn with 16 digits', () => {
    expect(
      errorsOf(mx, { ...card, accountNumber: '4111111111111112', confirmAccountNumber: '4111111111111112' }),
    ).toEqual({ accountNumber: 'form.bank.cardInvalid' });
    expect(
      errorsOf(mx, { ...card, accountNumber: '002010077777777771', confirmAccountNumber: '002010077777777771' }),
    ).toEqual({ accountNumber: 'form.bank.cardInvalid' });
  });

  it('the confirmation must match (Spanish text of the same key)', () => {
    expect(errorsOf(mx, { ...card, confirmAccountNumber: '5555555555554444' })).toEqual({
      confirmAccountNumber: 'form.bank.accountMismatch',
    });
  });

  it('a debit card needs a valid expiry from this month to 50 years ahead', () => {
    expect(errorsOf(mx, { ...card, validPeriod: '' })).toEqual({ validPeriod: 'form.required.validPeriod' });
    expect(errorsOf(mx, { ...card, validPeriod: '05/25' })).toEqual({ validPeriod: 'form.bank.validPeriodRange' });
    expect(mx.parse({ ...card, validPeriod: '06/25' })).toMatchObject({ validPeriod: '06/25' });
    expect(errorsOf(mx, { ...card, validPeriod: '13/25' })).toEqual({ validPeriod: 'form.bank.validPeriodFormat' });
  });

  it('CVC is 3 digits when given; branch code letters and digits', () => {
    expect(errorsOf(mx, { ...card, cvc: '12' })).toEqual({ cvc: 'form.bank.cvcInvalid' });
    expect(errorsOf(mx, { ...card, cvc: '1234' })).toEqual({ cvc: 'form.bank.cvcInvalid' });
    expect(errorsOf(mx, { ...card, branchCode: '04-56' })).toEqual({ branchCode: 'form.bank.branchCodeInvalid' });
  });

  it('only known banks and card types', () => {
    expect(errorsOf(mx, { ...card, bankCode: '999' })).toEqual({ bankCode: 'form.bank.unknownBank' });
    expect(errorsOf(mx, { ...card, cardType: 'debitCard' })).toEqual({ cardType: 'form.invalidOption' });
  });

  it('takes today from the caller', () => {
    expect(() => bankAccountSchema({ market: 'ng', today: '' })).toThrow(RangeError);
    const later = bankAccountSchema({ market: 'mx', today: '2027-09-01' });
    expect(errorsOf(later, card)).toEqual({ validPeriod: 'form.bank.validPeriodRange' });
  });
});

describe('bankAccountSchema: the account phone (the `/user/addBankCard` `phone`)', () => {
  const ng = bankAccountSchema({ market: 'ng', today });
  const mx = bankAccountSchema({ market: 'mx', today });
  const ngGood = {
    bankCode: '011',
    accountNumber: '0000014579',
    confirmAccountNumber: '0000014579',
    bvn: '22123456789',
  };
  const clabe = {
    cardType: 'CLABE',
    bankCode: '002',
    accountNumber: '002010077777777771',
    confirmAccountNumber: '002010077777777771',
  };

  it('is optional and kept in national form when given', () => {
    expect(ng.parse(ngGood)).not.toHaveProperty('phone');
    expect(ng.parse({ ...ngGood, phone: '0803 123 4567' })).toMatchObject({ phone: '8031234567' });
    expect(mx.parse({ ...clabe, phone: '55 1234 5678' })).toMatchObject({ phone: '5512345678' });
  });

  it('follows the phone rule: digits only, at most 11, a mobile of the market', () => {
    expect(errorsOf(ng, { ...ngGood, phone: '0803-abc' })).toEqual({ phone: 'form.phone.digitsOnly' });
    expect(errorsOf(ng, { ...ngGood, phone: '080312345678' })).toEqual({ phone: 'form.phone.tooLong' });
    expect(errorsOf(mx, { ...clabe, phone: '08031234567' })).toEqual({ phone: 'form.phone.invalid' });
  });
});
