import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallOutput } from '../../../../domain/api/contracts';
import { request } from '../../../api/client';

export type ProductInfo = CallOutput<'/loan/confirm/product-info'>;
export type ServerQuote = ProductInfo['quote'];

export const productInfoKey = (orderNo: string, amount?: number, days?: number) =>
  ['loan-product-info', orderNo, amount ?? null, days ?? null] as const;

/**
 * The server's quote for an approved order: with no choice, the offer's defaults (amounts,
 * tenures, limit, confirm-by); with a choice, the figures the agreement will carry.
 */
export function useProductInfo(orderNo: string | null, choice?: { amount: number; days: number }) {
  return useQuery({
    queryKey: productInfoKey(orderNo ?? '', choice?.amount, choice?.days),
    enabled: Boolean(orderNo),
    queryFn: () => request('/loan/confirm/product-info', { orderNo: orderNo!, ...(choice ?? {}) }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
