import { FORM_MESSAGES } from '../../../domain/forms/messages';
import { API_MESSAGES_EN } from '../../../domain/messages/api-messages-en';

/** The server's message catalogs, so the browser shows the same words for the same rule. */
const messages: Record<string, string> = { ...API_MESSAGES_EN, ...FORM_MESSAGES.en };
export default messages;
