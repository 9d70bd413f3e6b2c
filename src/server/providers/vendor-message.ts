import { z } from 'zod';

/**
 * The pieces every vendor schema is built of (decision 0108). A vendor message is parsed, never
 * narrowed by hand: what the code reads is required with its type, anything else the vendor adds
 * passes (loose objects). Ids arrive as text or as numbers depending on the vendor and the day;
 * both are read as the text we store, as the hand-written checks did — but only whole numbers
 * JSON can hold exactly: a longer one was already rounded by JSON.parse and would name another id.
 */

/** A required id or code: non-empty text (trimmed) or a safe whole number, as text. */
export const vendorText = z.union([z.string().trim().min(1), z.number().int().transform(String)]);

/** An optional one: absent, null or empty is null; another type (an object, a boolean) is refused. */
export const optionalText = z
  .union([
    z
      .string()
      .trim()
      .transform((s) => s || null),
    z.number().int().transform(String),
    z.null(),
  ])
  .optional()
  .transform((v) => v ?? null);

/**
 * Required text that a number cannot stand for: a status, a link, an account number (as a JSON
 * number an account's leading zeros are already gone).
 */
export const textOnly = z.string().trim().min(1);

/** An instant as vendors send it (ISO text or epoch seconds/ms); the adapter's `date()` reads it. */
export const vendorTime = z.union([z.string(), z.number(), z.null()]).optional();

/** A field read by an existing helper (a money or date reader): its null is the field's issue. */
export function convertedBy<T>(convert: (value: unknown) => T | null, what: string) {
  return z.unknown().transform((value, ctx) => {
    const read = convert(value);
    if (read === null) {
      ctx.addIssue({ code: 'custom', message: `not ${what}` });
      return z.NEVER;
    }
    return read;
  });
}

/** Amounts are converted by the money helpers themselves, so a schema never keeps a float. */
export const amountBy = (convert: (value: unknown) => number | null, what: string) => convertedBy(convert, what);

export type Parsed<T> = { ok: true; value: T } | { ok: false; paths: readonly string[] };

/**
 * A message parsed by its schema, or where it failed: the issue *paths* only ("data.amount"),
 * never the values or zod's messages, which can quote them (account numbers, names).
 */
export function parseMessage<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, paths: issuePaths(result.error) };
}

export function issuePaths(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => (i.path.length ? i.path.map(String).join('.') : '(root)')))];
}

/**
 * `schema`'s reading of a value inside a transform (a successful transaction must carry its
 * payment, another need not): its issues keep their paths, placed under the transform's own.
 */
export function parsedInside<S extends z.ZodType>(schema: S, value: unknown, ctx: z.core.$RefinementCtx): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
}
