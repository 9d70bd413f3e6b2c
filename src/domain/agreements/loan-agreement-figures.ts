import type { Market } from '../markets/market';
import type { Quote } from '../pricing/quote';

/**
 * Everything a loan agreement states, taken from the order's real quote and the borrower's
 * profile. The server builds it; the renderer only formats and escapes it.
 */
export interface LoanAgreementFigures {
  orderNo: string;
  market: Market;
  /** yyyy-mm-dd in the market's zone: the day the agreement is shown or accepted. */
  agreementDate: string;
  lender: {
    /** The app the borrower uses is the lender's brand in that market. */
    appName: string;
    supportEmail: string;
    /**
     * The agreement's RECA number in Mexico, when the deployment holds one (RECA_NUMBER_MX); never claimed otherwise.
     */
    contractRegistration?: string | null;
  };
  borrower: {
    fullName: string;
    /** Which identity number is shown: the CURP in Mexico, the BVN in Nigeria. */
    idLabel: 'CURP' | 'BVN';
    /** Masked (maskTail); null when the borrower has none on file. */
    idMasked: string | null;
  };
  quote: Pick<
    Quote,
    | 'currency'
    | 'amount'
    | 'days'
    | 'dailyInterestPpm'
    | 'processingFee'
    | 'feeTax'
    | 'interest'
    | 'interestTaxPpm'
    | 'interestTax'
    | 'received'
    | 'repayment'
    | 'startDate'
    | 'dueDate'
    | 'penaltyPpmPerDay'
    | 'penaltyPerDay'
    | 'penaltyTaxPerDay'
    | 'rolloverFee'
    | 'rolloverFeeTax'
    | 'rolloverDays'
    | 'interestBasis'
    | 'minInterestDays'
    | 'apr'
    | 'cat'
    | 'disclosure'
  >;
  /** The product's rates behind the fee and its tax, so the borrower sees how they were computed. */
  rates: { processingFeePpmPerDay: number; feeTaxPpm: number };
}
