import type { HomeStatusKey } from '../../domain/loan-status/statuses';
import { MARKETS, type CurrencyCode, type Market } from '../../domain/markets/market';
import type { MinorUnits } from '../../domain/money/money';
import { LAST_LOAN_KEY, storage } from './storage';

/**
 * What Home last showed of the borrower's loan, kept on this device for the offline screen
 * (issue 35 point 4): the status, what was due and by when, and when it was seen. Nothing that
 * names the borrower (no national id, account or phone), and only these fields are ever written.
 */
export interface LastLoan {
  status: HomeStatusKey;
  /** The amount Home showed as due (penalty included, payments deducted); null when it showed none. */
  amountDue: MinorUnits | null;
  currency: CurrencyCode | null;
  /** A civil date, as the API sends a due date. */
  dueDate: string | null;
  market: Market;
  /** The instant the answer was shown (ISO). */
  seenAt: string;
}

const STATUSES: readonly HomeStatusKey[] = [
  'lending',
  'assessing',
  'rejected',
  'success',
  'failed',
  'repaying',
  'overdue',
];
const CURRENCIES: readonly CurrencyCode[] = ['NGN', 'MXN'];
const CIVIL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Keeps what Home shows now; a borrower with nothing open ('canLoan') has no loan to remember. */
export function rememberLastLoan(seen: Omit<LastLoan, 'seenAt'>, now: Date = new Date()): void {
  if (!STATUSES.includes(seen.status)) {
    storage.remove(LAST_LOAN_KEY);
    return;
  }
  const kept: LastLoan = {
    status: seen.status,
    amountDue: seen.amountDue,
    currency: seen.currency,
    dueDate: seen.dueDate,
    market: seen.market,
    seenAt: now.toISOString(),
  };
  storage.write(LAST_LOAN_KEY, kept);
}

/**
 * The kept summary, or null when there is none or it is not one (an older build's, a hand-edited
 * value): the offline screen must never show a figure it cannot vouch for.
 */
export function readLastLoan(): LastLoan | null {
  const v = storage.read<Partial<LastLoan>>(LAST_LOAN_KEY);
  if (!v || typeof v !== 'object') return null;
  const amountOk = v.amountDue === null || (Number.isSafeInteger(v.amountDue) && (v.amountDue as number) >= 0);
  const currencyOk = v.currency === null || CURRENCIES.includes(v.currency as CurrencyCode);
  const valid =
    STATUSES.includes(v.status as HomeStatusKey) &&
    amountOk &&
    currencyOk &&
    (v.amountDue === null) === (v.currency === null) &&
    (v.dueDate === null || (typeof v.dueDate === 'string' && CIVIL_DATE.test(v.dueDate))) &&
    MARKETS.includes(v.market as Market) &&
    typeof v.seenAt === 'string' &&
    !Number.isNaN(Date.parse(v.seenAt));
  return valid ? (v as LastLoan) : null;
}
