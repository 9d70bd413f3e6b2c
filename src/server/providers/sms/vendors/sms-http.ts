import { SmsRefused } from '../sms-provider';

/** 15 s: a vendor slower than that is treated as down, and the next vendor of the market is tried. */
const TIMEOUT_MS = 15_000;

export interface SmsVendorAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One POST to an SMS vendor. Unreachable, a 5xx or an answer that is not a JSON object is a
 * retryable refusal (another vendor may take the message); the caller reads a 4xx. Bodies are
 * never logged: they hold the number and the text.
 */
export async function postToVendor(
  vendor: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<SmsVendorAnswer> {
  return callVendor(vendor, url, { method: 'POST', ...init });
}

/** One GET (an account read: balance, account status), with the same answers as a POST. */
export async function getFromVendor(
  vendor: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<SmsVendorAnswer> {
  return callVendor(vendor, url, { method: 'GET', headers });
}

async function callVendor(
  vendor: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<SmsVendorAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new SmsRefused(vendor, `unreachable:${(err as Error).name}`, true);
  }
  const text = await res.text();
  if (res.status >= 500) throw new SmsRefused(vendor, `http:${res.status}`, true);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SmsRefused(vendor, `not-json:${res.status}`, true);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new SmsRefused(vendor, `unexpected-shape:${res.status}`, true);
  return { status: res.status, body: body as Record<string, unknown> };
}
