/** A vendor answered with an error or not at all; the caller decides (a webhook answers 5xx so the vendor retries). */
export class VendorError extends Error {
  constructor(
    readonly vendor: string,
    readonly status: number,
    message: string,
  ) {
    super(`${vendor}: ${message}`);
  }
}

/**
 * The vendor already holds an object under this reference and offers no call to answer it back:
 * the reference was never shown to a borrower (we store before we show), so the caller retires
 * it and issues under the next one.
 */
export class ReferenceTaken extends VendorError {
  constructor(
    vendor: string,
    readonly reference: string,
  ) {
    super(vendor, 400, 'reference already used at the vendor');
  }
}

export interface VendorRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A vendor's error text as we may log it: runs of 10+ digits (account numbers, CLABEs, cards) masked. */
export function vendorMessage(text: unknown): string {
  return typeof text === 'string' && text ? text.replace(/\d{10,}/g, '…').slice(0, 200) : 'no message';
}

/** 15 s: a vendor slower than that is treated as down (the job or the vendor's retry tries again). */
const TIMEOUT_MS = 15_000;

/** JSON over HTTPS to a vendor's API. Bodies are never logged: they hold account numbers and names. */
export async function vendorJson(
  vendor: string,
  baseUrl: string,
  req: VendorRequest,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(new URL(req.path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
      method: req.method,
      headers: {
        accept: 'application/json',
        ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...req.headers,
      },
      body: req.body !== undefined ? JSON.stringify(req.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new VendorError(vendor, 0, `unreachable (${(err as Error).name})`);
  }
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    if (res.ok) throw new VendorError(vendor, res.status, 'answered something that is not JSON');
  }
  return { status: res.status, body };
}

/** The same, failing on anything but 2xx. */
export async function vendorOk(vendor: string, baseUrl: string, req: VendorRequest): Promise<Record<string, unknown>> {
  const { status, body } = await vendorJson(vendor, baseUrl, req);
  if (status < 200 || status >= 300)
    throw new VendorError(vendor, status, `${req.method} ${req.path.split('?')[0]} answered ${status}`);
  return body;
}

/**
 * A read of something the vendor may not know: null when it says so (404, or 400 "not found"), the body on 2xx, an
 * error otherwise.
 */
export async function vendorFind(
  vendor: string,
  baseUrl: string,
  req: VendorRequest,
): Promise<Record<string, unknown> | null> {
  const { status, body } = await vendorJson(vendor, baseUrl, req);
  if (status === 404 || status === 400) return null;
  if (status < 200 || status >= 300)
    throw new VendorError(vendor, status, `${req.method} ${req.path.split('?')[0]} answered ${status}`);
  return body;
}
