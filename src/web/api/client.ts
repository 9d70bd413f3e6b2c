import type { CallPath } from '../../domain/api/calls';
import { calls } from '../../domain/api/calls';
import { CODES, SESSION_ENDING_CODES } from '../../domain/api/codes';
import type { CallInput, CallOutput } from '../../domain/api/contracts';
import { encryptPath } from '../../domain/transport/path-cipher';
import { i18n, currentLanguage } from '../i18n/i18n';
import { afid, appName, packageName } from '../lib/app-config';
import { loading } from '../lib/loading';
import { reportError } from '../lib/report-error';
import { storage } from '../lib/storage';
import { ApiFailure } from './api-failure';
import { fetchEnvelope, NetworkFailure, type Envelope } from './fetch-envelope';
import { endSession } from './session-end';

export { ApiFailure } from './api-failure';
export { TIMEOUT_MS, type Envelope } from './fetch-envelope';

export interface CallOptions {
  /** Show the global loading overlay while the call runs. */
  loading?: boolean;
  signal?: AbortSignal;
}

/** The headers every call sends: the app, the device, the language and the session. */
export function callHeaders(pkg: string): Record<string, string> {
  const headers: Record<string, string> = {
    packageName: pkg,
    appName: appName(),
    afid: afid(),
    lang: currentLanguage(),
  };
  const token = storage.token();
  if (token) headers.Authorization = token.Authorization;
  return headers;
}

/** A call's query: `t`, the time in seconds (decision 0001), then a GET's input. */
function callParams(): URLSearchParams {
  return new URLSearchParams({ t: String(Math.floor(Date.now() / 1000)) });
}

/** A call's URL: its encrypted path (decision 0001) and its query. */
export function callUrl(path: CallPath, pkg: string, params = callParams()): string {
  return `./api/${encryptPath(path, pkg)}?${params}`;
}

/**
 * The envelope a call answers itself when no usable answer came: the network did not answer
 * (code -1, SPEC's message; the queries retry it), or our code failed (reported by the caller).
 */
export function failedCall<T>(failure: 'network' | 'bug'): Envelope<T> {
  return failure === 'network'
    ? { code: CODES.NETWORK, msg: i18n.t('messages:code.NETWORK'), data: null as T }
    : { code: CODES.INTERNAL, msg: i18n.t('messages:code.INTERNAL'), data: null as T };
}

function buildRequest(path: CallPath, input: unknown): { url: string; init: RequestInit } {
  const meta = calls[path];
  const pkg = packageName();
  const params = callParams();
  const headers = callHeaders(pkg);
  let body: BodyInit | undefined;
  if (meta.method === 'GET') {
    for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) {
      if (v !== undefined && v !== null) params.set(k, String(v));
    }
  } else if (meta.encoding === 'form') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>))
      if (v !== undefined) form.set(k, String(v));
    body = form;
  } else if (input instanceof FormData) {
    body = input;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  }
  return { url: callUrl(path, pkg, params), init: { method: meta.method, headers, body } };
}

/**
 * Calls the API and always resolves with an envelope. A network failure or timeout becomes
 * code -1 with SPEC's message, which the queries retry. Anything else that goes wrong (an
 * answer that is not an envelope, a throw while handling one) is a bug: it is reported with
 * the screen it happened on and the borrower reads that something went wrong on our side,
 * not that their network failed. Either clears the overlay. A session-ending code (SESSION_ENDING_CODES)
 * logs the user out everywhere before the caller sees it.
 */
export async function call<P extends CallPath>(
  path: P,
  input?: CallInput<P> | FormData,
  opts: CallOptions = {},
): Promise<Envelope<CallOutput<P>>> {
  if (opts.loading) loading.start();
  try {
    const { url, init } = buildRequest(path, input);
    const { envelope } = await fetchEnvelope<CallOutput<P>>(url, init, opts.signal);
    if (SESSION_ENDING_CODES.includes(envelope.code)) await endSession(envelope.msg, envelope.code);
    return envelope;
  } catch (error) {
    loading.reset();
    if (error instanceof NetworkFailure) return failedCall('network');
    reportError(error);
    return failedCall('bug');
  } finally {
    if (opts.loading) loading.stop();
  }
}

/** Like `call`, but resolves with `data` and throws ApiFailure on any non-zero code. */
export async function request<P extends CallPath>(
  path: P,
  input?: CallInput<P> | FormData,
  opts?: CallOptions,
): Promise<CallOutput<P>> {
  const envelope = await call(path, input, opts);
  if (envelope.code !== CODES.OK) throw new ApiFailure(envelope.code, envelope.msg, envelope.data);
  return envelope.data;
}
