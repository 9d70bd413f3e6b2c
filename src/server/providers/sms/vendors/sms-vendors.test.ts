import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../../../../fakes/fake-credentials';
import { buildFakeServer } from '../../../../fakes/fake-server';
import { termiiSmsFake } from '../../../../fakes/vendors/termii-sms';
import { twilioSmsFake } from '../../../../fakes/vendors/twilio-sms';
import { SmsRefused } from '../sms-provider';
import { TermiiSms } from './termii-sms';
import { TwilioSms, voiceTwiml } from './twilio-sms';

/**
 * The adapters against the strict fakes of their vendors (src/fakes): what the fake accepts and refuses is the vendor's
 * documented API.
 */
let fake: Awaited<ReturnType<typeof buildFakeServer>>;
let fakeUrl: string;
beforeAll(async () => {
  fake = await buildFakeServer({
    appUrl: 'http://127.0.0.1:9',
    fakeUrl: 'http://127.0.0.1:0',
    vendors: [termiiSmsFake, twilioSmsFake],
  });
  await fake.app.listen({ port: 0, host: '127.0.0.1' });
  fakeUrl = `http://127.0.0.1:${(fake.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await fake.app.close();
});

const received = (to: string) => fake.world.messagesTo(to);
const refusal = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => (err instanceof SmsRefused ? err.code : String(err)),
  );

describe('TermiiSms', () => {
  const termii = (apiKey: string = FAKE_CREDENTIALS.termii.apiKey, sender = 'Presta') =>
    new TermiiSms(
      {
        apiKey,
        baseUrl: `${fakeUrl}/termii`,
        senderId: sender,
        webhookSecret: FAKE_CREDENTIALS.termii.webhookSecret,
        whatsappFrom: FAKE_CREDENTIALS.termii.whatsappDevice,
      },
      () => sender,
    );
  const msg = {
    to: '+2348031110001',
    text: 'Presta: your verification code is 123456.',
    purpose: 'login',
    lang: 'en' as const,
  };

  it("sends on the dnd route in Termii's number format and answers its message id", async () => {
    const accepted = await termii().send(msg);
    expect(accepted.vendorMessageId).toMatch(/^\d{18}$/);
    expect(received('+2348031110001')[0]).toMatchObject({
      vendor: 'termii',
      channel: 'sms',
      from: 'Presta',
      text: msg.text,
      id: accepted.vendorMessageId,
    });
  });

  it('a voice call carries the code, its leading zero kept', async () => {
    await termii().voice({ ...msg, to: '+2348031110002', text: 'ignored by Termii', code: '012345' });
    expect(received('+2348031110002')[0]).toMatchObject({ channel: 'voice', text: '0 1 2 3 4 5' });
    expect(await refusal(termii().voice({ ...msg, to: '+2348031110002' }))).toBe('voice-needs-code');
  });

  it('WhatsApp goes through the same call on the whatsapp channel', async () => {
    await termii().whatsapp({ ...msg, to: '+2348031110003' });
    expect(received('+2348031110003')[0]).toMatchObject({
      channel: 'whatsapp',
      from: FAKE_CREDENTIALS.termii.whatsappDevice,
    });
  });

  it('a refused key, an unknown sender id or a refused number is an SmsRefused with the status only', async () => {
    expect(await refusal(termii('TLwrong').send(msg))).toBe('http:401');
    expect(await refusal(termii(undefined, 'Unknown').send(msg))).toBe('http:404');
    expect(await refusal(termii().send({ ...msg, to: '+2348031119999' }))).toBe('http:400');
  });

  it('an unreachable vendor is retryable', async () => {
    const down = new TermiiSms(
      { apiKey: 'k', baseUrl: 'http://127.0.0.1:9', senderId: 'Presta', webhookSecret: 's' },
      () => 'Presta',
    );
    const err = await down.send(msg).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsRefused);
    expect((err as SmsRefused).retryable).toBe(true);
  });
});

describe('TwilioSms', () => {
  const creds = FAKE_CREDENTIALS.twilio;
  const twilio = (authToken: string = creds.authToken, from: string = creds.numbers[0]) =>
    new TwilioSms(
      {
        accountSid: creds.accountSid,
        authToken,
        baseUrl: `${fakeUrl}/twilio`,
        from,
        voiceFrom: creds.numbers[0],
        whatsappFrom: creds.numbers[0],
      },
      'http://127.0.0.1:9/api/webhooks/sms/twilio',
      () => from,
    );
  const msg = {
    to: '+525511110001',
    text: 'Presta: tu código de verificación es 123456.',
    purpose: 'login',
    lang: 'es' as const,
  };

  it('sends a message (form-encoded, Basic auth) and answers its SM sid', async () => {
    const accepted = await twilio().send(msg);
    expect(accepted.vendorMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(received('+525511110001')[0]).toMatchObject({ vendor: 'twilio', channel: 'sms', text: msg.text });
  });

  it('calls with TwiML that reads the script in Mexican Spanish, twice', async () => {
    const text = 'Su código de verificación es 0 1 2 3 4 5.';
    expect(voiceTwiml(text, 'es')).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Say language="es-MX">${text}</Say><Pause length="1"/><Say language="es-MX">${text}</Say></Response>`,
    );
    expect(voiceTwiml('a < b & "c"', 'en')).toContain('<Say language="en-GB">a &lt; b &amp; &quot;c&quot;</Say>');
    const accepted = await twilio().voice({ ...msg, to: '+525511110002', text });
    expect(accepted.vendorMessageId).toMatch(/^CA/);
    expect(received('+525511110002')[0]).toMatchObject({ channel: 'voice', text });
  });

  it('WhatsApp uses the whatsapp: prefix on both numbers', async () => {
    await twilio().whatsapp({ ...msg, to: '+525511110003' });
    expect(received('+525511110003')[0]).toMatchObject({ channel: 'whatsapp' });
  });

  it("refusals carry Twilio's error code", async () => {
    expect(await refusal(twilio('wrongtoken').send(msg))).toBe('20003');
    expect(await refusal(twilio(undefined, '+15550001111').send(msg))).toBe('21606');
    expect(await refusal(twilio().send({ ...msg, to: '+525511119999' }))).toBe('21614');
  });
});

