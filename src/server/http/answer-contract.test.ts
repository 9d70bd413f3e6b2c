import { Writable } from 'node:stream';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../domain/api/contracts';
import { encryptPath } from '../../domain/transport/path-cipher';
import type { AppConfig } from '../config';
import { loggerOptions } from '../logger';
import { seedDemo } from '../seed/demo';
import { testConfig, TestClock } from '../test/harness';
import { runnerDeps } from '../test/runner-deps';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { ApiError } from './api-error';
import { answerProblem } from './answer-contract';
import { AppsRegistry } from './apps-registry';
import { handleError } from './envelope';
import { rewriteEncryptedUrl } from './path-decrypt';
import { registerCall } from './register-call';

/**
 * Issue 33.2: in development and in tests, every call's answer is checked against its contract
 * as it is sent; a wrong one is logged (the call and where, never the values). Production does
 * not check. A tiny route registered through registerCall, the way every call is.
 */
const PATH = '/loanMarket/customer-service';
type Answer = CallOutput<typeof PATH>;
const right: Answer = {
  email: 'support@presta.test',
  opensAt: '09:00',
  closesAt: '18:00',
  timeZone: 'Africa/Lagos',
  days: [1, 2, 3, 4, 5, 6],
  openNow: true,
  registrations: { fccpc: null, condusef: null, reca: null },
};
// A personal address in the answer, and two fields of the wrong form.
const wrong = { ...right, email: 'ada.obi@example.com', opensAt: 900, days: [1, 8] } as unknown as Answer;

let database: TestDatabase;
const clock = new TestClock();
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
});
afterAll(async () => database.drop());

/** An app with the one call, answering what `answer()` returns, its log lines kept. */
async function appAnswering(
  mode: AppConfig['mode'],
  answer: () => Answer,
): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions('warn'), stream }, rewriteUrl: rewriteEncryptedUrl });
  app.setErrorHandler(handleError);
  // As app.ts registers it: registerCall refuses a multipart body on a call that is not multipart.
  await app.register(multipart);
  const deps = { ...runnerDeps(database.db, clock, testConfig({ mode })), log: app.log };
  registerCall(app, { deps, apps: new AppsRegistry(database.db), jobs: null as never }, PATH, async () => answer());
  await app.ready();
  return { app, lines };
}

const call = (app: FastifyInstance) =>
  app.inject({
    url: `/api/${encryptPath(PATH, 'com.presta.ng')}?t=${Math.floor(clock.now().getTime() / 1000)}`,
    headers: { packagename: 'com.presta.ng', lang: 'en' },
  });
const warnings = (lines: Record<string, unknown>[]) =>
  lines.filter((l) => l.msg === 'answer does not match its contract');

describe('answers checked against their contracts', () => {
  it('development: a wrong answer is logged with the call and the issue paths, never a value; the answer still goes out', async () => {
    let answer = right;
    const { app, lines } = await appAnswering('development', () => answer);
    expect((await call(app)).json()).toMatchObject({ code: 0, data: right });
    expect(warnings(lines)).toEqual([]);

    answer = wrong;
    const res = await call(app);
    expect(res.json()).toMatchObject({ code: 0, data: { email: 'ada.obi@example.com' } });
    expect(warnings(lines)).toHaveLength(1);
    expect(warnings(lines)[0]).toMatchObject({
      level: 40,
      call: PATH,
      issues: [
        { path: 'data.opensAt', issue: 'invalid_type' },
        { path: 'data.days.1', issue: 'too_big' },
      ],
    });
    // The issues are paths and zod's codes only; the personal address the answer carried is in no line.
    expect(JSON.stringify(lines)).not.toContain('ada.obi');
    await app.close();
  });

  it('tests check too; an error answer carries no data contract and is not checked', async () => {
    let fail = false;
    const { app, lines } = await appAnswering('test', () => {
      if (fail) throw new ApiError('NOT_FOUND', 404);
      return wrong;
    });
    await call(app);
    expect(warnings(lines)).toHaveLength(1);
    fail = true;
    const refused = (await call(app)).json();
    expect(refused.code).not.toBe(0);
    expect(refused.data).toBeNull();
    expect(warnings(lines)).toHaveLength(1);
    await app.close();
  });

  it('production does not check (it costs a parse per answer)', async () => {
    const { app, lines } = await appAnswering('production', () => wrong);
    expect((await call(app)).json()).toMatchObject({ code: 0 });
    expect(warnings(lines)).toEqual([]);
    await app.close();
  });

  it('what the test harness fails on: the problem names where, for success answers only', () => {
    expect(answerProblem(PATH, { code: 0, msg: 'Success', data: right })).toBeNull();
    expect(answerProblem(PATH, { code: 0, msg: 'Success', data: wrong })?.map((i) => i.path)).toEqual([
      'data.opensAt',
      'data.days.1',
    ]);
    // A key the contract does not name: the parse would drop it, the check names it.
    expect(
      answerProblem(PATH, {
        code: 0,
        msg: 'Success',
        data: { ...right, registrations: { ...right.registrations, internal: 1 }, staffNote: 'x' },
      }),
    ).toEqual([
      { path: 'data.registrations.internal', code: 'unrecognized_keys', message: expect.any(String) },
      { path: 'data.staffNote', code: 'unrecognized_keys', message: expect.any(String) },
    ]);
    expect(answerProblem(PATH, { code: 404, msg: 'Not found', data: null })).toBeNull();
    expect(answerProblem(PATH, 'not json')).toEqual([
      { path: '(envelope)', code: 'invalid_type', message: 'not a { code, msg, data } envelope' },
    ]);
  });
});
