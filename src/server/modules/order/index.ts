/** What other code may use of the order module; its other files are its own. */
export { makeOrderNo } from './order-no';
export { orderRoutes } from './routes';
