import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../crypto/safe-equal';
import { parseMessage } from '../../vendor-message';
import { termiiReport } from './termii-schemas';
import { twilioReport } from './twilio-schemas';

/** A vendor's delivery report, read: which message, and its final state; or why it is refused. */
export type ParsedReport =
  | { kind: 'report'; vendorMessageId: string; state: 'delivered' | 'undelivered'; errorCode: string | null }
  /** An intermediate state (queued, sent, ringing…): acknowledged, nothing to record. */
  | { kind: 'ignored' }
  | { kind: 'unauthorized' }
  /** Signed but not a report we can read: where its schema failed (paths only, never values). */
  | { kind: 'malformed'; paths: readonly string[] };

export interface ReportInput {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

const header = (h: ReportInput['headers'], name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Termii's statuses (Events and Reports): Delivered, or a final failure; "Message Sent" is the first state of every
 * message.
 */
const TERMII_FINAL: Record<string, 'delivered' | 'undelivered'> = {
  delivered: 'delivered',
  'message failed': 'undelivered',
  'dnd active on phone number': 'undelivered',
  rejected: 'undelivered',
  expired: 'undelivered',
};

/** Termii: X-Termii-Signature is the HMAC-SHA512 of the payload with the account's secret key (hex: decision 0043). */
export function parseTermiiReport(input: ReportInput, secret: string): ParsedReport {
  const expected = createHmac('sha512', secret).update(input.rawBody).digest('hex');
  if (!safeEqual(header(input.headers, 'x-termii-signature')?.toLowerCase(), expected)) return { kind: 'unauthorized' };
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    return { kind: 'malformed', paths: ['(root)'] };
  }
  const parsed = parseMessage(termiiReport, body);
  if (!parsed.ok) return { kind: 'malformed', paths: parsed.paths };
  const { message_id: id, status } = parsed.value;
  const state = TERMII_FINAL[status.trim().toLowerCase()];
  if (!state) return { kind: 'ignored' };
  const errorCode = state === 'undelivered' ? status.trim().slice(0, 60) : null;
  return { kind: 'report', vendorMessageId: id, state, errorCode };
}

const TWILIO_MESSAGE_FINAL: Record<string, 'delivered' | 'undelivered'> = {
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'undelivered',
};
const TWILIO_CALL_FINAL: Record<string, 'delivered' | 'undelivered'> = {
  completed: 'delivered',
  busy: 'undelivered',
  'no-answer': 'undelivered',
  failed: 'undelivered',
  canceled: 'undelivered',
};

/**
 * X-Twilio-Signature: base64 HMAC-SHA1 of the callback URL followed by every POST parameter's name and value, sorted by
 * name.
 */
export function twilioSignature(url: string, params: Record<string, string>, authToken: string): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

/** Twilio's status callback for a message (MessageSid, MessageStatus) or a call (CallSid, CallStatus), form-encoded. */
export function parseTwilioReport(input: ReportInput, url: string, authToken: string): ParsedReport {
  const params: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(input.rawBody.toString('utf8'))) params[k] = v;
  if (!safeEqual(header(input.headers, 'x-twilio-signature'), twilioSignature(url, params, authToken)))
    return { kind: 'unauthorized' };
  const parsed = parseMessage(twilioReport, params);
  if (!parsed.ok) return { kind: 'malformed', paths: parsed.paths };
  const report = parsed.value;
  if ('MessageSid' in report) {
    const state = TWILIO_MESSAGE_FINAL[report.MessageStatus];
    if (!state) return { kind: 'ignored' };
    const errorCode = state === 'undelivered' ? (report.ErrorCode || report.MessageStatus).slice(0, 60) : null;
    return { kind: 'report', vendorMessageId: report.MessageSid, state, errorCode };
  }
  const state = TWILIO_CALL_FINAL[report.CallStatus];
  if (!state) return { kind: 'ignored' };
  const errorCode = state === 'undelivered' ? report.CallStatus : null;
  return { kind: 'report', vendorMessageId: report.CallSid, state, errorCode };
}
