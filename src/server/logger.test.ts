import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { encryptPath } from '../domain/transport/path-cipher';
import { buildApp } from './app';
import { seedDemo } from './seed/demo';
import { TestClock, testConfig } from './test/harness';
import { createTestDatabase } from './test/test-db';
import { OTP_POLICY } from './settings/otp-policy';

const lines: string[] = [];
const clock = new TestClock();
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});

let close: () => Promise<void>;
let inject: Awaited<ReturnType<typeof buildApp>>['inject'];
beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  // No SMS provider passed: the app makes its own sandbox, wired to the captured log.
  const app = await buildApp({
    config: { ...testConfig(), logLevel: 'info', otp: OTP_POLICY },
    db: database.db,
    clock,
    logStream: sink,
  });
  await app.ready();
  inject = app.inject.bind(app);
  close = async () => {
    await app.close();
    await database.drop();
  };
});
afterAll(async () => close());

const url = (path: string, query = '') =>
  `/api/${encryptPath(path, 'com.presta.ng')}?t=${Math.floor(clock.now().getTime() / 1000)}${query}`;
const headers = { packagename: 'com.presta.ng', 'content-type': 'application/json' };

it('never writes the mobile number, the verification code or the session token to the log', async () => {
  const mobile = '08035550123';
  await inject({ method: 'POST', url: url('/security/getVerifyCode'), headers, payload: { mobile, type: 'register' } });
  const outbox = await inject({ url: `/api/dev/sms-outbox?mobile=${mobile}` });
  const code = outbox.json().data.messages[0].code as string;
  const reg = await inject({ method: 'POST', url: url('/security/register'), headers, payload: { mobile, code } });
  const token = reg.json().data.token as string;
  await inject({ url: url('/security/existsByMobile', `&mobile=${mobile}`), headers });
  await inject({ url: url('/security/getUserInfo'), headers: { ...headers, authorization: `Bearer ${token}` } });

  expect(lines.length).toBeGreaterThan(4);
  const log = lines.join('\n');
  expect(log).not.toContain(token);
  expect(log).not.toContain(mobile);
  expect(log).not.toContain('8035550123');
  expect(log).not.toContain('Bearer');
  // Not even the sandbox SMS line carries the code: it says a message went to the masked number.
  expect(lines.filter((l) => l.includes(code))).toEqual([]);
  const sandboxLine = lines.find((l) => l.includes('[sandbox sms]'));
  expect(sandboxLine).toContain('+234******0123');
});
