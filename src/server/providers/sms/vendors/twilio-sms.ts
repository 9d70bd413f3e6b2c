import type { Language } from '../../../../domain/markets/market';
import { escapeHtml } from '../../../../domain/text/html-escape';
import type { SmsAccepted, SmsMessage, SmsProvider } from '../sms-provider';
import { SmsRefused } from '../sms-provider';
import type { TwilioSettings } from '../sms-config';
import { getFromVendor, postToVendor, type SmsVendorAnswer } from './sms-http';
import { twilioAccount, twilioCreated, twilioError } from './twilio-schemas';

/**
 * `<Say language>` per borrower language: Mexican Spanish; British English, the voice closest to Nigerian English that
 * Twilio offers.
 */
const SAY_LANGUAGE: Record<Language, string> = { es: 'es-MX', en: 'en-GB' };

/** The TwiML of a voice code: the script (digits already spaced one by one) read once, a pause, and read again. */
export function voiceTwiml(text: string, lang: Language): string {
  const say = `<Say language="${SAY_LANGUAGE[lang]}">${escapeHtml(text)}</Say>`;
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${say}<Pause length="1"/>${say}</Response>`;
}

/**
 * Twilio (decision 0044): texts and WhatsApp through the Messages resource, the voice code
 * through the Calls resource with inline TwiML; API version 2010-04-01, form-encoded bodies,
 * HTTP Basic auth with the Account SID and Auth Token. Each request names our StatusCallback,
 * where Twilio reports delivery (signed with X-Twilio-Signature).
 */
export class TwilioSms implements SmsProvider {
  readonly name = 'twilio';
  readonly sandbox = false;

  constructor(
    private readonly settings: TwilioSettings,
    private readonly statusCallback: string,
    private readonly senderFor: (packageName: string | undefined) => string,
  ) {}

  async send(message: SmsMessage): Promise<SmsAccepted> {
    return this.post('Messages.json', {
      To: message.to,
      From: this.senderFor(message.packageName),
      Body: message.text,
      StatusCallback: this.statusCallback,
    });
  }

  async whatsapp(message: SmsMessage): Promise<SmsAccepted> {
    if (!this.settings.whatsappFrom) throw new SmsRefused(this.name, 'whatsapp-not-configured', false);
    return this.post('Messages.json', {
      To: `whatsapp:${message.to}`,
      From: `whatsapp:${this.settings.whatsappFrom}`,
      Body: message.text,
      StatusCallback: this.statusCallback,
    });
  }

  async voice(message: SmsMessage): Promise<SmsAccepted> {
    return this.post('Calls.json', {
      To: message.to,
      From: this.settings.voiceFrom,
      Twiml: voiceTwiml(message.text, message.lang),
      StatusCallback: this.statusCallback,
    });
  }

  /**
   * The account's own record (`GET /2010-04-01/Accounts/{Sid}.json`), read only by
   * `npm run vendor:smoke`. Test credentials may not read it: Twilio answers 403 with code 20008,
   * which still proves the SID and token were accepted.
   */
  async account(): Promise<{ status: string; type: string } | { testCredentials: true }> {
    const { accountSid, baseUrl } = this.settings;
    const { status, body } = await getFromVendor(this.name, `${baseUrl}/2010-04-01/Accounts/${accountSid}.json`, {
      authorization: this.basicAuth(),
    });
    const code = errorCode(body);
    if (status === 403 && code === '20008') return { testCredentials: true };
    if (status < 200 || status >= 300) throw new SmsRefused(this.name, code ?? `http:${status}`, status === 429);
    const parsed = twilioAccount.safeParse(body);
    if (!parsed.success) throw new SmsRefused(this.name, 'unexpected-shape:no-status', true);
    return { status: parsed.data.status, type: parsed.data.type };
  }

  private basicAuth(): string {
    return `Basic ${Buffer.from(`${this.settings.accountSid}:${this.settings.authToken}`).toString('base64')}`;
  }

  private async post(resource: 'Messages.json' | 'Calls.json', form: Record<string, string>): Promise<SmsAccepted> {
    const { accountSid, baseUrl } = this.settings;
    const answer = await postToVendor(this.name, `${baseUrl}/2010-04-01/Accounts/${accountSid}/${resource}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: this.basicAuth() },
      body: new URLSearchParams(form).toString(),
    });
    return this.accepted(answer);
  }

  private accepted({ status, body }: SmsVendorAnswer): SmsAccepted {
    if (status >= 200 && status < 300) {
      const parsed = twilioCreated.safeParse(body);
      if (!parsed.success) throw new SmsRefused(this.name, 'unexpected-shape:no-sid', true);
      return { vendorMessageId: parsed.data.sid };
    }
    // The code names the reason (21211 bad To, 20003 auth…); an error body without one: the status.
    throw new SmsRefused(this.name, errorCode(body) ?? `http:${status}`, status === 429);
  }
}

/** Twilio's numeric error code as text, or null when the body carries none. */
function errorCode(body: unknown): string | null {
  const parsed = twilioError.safeParse(body);
  return parsed.success ? String(parsed.data.code) : null;
}
