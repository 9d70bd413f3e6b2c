import { API_MESSAGES } from '../../../domain/messages/api-messages';
import { LOGIN_MESSAGES } from '../../../domain/messages/login-messages';

/** The server's message catalogs, so the browser shows the same words for the same rule. */
const messages: Record<string, string> = { ...API_MESSAGES.en, ...LOGIN_MESSAGES.en };
export default messages;
