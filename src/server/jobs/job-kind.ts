import { z } from 'zod';

/**
 * A kind of queued work: the name stored in `jobs.kind` and the one shape of its payload.
 * Producers enqueue through it (queue.ts parses what they write) and the runner parses the stored
 * payload with it before the handler sees it (runner.ts): a payload of another shape is never
 * half-read. Payloads are strict objects: a key the kind does not name is refused too, so a new
 * field is first released as optional (read by every instance) and only then written.
 */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: S;
}

export function jobKind<S extends z.ZodType>(name: string, payload: S): JobKind<S> {
  return { name, payload };
}

/** A row id a payload names (a serial: a positive integer). */
export const rowId = z.number().int().positive();

/** A calendar day, 'YYYY-MM-DD'. */
export const civilDay = z.iso.date();

/** The payload of the jobs that act on one borrower's order (assess, identity and bureau retries). */
export const orderJobPayload = z.strictObject({ orderId: rowId, userId: rowId });

/** A payload with nothing in it (work the instance does on its own, e.g. a reconcile pass). */
export const noPayload = z.strictObject({});

/**
 * Where a payload differs from its kind's shape: each zod issue's path (and, for keys the kind does
 * not name, the key), with zod's code. Never a value: payloads name borrowers' rows and dates.
 */
export function payloadIssuePaths(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${[...at, key].join('.')} (${issue.code})`);
    return [`${at.join('.') || '(payload)'} (${issue.code})`];
  });
}

/** A payload that is not its kind's shape: the message names the kind and the issue paths, no value. */
export class PayloadRefused extends Error {
  constructor(
    readonly kind: string,
    readonly paths: string[],
  ) {
    super(`payload of job kind ${kind} refused at ${paths.join(', ')}`);
    this.name = 'PayloadRefused';
  }
}

/** The payload as its kind reads it, or PayloadRefused. */
export function parsePayload<S extends z.ZodType>(kind: JobKind<S>, payload: unknown): z.output<S> {
  const parsed = kind.payload.safeParse(payload);
  if (!parsed.success) throw new PayloadRefused(kind.name, payloadIssuePaths(parsed.error));
  return parsed.data;
}
