import { fail, pass, type Checked } from './checked';
import { readText } from './raw-input';

/** Gmail and Yahoo .com only (one screen suggests Outlook; the rule and tip do not). */
export const ALLOWED_EMAIL_DOMAINS = ['gmail.com', 'yahoo.com'] as const;

/**
 * The e-mail rule. Spaces are removed silently. Then, of the two messages (messages.ts):
 * - 'form.email.badFormat' ("…cannot contain spaces or others") when the text is not shaped
 *   like an address at all: no single '@', an empty side, a malformed domain, characters no
 *   address may hold (non-ASCII, control), or dots at the ends or doubled in the local part;
 * - 'form.email.gmailYahooOnly' ("Gmail/Yahoo Mail only … special symbols") when it is an
 *   address but the provider is not allowed or the name uses symbols other than . - _.
 * The result is lower-cased: both providers ignore case, and one spelling makes duplicates visible.
 */
export function checkEmail(raw: unknown): Checked<string> {
  const read = readText(raw);
  if (read.kind === 'wrongType') return fail('form.email.badFormat');
  const email = read.kind === 'text' ? read.text.replace(/\s+/g, '') : '';
  if (email === '') return fail('form.required.email');

  const parts = email.split('@');
  if (parts.length !== 2) return fail('form.email.badFormat');
  const [local = '', domain = ''] = parts;
  if (local === '' || domain === '' || /[^\x21-\x7e]/.test(email)) return fail('form.email.badFormat');
  if (!/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(domain)) return fail('form.email.badFormat');
  if (!/^[a-z0-9._-]+$/i.test(local)) return fail('form.email.gmailYahooOnly');
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return fail('form.email.badFormat');
  if (!(ALLOWED_EMAIL_DOMAINS as readonly string[]).includes(domain.toLowerCase()))
    return fail('form.email.gmailYahooOnly');
  return pass(email.toLowerCase());
}
