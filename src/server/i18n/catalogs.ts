import type { Catalog } from '../../domain/messages/translate';
import { FORM_MESSAGES } from '../../domain/forms/messages';

/** Domain message catalogs the server translates validation errors with, besides the API codes. */
export const messageCatalogs: Record<'en' | 'es', Catalog[]> = {
  en: [FORM_MESSAGES.en],
  es: [FORM_MESSAGES.es],
};
