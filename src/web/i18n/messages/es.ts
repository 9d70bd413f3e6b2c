import { FORM_MESSAGES } from '../../../domain/forms/messages';
import { API_MESSAGES_ES } from '../../../domain/messages/api-messages-es';

/** The server's message catalogs, so the browser shows the same words for the same rule. */
const messages: Record<string, string> = { ...API_MESSAGES_ES, ...FORM_MESSAGES.es };
export default messages;
