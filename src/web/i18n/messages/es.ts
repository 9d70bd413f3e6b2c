import { FORM_MESSAGES } from '../../../domain/forms/messages';
import { API_MESSAGES } from '../../../domain/messages/api-messages';

/** The server's message catalogs, so the browser shows the same words for the same rule. */
const messages: Record<string, string> = { ...API_MESSAGES.es, ...FORM_MESSAGES.es };
export default messages;
