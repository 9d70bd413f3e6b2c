import type { CollectionCustomer, CollectionRequest } from '../providers/payments/collections-provider';

/** The Nigerian borrower the vendor stand-in tests open instruments for: user 7, order PR7ADA, BVN on file. */
export const ADA: CollectionCustomer = {
  userId: 7,
  firstName: 'Ada',
  lastName: 'Okafor',
  name: 'Ada Okafor',
  email: null,
  phone: null,
  kyc: { bvn: '22123456789', bankCode: '058', accountNumber: '0000014570' },
};

/** An instrument request of Ada's order; `customer` changes what one test needs different. */
export const adaRequest = (
  method: CollectionRequest['method'],
  reference: string,
  amount: number | null,
  customer: Partial<CollectionCustomer> = {},
): CollectionRequest => ({
  method,
  reference,
  orderNo: 'PR7ADA',
  amount,
  currency: 'NGN',
  customer: { ...ADA, ...customer },
  expiresAt: null,
  returnUrl: 'https://app.example/#/repay',
});