describe('an answer that does not parse is the vendor refusing, retryable', () => {
  let server: Server;
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  let url = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  const refused = async (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: unknown) => (err instanceof SmsRefused ? { code: err.code, retryable: err.retryable } : String(err)),
    );
  const msg = { to: '+2348031110001', text: 'Presta: your code is 123456.', purpose: 'login', lang: 'en' as const };
  const termii = () => new TermiiSms({ apiKey: 'k', baseUrl: url, senderId: 'Presta', webhookSecret: 's' }, () => 'P');
  const number = '+15550001111';
  const twilio = () =>
    new TwilioSms(
      { accountSid: 'AC1', authToken: 't', baseUrl: url, from: number, voiceFrom: number },
      'http://127.0.0.1:9/cb',
      () => number,
    );

  it.each([
    ['Termii: no message_id', { message_id: null, code: 'ok' }],
    ['Termii: message_id an object', { message_id: { id: 1 }, code: 'ok' }],
    // JSON.parse already rounded it: it would name another message.
    ['Termii: message_id beyond a safe number', { message_id: 2 ** 60, code: 'ok' }],
  ])('%s', async (_name, body) => {
    answer = { status: 200, body };
    expect(await refused(termii().send(msg))).toEqual({ code: 'unexpected-shape:no-message_id', retryable: true });
  });

  it('Termii: a balance of null is no balance (Number(null) read it as 0)', async () => {
    answer = { status: 200, body: { user: 'x', balance: null, currency: 'NGN' } };
    expect(await refused(termii().balance())).toEqual({ code: 'unexpected-shape:no-balance', retryable: true });
    answer = { status: 200, body: { user: 'x', balance: '1500.25', currency: 'NGN' } };
    expect(await termii().balance()).toEqual({ balance: 1500.25, currency: 'NGN' });
  });

  it('Twilio: a sid of another type or form, an account without its type', async () => {
    answer = { status: 201, body: { sid: 12345, status: 'queued' } };
    expect(await refused(twilio().send(msg))).toEqual({ code: 'unexpected-shape:no-sid', retryable: true });
    answer = { status: 201, body: { sid: 'SMnot-a-sid', status: 'queued' } };
    expect(await refused(twilio().send(msg))).toEqual({ code: 'unexpected-shape:no-sid', retryable: true });
    answer = { status: 200, body: { status: 'active' } };
    expect(await refused(twilio().account())).toEqual({ code: 'unexpected-shape:no-status', retryable: true });
    answer = { status: 400, body: { code: '21211', message: 'bad To' } };
    expect(await refused(twilio().send(msg))).toEqual({ code: 'http:400', retryable: false });
  });
});
