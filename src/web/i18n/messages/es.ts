import { API_MESSAGES } from '../../../domain/messages/api-messages';
import { LOGIN_MESSAGES } from '../../../domain/messages/login-messages';

const messages: Record<string, string> = { ...API_MESSAGES.es, ...LOGIN_MESSAGES.es };
export default messages;
