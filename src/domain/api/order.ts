import { z } from 'zod';
import { nextStep } from './user';

export const applyRequest = z.object({ productCode: z.string().optional() });
export const applyResponse = nextStep;

export const orderSummary = z.object({
  orderNo: z.string(),
  status: z.number().int(),
  /** Status name (LOAN_STATUSES), e.g. "BasicInfo". */
  statusName: z.string(),
  /** Order status key (OrderStatusKey), e.g. "incomplete". */
  statusKey: z.string(),
  /** The screen Continue opens, or null. */
  route: z.string().nullable(),
  amount: z.number().int().nullable(),
  days: z.number().int().nullable(),
  createdAt: z.string(),
});

export const orderListRequest = z.object({});
export const orderListResponse = z.object({ orders: z.array(orderSummary) });
