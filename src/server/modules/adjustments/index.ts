/** What other code may use of the adjustments module; its other files are its own. */
export { adjustmentRoutes } from './adjustment-routes';
