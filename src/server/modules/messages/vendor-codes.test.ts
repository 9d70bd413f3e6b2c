import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../tools/free-port';
import { FAKE_CREDENTIALS } from '../../../fakes/fake-credentials';
import { buildFakeServer, fakeSettings } from '../../../fakes/fake-server';
import { FAKE_VENDORS } from '../../../fakes/vendors';
import { signTermiiEvent } from '../../../fakes/vendors/termii-sms';
import { CODES } from '../../../domain/api/codes';
import { messageLog, smsEarlyReports } from '../../db/schema';
import { readSmsConfig as readSmsConfigFrom } from '../../providers/sms/sms-config';
import { fromEnv } from '../../test/harness';
import { buildTestApp, type TestApp } from '../../test/harness';

/** The reader as the start runs it: the environment through the settings schema first. */
const readSmsConfig = fromEnv(readSmsConfigFrom);

/**
 * Verification codes through the vendor adapters against the strict fakes (`npm run fakes`),
 * the app listening on a real port so the fakes' signed delivery reports reach it: the code is
 * read from `/_fake/sms` as a borrower reads it from the phone.
 */
let t: TestApp;
let fake: Awaited<ReturnType<typeof buildFakeServer>>;
let appUrl: string;

beforeAll(async () => {
  const [appPort, fakePort] = [await freePort(), await freePort()];
  appUrl = `http://127.0.0.1:${appPort}`;
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  fake = await buildFakeServer({ appUrl, fakeUrl, vendors: FAKE_VENDORS });
  await fake.app.listen({ port: fakePort, host: '127.0.0.1' });
  const env = Object.fromEntries(
    fakeSettings(fakeUrl, FAKE_VENDORS).map((line) => [
      line.slice(0, line.indexOf('=')),
      line.slice(line.indexOf('=') + 1),
    ]),
  );
  t = await buildTestApp({ sms: readSmsConfig({ ...env, SMS_CALLBACK_BASE_URL: appUrl }) }, { smsFromConfig: true });
  await t.app.listen({ port: appPort, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.app.close();
});

const inbox = (e164: string) => fake.world.messagesTo(e164);
const codeIn = (text: string) => text.match(/\b\d(?: ?\d){5}\b/)![0].replace(/ /g, '');

async function deliveryState(deliveryId: string, want: string) {
  let state = '';
  for (let i = 0; i < 100 && state !== want; i++) {
    state = (await t.call('/security/getVerifyCodeDelivery', { deliveryId })).data.state;
    if (state !== want) await new Promise((r) => setTimeout(r, 20));
  }
  return state;
}

const logOf = async (deliveryId: string) =>
  t.database.db.select().from(messageLog).where(eq(messageLog.ticket, deliveryId)).orderBy(messageLog.id);

describe('verification codes through the SMS vendors', () => {
  it('Nigeria: Termii texts the code on the dnd route; its signed report marks it delivered; nothing of the number or the code is stored', async () => {
    const sent = await t.call(
      '/security/getVerifyCode',
      { mobile: '08031230001', type: 'register' },
      { ip: '10.9.0.1' },
    );
    expect(sent.code).toBe(0);
    const message = inbox('+2348031230001')[0];
    expect(message).toMatchObject({ vendor: 'termii', channel: 'sms', from: 'Presta' });
    expect((await t.call('/security/register', { mobile: '08031230001', code: codeIn(message.text) })).code).toBe(0);
    expect(await deliveryState(sent.data.deliveryId!, 'delivered')).toBe('delivered');
    const [row] = await logOf(sent.data.deliveryId!);
    expect(row).toMatchObject({
      vendor: 'termii',
      vendorMessageId: message.id,
      purpose: 'register',
      channel: 'sms',
      status: 'delivered',
      toMasked: '+234******0001',
    });
    expect(JSON.stringify(row)).not.toContain('8031230001');
    expect(JSON.stringify(row)).not.toContain(codeIn(message.text));
  });

  it('Mexico: Twilio texts the code, and the voice code is a call that reads it digit by digit in Spanish', async () => {
    const opts = { packageName: 'com.presta.mx', lang: 'es' as const, ip: '10.9.0.2' };
    expect((await t.call('/security/getVerifyCode', { mobile: '5512340001', type: 'register' }, opts)).code).toBe(0);
    expect(inbox('+525512340001')[0]).toMatchObject({ vendor: 'twilio', channel: 'sms' });
    t.clock.advance(61_000);
    const voice = await t.call(
      '/security/getVerifyCode',
      { mobile: '5512340001', type: 'register', channel: 'voice' },
      opts,
    );
    expect(voice.code).toBe(0);
    const call = inbox('+525512340001')[0];
    expect(call).toMatchObject({ vendor: 'twilio', channel: 'voice' });
    expect(call.text).toMatch(
      /^Le llamamos de Presta[^.]*\. Su código de verificación es \d \d \d \d \d \d\. Repito: /,
    );
    expect((await t.call('/security/register', { mobile: '5512340001', code: codeIn(call.text) }, opts)).code).toBe(0);
    expect(await deliveryState(voice.data.deliveryId!, 'delivered')).toBe('delivered');
  });

  it('a vendor that refuses the number hands it to the next one at once', async () => {
    const sent = await t.call(
      '/security/getVerifyCode',
      { mobile: '08031238888', type: 'register' },
      { ip: '10.9.0.3' },
    );
    expect(sent.code).toBe(0);
    expect(inbox('+2348031238888')[0]).toMatchObject({ vendor: 'twilio' });
    expect((await logOf(sent.data.deliveryId!)).map((r) => [r.vendor, r.status, r.errorCode])).toEqual([
      ['termii', 'failed', 'http:400'],
      ['twilio', 'sent', null],
    ]);
  });

  it('a text reported undelivered shows as failed to the app, and the next code goes through the other vendor first', async () => {
    const sent = await t.call(
      '/security/getVerifyCode',
      { mobile: '08031230000', type: 'register' },
      { ip: '10.9.0.4' },
    );
    expect(sent.code).toBe(0);
    expect(await deliveryState(sent.data.deliveryId!, 'failed')).toBe('failed');
    t.clock.advance(61_000);
    const voice = await t.call(
      '/security/getVerifyCode',
      { mobile: '08031230000', type: 'register', channel: 'voice' },
      { ip: '10.9.0.4' },
    );
    expect((await logOf(voice.data.deliveryId!)).map((r) => r.vendor)).toEqual(['twilio']);
  });

  it('when every vendor refuses, the borrower is told so in their language and offered the voice code', async () => {
    const res = await t.call(
      '/security/getVerifyCode',
      { mobile: '5512349999', type: 'register' },
      { packageName: 'com.presta.mx', lang: 'es', ip: '10.9.0.5' },
    );
    expect(res).toMatchObject({ status: 422, code: CODES.SMS_NOT_DELIVERED, data: { voice: true, resendIn: 60 } });
    expect(res.msg).toMatch(/^No pudimos enviar un mensaje de texto a este número/);
    expect(
      (await logOf((res.data as unknown as { deliveryId: string }).deliveryId)).map((r) => [r.vendor, r.status]),
    ).toEqual([
      ['twilio', 'failed'],
      ['termii', 'failed'],
    ]);
  });

  it("refuses a signed report that does not parse with 400, the message's record unchanged", async () => {
    const ask = { mobile: '08031230009', type: 'register' } as const;
    const sent = await t.call('/security/getVerifyCode', ask, { ip: '10.9.0.9' });
    expect(sent.code).toBe(0);
    const { id } = inbox('+2348031230009')[0];
    await deliveryState(sent.data.deliveryId!, 'delivered');
    const before = await logOf(sent.data.deliveryId!);
    const secret = FAKE_CREDENTIALS.termii.webhookSecret;
    const reports = [
      { message_id: id, status: { text: 'Message Failed' } },
      { message_id: { id }, status: 'Message Failed' },
      { status: 'Message Failed' },
    ];
    for (const report of reports) {
      const body = JSON.stringify(report);
      const headers = { 'content-type': 'application/json', 'x-termii-signature': signTermiiEvent(body, secret) };
      const res = await fetch(`${appUrl}/api/webhooks/sms/termii`, { method: 'POST', body, headers });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'malformed report' });
    }
    expect(await logOf(sent.data.deliveryId!)).toEqual(before);
  });

  it('refuses a forged or malformed report, and keeps a signed report of a message not recorded yet', async () => {
    const post = (vendor: string, body: string, headers: Record<string, string>) =>
      fetch(`${appUrl}/api/webhooks/sms/${vendor}`, { method: 'POST', body, headers });
    const form = 'MessageSid=SM00000000000000000000000000000000&MessageStatus=delivered';
    expect(
      (
        await post('twilio', form, {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': 'AAAA',
        })
      ).status,
    ).toBe(401);
    expect((await post('twilio', form, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(401);
    const forged = JSON.stringify({ message_id: '1', status: 'Delivered' });
    expect(
      (
        await post('termii', forged, {
          'content-type': 'application/json',
          'x-termii-signature': signTermiiEvent(forged, 'not-the-secret'),
        })
      ).status,
    ).toBe(401);
    const garbage = '{"status":';
    expect(
      (
        await post('termii', garbage, {
          'content-type': 'application/json',
          'x-termii-signature': signTermiiEvent(garbage, FAKE_CREDENTIALS.termii.webhookSecret),
        })
      ).status,
    ).toBe(400);
    // Termii sends a refused report no more: one of a message whose id the send has not written yet is kept for it.
    const early = JSON.stringify({ message_id: '999', status: 'Delivered' });
    const res = await post('termii', early, {
      'content-type': 'application/json',
      'x-termii-signature': signTermiiEvent(early, FAKE_CREDENTIALS.termii.webhookSecret),
    });
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(smsEarlyReports)).toMatchObject([
      { vendor: 'termii', vendorMessageId: '999', state: 'delivered' },
    ]);
  });
});
