/** What other code may use of the device module; its other files are its own. */
export { leaveFinishLoading, mustWaitForDeviceData } from './finish-loading';
export { deviceRoutes } from './routes';
