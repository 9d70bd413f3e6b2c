/** What other code may use of the sandbox-checkout module; its other files are its own. */
export { sandboxCheckoutRoutes } from './routes';
