/**
 * What other code may use of the privacy module (a borrower's data rights, decision 0084); its other files are its own.
 */
export { deleteFiles, erasePersonalData } from './erase-personal-data';
export { isClosedNumber, listPrivacyRequests } from './privacy-requests-repo';
export { retentionEndSweep } from './retention-end-sweep';
export { privacyRoutes } from './routes';
