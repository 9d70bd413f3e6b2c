/** What other code may use of the identity module; its other files are its own. */
export type { IdentityProviders } from './identity-providers';
export { IDENTITY_VERIFY_JOB, enqueueIdentityRetry } from './identity-retry';
export { readCurp } from './read-curp';
export { identityRoutes } from './routes';
export { settleIdentity } from './verify-identity';
