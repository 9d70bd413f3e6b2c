import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPath } from '../../domain/transport/path-cipher';
import { buildTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const now = () => Math.floor(t.clock.now().getTime() / 1000);
const headers = { packagename: 'com.presta.ng', lang: 'en' };

describe('transport', () => {
  it('routes an encrypted path to its handler', async () => {
    const res = await t.app.inject({
      url: `/api/${encryptPath('/loan/loan-product/index', 'com.presta.ng')}?t=${now()}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: 'Success' });
  });

  it('refuses a path encrypted with another key with a clear code, not a 5xx', async () => {
    const res = await t.app.inject({
      url: `/api/${encryptPath('/loan/loan-product/index', 'com.other.app')}?t=${now()}`,
      headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 400101, msg: 'Invalid request path', data: null });
  });

  it('refuses garbage hex', async () => {
    const res = await t.app.inject({ url: `/api/${'AB'.repeat(16)}?t=${now()}`, headers: { ...headers, lang: 'es' } });
    expect(res.json()).toMatchObject({ code: 400101, msg: 'Ruta de solicitud no válida' });
  });

  it('refuses a call path sent in the clear', async () => {
    const res = await t.app.inject({ url: `/api/loan/loan-product/index?t=${now()}`, headers });
    expect(res.json().code).toBe(400101);
  });

  it('needs the t time stamp', async () => {
    const res = await t.app.inject({
      url: `/api/${encryptPath('/loan/loan-product/index', 'com.presta.ng')}`,
      headers,
    });
    expect(res.json()).toMatchObject({ code: 400103 });
  });

  it('refuses a t further than the window from the server clock, saying the server time', async () => {
    const url = (at: number) => `/api/${encryptPath('/loan/loan-product/index', 'com.presta.ng')}?t=${at}`;
    expect((await t.app.inject({ url: url(now() - 899), headers })).json().code).toBe(0);
    expect((await t.app.inject({ url: url(now() + 899), headers })).json().code).toBe(0);
    const stale = await t.app.inject({ url: url(now() - 3600), headers });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      code: 400106,
      msg: 'The time on your phone is not right. Please set it to automatic and try again',
      data: { serverTime: now() },
    });
    const ahead = await t.app.inject({ url: url(now() + 901), headers: { ...headers, lang: 'es' } });
    expect(ahead.json()).toMatchObject({
      code: 400106,
      msg: 'La hora de tu teléfono no es correcta. Ponla en automático e inténtalo de nuevo',
    });
  });

  it('refuses an unregistered packageName with a clear message', async () => {
    const res = await t.app.inject({
      url: `/api/${encryptPath('/loan/loan-product/index', 'com.unknown')}?t=${now()}`,
      headers: { packagename: 'com.unknown' },
    });
    expect(res.json()).toMatchObject({ code: 400102, msg: 'This app is not registered' });
  });

  it('answers malformed JSON with a validation code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${encryptPath('/security/getVerifyCode', 'com.presta.ng')}?t=${now()}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400100);
  });

  it('answers an unsupported content type with a clear code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${encryptPath('/security/getVerifyCode', 'com.presta.ng')}?t=${now()}`,
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(400104);
  });

  it('gives field-level messages in the request language', async () => {
    const en = await t.call('/security/getVerifyCode', { mobile: '', type: 'register' });
    expect(en.code).toBe(400100);
    expect(en.data).toMatchObject({ errors: [{ field: 'mobile', message: 'Mobile phone number cannot be empty' }] });
    const es = await t.call('/security/getVerifyCode', { mobile: '12', type: 'register' }, { lang: 'es' });
    expect(es.msg).toBe('Error de formato del número');
  });

  it('unknown API routes answer with the envelope', async () => {
    const res = await t.app.inject({ url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404100);
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/security/login', '/api/loan/loan-product/index']),
    );
    expect(doc.paths['/api/security/login'].post.requestBody.content).toHaveProperty(
      'application/x-www-form-urlencoded',
    );
  });
});
