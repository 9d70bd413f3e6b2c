import type { SmsAccepted, SmsMessage, SmsProvider } from '../sms-provider';
import { SmsRefused } from '../sms-provider';
import type { TermiiSettings } from '../sms-config';
import { getFromVendor, postToVendor, type SmsVendorAnswer } from './sms-http';
import { termiiAccepted, termiiBalance } from './termii-schemas';

/** Termii takes numbers in international format without the "+" (e.g. 2348031234567). */
export const termiiNumber = (e164: string) => e164.replace(/^\+/, '');

/**
 * Termii (decision 0043): texts through the Messaging API (`POST /api/sms/send`) on the `dnd`
 * route, which reaches numbers on Do-Not-Disturb and is not held back at night as the generic
 * route is for MTN; WhatsApp through the same call with `channel: whatsapp`; the voice code
 * through the Voice Call API (`POST /api/sms/otp/call`), which reads our own code aloud. The
 * account's balance (`GET /api/get-balance?api_key=`) is read only by `npm run vendor:smoke`.
 */
export class TermiiSms implements SmsProvider {
  readonly name = 'termii';
  readonly sandbox = false;

  constructor(
    private readonly settings: TermiiSettings,
    private readonly senderFor: (packageName: string | undefined) => string,
  ) {}

  async send(message: SmsMessage): Promise<SmsAccepted> {
    return this.message(message, 'dnd', this.senderFor(message.packageName));
  }

  async whatsapp(message: SmsMessage): Promise<SmsAccepted> {
    if (!this.settings.whatsappFrom) throw new SmsRefused(this.name, 'whatsapp-not-configured', false);
    return this.message(message, 'whatsapp', this.settings.whatsappFrom);
  }

  async voice(message: SmsMessage): Promise<SmsAccepted> {
    // The call reads the code itself, in Termii's voice: only the digits travel.
    if (!message.code || !/^\d{4,8}$/.test(message.code)) throw new SmsRefused(this.name, 'voice-needs-code', false);
    const answer = await this.post('/api/sms/otp/call', {
      api_key: this.settings.apiKey,
      phone_number: termiiNumber(message.to),
      // Sent as digits in a string so a leading zero survives (decision 0043).
      code: message.code,
    });
    return this.accepted(answer);
  }

  /** The account's balance: proves the API key without sending anything (`npm run vendor:smoke`). */
  async balance(): Promise<{ balance: number; currency: string }> {
    const { status, body } = await getFromVendor(
      this.name,
      `${this.settings.baseUrl}/api/get-balance?${new URLSearchParams({ api_key: this.settings.apiKey })}`,
    );
    if (status < 200 || status >= 300) throw new SmsRefused(this.name, `http:${status}`, status === 429);
    const parsed = termiiBalance.safeParse(body);
    if (!parsed.success) throw new SmsRefused(this.name, 'unexpected-shape:no-balance', true);
    return { balance: parsed.data.balance, currency: parsed.data.currency };
  }

  private async message(message: SmsMessage, channel: 'dnd' | 'whatsapp', from: string): Promise<SmsAccepted> {
    const answer = await this.post('/api/sms/send', {
      api_key: this.settings.apiKey,
      to: termiiNumber(message.to),
      from,
      sms: message.text,
      type: 'plain',
      channel,
    });
    return this.accepted(answer);
  }

  private post(path: string, body: Record<string, unknown>): Promise<SmsVendorAnswer> {
    return postToVendor(this.name, `${this.settings.baseUrl}${path}`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  private accepted({ status, body }: SmsVendorAnswer): SmsAccepted {
    if (status >= 200 && status < 300) {
      const parsed = termiiAccepted.safeParse(body);
      if (!parsed.success) throw new SmsRefused(this.name, 'unexpected-shape:no-message_id', true);
      return { vendorMessageId: parsed.data.message_id };
    }
    // A 4xx: Termii's reason is free text; we keep only the status (the text may echo the number).
    throw new SmsRefused(this.name, `http:${status}`, status === 429);
  }
}
