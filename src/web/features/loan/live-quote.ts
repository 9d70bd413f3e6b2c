import type { CallOutput } from '../../../domain/api/contracts';
import { quoteLoan, type Quote } from '../../../domain/pricing/quote';

type Terms = CallOutput<'/loan/product/list'>['products'][number];

/**
 * The quote the borrower sees while moving the slider: the domain's quoteLoan, the very code
 * the server prices with, on the product's published terms. Null when the terms refuse the
 * choice; the server's answer is the one that gets signed.
 */
export function liveQuote(
  terms: Terms | undefined,
  choice: { amount: number; days: number; startDate: string; reloan: boolean },
): Quote | null {
  if (!terms) return null;
  try {
    return quoteLoan({ product: { ...terms, id: 0, active: true }, ...choice });
  } catch {
    return null;
  }
}

/** The figures a borrower reads; the server's quote must match the live one on every one of them. */
const COMPARED = [
  'amount',
  'days',
  'processingFee',
  'feeTax',
  'interest',
  'interestTax',
  'received',
  'repayment',
  'dueDate',
  'apr',
  'cat',
] as const;

export function sameFigures(
  a: Pick<Quote, (typeof COMPARED)[number]>,
  b: Pick<Quote, (typeof COMPARED)[number]>,
): boolean {
  return COMPARED.every((key) => a[key] === b[key]);
}
