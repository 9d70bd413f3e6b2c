import { fail, pass, type Checked } from './checked';
import { charCount, readText } from './raw-input';

export const OPTIONAL_TEXT_MAX_LENGTH = 100;

/** A free text the borrower may leave empty (county, city of birth): spaces collapsed, at most 100 characters. */
export function checkOptionalText(raw: unknown): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'missing') return pass(undefined);
  if (read.kind === 'wrongType') return fail('form.text.tooLong');
  const text = read.text.replace(/\s+/g, ' ');
  return charCount(text) > OPTIONAL_TEXT_MAX_LENGTH ? fail('form.text.tooLong') : pass(text);
}

/**
 * A work e-mail. Unlike the personal one (checkEmail: Gmail/Yahoo only) it is the employer's own
 * domain, so any well-formed address is accepted; spaces are removed as for the personal one.
 */
export function checkOfficialEmail(raw: unknown): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'missing') return pass(undefined);
  if (read.kind === 'wrongType') return fail('form.officialEmail.invalid');
  const email = read.text.replace(/\s+/g, '');
  const ok =
    email.length <= OPTIONAL_TEXT_MAX_LENGTH &&
    /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(email) &&
    !/^\.|\.\.|\.@/.test(email);
  return ok ? pass(email.toLowerCase()) : fail('form.officialEmail.invalid');
}

/** A LinkedIn or Facebook profile: a link or a user name, no spaces, at most 100 characters. */
export function checkSocialLink(raw: unknown): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'missing') return pass(undefined);
  if (read.kind === 'wrongType') return fail('form.social.invalid');
  const link = read.text;
  return /\s/.test(link) || charCount(link) > OPTIONAL_TEXT_MAX_LENGTH || !/^[\w@.\-/:?=&%#~+]+$/u.test(link)
    ? fail('form.social.invalid')
    : pass(link);
}
