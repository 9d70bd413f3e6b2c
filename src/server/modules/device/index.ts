/** What other code may use of the device module; its other files are its own. */
export { leaveFinishLoading, mustWaitForDeviceData } from './finish-loading';
export { recordConsent } from './device-repo';
export { deviceRoutes } from './routes';
