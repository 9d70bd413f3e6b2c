import { describe, expect, it } from 'vitest';
import { bankClears, bankPayload, readyToVerify, validateBank, type BankValues } from './bank-values';

const empty: BankValues = {
  cardType: undefined,
  bankCode: undefined,
  accountNumber: undefined,
  confirmAccountNumber: undefined,
  bvn: undefined,
  validPeriod: undefined,
  cvc: undefined,
  branchCode: undefined,
  phone: undefined,
};
const ng = { market: 'ng' as const, today: '2025-06-10' };
const mx = { market: 'mx' as const, today: '2025-06-10' };
// 058 GTBank: serial 012345678 → check digit 5.
const nuban = '0123456785';

describe('bank form values', () => {
  it('looks the account up only once bank and number pass their own rules', () => {
    expect(readyToVerify({ ...empty, bankCode: '058', accountNumber: '012345678' }, ng)).toBe(false);
    expect(readyToVerify({ ...empty, bankCode: '058', accountNumber: '0123456786' }, ng)).toBe(false);
    expect(readyToVerify({ ...empty, bankCode: '058', accountNumber: nuban }, ng)).toBe(true);
  });

  it("shows SPEC's mismatch message on the confirmation", () => {
    expect(
      validateBank(
        { ...empty, bankCode: '058', accountNumber: nuban, confirmAccountNumber: '0123456786', bvn: '22212345678' },
        ng,
      ).fields,
    ).toEqual({ confirmAccountNumber: 'form.bank.accountMismatch' });
  });

  it('keeps the branch in Nigeria and never sends a BVN in Mexico', () => {
    expect(
      bankPayload(
        {
          ...empty,
          bankCode: '058',
          accountNumber: nuban,
          confirmAccountNumber: nuban,
          bvn: '22212345678',
          branchCode: 'B1',
        },
        ng,
      ),
    ).toEqual({
      bankCode: '058',
      accountNumber: nuban,
      confirmAccountNumber: nuban,
      bvn: '22212345678',
      branchCode: 'B1',
    });
    const clabe = '012180001183597198';
    expect(
      bankPayload(
        {
          ...empty,
          cardType: 'CLABE',
          bankCode: '012',
          accountNumber: clabe,
          confirmAccountNumber: clabe,
          bvn: '22212345678',
        },
        mx,
      ),
    ).toEqual({ cardType: 'CLABE', bankCode: '012', accountNumber: clabe, confirmAccountNumber: clabe });
  });

  it('asks a debit card for its expiry', () => {
    const card = '4111111111111111';
    expect(
      validateBank(
        { ...empty, cardType: 'creditCard', bankCode: '012', accountNumber: card, confirmAccountNumber: card },
        mx,
      ).fields,
    ).toEqual({ validPeriod: 'form.required.validPeriod' });
  });

  it('clears the number when the card type changes and the branch when the bank does', () => {
    expect(bankClears('cardType')).toEqual(['accountNumber', 'confirmAccountNumber', 'validPeriod', 'cvc']);
    expect(bankClears('bankCode')).toEqual(['branchCode']);
    expect(bankClears('bvn')).toEqual([]);
  });
});
