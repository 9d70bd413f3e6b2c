import { useTranslation } from '../../../i18n/use-translation';
import { CONTACT_RELATIONS } from '../../../../domain/enums/contact-relation';
import { CONTACT_NAME_MAX_LENGTH, normalizePickedContactPhone } from '../../../../domain/forms/contacts';
import type { Market } from '../../../../domain/markets/market';
import { FormSection } from '../../../components/form/form-section';
import type { FormController } from '../../../components/form/form-state';
import { optionsOf } from '../../../components/form/options';
import { SelectField } from '../../../components/form/select-field';
import { digitsOnly, TextField } from '../../../components/form/text-field';
import { MeIcon } from '../../../components/icons';
import { dialCode } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { hasNativeShell, native } from '../../../native/bridge';
import { useLabels } from '../../onboarding';
import type { AdditionalValues } from '../additional-values';

/**
 * One emergency contact. Inside the app the phone book fills name and number (the number
 * reduced to the national digits, normalizePickedContactPhone); a browser has no phone book, so the borrower types.
 */
export function ContactSection({
  form,
  n,
  market,
}: {
  form: FormController<AdditionalValues>;
  n: 1 | 2;
  market: Market;
}) {
  const { t } = useTranslation('onboarding');
  const { label, options } = useLabels(market);
  const nameField = `emergencyContactName${n}` as const;
  const mobileField = `emergencyContactMobile${n}` as const;
  const pick = async () => {
    const picked = await native.selectContact();
    const phone = picked?.data?.phone;
    if (!phone) {
      toast.info(t('additional.pickFailed'));
      return;
    }
    const name = picked.data?.name?.trim();
    form.patch({
      [mobileField]: normalizePickedContactPhone(phone, market),
      ...(name ? { [nameField]: name.slice(0, CONTACT_NAME_MAX_LENGTH) } : {}),
    });
  };
  return (
    <FormSection title={t('additional.contact', { n })} testId={`section-contact${n}`}>
      <SelectField
        field={form.bind(`emergencyContactRelation${n}`)}
        label={label(`emergencyContactRelation${n}`)}
        options={optionsOf(CONTACT_RELATIONS, options.contactRelation)}
        searchable={false}
      />
      {hasNativeShell() && (
        <button
          type="button"
          className="btn btn-outline btn-block"
          onClick={() => void pick()}
          data-testid={`pick-contact${n}`}
        >
          <MeIcon size={18} /> {t('additional.pickContact')}
        </button>
      )}
      <TextField
        field={form.bind(nameField)}
        label={label(nameField)}
        maxLength={CONTACT_NAME_MAX_LENGTH}
        autoComplete="off"
      />
      <TextField
        field={form.bind(mobileField)}
        label={label(mobileField)}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        format={digitsOnly}
        prefix={dialCode(market)}
        autoComplete="off"
      />
    </FormSection>
  );
}
