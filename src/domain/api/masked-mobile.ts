/**
 * The only shape a borrower's number may take in a public feed (`/loanMarket/lending-record`):
 * seven stars, then the last three digits — a fixed count, so not even the length shows.
 * Kept free of zod so the web's ticker can check it without the schema library.
 */
export const MASKED_MOBILE = /^\*{7}\d{3}$/;

export function maskMobilePublic(mobile: string): string {
  return `*******${mobile.replace(/\D/g, '').slice(-3)}`;
}
