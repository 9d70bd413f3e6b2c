import { z } from 'zod';
import { CARD_TYPES, type CardType } from '../enums/card-type';
import { isOneOf } from '../enums/one-of';
import { isValidBvn } from '../identity/bvn';
import { isValidDebitCard } from '../identity/card';
import { clabeBankCode, isValidClabe } from '../identity/clabe';
import { isValidNuban } from '../identity/nuban';
import type { Market } from '../markets/market';
import { MX_BANKS } from '../markets/mx/banks';
import { NG_BANKS } from '../markets/ng/banks';
import { requireIsoDate } from '../pricing/civil-date';
import { fail, pass, withoutUndefined, type Checked } from './checked';
import { field, formObject, requiredOption, withCrossRules } from './field';
import type { FormMessageKey } from './messages';
import { checkPhoneNumber } from './phone-field';
import { readText, stripSeparators } from './raw-input';
import { checkValidPeriod } from './valid-period';

export interface BankAccountContext {
  market: Market;
  /** yyyy-mm-dd in the market's time zone, for the card expiry window. */
  today: string;
  /** Banks offered; defaults to the market's list in markets/<market>/banks. */
  bankCodes?: readonly string[];
}

export interface NgBankAccount {
  bankCode: string;
  /** 10-digit NUBAN. */
  accountNumber: string;
  confirmAccountNumber: string;
  bvn: string;
  /** The phone number the account is registered to (the `/user/addBankCard` `phone`), national form. */
  phone?: string;
}

export interface MxBankAccount {
  cardType: CardType;
  bankCode: string;
  /** CLABE (18 digits) or debit card number (16 digits), per `cardType`. */
  accountNumber: string;
  confirmAccountNumber: string;
  /** MM/YY; debit card only. */
  validPeriod?: string;
  /** Debit card only. Validated, never to be stored (PCI DSS forbids keeping it after authorisation). */
  cvc?: string;
  branchCode?: string;
  phone?: string;
}

function checkBank(raw: unknown, bankCodes: readonly string[]): Checked<string> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail('form.required.bankCode');
  if (read.kind === 'wrongType' || !bankCodes.includes(read.text)) return fail('form.bank.unknownBank');
  return pass(read.text);
}

/** Digits as typed, separators removed; what they must be is decided with the bank or card type. */
function checkDigitsEntered(raw: unknown, required: FormMessageKey, invalid: FormMessageKey): Checked<string> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail(required);
  if (read.kind === 'wrongType') return fail(invalid);
  return pass(stripSeparators(read.text));
}

/**
 * The NUBAN check digit is defined for CBN bank codes (3 digits) and OFI codes (5 digits).
 * Payment-service banks and mobile-money operators (OPay, PalmPay, MoMo PSB…) are listed under
 * NIBSS's 6-digit codes and number accounts after the phone number, so their accounts are
 * checked for 10 digits only; the payout provider's name enquiry proves they exist.
 */
export function nubanCheckApplies(bankCode: string): boolean {
  return /^\d{3}$|^\d{5}$/.test(bankCode);
}

function ngSchema(bankCodes: readonly string[]) {
  const shape = {
    bankCode: field((raw) => checkBank(raw, bankCodes)),
    accountNumber: field((raw) => {
      const entered = checkDigitsEntered(raw, 'form.required.accountNumber', 'form.bank.accountDigitsNg');
      return !entered.ok || /^\d{10}$/.test(entered.value) ? entered : fail('form.bank.accountDigitsNg');
    }),
    confirmAccountNumber: field((raw) =>
      checkDigitsEntered(raw, 'form.required.confirmAccountNumber', 'form.bank.accountMismatch'),
    ),
    bvn: field((raw) => {
      const entered = checkDigitsEntered(raw, 'form.required.bvn', 'form.bvn.invalid');
      return !entered.ok || isValidBvn(entered.value) ? entered : fail('form.bvn.invalid');
    }),
    // Optional: banks send alerts and payout confirmations to it, but many borrowers do not know which number the bank
    // holds.
    phone: field((raw) => checkPhoneNumber(raw, 'ng', null)).optional(),
  };
  const schema = withCrossRules(formObject(shape), (values, report) => {
    const { bankCode, accountNumber, confirmAccountNumber } = values;
    if (typeof accountNumber !== 'string') return;
    if (typeof bankCode === 'string' && nubanCheckApplies(bankCode) && !isValidNuban(accountNumber, bankCode)) {
      report('accountNumber', 'form.bank.nubanInvalid');
    }
    if (typeof confirmAccountNumber === 'string' && confirmAccountNumber !== accountNumber)
      report('confirmAccountNumber', 'form.bank.accountMismatch');
  });
  return schema.transform((value) => withoutUndefined(value) as NgBankAccount);
}

const CARD_NUMBER_MESSAGE: Record<CardType, FormMessageKey> = {
  CLABE: 'form.bank.clabeInvalid',
  creditCard: 'form.bank.cardInvalid',
};

