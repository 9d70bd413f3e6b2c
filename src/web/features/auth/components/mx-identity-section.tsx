import { useTranslation } from '../../../i18n/use-translation';
import { rfcWarning } from '../../../../domain/forms/mx-identity-fields';
import { FormSection } from '../../../components/form/form-section';
import type { FormController } from '../../../components/form/form-state';
import { digitsOnly, TextField, upperAlnum } from '../../../components/form/text-field';
import { useLabels } from '../../onboarding';
import type { PersonalField, PersonalValues } from '../personal-values';

/**
 * Mexico's identity numbers. The CURP is required and must agree with the birth date and
 * gender above; a doubtful RFC check digit is a warning, not a refusal (SAT issued such RFCs).
 */
export function MxIdentitySection({
  form,
  hints,
}: {
  form: FormController<PersonalValues>;
  hints: Partial<Record<PersonalField, string>>;
}) {
  const { t } = useTranslation('onboarding');
  const { label } = useLabels('mx');
  const rfc = form.values.rfc;
  const warningKey = rfc && !form.errorOf('rfc') ? rfcWarning(rfc, form.values.nationalId) : null;
  const savedHint = (name: PersonalField) =>
    hints[name] ? t('personal.savedMasked', { value: hints[name] }) : undefined;
  return (
    <FormSection title={t('personal.identity')} testId="section-identity">
      <TextField
        field={form.bind('nationalId')}
        label={label('nationalId')}
        maxLength={18}
        format={upperAlnum}
        autoComplete="off"
        hint={savedHint('nationalId') ?? t('personal.curpHint')}
      />
      <TextField
        field={form.bind('rfc')}
        label={label('rfc')}
        maxLength={13}
        format={upperAlnum}
        hint={savedHint('rfc')}
        warning={warningKey ? t(`messages:${warningKey}`) : undefined}
      />
      <TextField
        field={form.bind('nss')}
        label={label('nss')}
        inputMode="numeric"
        maxLength={11}
        format={digitsOnly}
        hint={savedHint('nss')}
      />
    </FormSection>
  );
}
