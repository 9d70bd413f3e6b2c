import { z } from 'zod';

const isoInstant = z.string().describe('ISO-8601 instant, UTC');

/**
 * What a borrower consents to (decision 0083): the terms and privacy policy at sign-up, and the
 * permission notice before the camera and device data. The app sends no marketing, so there is
 * no marketing consent to give or withdraw.
 */
export const CONSENT_KINDS = ['terms', 'devicePermissions'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** Consents the law lets a borrower withdraw while the account exists; the terms end with the account. */
export const WITHDRAWABLE_CONSENTS = ['devicePermissions'] as const satisfies readonly ConsentKind[];

/** The terms' version as the Terms screen shows it (legal locale `terms.version`; a test keeps them equal). */
export const TERMS_VERSION = 'v1.1';

export const consentItem = z.object({
  kind: z.enum(CONSENT_KINDS),
  /** Null for terms accepted at a sign-up before versions were recorded. */
  version: z.string().nullable(),
  givenAt: isoInstant,
  withdrawnAt: isoInstant.nullable(),
  withdrawable: z.boolean(),
});

export const consentsResponse = z.object({ consents: z.array(consentItem) });

export const withdrawConsentRequest = z.object({ kind: z.enum(CONSENT_KINDS) }).strict();
export const withdrawConsentResponse = z.object({ kind: z.enum(CONSENT_KINDS), withdrawnAt: isoInstant });
