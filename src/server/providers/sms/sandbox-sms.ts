import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '../../../domain/identity/phone';
import type { SmsMessage, SmsProvider } from './sms-provider';

export interface OutboxEntry extends SmsMessage {
  sentAt: string;
}

const OUTBOX_LIMIT = 500;

/**
 * Delivers nowhere: keeps messages in a bounded outbox (read by GET /api/dev/sms-outbox) and
 * prints them to the log so a developer can log in. This is the one place a code is printed,
 * and only because no real SMS leaves; the number stays masked even here.
 */
export class SandboxSms implements SmsProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;
  private readonly outbox: OutboxEntry[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.outbox.push({ ...message, sentAt: new Date().toISOString() });
    if (this.outbox.length > OUTBOX_LIMIT) this.outbox.splice(0, this.outbox.length - OUTBOX_LIMIT);
    this.log?.info({ sandboxSms: { to: maskMobile(message.to), purpose: message.purpose } }, `[sandbox sms] ${message.text}`);
  }

  latest(): OutboxEntry | undefined {
    return this.outbox[this.outbox.length - 1];
  }

  messagesTo(mobile: string): OutboxEntry[] {
    return this.outbox.filter((m) => m.to === mobile).slice().reverse();
  }
}
