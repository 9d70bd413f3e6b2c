/** What other code may use of the openapi module; its other files are its own. */
export { openApiRoutes } from './routes';
