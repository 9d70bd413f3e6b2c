import { isIP } from 'node:net';

/** A comma-separated list of IP addresses (a vendor's callers); unset or empty reads as undefined. */
export function ipList(raw: string | undefined): string[] | undefined {
  const items = (raw ?? '')
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
  if (!items.length) return undefined;
  if (items.some((ip) => !isIP(ip))) throw new Error('must be a comma-separated list of IP addresses');
  return items;
}
