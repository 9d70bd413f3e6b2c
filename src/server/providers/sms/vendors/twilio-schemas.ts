import { z } from 'zod';

/** A created Message (SM…, MM… for media) or Call (CA…): its sid, which the status callbacks name. */
export const twilioCreated = z.looseObject({ sid: z.string().regex(/^(SM|MM|CA)[0-9a-f]{32}$/i) });

/** Twilio's error body `{ code, message, more_info, status }`: the numeric code names the reason. */
export const twilioError = z.looseObject({ code: z.number().int() });

/** The account's own record (`GET /Accounts/{Sid}.json`). */
export const twilioAccount = z.looseObject({ status: z.string(), type: z.string() });

/**
 * A status callback's form fields: a message's (MessageSid, MessageStatus) or a call's (CallSid,
 * CallStatus). The other fields Twilio posts (AccountSid, To, …) are dropped, not refused.
 */
export const twilioReport = z.union([
  z.object({ MessageSid: z.string().min(1), MessageStatus: z.string().min(1), ErrorCode: z.string().optional() }),
  z.object({ CallSid: z.string().min(1), CallStatus: z.string().min(1) }),
]);
