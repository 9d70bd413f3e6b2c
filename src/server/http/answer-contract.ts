import type { z } from 'zod';
import { CODES } from '../../domain/api/codes';
import type { CallPath } from '../../domain/api/calls';
import { contract } from '../../domain/api/contracts';

/** Where an answer differs from its contract: the issue's path (from `data`) and zod's code; never the value. */
export interface AnswerIssue {
  path: string;
  code: string;
  /** zod's message, for a test's failure; logs leave it out. */
  message: string;
}

const issuePath = (issue: z.core.$ZodIssue) => ['data', ...issue.path.map(String)].join('.');

/**
 * What is wrong with an answer (the parsed JSON envelope) against the call's response schema, or
 * null when nothing is: a value of the wrong form, or a key the schema does not name. An answer that is not an envelope
 * is wrong whatever its call. Error
 * answers (a nonzero code) carry no data contract: their `data` is field errors or a few facts
 * the error code names, shared by every call.
 */
export function answerProblem(path: CallPath, answer: unknown): AnswerIssue[] | null {
  if (
    typeof answer !== 'object' ||
    answer === null ||
    typeof (answer as { code?: unknown }).code !== 'number' ||
    typeof (answer as { msg?: unknown }).msg !== 'string'
  ) {
    return [{ path: '(envelope)', code: 'invalid_type', message: 'not a { code, msg, data } envelope' }];
  }
  const { code, data } = answer as { code: number; data?: unknown };
  if (code !== CODES.OK) return null;
  const parsed = contract(path).response.safeParse(data);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => ({ path: issuePath(issue), code: issue.code, message: issue.message }));
  const extra = undeclaredKeys(data, parsed.data, ['data']);
  return extra.length ? extra : null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Keys the answer carries that its schema does not name. A zod object drops them when it parses,
 * so the parse alone passes an answer that sends more than its contract promised (a field the
 * client never reads, perhaps a personal one): each is found by comparing what was sent with what
 * the schema kept. Records and `unknown` keep every key, so they never report one.
 */
function undeclaredKeys(sent: unknown, kept: unknown, at: string[]): AnswerIssue[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((item, i) => undeclaredKeys(item, kept[i], [...at, String(i)]));
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.keys(sent).flatMap((key) =>
    Object.prototype.hasOwnProperty.call(kept, key)
      ? undeclaredKeys(sent[key], kept[key], [...at, key])
      : [{ path: [...at, key].join('.'), code: 'unrecognized_keys', message: 'a key the contract does not name' }],
  );
}
