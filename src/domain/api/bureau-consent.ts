import { z } from 'zod';

const orderNo = z.string().trim().min(1, { error: 'validation.orderNoEmpty' });

/**
 * `/user/bureau/authorisation`: what the borrower is asked to authorise for this order, and whether they have (decision
 * 0099).
 */
export const bureauAuthorisationRequest = z.object({ orderNo }).strict();

export const bureauAuthorisationResponse = z.object({
  /** False where the market consults no bureau: the step is skipped. */
  required: z.boolean(),
  /** 'code': sign with the SMS code (Mexico's NIP); 'accept': an explicit yes (Nigeria). */
  method: z.enum(['code', 'accept']).nullable(),
  textVersion: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  /** The bureau consulted, by the name a borrower knows it by. */
  bureau: z.string().nullable(),
  authorisedAt: z.string().nullable(),
});

/** `/user/bureau/authorisation/code`: sends the signing code to the borrower's own number. */
export const bureauCodeRequest = z.object({ orderNo }).strict();
export const bureauCodeResponse = z.object({ expiresIn: z.number().int(), resendIn: z.number().int() });

/** `/user/bureau/authorise`: the borrower authorises the consultation under the text version they read. */
export const bureauAuthoriseRequest = z
  .object({
    orderNo,
    textVersion: z.string().trim().min(1).max(40),
    /** Mexico: the six digits the SMS carried. */
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: 'validation.otpRequired' })
      .optional(),
    /** Nigeria: the borrower's explicit yes. */
    accept: z.literal(true).optional(),
  })
  .strict();
export const bureauAuthoriseResponse = z.object({ authorisedAt: z.string() });
