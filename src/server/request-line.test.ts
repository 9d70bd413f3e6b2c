import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { loggerOptions, OneLinePerRequest } from './logger';

function appLoggingTo(lines: Record<string, unknown>[], level = 'info') {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions(level), stream }, logController: new OneLinePerRequest() });
  app.get('/api/echo', async (req) => {
    // A handler that logs an object by mistake: redaction still applies to its lines.
    req.log.info({ user: { token: 'tok-secret', mobile: '08035550123' }, otp: '123456' }, 'handler line');
    return { ok: true };
  });
  return app;
}

it('writes one line per request, from the serializers only, and still redacts every other line', async () => {
  const lines: Record<string, unknown>[] = [];
  const app = appLoggingTo(lines);
  const res = await app.inject({
    url: '/api/echo?mobile=08035550123',
    headers: { authorization: 'Bearer tok-secret' },
  });
  expect(res.statusCode).toBe(200);
  await app.close();

  const completed = lines.filter((l) => l.msg === 'request completed');
  expect(completed).toHaveLength(1);
  expect(completed[0]).toMatchObject({
    level: 30,
    reqId: res.headers['x-request-id'] ?? expect.any(String),
    req: { method: 'GET', url: '/api/echo?…' },
    res: { statusCode: 200 },
  });
  expect(Object.keys(completed[0].req as object).sort()).toEqual(['id', 'method', 'url']);
  expect(typeof completed[0].responseTime).toBe('number');
  expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);

  const handler = lines.find((l) => l.msg === 'handler line');
  expect(handler).toMatchObject({ user: { token: '[redacted]', mobile: '[redacted]' }, otp: '[redacted]' });
  // The handler's line and the request line come from the same request's logger, bound to its id.
  expect(handler?.reqId).toBe(completed[0].reqId);
  const log = JSON.stringify(lines);
  expect(log).not.toContain('tok-secret');
  expect(log).not.toContain('8035550123');
  expect(log).not.toContain('123456');
});

it('writes no request line under the info level', async () => {
  const lines: Record<string, unknown>[] = [];
  const app = appLoggingTo(lines, 'warn');
  await app.inject({ url: '/api/echo' });
  await app.close();
  expect(lines).toEqual([]);
});

it('censors secret keys at the top and one level down, in errors too, and never changes the logged object', async () => {
  const lines: Record<string, unknown>[] = [];
  const app = appLoggingTo(lines);
  await app.ready();
  const logged = {
    headers: { authorization: 'Bearer tok-secret' },
    job: { id: 7, bvn: '22212345678' },
    curp: 'GOLM900101MDFNPR09',
  };
  app.log.warn(logged, 'nested line');
  app.log.error({ err: Object.assign(new Error('vendor refused'), { mobile: '08035550123' }) }, 'error line');
  await app.close();

  expect(lines.find((l) => l.msg === 'nested line')).toMatchObject({
    headers: { authorization: '[redacted]' },
    job: { id: 7, bvn: '[redacted]' },
    curp: '[redacted]',
  });
  expect(lines.find((l) => l.msg === 'error line')).toMatchObject({
    err: { message: 'vendor refused', mobile: '[redacted]' },
  });
  expect(logged.headers.authorization).toBe('Bearer tok-secret');
  const log = JSON.stringify(lines);
  for (const secret of ['tok-secret', '22212345678', 'GOLM900101', '8035550123']) expect(log).not.toContain(secret);
});
