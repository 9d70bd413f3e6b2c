import type { CallPath } from '../../src/domain/api/calls';
import { calls } from '../../src/domain/api/calls';
import type { CallInput, CallOutput } from '../../src/domain/api/contracts';
import { encryptPath } from '../../src/domain/transport/path-cipher';
import { readOtp } from './browser';
import { server } from './server';

/**
 * Calls the running server as the web client does (encrypted path, `t`, headers). `at`: the
 * phone's clock in ms when it is not this process's (a server whose clock a test moved: a phone
 * in that world shows the same time); `lang`: the app's language on the phone, English unless told.
 */
export async function api<P extends CallPath>(
  path: P,
  input: CallInput<P>,
  opts: { token?: string; packageName?: string; at?: number; lang?: 'en' | 'es' } = {},
) {
  const baseUrl = server().baseUrl;
  const pkg = opts.packageName ?? 'com.presta.ng';
  const meta = calls[path];
  const params = new URLSearchParams({ t: String(Math.floor((opts.at ?? Date.now()) / 1000)) });
  const headers: Record<string, string> = { packageName: pkg, lang: opts.lang ?? 'en' };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (meta.method === 'GET')
    for (const [k, v] of Object.entries(input as Record<string, unknown>)) params.set(k, String(v));
  else if (meta.encoding === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(input as Record<string, string>).toString();
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input);
  }
  const res = await fetch(`${baseUrl}/api/${encryptPath(path, pkg)}?${params}`, { method: meta.method, headers, body });
  return (await res.json()) as { code: number; msg: string; data: CallOutput<P> };
}

/** Registers a number through the API and returns its session token. */
export async function registerViaApi(mobile: string, packageName = 'com.presta.ng'): Promise<string> {
  const sent = await api('/security/getVerifyCode', { mobile, type: 'register' }, { packageName });
  if (sent.code !== 0) throw new Error(sent.msg);
  const res = await api('/security/register', { mobile, code: await readOtp(mobile) }, { packageName });
  if (res.code !== 0) throw new Error(res.msg);
  return res.data.token;
}
