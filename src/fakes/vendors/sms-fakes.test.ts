import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import { buildFakeServer } from '../fake-server';
import { signTermiiEvent, termiiSmsFake } from './termii-sms';
import { signTwilioRequest, twilioSmsFake } from './twilio-sms';

const termii = FAKE_CREDENTIALS.termii;
const twilio = FAKE_CREDENTIALS.twilio;
const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

describe('SMS vendor fakes', () => {
  let appServer: Server;
  let appUrl: string;
  const received: { url: string; headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  let fake: Awaited<ReturnType<typeof buildFakeServer>>;

  beforeAll(async () => {
    appServer = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => appServer.listen(0, '127.0.0.1', r));
    appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
    fake = await buildFakeServer({ appUrl, fakeUrl: 'http://127.0.0.1:1', vendors: [termiiSmsFake, twilioSmsFake] });
  });
  afterAll(async () => {
    await fake.app.close();
    await new Promise((r) => appServer.close(r));
  });

  const until = async (pred: () => boolean) => {
    for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(pred()).toBe(true);
  };

  describe('Termii', () => {
    const send = (body: Record<string, unknown>) =>
      fake.app.inject({ method: 'POST', url: '/termii/api/sms/send', payload: body });
    const good = {
      api_key: termii.apiKey,
      to: '2348030000001',
      from: 'Presta',
      sms: 'Presta: your code is 123456.',
      type: 'plain',
      channel: 'dnd',
    };

    it('refuses a wrong key, a missing field, a number with "+", an unknown sender id and an unknown channel', async () => {
      expect((await send({ ...good, api_key: 'nope' })).statusCode).toBe(401);
      const missing = await send({ ...good, sms: undefined });
      expect([missing.statusCode, missing.json().message]).toEqual([400, 'The sms field is required.']);
      expect((await send({ ...good, to: '+2348030000001' })).statusCode).toBe(400);
      expect((await send({ ...good, from: 'Other' })).json()).toEqual({
        code: 'fail',
        message: 'ApplicationSenderId not found',
      });
      expect((await send({ ...good, channel: 'fast' })).statusCode).toBe(400);
      expect((await send({ ...good, to: '2348030009999' })).json().message).toBe('You are not set up on this route');
    });

    it('takes a text, lists it at /_fake/sms and reports delivery signed with HMAC-SHA512 of the body', async () => {
      const res = await send(good);
      expect(res.statusCode).toBe(200);
      const { message_id: id } = res.json();
      const listed = (await fake.app.inject({ method: 'GET', url: '/_fake/sms?to=%2B2348030000001' })).json();
      expect(listed[0]).toMatchObject({ vendor: 'termii', channel: 'sms', id, text: good.sms });
      await until(() => received.some((r) => r.body.includes(id)));
      const report = received.find((r) => r.body.includes(id))!;
      expect(report.url).toBe('/api/webhooks/sms/termii');
      expect(report.headers['x-termii-signature']).toBe(signTermiiEvent(report.body, termii.webhookSecret));
      expect(JSON.parse(report.body)).toMatchObject({
        message_id: id,
        status: 'Delivered',
        receiver: '2348030000001',
        channel: 'dnd',
      });
    });

    it('reports "Message Failed" for a number ending 0000', async () => {
      const { message_id: id } = (await send({ ...good, to: '2348030000000' })).json();
      await until(() => received.some((r) => r.body.includes(id)));
      expect(JSON.parse(received.find((r) => r.body.includes(id))!.body).status).toBe('Message Failed');
    });

    it('places a voice call with a 4–8 digit code and lists it as voice', async () => {
      const call = (b: Record<string, unknown>) =>
        fake.app.inject({ method: 'POST', url: '/termii/api/sms/otp/call', payload: b });
      expect((await call({ api_key: termii.apiKey, phone_number: '2348030000002', code: '12' })).statusCode).toBe(400);
      expect((await call({ api_key: termii.apiKey, phone_number: '2348030000002', code: '012345' })).statusCode).toBe(
        200,
      );
      const listed = (await fake.app.inject({ method: 'GET', url: '/_fake/sms?to=%2B2348030000002' })).json();
      expect(listed[0]).toMatchObject({ channel: 'voice', text: '0 1 2 3 4 5' });
    });
  });

  describe('Twilio', () => {
    const path = `/twilio/2010-04-01/Accounts/${twilio.accountSid}`;
    const post = (resource: string, form: Record<string, string>, auth = basic(twilio.accountSid, twilio.authToken)) =>
      fake.app.inject({
        method: 'POST',
        url: `${path}/${resource}`,
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });

    it('refuses bad auth (20003), missing To/Body, a To that is not E.164 and a From not on the account', async () => {
      expect(
        (
          await post(
            'Messages.json',
            { To: '+525512345678', From: '+15005550006', Body: 'x' },
            basic(twilio.accountSid, 'wrong'),
          )
        ).json().code,
      ).toBe(20003);
      expect((await post('Messages.json', { From: '+15005550006', Body: 'x' })).json().code).toBe(21604);
      expect((await post('Messages.json', { To: '+525512345678', From: '+15005550006' })).json().code).toBe(21602);
      expect((await post('Messages.json', { To: '5512345678', From: '+15005550006', Body: 'x' })).json()).toMatchObject(
        { code: 21211, status: 400 },
      );
      expect((await post('Messages.json', { To: '+525512345678', From: '+15550000000', Body: 'x' })).json().code).toBe(
        21606,
      );
    });

    it('takes a message (201, SM sid) and posts a signed status callback to the StatusCallback URL', async () => {
      const callbackUrl = `${appUrl}/api/webhooks/sms/twilio`;
      const res = await post('Messages.json', {
        To: '+525512340000',
        From: '+15005550006',
        Body: 'Hola',
        StatusCallback: callbackUrl,
      });
      expect(res.statusCode).toBe(201);
      const { sid } = res.json();
      expect(sid).toMatch(/^SM[0-9a-f]{32}$/);
      await until(() => received.some((r) => r.body.includes(sid)));
      const report = received.find((r) => r.body.includes(sid))!;
      const params = Object.fromEntries(new URLSearchParams(report.body));
      expect(params).toMatchObject({ MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003' });
      expect(report.headers['x-twilio-signature']).toBe(signTwilioRequest(callbackUrl, params, twilio.authToken));
    });

    it('places a call from TwiML and lists what <Say> reads as voice', async () => {
      const twiml =
        '<?xml version="1.0" encoding="UTF-8"?><Response><Say language="es-MX">Su código es 1 2 3 4 5 6.</Say></Response>';
      expect((await post('Calls.json', { To: '+525512345679', From: '+15005550006' })).json().code).toBe(21205);
      expect(
        (await post('Calls.json', { To: '+525512345679', From: '+15005550006', Twiml: '<Nope/>' })).json().code,
      ).toBe(12100);
      const res = await post('Calls.json', { To: '+525512345679', From: '+15005550006', Twiml: twiml });
      expect(res.json().sid).toMatch(/^CA/);
      const listed = (await fake.app.inject({ method: 'GET', url: '/_fake/sms?to=%2B525512345679' })).json();
      expect(listed[0]).toMatchObject({ vendor: 'twilio', channel: 'voice', text: 'Su código es 1 2 3 4 5 6.' });
    });
  });
});
