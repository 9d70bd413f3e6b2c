/**
 * What other features and the app may use from loan; the rest of the folder is its own. No
 * screen is exported here: the route table (app/screens.ts) loads each one lazily, in its own chunk.
 */
export { useAgreementList, useLoanAgreement, useSignedContract } from './api/agreement';
export { cancelOrder, useHasCancelLoan } from './api/cancel';
export { WrongLoanCode, confirmLoan, getMoney, sendLoanCode, type LoanCodeOffer } from './api/get-money';
export { useMoneyTime } from './api/money-time';
export { useProductInfo } from './api/product-info';
export type { ProductInfo } from './api/product-info';
export { useAppProducts } from './api/products';
export { useStepAmount } from './api/step-amount';
export type { StepAmount } from './api/step-amount';
export { CreditLimit } from './credit-limit-lazy';
export { BANNER_TONES, HOME_BUTTONS } from './home-actions';
export type { HomeAction } from './home-actions';
export { liveQuote, sameFigures } from './live-quote';
export { OfferUnavailable } from './offer-state';
export { LOAN_ROUTES, ROW_ACTIONS } from './order-routes';
export { AdvertisedCatNote } from './advertised-cat-note';
export { CatNote } from './cat-note';
export { CatNoteLazy } from './cat-note-lazy';
export { QuoteFigures } from './quote-figures';
export type { Figures } from './quote-figures';
export { Recommendation } from './recommendation';
export { RefusalReasons } from './refusal-reasons';
export { DecisionReview } from './decision-review';
export { DecisionReviewLazy } from './decision-review-lazy';
export { isFinished, tipParams } from './record-tip';
export { statusHistory } from './status-history';
export { useOrderNo } from './use-order-no';
