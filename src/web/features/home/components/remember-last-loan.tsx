import { useEffect } from 'react';
import type { Market } from '../../../../domain/markets/market';
import type { HomeStatusKey } from '../../../../domain/loan-status/statuses';
import { rememberLastLoan } from '../../../lib/last-loan';
import type { OrderRecord } from '../../../queries/latest-order';

interface Props {
  status: HomeStatusKey;
  order: OrderRecord | undefined;
  market: Market;
  /** What remains to pay now, once the repay detail has answered (Home's figure). */
  outstanding: number | null;
}

/**
 * Keeps on the device what Home shows of the loan — the figure it shows as due, the due date,
 * the status — for the offline screen; renders nothing.
 */
export function RememberLastLoan({ status, order, market, outstanding }: Props) {
  const owing = (status === 'repaying' || status === 'overdue') && order ? order : null;
  const amountDue = owing ? (outstanding ?? owing.repayment) : null;
  const currency = owing && amountDue !== null ? owing.currency : null;
  const dueDate = owing ? owing.dueDate : null;
  useEffect(() => {
    rememberLastLoan({ status, amountDue, currency, dueDate, market });
  }, [status, amountDue, currency, dueDate, market]);
  return null;
}
