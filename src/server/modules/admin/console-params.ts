import { z } from 'zod';
import { notFound } from '../../http/api-error';

/**
 * The console's path parameters (`/orders/:orderNo`, `/operators/:id` …), read by one schema each wherever a route
 * takes one. A record id is written in digits only: `1e3`, `0x10` or `1.0` name no row, though Number() reads them.
 */

/** A path whose parameters do not parse names nothing: 404, as a well-formed id of no row is. */
export function parsePath<T extends z.ZodType>(schema: T, params: unknown): z.output<T> {
  const parsed = schema.safeParse(params ?? {});
  if (!parsed.success) throw notFound();
  return parsed.data;
}
const recordId = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);

export const idParam = z.object({ id: recordId });
export const userIdParam = z.object({ userId: recordId });
export const orderParam = z.object({ orderNo: z.string().min(1).max(40) });
export const orderAndIdParams = orderParam.extend({ id: recordId });
export const packageParam = z.object({ packageName: z.string().min(1).max(100) });
export const packageAndIdParams = packageParam.extend({ id: recordId });
/** The kind or key is matched against its own list by the route: one it does not know is a 404 there. */
export const orderAndKindParams = orderParam.extend({ kind: z.string().min(1).max(40) });
export const packageAndKeyParams = packageParam.extend({ key: z.string().min(1).max(100) });
