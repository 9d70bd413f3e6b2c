import type { Language } from '../../../domain/markets/market';

export interface SmsMessage {
  /** E.164 recipient. */
  to: string;
  text: string;
  purpose: string;
  lang: Language;
}

/** How a message reaches the phone: a text, or a call that reads the text aloud (SPEC §9 voice code). */
export type SmsChannel = 'sms' | 'voice';

export interface SmsProvider {
  readonly name: string;
  /** True for providers that deliver nowhere real (then the dev outbox may be served). */
  readonly sandbox: boolean;
  send(message: SmsMessage): Promise<void>;
  /** Calls the number and reads `text` aloud in `lang` (the vendor's text-to-speech). */
  voice(message: SmsMessage): Promise<void>;
}
