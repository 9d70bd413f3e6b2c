import { useTranslation } from '../../../i18n/use-translation';
import { INCOME_RANGES } from '../../../../domain/enums/income-range';
import { isOneOf } from '../../../../domain/enums/one-of';
import { DAYS_OF_MONTH, PAY_FREQUENCIES, WEEK_DAYS } from '../../../../domain/enums/pay-schedule';
import { INDUSTRIES, JOB_EXPERIENCES } from '../../../../domain/enums/work';
import { FORM_EMPLOYMENT_TYPES, WORK_TYPES } from '../../../../domain/enums/work-type';
import { COMPANY_NAME_MAX_LENGTH } from '../../../../domain/forms/work-info';
import { paydayPicker, visibleWorkFields } from '../../../../domain/forms/conditional-fields';
import { FormSection } from '../../../components/form/form-section';
import type { FormController } from '../../../components/form/form-state';
import { optionsOf, type Option } from '../../../components/form/options';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useLabels } from '../../onboarding/labels';
import type { AdditionalValues } from '../additional-values';

/** Work info with SPEC §4's conditional fields: what shows depends on employment and pay frequency. */
export function WorkSection({ form }: { form: FormController<AdditionalValues> }) {
  const { t } = useTranslation('onboarding');
  const { label, optional, options } = useLabels();
  const { employmentType, payFrequency } = form.values;
  const shown = new Set<string>(visibleWorkFields(
    isOneOf(WORK_TYPES, employmentType) ? employmentType : undefined,
    isOneOf(PAY_FREQUENCIES, payFrequency) ? payFrequency : undefined,
  ));
  const picker = isOneOf(PAY_FREQUENCIES, payFrequency) ? paydayPicker(payFrequency) : null;
  const dayOptions: Option[] = picker === 'weekday'
    ? optionsOf(WEEK_DAYS, options.weekDay)
    : DAYS_OF_MONTH.map((day) => ({ value: String(day), label: String(day) }));
  const payday = (name: 'monthlyPayday' | 'monthlyPaydayTwo') => (picker === 'dayOfMonth'
    ? <RadioGroupField field={form.bind(name)} label={t(`additional.${name}DayOfMonth`)} options={dayOptions} columns={7} />
    : <SelectField field={form.bind(name)} label={t(`additional.${name}Weekday`)} options={dayOptions} searchable={false} />);
  return (
    <FormSection title={t('additional.work')} testId="section-work">
      <RadioGroupField field={form.bind('employmentType')} label={label('employmentType')} options={optionsOf(FORM_EMPLOYMENT_TYPES, options.workType)} />
      {shown.has('companyName') && <TextField field={form.bind('companyName')} label={optional('companyName')} autoComplete="organization" maxLength={COMPANY_NAME_MAX_LENGTH} />}
      {shown.has('industryCategory') && <SelectField field={form.bind('industryCategory')} label={label('industryCategory')} options={optionsOf(INDUSTRIES, options.industry)} />}
      {shown.has('jobExperience') && <SelectField field={form.bind('jobExperience')} label={label('jobExperience')} options={optionsOf(JOB_EXPERIENCES, options.jobExperience)} />}
      {shown.has('monthlySalary') && <SelectField field={form.bind('monthlySalary')} label={label('monthlySalary')} options={optionsOf(INCOME_RANGES, options.incomeRange)} />}
      {shown.has('payFrequency') && <RadioGroupField field={form.bind('payFrequency')} label={label('payFrequency')} options={optionsOf(PAY_FREQUENCIES, options.payFrequency)} />}
      {shown.has('monthlyPayday') && payday('monthlyPayday')}
      {shown.has('monthlyPaydayTwo') && payday('monthlyPaydayTwo')}
    </FormSection>
  );
}
