import { useTranslation } from '../../../i18n/use-translation';
import { INCOME_RANGES } from '../../../../domain/enums/income-range';
import { isOneOf } from '../../../../domain/enums/one-of';
import { DAYS_OF_MONTH, PAY_FREQUENCIES, WEEK_DAYS } from '../../../../domain/enums/pay-schedule';
import {
  INCOME_SOURCES,
  INDUSTRIES,
  JOB_EXPERIENCES,
  PAY_METHODS,
  WORK_THERE_TIMES,
} from '../../../../domain/enums/work';
import { FORM_EMPLOYMENT_TYPES, WORK_TYPES } from '../../../../domain/enums/work-type';
import { incomeRangeLabels } from '../../../../domain/forms/income-range-labels';
import { COMPANY_NAME_MAX_LENGTH } from '../../../../domain/forms/work-info';
import { designationsFor, paydayPicker, visibleWorkFields } from '../../../../domain/forms/conditional-fields';
import { OPTIONAL_TEXT_MAX_LENGTH } from '../../../../domain/forms/optional-text';
import { PHONE_MAX_DIGITS } from '../../../../domain/forms/phone-field';
import { ADDRESS_MAX_LENGTH } from '../../../../domain/forms/place-fields';
import type { Market } from '../../../../domain/markets/market';
import { FormSection } from '../../../components/form/form-section';
import type { FormController } from '../../../components/form/form-state';
import { optionsOf, type Option } from '../../../components/form/options';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SelectField } from '../../../components/form/select-field';
import { digitsOnly, TextField } from '../../../components/form/text-field';
import { dialCode } from '../../../lib/format';
import { useLabels } from '../../onboarding';
import type { AdditionalValues } from '../additional-values';

/** Work info with the conditional fields of visibleWorkFields: what shows depends on employment and pay frequency. */
export function WorkSection({ form, market }: { form: FormController<AdditionalValues>; market: Market }) {
  const { t } = useTranslation('onboarding');
  const { lang, label, optional, options } = useLabels(market);
  const { employmentType, payFrequency } = form.values;
  const shown = new Set<string>(
    visibleWorkFields(
      isOneOf(WORK_TYPES, employmentType) ? employmentType : undefined,
      isOneOf(PAY_FREQUENCIES, payFrequency) ? payFrequency : undefined,
    ),
  );
  const designations = isOneOf(WORK_TYPES, employmentType) ? designationsFor(employmentType) : [];
  const text = (name: 'workCity' | 'workCounty' | 'linkedin' | 'facebook', autoComplete = 'off') =>
    shown.has(name) && (
      <TextField
        field={form.bind(name)}
        label={optional(name)}
        autoComplete={autoComplete}
        maxLength={OPTIONAL_TEXT_MAX_LENGTH}
      />
    );
  const picker = isOneOf(PAY_FREQUENCIES, payFrequency) ? paydayPicker(payFrequency) : null;
  const dayOptions: Option[] =
    picker === 'weekday'
      ? optionsOf(WEEK_DAYS, options.weekDay)
      : DAYS_OF_MONTH.map((day) => ({ value: String(day), label: String(day) }));
  const payday = (name: 'monthlyPayday' | 'monthlyPaydayTwo') =>
    picker === 'dayOfMonth' ? (
      <RadioGroupField
        field={form.bind(name)}
        label={t(`additional.${name}DayOfMonth`)}
        options={dayOptions}
        columns={7}
      />
    ) : (
      <SelectField
        field={form.bind(name)}
        label={t(`additional.${name}Weekday`)}
        options={dayOptions}
        searchable={false}
      />
    );
  return (
    <FormSection title={t('additional.work')} testId="section-work">
      <RadioGroupField
        field={form.bind('employmentType')}
        label={label('employmentType')}
        options={optionsOf(FORM_EMPLOYMENT_TYPES, options.workType)}
      />
      {shown.has('companyName') && (
        <TextField
          field={form.bind('companyName')}
          label={optional('companyName')}
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX_LENGTH}
        />
      )}
      {shown.has('companyPhone') && (
        <TextField
          field={form.bind('companyPhone')}
          label={optional('companyPhone')}
          type="tel"
          inputMode="numeric"
          maxLength={PHONE_MAX_DIGITS}
          format={digitsOnly}
          prefix={dialCode(market)}
        />
      )}
      {shown.has('designation') && (
        <SelectField
          field={form.bind('designation')}
          label={label('designation')}
          options={optionsOf(designations, options.designation)}
        />
      )}
      {shown.has('industryCategory') && (
        <SelectField
          field={form.bind('industryCategory')}
          label={label('industryCategory')}
          options={optionsOf(INDUSTRIES, options.industry)}
        />
      )}
      {shown.has('jobExperience') && (
        <SelectField
          field={form.bind('jobExperience')}
          label={label('jobExperience')}
          options={optionsOf(JOB_EXPERIENCES, options.jobExperience)}
        />
      )}
      {shown.has('workThereTime') && (
        <SelectField
          field={form.bind('workThereTime')}
          label={label('workThereTime')}
          options={optionsOf(WORK_THERE_TIMES, options.workThereTime)}
        />
      )}
      {shown.has('monthlySalary') && (
        <SelectField
          field={form.bind('monthlySalary')}
          label={label('monthlySalary')}
          options={optionsOf(INCOME_RANGES, incomeRangeLabels(market, lang))}
        />
      )}
      {shown.has('incomeSource') && (
        <SelectField
          field={form.bind('incomeSource')}
          label={label('incomeSource')}
          options={optionsOf(INCOME_SOURCES, options.incomeSource)}
        />
      )}
      {shown.has('payFrequency') && (
        <RadioGroupField
          field={form.bind('payFrequency')}
          label={label('payFrequency')}
          options={optionsOf(PAY_FREQUENCIES, options.payFrequency)}
        />
      )}
      {shown.has('monthlyPayday') && payday('monthlyPayday')}
      {shown.has('monthlyPaydayTwo') && payday('monthlyPaydayTwo')}
      {shown.has('payMethod') && (
        <RadioGroupField
          field={form.bind('payMethod')}
          label={label('payMethod')}
          options={optionsOf(PAY_METHODS, options.payMethod)}
          columns={3}
        />
      )}
      {shown.has('officialEmail') && (
        <TextField
          field={form.bind('officialEmail')}
          label={optional('officialEmail')}
          type="email"
          inputMode="email"
          autoComplete="work email"
          maxLength={OPTIONAL_TEXT_MAX_LENGTH}
        />
      )}
      {shown.has('workAddress') && (
        <TextField
          field={form.bind('workAddress')}
          label={optional('workAddress')}
          maxLength={ADDRESS_MAX_LENGTH}
          multiline
        />
      )}
      {text('workCity')}
      {text('workCounty')}
      {shown.has('workPinCode') && (
        <TextField
          field={form.bind('workPinCode')}
          label={optional('workPinCode')}
          inputMode="numeric"
          maxLength={market === 'mx' ? 5 : 6}
          format={digitsOnly}
        />
      )}
      {text('linkedin', 'url')}
      {text('facebook', 'url')}
    </FormSection>
  );
}
