import type { Catalog } from '../../domain/i18n/translate';
import { FORM_MESSAGES } from '../../domain/forms/messages';
import { REVIEW_NUMBER_MESSAGES } from './review-number-messages';

/** Domain message catalogs the server translates validation errors with, besides the API codes. */
export const messageCatalogs: Record<'en' | 'es', Catalog[]> = {
  en: [FORM_MESSAGES.en, REVIEW_NUMBER_MESSAGES.en],
  es: [FORM_MESSAGES.es, REVIEW_NUMBER_MESSAGES.es],
};
