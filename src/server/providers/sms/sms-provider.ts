import type { Language, Market } from '../../../domain/markets/market';

export interface SmsMessage {
  /** E.164 recipient. */
  to: string;
  text: string;
  purpose: string;
  lang: Language;
  /** The app sending it: picks the sender id configured for that app. */
  packageName?: string;
  /** The digits a voice call reads, for vendors whose call API takes the code rather than a script (Termii). */
  code?: string;
}

/**
 * How a message reaches the phone: a text, a call that reads the text aloud (decision 0028 voice code), or WhatsApp.
 */
export type SmsChannel = 'sms' | 'voice' | 'whatsapp';

/** What a vendor answered when it took a message: its own id, matched later by its delivery report. */
export interface SmsAccepted {
  vendorMessageId: string | null;
}

/**
 * The vendor would not take the message (bad number, unknown sender id, refused credentials) or
 * could not be reached. `code` is the vendor's own error code or HTTP status: safe to store and
 * log, never the number or the text.
 */
export class SmsRefused extends Error {
  constructor(
    readonly vendor: string,
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(`${vendor} refused the message (${code})`);
  }
}

export interface SmsProvider {
  readonly name: string;
  /** True for providers that deliver nowhere real (then the dev outbox may be served). */
  readonly sandbox: boolean;
  send(message: SmsMessage): Promise<SmsAccepted | void>;
  /** Calls the number and reads `text` aloud in `lang` (the vendor's text-to-speech). */
  voice(message: SmsMessage): Promise<SmsAccepted | void>;
  /** A WhatsApp message through the same vendor, when one is configured for it. */
  whatsapp?(message: SmsMessage): Promise<SmsAccepted | void>;
  /** The vendors to try for a market, in order (a failover chain); a single provider serves every market itself. */
  route?(market: Market): SmsProvider[];
}
