/**
 * The borrower's calls that authorise a bureau consultation (decision 0099); kept apart from the consultation so the
 * assessment does not import the sign-in code.
 */
export { bureauRoutes } from './routes';