function checkCardNumber(cardType: CardType, digits: string): boolean {
  return cardType === 'CLABE' ? isValidClabe(digits) : isValidDebitCard(digits);
}

function checkCvc(raw: unknown): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'missing') return pass(undefined);
  return read.kind === 'text' && /^\d{3}$/.test(read.text) ? pass(read.text) : fail('form.bank.cvcInvalid');
}

function checkBranchCode(raw: unknown): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'missing') return pass(undefined);
  return read.kind === 'text' && /^[A-Za-z0-9]{1,10}$/.test(read.text)
    ? pass(read.text)
    : fail('form.bank.branchCodeInvalid');
}

/** Banks in a list may be keyed by SPEI's 5-digit code; a CLABE carries its last 3 digits. */
function clabeMatchesBank(clabe: string, bankCode: string): boolean {
  return clabeBankCode(clabe) === bankCode.slice(-3);
}

function mxSchema(bankCodes: readonly string[], today: string) {
  const todayDate = requireIsoDate(today);
  const shape = {
    cardType: requiredOption(CARD_TYPES, 'form.required.cardType'),
    bankCode: field((raw) => checkBank(raw, bankCodes)),
    accountNumber: field((raw) => checkDigitsEntered(raw, 'form.required.accountNumber', 'form.bank.cardInvalid')),
    confirmAccountNumber: field((raw) =>
      checkDigitsEntered(raw, 'form.required.confirmAccountNumber', 'form.bank.accountMismatch'),
    ),
    // Read raw: they are asked for a debit card only, and a CLABE ignores whatever they hold.
    validPeriod: z.unknown().optional(),
    cvc: z.unknown().optional(),
    branchCode: field(checkBranchCode).optional(),
    phone: field((raw) => checkPhoneNumber(raw, 'mx', null)).optional(),
  };
  const schema = withCrossRules(formObject(shape), (values, report) => {
    const { cardType, bankCode, accountNumber, confirmAccountNumber } = values;
    if (!isOneOf(CARD_TYPES, cardType)) return;
    if (cardType === 'creditCard') {
      const period = checkValidPeriod(values.validPeriod, todayDate);
      if (!period.ok) report('validPeriod', period.message);
      const cvc = checkCvc(values.cvc);
      if (!cvc.ok) report('cvc', cvc.message);
    }
    if (typeof accountNumber !== 'string') return;
    if (!checkCardNumber(cardType, accountNumber)) report('accountNumber', CARD_NUMBER_MESSAGE[cardType]);
    else if (cardType === 'CLABE' && typeof bankCode === 'string' && !clabeMatchesBank(accountNumber, bankCode)) {
      report('bankCode', 'form.bank.clabeBankMismatch');
    }
    if (typeof confirmAccountNumber === 'string' && confirmAccountNumber !== accountNumber)
      report('confirmAccountNumber', 'form.bank.accountMismatch');
  });
  return schema.transform((value): MxBankAccount => {
    const { validPeriod: rawPeriod, cvc: rawCvc, branchCode, phone, ...rest } = value;
    const result: MxBankAccount = {
      ...rest,
      ...(branchCode === undefined ? {} : { branchCode }),
      ...(phone === undefined ? {} : { phone }),
    };
    if (value.cardType !== 'creditCard') return result;
    const period = checkValidPeriod(rawPeriod, todayDate);
    const cvc = checkCvc(rawCvc);
    if (period.ok) result.validPeriod = period.value;
    if (cvc.ok && cvc.value !== undefined) result.cvc = cvc.value;
    return result;
  });
}

export type NgBankAccountSchema = ReturnType<typeof ngSchema>;
export type MxBankAccountSchema = ReturnType<typeof mxSchema>;

const DEFAULT_BANK_CODES: Record<Market, readonly string[]> = {
  ng: NG_BANKS.map((bank) => bank.code),
  mx: MX_BANKS.map((bank) => bank.code),
};

/**
 * The bank form (src/web/features/bank_account/add-bankcard-screen.tsx). Nigeria: bank, 10-digit NUBAN twice, BVN.
 * Mexico: CLABE or
 * debit card ('creditCard' in the contract) twice, bank, and for a card its expiry and CVC.
 */
export function bankAccountSchema(context: BankAccountContext & { market: 'ng' }): NgBankAccountSchema;
export function bankAccountSchema(context: BankAccountContext & { market: 'mx' }): MxBankAccountSchema;
export function bankAccountSchema(context: BankAccountContext): NgBankAccountSchema | MxBankAccountSchema;
export function bankAccountSchema(context: BankAccountContext): NgBankAccountSchema | MxBankAccountSchema {
  const bankCodes = context.bankCodes ?? DEFAULT_BANK_CODES[context.market];
  requireIsoDate(context.today);
  return context.market === 'mx' ? mxSchema(bankCodes, context.today) : ngSchema(bankCodes);
}

export type BankAccount = NgBankAccount | MxBankAccount;
