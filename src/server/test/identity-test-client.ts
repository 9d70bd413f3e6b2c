import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CallPath } from '../../domain/api/calls';
import { encryptPath } from '../../domain/transport/path-cipher';
import { buildApp, type BuildOptions } from '../app';
import { buildTestApp, mustKeepContract, testConfig, type Envelope, type TestApp } from './harness';

/**
 * Test support for the identity calls: multipart bodies built by hand (as a phone's webview
 * sends them) and an app on the harness's database with the providers a test chooses.
 * Test code only.
 */

export type Part =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----PrestaTest${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = 'data' in part;
    const head = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${part.name}"${file ? `; filename="${part.filename}"` : ''}`,
      ...(file ? [`Content-Type: ${part.contentType}`] : []),
      '',
      '',
    ].join('\r\n');
    chunks.push(Buffer.from(head), file ? part.data : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A photo in the field `file`, named and typed as a phone would send it. */
export const photo = (data: Buffer, filename = 'IMG_0001.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});

export interface RequestOptions {
  token?: string;
  packageName?: string;
  lang?: 'en' | 'es';
}

export type Reply = Envelope<Record<string, unknown> | null> & { status: number };

export interface IdentityTestApp {
  app: FastifyInstance;
  /** A multipart request to an upload call (or to any call, to test refusals). */
  upload(path: CallPath, parts: Part[], opts?: RequestOptions): Promise<Reply>;
  /** A JSON request. */
  json(path: CallPath, input: unknown, opts?: RequestOptions): Promise<Reply>;
  close(): Promise<void>;
}

/** An app sharing the harness's database, clock and SMS outbox, with the identity providers given. */
export async function buildIdentityApp(
  t: TestApp,
  options: Pick<BuildOptions, 'storage' | 'ocr' | 'liveness'> & { uploadDir: string; maxBytes?: number },
): Promise<IdentityTestApp> {
  const { uploadDir, maxBytes, ...providers } = options;
  const app = await buildApp({
    config: testConfig({ uploads: { dir: uploadDir, maxBytes } }),
    db: t.database.db,
    clock: t.clock,
    sms: t.sms,
    logger: false,
    ...providers,
  });
  await app.ready();

  const send = async (
    path: CallPath,
    payload: Buffer | string,
    contentType: string,
    opts: RequestOptions = {},
  ): Promise<Reply> => {
    const packageName = opts.packageName ?? 'com.presta.ng';
    const headers: Record<string, string> = {
      packagename: packageName,
      appname: 'Presta',
      lang: opts.lang ?? 'en',
      'content-type': contentType,
    };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await app.inject({
      method: 'POST',
      url: `/api/${encryptPath(path, packageName)}?t=${Math.floor(t.clock.now().getTime() / 1000)}`,
      headers,
      payload,
    });
    const answer = res.json() as Envelope<Record<string, unknown> | null>;
    mustKeepContract(path, answer);
    return { ...answer, status: res.statusCode };
  };

  return {
    app,
    upload(path, parts, opts) {
      const { body, contentType } = multipartBody(parts);
      return send(path, body, contentType, opts);
    },
    json: (path, input, opts) => send(path, JSON.stringify(input ?? {}), 'application/json', opts),
    close: () => app.close(),
  };
}

/** A harness app plus an identity app over a fresh upload folder, and how to tear both down. */
export async function openIdentityTestbed(
  providers: Pick<BuildOptions, 'ocr' | 'liveness'> = {},
): Promise<{ t: TestApp; id: IdentityTestApp; uploadDir: string; close(): Promise<void> }> {
  const t = await buildTestApp();
  const uploadDir = await mkdtemp(join(tmpdir(), 'presta-identity-'));
  const id = await buildIdentityApp(t, { uploadDir, ...providers });
  return {
    t,
    id,
    uploadDir,
    async close() {
      await id.close();
      await t.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
