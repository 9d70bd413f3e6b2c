/** What other code may use of the bureau module; its other files are its own. */
export { findAuthorisation, insertAuthorisation, signingCodeSentAt, validAuthorisation } from './authorisations-repo';
export { consultBureau, type Consultation } from './consult';
export { orderBureauView } from './order-bureau-view';
export { primaryBvn } from './subject-bvn';
