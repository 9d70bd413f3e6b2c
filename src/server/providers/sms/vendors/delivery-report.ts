import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../crypto/safe-equal';

/** A vendor's delivery report, read: which message, and its final state; or why it is refused. */
export type ParsedReport =
  | { kind: 'report'; vendorMessageId: string; state: 'delivered' | 'undelivered'; errorCode: string | null }
  /** An intermediate state (queued, sent, ringing…): acknowledged, nothing to record. */
  | { kind: 'ignored' }
  | { kind: 'unauthorized' }
  | { kind: 'malformed' };

export interface ReportInput {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

const header = (h: ReportInput['headers'], name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Termii's statuses (Events and Reports): Delivered, or a final failure; "Message Sent" is the first state of every message. */
const TERMII_FINAL: Record<string, 'delivered' | 'undelivered'> = {
  'delivered': 'delivered',
  'message failed': 'undelivered',
  'dnd active on phone number': 'undelivered',
  'rejected': 'undelivered',
  'expired': 'undelivered',
};

/** Termii: X-Termii-Signature is the HMAC-SHA512 of the payload with the account's secret key (hex: decision 0043). */
export function parseTermiiReport(input: ReportInput, secret: string): ParsedReport {
  const expected = createHmac('sha512', secret).update(input.rawBody).digest('hex');
  if (!safeEqual(header(input.headers, 'x-termii-signature')?.toLowerCase(), expected)) return { kind: 'unauthorized' };
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    return { kind: 'malformed' };
  }
  if (!body || typeof body !== 'object') return { kind: 'malformed' };
  const { message_id: id, status } = body as Record<string, unknown>;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof status !== 'string') return { kind: 'malformed' };
  const state = TERMII_FINAL[status.trim().toLowerCase()];
  if (!state) return { kind: 'ignored' };
  return { kind: 'report', vendorMessageId: String(id), state, errorCode: state === 'undelivered' ? status.trim().slice(0, 60) : null };
}

const TWILIO_MESSAGE_FINAL: Record<string, 'delivered' | 'undelivered'> = {
  delivered: 'delivered', read: 'delivered', undelivered: 'undelivered', failed: 'undelivered',
};
const TWILIO_CALL_FINAL: Record<string, 'delivered' | 'undelivered'> = {
  'completed': 'delivered', 'busy': 'undelivered', 'no-answer': 'undelivered', 'failed': 'undelivered', 'canceled': 'undelivered',
};

/** X-Twilio-Signature: base64 HMAC-SHA1 of the callback URL followed by every POST parameter's name and value, sorted by name. */
export function twilioSignature(url: string, params: Record<string, string>, authToken: string): string {
  const data = Object.keys(params).sort().reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

/** Twilio's status callback for a message (MessageSid, MessageStatus) or a call (CallSid, CallStatus), form-encoded. */
export function parseTwilioReport(input: ReportInput, url: string, authToken: string): ParsedReport {
  const params: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(input.rawBody.toString('utf8'))) params[k] = v;
  if (!safeEqual(header(input.headers, 'x-twilio-signature'), twilioSignature(url, params, authToken))) return { kind: 'unauthorized' };
  const messageSid = params.MessageSid;
  const callSid = params.CallSid;
  if (messageSid && params.MessageStatus) {
    const state = TWILIO_MESSAGE_FINAL[params.MessageStatus];
    if (!state) return { kind: 'ignored' };
    return { kind: 'report', vendorMessageId: messageSid, state, errorCode: state === 'undelivered' ? (params.ErrorCode || params.MessageStatus).slice(0, 60) : null };
  }
  if (callSid && params.CallStatus) {
    const state = TWILIO_CALL_FINAL[params.CallStatus];
    if (!state) return { kind: 'ignored' };
    return { kind: 'report', vendorMessageId: callSid, state, errorCode: state === 'undelivered' ? params.CallStatus : null };
  }
  return { kind: 'malformed' };
}
