import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPath } from '../../domain/transport/path-cipher';
import { buildTestApp, type TestApp } from '../test/harness';

/**
 * Every call listed in /api/openapi.json, fed hostile input: NUL and other control characters,
 * lone surrogates, very long and deeply nested values, wrong types, unknown keys. Whatever
 * arrives, the answer is an envelope below 500: bad input is the client's fault. The calls are
 * read from the served document, so a call added later is fuzzed without touching this file.
 * FUZZ_RUNS raises the number of random inputs per call (CI keeps the default small).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const PACKAGE = 'com.presta.ng';

interface Operation {
  method: 'GET' | 'POST';
  encoding: 'json' | 'form' | 'multipart' | 'query';
  auth: string;
  fields: string[];
}

let t: TestApp;
let token: string;
let operations: [string, Operation][];

/** The call path and what travels in it, as the OpenAPI document states. */
function readOperations(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): [string, Operation][] {
  return Object.entries(doc.paths).map(([apiPath, byMethod]) => {
    const [method, op] = Object.entries(byMethod)[0];
    const params = (op.parameters ?? []) as { name: string; in: string }[];
    const content =
      (
        op.requestBody as
          { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } | undefined
      )?.content ?? {};
    const [type, body] = Object.entries(content)[0] ?? [];
    const encoding =
      method === 'get'
        ? 'query'
        : type === 'application/x-www-form-urlencoded'
          ? 'form'
          : type === 'multipart/form-data'
            ? 'multipart'
            : 'json';
    const fields =
      method === 'get'
        ? params.filter((p) => p.in === 'query' && p.name !== 't').map((p) => p.name)
        : Object.keys(body?.schema?.properties ?? {});
    return [
      apiPath.replace(/^\/api/, ''),
      { method: method.toUpperCase() as Operation['method'], encoding, auth: String(op['x-auth']), fields },
    ];
  });
}

const deep = (levels: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/**
 * A JSON body 5,000 levels deep around each field, written as text (stringifying it would overflow the test's own
 * stack).
 */
const DEEP = Symbol('5000 levels');
const deepJsonText = (fields: string[]) =>
  `{${fields.map((f) => `${JSON.stringify(f)}:${'{"a":['.repeat(2_500)}1${']}'.repeat(2_500)}`).join(',')}}`;

/** Text an attacker types: the characters that broke PostgreSQL, lengths and shapes that break parsers. */
const hostileText = fc.oneof(
  // Weighted: the known-bad strings are what found the 5xx answers; random text explores the rest.
  {
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\uD800',
      'x\uDFFFy',
      '\u001B[31m',
      '\u007F',
      '',
      ' ',
      '-1',
      '1e309',
      'NaN',
      '__proto__',
      '0'.repeat(40),
      'Ω'.repeat(3000),
      "' OR 1=1 --",
      '$1',
      '%00',
    ),
    weight: 4,
  },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
  fc.integer().map(String),
);

const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(deep(300), deep(40), Number.MAX_SAFE_INTEGER + 2, -0),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('v'), { maxKeys: 4 }),
  ),
})).v;

/** A payload over the call's own fields (each maybe missing) plus unknown keys. */
function payloadFor(op: Operation): fc.Arbitrary<Record<string, unknown>> {
  const value = op.encoding === 'json' ? hostileJson : hostileText;
  const known = Object.fromEntries(op.fields.map((f) => [f, value]));
  return fc
    .tuple(fc.record(known, { requiredKeys: [] }), fc.dictionary(hostileText, value, { maxKeys: 2 }))
    .map(([own, extra]) => ({ ...extra, ...own }));
}

function encode(
  op: Operation,
  payload: Record<string, unknown>,
): { query: string; headers: Record<string, string>; body?: string | Buffer } {
  const headers: Record<string, string> = { packagename: PACKAGE, lang: 'en' };
  if (op.auth !== 'none') headers.authorization = `Bearer ${token}`;
  const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  if (op.encoding === 'query') {
    return { query: new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, text(v)])).toString(), headers };
  }
  if (op.encoding === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return {
      query: '',
      headers,
      body: new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, text(v)])).toString(),
    };
  }
  if (op.encoding === 'multipart') {
    const boundary = 'fuzzboundary7d9';
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    const parts = Object.entries(payload).map(
      ([k, v]) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${k.replace(/["\r\n]/g, '')}"\r\n\r\n${text(v)}\r\n`,
    );
    const file = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n${text(payload.file ?? '\u0000\u00ff')}\r\n`;
    return { query: '', headers, body: Buffer.from(`${parts.join('')}${file}--${boundary}--\r\n`) };
  }
  headers['content-type'] = 'application/json';
  return {
    query: '',
    headers,
    body: Object.values(payload).includes(DEEP) ? deepJsonText(Object.keys(payload)) : JSON.stringify(payload),
  };
}

async function send(path: string, op: Operation, payload: Record<string, unknown>) {
  const { query, headers, body } = encode(op, payload);
  const at = Math.floor(t.clock.now().getTime() / 1000);
  const res = await t.app.inject({
    method: op.method,
    url: `/api/${encryptPath(path, PACKAGE)}?t=${at}${query ? `&${query}` : ''}`,
    headers,
    payload: body,
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string } };
}

beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.registerUser('08036660001')).token;
  operations = readOperations((await t.app.inject({ url: '/api/openapi.json' })).json());
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('every call of /api/openapi.json under hostile input', () => {
  it('covers every call of the document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('refuses control characters, lone surrogates and deep nesting in any field with a 400 envelope', async () => {
    const failures: string[] = [];
    for (const [path, op] of operations) {
      const fields = op.fields.length ? op.fields : ['x'];
      // A lone surrogate only travels as a JSON escape: URL and multipart encodings carry UTF-8, which cannot hold one.
      const samples: unknown[] = [
        'a\u0000b',
        'b\u001Bc',
        ...(op.encoding === 'json' ? ['\uD800', 'x\uDFFF', DEEP] : []),
      ];
      for (const sample of samples) {
        const { status, body } = await send(path, op, Object.fromEntries(fields.map((f) => [f, sample])));
        if (status >= 500 || body.code !== 400100)
          failures.push(
            `${path} ${String(sample === DEEP ? 'deep' : JSON.stringify(sample))} → ${status} ${body.code}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('never answers 5xx to random hostile payloads (fast-check)', async () => {
    const failures: string[] = [];
    for (const [path, op] of operations) {
      await fc
        .assert(
          fc.asyncProperty(payloadFor(op), async (payload) => {
            const { status, body } = await send(path, op, payload);
            if (status >= 500)
              failures.push(`${path} ${JSON.stringify(payload).slice(0, 200)} → ${status} ${body?.code}`);
            return status < 500 && typeof body?.code === 'number' && typeof body?.msg === 'string';
          }),
          { numRuns: op.encoding === 'multipart' ? Math.min(RUNS, 6) : RUNS, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
