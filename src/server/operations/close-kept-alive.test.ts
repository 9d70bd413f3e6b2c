import { afterAll, beforeAll, expect, it } from 'vitest';
import { encryptPath } from '../../domain/transport/path-cipher';
import type { SmsMessage } from '../providers/sms/sms-provider';
import { buildTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

it('a request still running when the server closes is answered with Connection: close, so the close does not wait out the keep-alive timeout', async () => {
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  // A kept-alive connection first, as a phone's or a vendor's client holds one.
  expect((await fetch(`${base}/healthz`)).status).toBe(200);

  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const inFlight = new Promise<void>((resolve) => (started = resolve));
  const send = t.sms.send.bind(t.sms);
  t.sms.send = async (message: SmsMessage) => {
    started();
    await gate;
    return send(message);
  };
  const url = `${base}/api/${encryptPath('/security/getVerifyCode', 'com.presta.ng')}?t=${Math.floor(t.clock.now().getTime() / 1000)}`;
  const answer = fetch(url, {
    method: 'POST',
    headers: {
      packagename: 'com.presta.ng',
      appname: 'Presta',
      lang: 'en',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ mobile: '08031239901', type: 'register' }).toString(),
  });
  await inFlight;
  const closed = t.app.close();
  // The answer leaves once the server has stopped listening (a connection idle before that is dropped by Fastify
  // itself).
  while (t.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
  release();
  const res = await answer;
  expect(((await res.json()) as { code: number }).code).toBe(0);
  expect(res.headers.get('connection')).toBe('close');
  // Without the header this waits for the 72 s keep-alive timeout, past the test's own.
  await closed;
});
