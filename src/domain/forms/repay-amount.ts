import type { CurrencyCode } from '../markets/market';
import { formatMoney, minorPerMajor, type MinorUnits } from '../money/money';
import { checkRepaymentAmount, type RepaymentAmountRefusal } from '../repayment/minimum-repayment';

export type RepayAmountMessage =
  'validation.repayAmountInteger' | 'validation.repayAmountMin' | 'validation.repayAmountMax';

export type RepayAmountInput =
  | { ok: true; amount: MinorUnits; finishes: boolean }
  | { ok: false; message: RepayAmountMessage; params: { min: string; max: string } };

const MESSAGE: Record<RepaymentAmountRefusal, RepayAmountMessage> = {
  notWhole: 'validation.repayAmountInteger',
  belowMinimum: 'validation.repayAmountMin',
  aboveRemaining: 'validation.repayAmountMax',
  nothingDue: 'validation.repayAmountMax',
};

/** "1,500", " 1500 " → 1500; anything else a person may type (letters, signs) → null. */
function parseMajorText(text: string, currency: CurrencyCode): MinorUnits | null {
  const cleaned = text.replace(/[\s,]/g, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const per = minorPerMajor(currency);
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  return Number(match[1]) * per + cents;
}

/**
 * The cashier rule (decision 0012) on what the borrower typed (major units: naira, pesos): a whole
 * number, at least the minimum, at most what remains — the same `checkRepaymentAmount` the
 * server applies, with the server's message keys, so the browser and the API refuse the same
 * amounts with the same words. Typing exactly what remains (cents included) is always allowed.
 */
export function checkRepayAmountInput(text: string, outstanding: MinorUnits, currency: CurrencyCode): RepayAmountInput {
  const amount = parseMajorText(text, currency);
  const check = checkRepaymentAmount(amount ?? Number.NaN, outstanding, currency);
  if (check.ok) return check;
  const params = { min: formatMoney(check.min, currency), max: formatMoney(Math.max(0, check.max), currency) };
  return { ok: false, message: amount === null ? 'validation.repayAmountInteger' : MESSAGE[check.reason], params };
}

/** What the amount field starts with: everything that remains, as the borrower would type it. */
export function repayAmountText(amount: MinorUnits, currency: CurrencyCode): string {
  const per = minorPerMajor(currency);
  const cents = amount % per;
  return cents === 0 ? String(amount / per) : `${Math.floor(amount / per)}.${String(cents).padStart(2, '0')}`;
}
