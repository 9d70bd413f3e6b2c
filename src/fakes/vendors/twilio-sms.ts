import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule, FakeWorld } from '../fake-world';
import { fakeFate, reportLater } from './fake-delivery-numbers';

const creds = FAKE_CREDENTIALS.twilio;
const E164 = /^\+[1-9]\d{7,14}$/;

/** Twilio's error body: its numeric code, a message and the page that explains it. */
const twilioError = (status: number, code: number, message: string) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});
const sid = (prefix: 'SM' | 'CA') => `${prefix}${randomBytes(16).toString('hex')}`;

/**
 * X-Twilio-Signature: base64 HMAC-SHA1, keyed by the Auth Token, of the URL followed by each POST parameter's name and
 * value, sorted by name.
 */
export function signTwilioRequest(
  url: string,
  params: Record<string, string>,
  authToken: string = creds.authToken,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

function callback(world: FakeWorld, url: string | undefined, params: Record<string, string>): void {
  if (!url) return;
  const raw = new URLSearchParams(params).toString();
  void reportLater(() =>
    world.deliver(url, raw, {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signTwilioRequest(url, params),
    }),
  );
}

/** Which credentials sent the request (Basic auth, the SID in the path the same account): live, test, or none. */
function credentials(req: FastifyRequest<{ Params: { sid: string } }>): 'live' | 'test' | null {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const [user, pass] = Buffer.from(header.replace(/^Basic /, ''), 'base64')
    .toString()
    .split(':');
  if (req.params.sid !== user) return null;
  if (user === creds.accountSid && pass === creds.authToken) return 'live';
  return user === FAKE_CREDENTIALS.twilioTest.accountSid && pass === FAKE_CREDENTIALS.twilioTest.authToken
    ? 'test'
    : null;
}

const authorized = (req: FastifyRequest<{ Params: { sid: string } }>) => credentials(req) !== null;

function sayText(twiml: string): string | null {
  if (!/^(<\?xml[^>]*\?>)?\s*<Response>[\s\S]*<\/Response>\s*$/.test(twiml)) return null;
  const say = /<Say(?:\s+language="([a-z]{2}-[A-Z]{2})")?>([^<]*)<\/Say>/.exec(twiml);
  return say
    ? say[2]
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
    : null;
}

/**
 * Twilio's Programmable Messaging and Voice, API 2010-04-01 (decision 0044): `Messages.json`
 * and `Calls.json` under the account, form-encoded, Basic auth. Refuses as Twilio does (20003
 * auth, 21604/21603/21602 missing To/From/Body, 21211 To not E.164, 21606 a From that is not
 * the account's, 21205 a call without TwiML); a number ending 9999 or 7777 is refused (21614), one
 * ending 0000 is reported `undelivered` (a call `no-answer`). Status callbacks go to the
 * request's StatusCallback, signed with X-Twilio-Signature. `GET …/Accounts/{Sid}.json` answers the
 * account (an active full account, as live credentials read it); Twilio's test credentials
 * (FAKE_CREDENTIALS.twilioTest) are refused it with 403 20008, as Twilio refuses them.
 */
export const twilioSmsFake: FakeVendorModule = {
  name: 'twilio-sms',
  prefix: 'twilio',
  settings: (baseUrl) => ({
    SMS_VENDORS_NG: 'termii,twilio',
    SMS_VENDORS_MX: 'twilio,termii',
    TWILIO_BASE_URL: baseUrl,
    TWILIO_ACCOUNT_SID: creds.accountSid,
    TWILIO_AUTH_TOKEN: creds.authToken,
    TWILIO_FROM: creds.numbers[0],
    TWILIO_WHATSAPP_FROM: creds.numbers[0],
  }),
  register(scope, world) {
    const base = { account_sid: creds.accountSid, api_version: '2010-04-01' };
    const send = (reply: FastifyReply, r: { status: number; body: unknown }) => reply.code(r.status).send(r.body);

    scope.post<{ Params: { sid: string } }>('/2010-04-01/Accounts/:sid/Messages.json', async (req, reply) => {
      if (!authorized(req)) return send(reply, twilioError(401, 20003, 'Authenticate'));
      const b = (req.body ?? {}) as Record<string, string | undefined>;
      if (!b.To) return send(reply, twilioError(400, 21604, "A 'To' phone number is required."));
      if (!b.From) return send(reply, twilioError(400, 21603, "A 'From' phone number is required."));
      if (!b.Body) return send(reply, twilioError(400, 21602, 'Message body is required.'));
      const whatsapp = b.To.startsWith('whatsapp:');
      const to = b.To.replace(/^whatsapp:/, '');
      const from = b.From.replace(/^whatsapp:/, '');
      if (!E164.test(to)) return send(reply, twilioError(400, 21211, "The 'To' number is not a valid phone number."));
      const ours = whatsapp
        ? b.From.startsWith('whatsapp:') && (creds.numbers as readonly string[]).includes(from)
        : (creds.numbers as readonly string[]).includes(from) ||
          (creds.alphanumeric as readonly string[]).includes(from);
      if (!ours)
        return send(
          reply,
          twilioError(
            400,
            21606,
            'The From phone number is not a valid, SMS-capable inbound phone number or short code for your account.',
          ),
        );
      const fate = fakeFate(to, 'twilio');
      if (fate === 'refused') return send(reply, twilioError(400, 21614, "'To' number is not a valid mobile number"));
      const id = sid('SM');
      world.recordMessage({ vendor: 'twilio', channel: whatsapp ? 'whatsapp' : 'sms', to, from, text: b.Body, id });
      const common = {
        MessageSid: id,
        SmsSid: id,
        AccountSid: creds.accountSid,
        From: b.From,
        To: b.To,
        ApiVersion: '2010-04-01',
      };
      callback(
        world,
        b.StatusCallback,
        fate === 'delivered'
          ? { ...common, MessageStatus: 'delivered', SmsStatus: 'delivered' }
          : { ...common, MessageStatus: 'undelivered', SmsStatus: 'undelivered', ErrorCode: '30003' },
      );
      return send(reply, {
        status: 201,
        body: {
          ...base,
          sid: id,
          to: b.To,
          from: b.From,
          body: b.Body,
          status: 'queued',
          direction: 'outbound-api',
          date_created: world.now().toUTCString(),
          error_code: null,
          error_message: null,
          uri: `/2010-04-01/Accounts/${creds.accountSid}/Messages/${id}.json`,
        },
      });
    });

    scope.get<{ Params: { sid: string } }>('/2010-04-01/Accounts/:sid.json', async (req, reply) => {
      const who = credentials(req);
      if (!who) return send(reply, twilioError(401, 20003, 'Authenticate'));
      // Test credentials may only buy numbers, send messages and place calls (twilio.com/docs/iam/test-credentials).
      if (who === 'test')
        return send(reply, twilioError(403, 20008, 'Resource not accessible with Test Account Credentials'));
      return {
        sid: creds.accountSid,
        friendly_name: 'Presta Fake',
        status: 'active',
        type: 'Full',
        owner_account_sid: creds.accountSid,
        date_created: world.now().toUTCString(),
        uri: `/2010-04-01/Accounts/${creds.accountSid}.json`,
      };
    });

    scope.post<{ Params: { sid: string } }>('/2010-04-01/Accounts/:sid/Calls.json', async (req, reply) => {
      if (!authorized(req)) return send(reply, twilioError(401, 20003, 'Authenticate'));
      const b = (req.body ?? {}) as Record<string, string | undefined>;
      if (!b.To) return send(reply, twilioError(400, 21201, "No 'To' number is specified"));
      if (!b.From) return send(reply, twilioError(400, 21213, "No 'From' number is specified"));
      if (!b.Twiml && !b.Url) return send(reply, twilioError(400, 21205, 'Url parameter is required.'));
      if (!E164.test(b.To)) return send(reply, twilioError(400, 21211, "The 'To' number is not a valid phone number."));
      if (!(creds.numbers as readonly string[]).includes(b.From))
        return send(
          reply,
          twilioError(400, 21210, 'The source phone number provided, is not yet verified for your account.'),
        );
      const text = b.Twiml ? sayText(b.Twiml) : null;
      if (b.Twiml && text === null) return send(reply, twilioError(400, 12100, 'Document parse failure'));
      const fate = fakeFate(b.To, 'twilio');
      if (fate === 'refused')
        return send(reply, twilioError(400, 21215, 'Geographic permission is not enabled for this number'));
      const id = sid('CA');
      world.recordMessage({ vendor: 'twilio', channel: 'voice', to: b.To, from: b.From, text: text ?? '', id });
      callback(world, b.StatusCallback, {
        CallSid: id,
        AccountSid: creds.accountSid,
        From: b.From,
        To: b.To,
        Direction: 'outbound-api',
        ApiVersion: '2010-04-01',
        CallStatus: fate === 'delivered' ? 'completed' : 'no-answer',
      });
      return send(reply, {
        status: 201,
        body: {
          ...base,
          sid: id,
          to: b.To,
          from: b.From,
          status: 'queued',
          direction: 'outbound-api',
          date_created: world.now().toUTCString(),
        },
      });
    });
  },
};
