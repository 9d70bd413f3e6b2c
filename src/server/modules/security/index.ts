/** What other code may use of the security module; its other files are its own. */
export { issueOtp, verifyOtp } from './otp';
export { hasApprovedLoan } from './review-login';
export { securityRoutes } from './routes';
