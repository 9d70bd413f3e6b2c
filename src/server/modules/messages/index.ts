/** What other code may use of the messages module; its other files are its own. */
export { latestOfTicket, messagesOfOrder, phoneHash } from './message-log-repo';
export { smsReportRoutes } from './report-routes';
export { sendMessage } from './send-message';
