import { z } from 'zod';
import { empty, language, market, offerAmount, offerDays, okFlag, orderNo } from './common';
import { profile } from './user';

/** Mobile as the borrower typed it; the server normalizes it per the app's market. */
const mobile = z
  .string({ error: 'form.mobile.empty' })
  .trim()
  .min(1, { error: 'form.mobile.empty' })
  .max(20, { error: 'form.mobile.format' });
/** A 6-digit SMS verification code. */
export const verificationCode = z
  .string({ error: 'form.code.empty' })
  .trim()
  .min(1, { error: 'form.code.empty' })
  .regex(/^\d{6}$/, { error: 'form.code.invalid' });

/** 'loan' confirms a loan (get-money): it needs a session and always goes to the session user's own number. */
export const otpPurpose = z.enum(['register', 'login', 'loan']);

/** Decision 0028: after the resend countdown the code may come by a voice call instead of a text. */
export const codeChannel = z.enum(['sms', 'voice']);

export const getVerifyCodeRequest = z
  .object({
    /** Required for register and login; ignored for 'loan'. */
    mobile: mobile.optional(),
    type: otpPurpose,
    /** 'sms' when absent. Same code rules and send limits either way. */
    channel: codeChannel.optional(),
    /**
     * 'loan' only, all three or none: the offer and figures the code is to accept. Its SMS then
     * names them (amount, days, received, repayment) and the code signs those figures only.
     */
    orderNo: orderNo.optional(),
    amount: offerAmount.optional(),
    days: offerDays.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'loan' && value.mobile === undefined)
      ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'form.mobile.empty' });
    const named = [value.orderNo, value.amount, value.days].filter((v) => v !== undefined).length;
    if (named > 0 && named < 3) {
      const missing =
        value.orderNo === undefined
          ? ['orderNo', 'validation.orderNoEmpty']
          : value.amount === undefined
            ? ['amount', 'validation.amountNotOffered']
            : ['days', 'validation.tenureNotOffered'];
      ctx.addIssue({ code: 'custom', path: [missing[0]], message: missing[1] });
    }
  });
export const getVerifyCodeResponse = z.object({
  /** Seconds until the code expires. */
  expiresIn: z.number().int(),
  /** Seconds before another code may be requested. */
  resendIn: z.number().int(),
  /** Asks `/security/getVerifyCodeDelivery` whether the code reached the phone. */
  deliveryId: z.string().optional(),
});

export const codeDeliveryRequest = z.object({
  deliveryId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{10,40}$/, { error: 'form.code.invalid' }),
});
/** sending/sent: on its way; delivered: the phone has it; failed: it could not be delivered (offer the voice code). */
export const codeDeliveryResponse = z.object({ state: z.enum(['sending', 'sent', 'delivered', 'failed']) });

export const session = z.object({
  token: z.string(),
  userId: z.number().int(),
  expiresAt: z.string(),
});

export const registerRequest = z.object({ mobile, code: verificationCode });
export const loginRequest = z.object({ mobile, code: verificationCode.optional() });

export const existsByMobileRequest = z.object({ mobile });
export const existsByMobileResponse = z.object({ exists: z.boolean() });

export const isRequiredVerificationCodeRequest = z.object({ mobile });
export const isRequiredVerificationCodeResponse = z.object({ required: z.boolean() });

export const userInfoResponse = z.object({
  basicInfo: z.object({
    userId: z.number().int(),
    /** The owner's own number in E.164: they need to see it whole. */
    mobile: z.string(),
    market,
    language,
    packageName: z.string(),
    registeredAt: z.string(),
  }),
  /** What the borrower has filled in so far (identity numbers masked). */
  profile,
});

export const logoutRequest = empty;
export const logoutResponse = okFlag;
