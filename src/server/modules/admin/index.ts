/** What other code may use of the admin module; its other files are its own. */
export { consoleRoutes } from './console-routes';
export { messagesRoutes } from './messages-routes';
export { operatorsRoutes } from './operators-routes';
export { adminReconcileRoutes } from './reconcile-routes';
export { adminRepayRoutes } from './repay-routes';
export { adminRoutes } from './routes';
export { settingsRoutes } from './settings-routes';
export { mask, page, PAGE_SIZE, pageQuery } from './paging';
export { idParam, orderAndIdParams, orderParam, parsePath } from './console-params';
