/** Why a quote (or a rollover, or a penalty) could not be priced; the codes are stable and map to i18n keys. */
export type PricingErrorCode =
  | 'invalidAmount'
  | 'amountOutOfRange'
  | 'amountNotOnStep'
  | 'tenureNotOffered'
  | 'invalidDate'
  | 'feesExceedAmount'
  | 'invalidDays'
  | 'invalidCashFlows';

export class PricingError extends Error {
  override readonly name = 'PricingError';

  constructor(
    readonly code: PricingErrorCode,
    message: string,
  ) {
    super(message);
  }
}
