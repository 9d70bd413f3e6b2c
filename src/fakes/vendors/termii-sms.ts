import { createHmac, randomInt } from 'node:crypto';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule, FakeWorld } from '../fake-world';
import { fakeFate, reportLater } from './fake-delivery-numbers';

const creds = FAKE_CREDENTIALS.termii;
/** Where Termii posts events: the URL a lender enters in Termii's console; here, our app's route. */
export const TERMII_WEBHOOK_PATH = '/api/webhooks/sms/termii';

const CHANNELS = ['dnd', 'generic', 'whatsapp'];
const TYPES = ['plain', 'unicode', 'encrypted'];

const fail = (status: number, message: string) => ({ status, body: { code: 'fail', message } });
const messageId = () => `${randomInt(100_000_000, 999_999_999)}${randomInt(100_000_000, 999_999_999)}`;
/** Termii's "international format": country code and number, digits only, no "+". */
const international = (v: unknown): v is string => typeof v === 'string' && /^[1-9]\d{9,14}$/.test(v);
const spaced = (code: string) => code.split('').join(' ');

/** Termii signs an event with HMAC-SHA512 of the payload and the account's secret key (X-Termii-Signature). */
export function signTermiiEvent(rawBody: string, secret: string = creds.webhookSecret): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

function report(world: FakeWorld, event: Record<string, unknown>): void {
  const raw = JSON.stringify(event);
  void reportLater(() =>
    world.deliver(TERMII_WEBHOOK_PATH, raw, {
      'content-type': 'application/json',
      'x-termii-signature': signTermiiEvent(raw),
    }),
  );
}

/**
 * Termii's Messaging API (`POST /api/sms/send`) and Voice Call API (`POST /api/sms/otp/call`) as
 * documented (decision 0043): the key travels in the body as `api_key`; numbers in international
 * format without "+"; only registered sender ids; a message on a number ending 0000 is reported
 * "Message Failed", one ending 9999 or 8888 is refused at once. Every accepted text gets an outbound
 * delivery report on our webhook, signed as Termii signs. `GET /api/get-balance?api_key=` answers
 * the account's balance (`user`, `balance`, `currency`), 401 for any other key.
 */
export const termiiSmsFake: FakeVendorModule = {
  name: 'termii-sms',
  prefix: 'termii',
  settings: (baseUrl) => ({
    SMS_VENDORS_NG: 'termii,twilio',
    SMS_VENDORS_MX: 'twilio,termii',
    TERMII_BASE_URL: baseUrl,
    TERMII_API_KEY: creds.apiKey,
    TERMII_SENDER_ID: creds.senderIds[0],
    TERMII_WEBHOOK_SECRET: creds.webhookSecret,
    TERMII_WHATSAPP_FROM: creds.whatsappDevice,
  }),
  register(scope, world) {
    scope.post('/api/sms/send', async (req, reply) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const out = (r: { status: number; body: unknown }) => reply.code(r.status).send(r.body);
      if (b.api_key !== creds.apiKey) return out(fail(401, 'Unauthorized'));
      for (const field of ['to', 'from', 'sms', 'type', 'channel']) {
        if (typeof b[field] !== 'string' || !(b[field] as string).trim())
          return out(fail(400, `The ${field} field is required.`));
      }
      if (!international(b.to)) return out(fail(400, 'Phone number must be in the international format'));
      if (!CHANNELS.includes(b.channel as string)) return out(fail(400, 'The selected channel is invalid.'));
      if (!TYPES.includes(b.type as string)) return out(fail(400, 'The selected type is invalid.'));
      const whatsapp = b.channel === 'whatsapp';
      if (
        whatsapp ? b.from !== creds.whatsappDevice : !(creds.senderIds as readonly string[]).includes(b.from as string)
      ) {
        return out(fail(404, whatsapp ? 'Device not found' : 'ApplicationSenderId not found'));
      }
      const to = `+${b.to as string}`;
      const fate = fakeFate(to, 'termii');
      if (fate === 'refused') return out(fail(400, 'You are not set up on this route'));
      const id = messageId();
      world.recordMessage({
        vendor: 'termii',
        channel: whatsapp ? 'whatsapp' : 'sms',
        to,
        from: b.from as string,
        text: b.sms as string,
        id,
      });
      report(world, {
        type: 'outbound',
        id: `${id}-evt`,
        message_id: id,
        receiver: b.to,
        sender: b.from,
        message: b.sms,
        sent_at: world.now().toISOString().replace('T', ' ').slice(0, 19),
        cost: '2.50',
        status: fate === 'delivered' ? 'Delivered' : 'Message Failed',
        channel: b.channel,
      });
      return { code: 'ok', message_id: id, message: 'Successfully Sent', balance: 1000, user: 'Presta Fake' };
    });

    scope.get('/api/get-balance', async (req, reply) => {
      const key = (req.query as Record<string, unknown>).api_key;
      if (key !== creds.apiKey) return reply.code(401).send(fail(401, 'Unauthorized').body);
      return { user: 'Presta Fake', balance: 1000, currency: 'NGN' };
    });

    scope.post('/api/sms/otp/call', async (req, reply) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const out = (r: { status: number; body: unknown }) => reply.code(r.status).send(r.body);
      if (b.api_key !== creds.apiKey) return out(fail(401, 'Unauthorized'));
      if (b.phone_number === undefined || b.code === undefined)
        return out(fail(400, `The ${b.phone_number === undefined ? 'phone_number' : 'code'} field is required.`));
      if (!international(b.phone_number)) return out(fail(400, 'Phone number must be in the international format'));
      const code = String(b.code);
      if (!/^\d{4,8}$/.test(code)) return out(fail(400, 'The code must be numeric, between 4 and 8 digits.'));
      const to = `+${b.phone_number as string}`;
      if (fakeFate(to, 'termii') === 'refused') return out(fail(400, 'You are not set up on this route'));
      const id = messageId();
      world.recordMessage({ vendor: 'termii', channel: 'voice', to, from: null, text: spaced(code), id });
      return {
        code: 'ok',
        message_id: id,
        pinId: `${id}-pin`,
        message: 'Successfully Sent',
        balance: 1000,
        user: 'Presta Fake',
      };
    });
  },
};
