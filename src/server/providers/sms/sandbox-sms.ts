import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '../../../domain/identity/phone';
import type { SmsChannel, SmsMessage, SmsProvider } from './sms-provider';

export interface OutboxEntry extends SmsMessage {
  channel: SmsChannel;
  sentAt: string;
}

const OUTBOX_LIMIT = 500;

/** The six-digit code in a kept message: together in a text, spaced out in a voice script. */
export function codeInMessage(text: string | undefined): string | null {
  return text?.match(/\b\d(?: ?\d){5}\b/)?.[0].replace(/ /g, '') ?? null;
}

/**
 * Delivers nowhere: keeps messages in a bounded outbox (read by GET /api/dev/sms-outbox, which
 * exists only outside production and listens on loopback by default) and notes in the log that
 * a message was "sent", with the number masked and without its text: a log line is read by far
 * more people than the outbox, and a verification code in it is a key to the account.
 */
export class SandboxSms implements SmsProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;
  private readonly outbox: OutboxEntry[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.keep(message, 'sms');
  }

  /** A voice call is not placed: the text it would read is kept, marked as voice. */
  async voice(message: SmsMessage): Promise<void> {
    this.keep(message, 'voice');
  }

  private keep(message: SmsMessage, channel: SmsChannel): void {
    this.outbox.push({ ...message, channel, sentAt: new Date().toISOString() });
    if (this.outbox.length > OUTBOX_LIMIT) this.outbox.splice(0, this.outbox.length - OUTBOX_LIMIT);
    this.log?.info(
      { sandboxSms: { to: maskMobile(message.to), purpose: message.purpose, channel } },
      '[sandbox sms] message kept in the developer outbox',
    );
  }

  latest(): OutboxEntry | undefined {
    return this.outbox[this.outbox.length - 1];
  }

  /** The newest message to this number, written locally or internationally (tests read their own code). */
  latestFor(mobile: string): OutboxEntry | undefined {
    const digits = mobile.replace(/\D/g, '').slice(-10);
    return this.outbox.findLast((m) => m.to.replace(/\D/g, '').endsWith(digits));
  }

  messagesTo(mobile: string): OutboxEntry[] {
    return this.outbox
      .filter((m) => m.to === mobile)
      .slice()
      .reverse();
  }
}
