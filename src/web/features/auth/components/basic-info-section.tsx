import { useTranslation } from '../../../i18n/use-translation';
import { EDUCATION_LEVELS, GENDERS, LOAN_PURPOSES, MARITAL_STATUSES } from '../../../../domain/enums/personal';
import { FIELDS_REVEALED_BY_BIRTHDAY } from '../../../../domain/forms/conditional-fields';
import { PHONE_MAX_DIGITS } from '../../../../domain/forms/phone-field';
import { OPTIONAL_TEXT_MAX_LENGTH } from '../../../../domain/forms/optional-text';
import { whatsappRequired } from '../../../../domain/forms/personal-info';
import { NAME_PARTS_IN_ORDER, type NameParts } from '../../../../domain/identity/name-match';
import { LANGUAGES, type Market } from '../../../../domain/markets/market';
import { DateField } from '../../../components/form/date-field';
import { FormSection } from '../../../components/form/form-section';
import type { FormController } from '../../../components/form/form-state';
import { optionsOf } from '../../../components/form/options';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SelectField } from '../../../components/form/select-field';
import { digitsOnly, TextField } from '../../../components/form/text-field';
import { dialCode } from '../../../lib/format';
import { useLabels, type OnboardingContext } from '../../onboarding';
import { birthDateBounds } from '../birth-range';
import type { PersonalValues } from '../personal-values';

const noSpaces = (raw: string) => raw.replace(/\s+/g, '');
const nameText = (raw: string) => raw.replace(/\s{2,}/g, ' ');
/** Mexico's `middleName` is the maternal surname, not a middle name: the browser must not fill one in. */
const AUTOCOMPLETE: Record<Market, Record<keyof NameParts, string>> = {
  ng: { firstName: 'given-name', middleName: 'additional-name', lastName: 'family-name' },
  mx: { firstName: 'given-name', middleName: 'off', lastName: 'family-name' },
};

/**
 * Names (in the market's order, decision 0092), gender, birth date, then (once the birth date is chosen) the fields it
 * reveals.
 */
export function BasicInfoSection({ form, ctx }: { form: FormController<PersonalValues>; ctx: OnboardingContext }) {
  const { t } = useTranslation('onboarding');
  const { label, optional, options } = useLabels(ctx.market);
  const bounds = birthDateBounds(ctx.today);
  // FIELDS_REVEALED_BY_BIRTHDAY: education, marital status, WhatsApp and e-mail appear once a birth date is chosen.
  const revealed = new Set<string>(form.values.birthday ? FIELDS_REVEALED_BY_BIRTHDAY : []);
  const prefix = dialCode(ctx.market);
  return (
    <FormSection title={t('personal.basic')} testId="section-basic">
      {NAME_PARTS_IN_ORDER[ctx.market].map((part) => (
        <TextField
          key={part}
          field={form.bind(part)}
          label={part === 'middleName' ? optional(part) : label(part)}
          autoComplete={AUTOCOMPLETE[ctx.market][part]}
          maxLength={50}
          format={nameText}
        />
      ))}
      <RadioGroupField
        field={form.bind('gender')}
        label={label('gender')}
        options={optionsOf(GENDERS, options.gender)}
      />
      <DateField field={form.bind('birthday')} label={label('birthday')} min={bounds.min} max={bounds.max} />
      {revealed.size === 0 && (
        <p className="form-note" data-testid="reveal-note">
          {t('personal.revealNote')}
        </p>
      )}
      {revealed.has('education') && (
        <SelectField
          field={form.bind('education')}
          label={label('education')}
          options={optionsOf(EDUCATION_LEVELS, options.education)}
        />
      )}
      {revealed.has('maritalStatus') && (
        <SelectField
          field={form.bind('maritalStatus')}
          label={label('maritalStatus')}
          options={optionsOf(MARITAL_STATUSES, options.maritalStatus)}
        />
      )}
      {revealed.has('whatsappNo') && (
        <TextField
          field={form.bind('whatsappNo')}
          label={whatsappRequired(ctx.market) ? label('whatsappNo') : optional('whatsappNo')}
          type="tel"
          inputMode="numeric"
          maxLength={PHONE_MAX_DIGITS}
          format={digitsOnly}
          prefix={prefix}
        />
      )}
      {revealed.has('email') && (
        <TextField
          field={form.bind('email')}
          label={label('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={80}
          format={noSpaces}
          hint={t('personal.emailHint')}
        />
      )}
      <TextField
        field={form.bind('alternativePhone')}
        label={optional('alternativePhone')}
        type="tel"
        inputMode="numeric"
        maxLength={PHONE_MAX_DIGITS}
        format={digitsOnly}
        prefix={prefix}
      />
      <SelectField
        field={form.bind('loanPurpose')}
        label={label('loanPurpose')}
        options={optionsOf(LOAN_PURPOSES, options.loanPurpose)}
      />
      <TextField
        field={form.bind('cityOfBirth')}
        label={optional('cityOfBirth')}
        maxLength={OPTIONAL_TEXT_MAX_LENGTH}
      />
      <RadioGroupField
        field={form.bind('language')}
        label={label('language')}
        options={optionsOf(LANGUAGES, options.language)}
      />
    </FormSection>
  );
}
