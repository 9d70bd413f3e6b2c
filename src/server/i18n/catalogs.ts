import type { Catalog } from '../../domain/messages/translate';
import { LOGIN_MESSAGES } from '../../domain/messages/login-messages';

/** Domain message catalogs the server translates validation errors with, besides the API codes. */
export const messageCatalogs: Record<'en' | 'es', Catalog[]> = {
  en: [LOGIN_MESSAGES.en],
  es: [LOGIN_MESSAGES.es],
};
