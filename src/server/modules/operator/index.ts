/** What other code may use of the operator module; its other files are its own. */
export { recordAudit, recordCommandAudit } from './audit';
export { operatorAuthRoutes } from './auth-routes';
export { EMAIL, createOperator } from './create-operator';
export {
  OPERATOR_GUESS_LIMIT,
  actorName,
  operatorGate,
  refuseUngatedOperatorRoutes,
  requireOperator,
} from './operator-auth';
export type { OperatorActor } from './operator-auth';
export { revokeAllSessions } from './operator-sessions';
export { hashPassword, oneTimePassword } from './password';
export { scryptCost } from './password-config';
export { totpCode } from './totp';
