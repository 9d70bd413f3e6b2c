/** What other code may use of the agreement module; its other files are its own. */
export { recordAcceptance } from './acceptances-repo';
export { loanAgreementFor, sha256Hex } from './agreement-document';
export type { AgreementDocument } from './agreement-document';
export { OPEN_OFFER_STATUSES, assertOfferOpen, priceOffer } from './offer-quote';
export { agreementRoutes } from './routes';
export { loanAgreement } from './service';
