import type { z } from 'zod';
import { parseMessage } from '../../vendor-message';
import { VendorError } from './vendor-http';

/**
 * A payment vendor's answer read by its schema (decision 0108). One that does not parse is the
 * vendor's error, as an outage is, so every caller fails closed. The message names the call and
 * the issue paths only: values and zod's messages can quote account numbers and names.
 */
export function vendorAnswer<S extends z.ZodType>(
  vendor: string,
  call: string,
  schema: S,
  body: unknown,
  status = 200,
): z.output<S> {
  const parsed = parseMessage(schema, body);
  if (parsed.ok) return parsed.value;
  throw new VendorError(vendor, status, `${call} answered a shape we do not know (${parsed.paths.join(', ')})`);
}
