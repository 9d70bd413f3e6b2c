import type { Language } from '../../../domain/markets/market';

export interface SmsMessage {
  /** E.164 recipient. */
  to: string;
  text: string;
  purpose: string;
  lang: Language;
}

export interface SmsProvider {
  readonly name: string;
  /** True for providers that deliver nowhere real (then the dev outbox may be served). */
  readonly sandbox: boolean;
  send(message: SmsMessage): Promise<void>;
}
