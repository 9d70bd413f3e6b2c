/** What other code may use of the profile module; its other files are its own. */
export { borrower, inAppMarket } from './borrower';
export { hasOpenClash, openClashesOf } from './identity-clashes-repo';
export { findAdditionInfo, findPersonalInfo, findQuestionnaire } from './profile-repo';
export type { AdditionInfoRow } from './profile-repo';
export { loadProfile } from './profile-view';
export { profileRoutes } from './routes';
export { isUniqueViolation } from './unique-violation';
