/** What other code may use of the loan module; its other files are its own. */
export { inApp, ownOrderRecords } from './order-view';
export { hasFinishedLoan } from './orders-repo';
export { loanRoutes } from './routes';
