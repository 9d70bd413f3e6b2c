import type { z } from 'zod';
import { VendorError, vendorJson, type VendorRequest } from '../payments/vendors/vendor-http';
import { parseMessage } from '../vendor-message';
import { IdentityVendorUnavailable } from './identity-provider';

/**
 * A call to an identity vendor: any failure to get an answer (network, timeout, not JSON) is an
 * outage to retry. Bodies are never logged: they hold ID numbers, names and faces.
 */
export async function identityCall(
  vendor: string,
  baseUrl: string,
  req: VendorRequest,
): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    return await vendorJson(vendor, baseUrl, req);
  } catch (err) {
    if (err instanceof VendorError) throw new IdentityVendorUnavailable(vendor, err.message);
    throw err;
  }
}

/**
 * A 2xx answer read by its schema. One that does not parse is an outage, as no answer is: the
 * check is retried, never decided on half an answer. The error names the paths, never values.
 */
export function answerOf<S extends z.ZodType>(vendor: string, schema: S, body: unknown, what: string): z.output<S> {
  const parsed = parseMessage(schema, body);
  if (!parsed.ok) throw unexpectedShape(vendor, what, parsed.paths);
  return parsed.value;
}

/** The outage of an answer we cannot read: a status that is no answer, or a body that does not parse (its paths). */
export function unexpectedShape(
  vendor: string,
  what: string,
  paths: readonly string[] = [],
): IdentityVendorUnavailable {
  const where = paths.length ? ` (${paths.join(', ')})` : '';
  return new IdentityVendorUnavailable(vendor, `${what} answered an unexpected shape${where}`);
}

/** A status that is the vendor's trouble or ours (credentials, limits), never the borrower's answer. */
export function outageStatus(status: number): boolean {
  return status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;
}

/** A 0–100 score from a vendor's number (some write 0–1; the schema made it a finite number): rounded, clamped. */
export function percent(v: number, scale: 1 | 100): number {
  return Math.max(0, Math.min(100, Math.round(scale === 1 ? v * 100 : v)));
}
