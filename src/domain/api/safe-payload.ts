/**
 * What every call's payload must be before its own schema reads it: no control characters
 * (PostgreSQL refuses NUL in text and jsonb; the others are never typed by a person), no
 * unpaired UTF-16 surrogates (they cannot be encoded as UTF-8, so jsonb refuses them), and no
 * deeper nesting than any call needs. Tab, line feed and carriage return stay allowed: free
 * text and SMS bodies in device reports carry them.
 */
export const MAX_PAYLOAD_DEPTH = 32;

// C0 controls but \t \n \r, DEL, and the C1 controls: matching them is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type PayloadProblem = { field: string; problem: 'badCharacters' | 'tooDeep' };

export function hasUnsafeText(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

const fieldName = (path: readonly (string | number)[]) => path.map(String).join('.') || 'body';

/** The first problem found walking the payload (keys count as text too), or null when it is clean. */
export function payloadProblem(value: unknown, maxDepth = MAX_PAYLOAD_DEPTH): PayloadProblem | null {
  // An explicit stack: a hostile 5,000-deep payload must not overflow the walker itself.
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasUnsafeText(v)) return { field: fieldName(path), problem: 'badCharacters' };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= maxDepth) return { field: fieldName(path.slice(0, 1)), problem: 'tooDeep' };
    if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
      continue;
    }
    for (const [key, item] of Object.entries(v)) {
      if (hasUnsafeText(key)) return { field: fieldName(path), problem: 'badCharacters' };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}
