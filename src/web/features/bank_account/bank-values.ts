import { bankAccountSchema } from '../../../domain/forms/bank-account';
import { formErrors, type FormErrors } from '../../../domain/forms/form-errors';
import type { Market } from '../../../domain/markets/market';
import { bankAliases } from '../../../domain/markets/bank-aliases';
import { MX_BANKS } from '../../../domain/markets/mx/banks';
import { NG_BANKS } from '../../../domain/markets/ng/banks';
import type { Option } from '../../components/form/options';

export const BANK_FIELDS = [
  'cardType',
  'bankCode',
  'accountNumber',
  'confirmAccountNumber',
  'bvn',
  'validPeriod',
  'cvc',
  'branchCode',
  'phone',
] as const;
export type BankField = (typeof BANK_FIELDS)[number];
export type BankValues = Record<BankField, string | undefined>;

export interface BankContext {
  market: Market;
  today: string;
}

export const BANKS: Record<Market, readonly { code: string; name: string }[]> = { ng: NG_BANKS, mx: MX_BANKS };

export function bankOptions(market: Market): Option[] {
  return BANKS[market].map((b) => bankOption(market, b));
}

/** A bank as the picker shows it: its short name, its code below, found by the names people use. */
export function bankOption(market: Market, bank: { code: string; name: string }): Option {
  return { value: bank.code, label: bank.name, description: bank.code, keywords: bankAliases(market, bank.code) };
}

export function bankName(market: Market, code: string | undefined): string {
  return BANKS[market].find((b) => b.code === code)?.name ?? '';
}

/** What a change makes meaningless: another card type needs another number; another bank, another branch. */
export function bankClears(name: string): readonly BankField[] {
  if (name === 'cardType') return ['accountNumber', 'confirmAccountNumber', 'validPeriod', 'cvc'];
  if (name === 'bankCode') return ['branchCode'];
  return [];
}

/** Nigeria has no card type, expiry or CVC; Mexico has no BVN. */
function payload(values: BankValues, market: Market): Record<string, unknown> {
  const only: Record<Market, readonly BankField[]> = {
    ng: ['bankCode', 'accountNumber', 'confirmAccountNumber', 'bvn', 'phone'],
    mx: ['cardType', 'bankCode', 'accountNumber', 'confirmAccountNumber', 'validPeriod', 'cvc', 'branchCode', 'phone'],
  };
  return Object.fromEntries(only[market].map((k) => [k, values[k]]));
}

export function validateBank(values: BankValues, ctx: BankContext): FormErrors {
  const parsed = bankAccountSchema(ctx).safeParse(payload(values, ctx.market));
  return parsed.success ? { fields: {}, form: [] } : formErrors(parsed.error);
}

export function bankPayload(values: BankValues, ctx: BankContext) {
  const parsed = bankAccountSchema(ctx).parse(payload(values, ctx.market));
  // The branch is not part of Nigeria's rules but is still where the account lives.
  return { ...parsed, ...(values.branchCode ? { branchCode: values.branchCode } : {}) };
}

/** The number is ready to be looked up once the bank and the number pass their own rules. */
export function readyToVerify(values: BankValues, ctx: BankContext): boolean {
  const { fields } = validateBank(values, ctx);
  return !!values.bankCode && !!values.accountNumber && !fields.bankCode && !fields.accountNumber && !fields.cardType;
}
