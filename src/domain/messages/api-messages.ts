import type { ApiMessageKey } from './api-message-keys';
import { API_MESSAGES_EN } from './api-messages-en';
import { API_MESSAGES_ES } from './api-messages-es';

/** Envelope messages, one per response code, in both languages. Contract texts verbatim. */
export const API_MESSAGES: Record<'en' | 'es', Record<ApiMessageKey, string>> = {
  en: API_MESSAGES_EN,
  es: API_MESSAGES_ES,
};
