/**
 * The one low-level request of the browser apps (the borrower's `call` and the console's
 * `api`): a fetch with a time limit that decodes the `{ code, msg, data }` envelope. It tells
 * the two ways a call can fail apart, because they mean different things to the person using
 * the screen and to us: the network did not answer (offline, refused, timed out — asking again
 * may help), or the code has a bug (an answer that is not an envelope, a throw while decoding —
 * asking again will not help, and it must be reported, not shown as an outage).
 */
export const TIMEOUT_MS = 60_000;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The request got no answer: fetch rejected (offline, refused, reset) or it was aborted (time limit, the caller). */
export class NetworkFailure extends Error {
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : 'network failure');
    this.name = 'NetworkFailure';
  }
}

/** An answer arrived but is not an envelope: a bug on one side, never a network failure. */
export class NotAnEnvelope extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`not an envelope (HTTP ${status})`);
    this.name = 'NotAnEnvelope';
  }
}

/**
 * What fetch and a body read reject with when the network fails: a TypeError (fetch's only
 * error for "no answer"), or an abort (our time limit, the caller's signal).
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof (value as { code?: unknown } | null)?.code === 'number';
}

/** Parses an answer's text as an envelope; anything else throws NotAnEnvelope. */
export function decodeEnvelope<T>(text: string, status: number, statusText = ''): Envelope<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new NotAnEnvelope(status, statusText);
  }
  if (!isEnvelope(value)) throw new NotAnEnvelope(status, statusText);
  return value as Envelope<T>;
}

export interface EnvelopeAnswer<T> {
  status: number;
  envelope: Envelope<T>;
}

/**
 * Fetches `url` and decodes its envelope. Throws NetworkFailure when the network did not
 * answer within TIMEOUT_MS, NotAnEnvelope for an answer that is not one; never anything
 * for a non-zero code (the caller decides what that means).
 */
export async function fetchEnvelope<T>(
  url: string,
  init: RequestInit = {},
  signal?: AbortSignal,
): Promise<EnvelopeAnswer<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  try {
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, { ...init, signal: controller.signal });
      text = await res.text();
    } catch (error) {
      throw isNetworkError(error) ? new NetworkFailure(error) : error;
    }
    return { status: res.status, envelope: decodeEnvelope<T>(text, res.status, res.statusText) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
