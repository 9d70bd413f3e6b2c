import type { Catalog } from '../../domain/i18n/translate';

/**
 * The console's messages about store-review accounts (decision 0056). Server-only: operators
 * read them, borrowers never do, so they stay out of the borrower app's catalogue.
 */
const en = {
  'reviewNumber.notRegistered':
    'This number has no account in this app. Register it in the app first, with a phone you hold, then add it here',
  'reviewNumber.borrower':
    'This number belongs to a borrower who has had a loan approved: it can never log in without a code',
  'reviewNumber.listed': 'This number is already on the list',
  'reviewNumber.note': 'Say who uses this number and why (5 to 200 characters)',
  'reviewNumber.days': 'Choose an expiry between 1 and {{max}} days',
} satisfies Catalog;

export type ReviewNumberMessageKey = keyof typeof en;

const es: Record<ReviewNumberMessageKey, string> = {
  'reviewNumber.notRegistered':
    'Este número no tiene cuenta en esta app. Regístralo primero en la app, con un teléfono que tengas, y luego agrégalo aquí',
  'reviewNumber.borrower':
    'Este número pertenece a un cliente que ya tuvo un préstamo aprobado: nunca podrá iniciar sesión sin código',
  'reviewNumber.listed': 'Este número ya está en la lista',
  'reviewNumber.note': 'Indica quién usa este número y para qué (de 5 a 200 caracteres)',
  'reviewNumber.days': 'Elige un vencimiento de 1 a {{max}} días',
};

export const REVIEW_NUMBER_MESSAGES: Record<'en' | 'es', Catalog> = { en, es };
