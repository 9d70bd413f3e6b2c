import { VendorError, vendorJson, type VendorRequest } from '../payments/vendors/vendor-http';
import { IdentityVendorUnavailable } from './identity-provider';

/**
 * A call to an identity vendor: any failure to get an answer (network, timeout, not JSON) is an
 * outage to retry. Bodies are never logged: they hold ID numbers, names and faces.
 */
export async function identityCall(vendor: string, baseUrl: string, req: VendorRequest): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    return await vendorJson(vendor, baseUrl, req);
  } catch (err) {
    if (err instanceof VendorError) throw new IdentityVendorUnavailable(vendor, err.message);
    throw err;
  }
}

/** A status that is the vendor's trouble or ours (credentials, limits), never the borrower's answer. */
export function outageStatus(status: number): boolean {
  return status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;
}

export const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? v as Record<string, unknown> : null);

/** A 0–100 score from a vendor's number (some write 0–1): rounded, clamped. */
export function percent(v: unknown, scale: 1 | 100): number | null {
  if (typeof v !== 'number' || !Number.isFinite(v)) return null;
  return Math.max(0, Math.min(100, Math.round(scale === 1 ? v * 100 : v)));
}
