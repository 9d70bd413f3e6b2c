import { isOneOf } from '../enums/one-of';
import { WEEK_DAYS, type Payday } from '../enums/pay-schedule';
import type { PaydayPicker } from './conditional-fields';
import { fail, pass, type Checked } from './checked';
import type { FormMessageKey } from './messages';
import { readText } from './raw-input';

/**
 * A payday of the kind the pay frequency asks for: a day of the month (1–31, as a number or
 * the digits of one) or a weekday key. A weekday sent for a monthly payday is refused rather
 * than guessed, because a wrong payday moves the due date the borrower will be held to.
 */
export function checkPayday(raw: unknown, picker: PaydayPicker, requiredMessage: FormMessageKey): Checked<Payday> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail(requiredMessage);
  if (read.kind === 'wrongType') return fail('form.workInfo.paydayInvalid');
  if (picker === 'weekday')
    return isOneOf(WEEK_DAYS, read.text) ? pass(read.text) : fail('form.workInfo.paydayInvalid');
  if (!/^\d{1,2}$/.test(read.text)) return fail('form.workInfo.paydayInvalid');
  const day = Number(read.text);
  return day >= 1 && day <= 31 ? pass(day) : fail('form.workInfo.paydayInvalid');
}
