/**
 * What other features and the app may use from user; the rest of the folder is its own. No
 * screen is exported here: the route table (app/screens.ts) loads each one lazily, in its own chunk.
 */
export { forgetLocalSession, logoutEverywhere } from './api/session';
export { useCountdown } from './api/use-countdown';
