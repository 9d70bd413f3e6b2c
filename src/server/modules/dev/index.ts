/** What other code may use of the dev module; its other files are its own. */
export { devClockRoutes } from './clock-routes';
export { devRoutes } from './routes';
