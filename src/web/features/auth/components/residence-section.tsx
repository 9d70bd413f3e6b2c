import { useTranslation } from '../../../i18n/use-translation';
import { RESIDENCE_TYPES } from '../../../../domain/enums/personal';
import { OPTIONAL_TEXT_MAX_LENGTH } from '../../../../domain/forms/optional-text';
import { ADDRESS_MAX_LENGTH } from '../../../../domain/forms/place-fields';
import type { Market } from '../../../../domain/markets/market';
import { CascadeField } from '../../../components/form/cascade-field';
import { FormSection } from '../../../components/form/form-section';
import type { FormController } from '../../../components/form/form-state';
import { optionsOf } from '../../../components/form/options';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { digitsOnly, TextField } from '../../../components/form/text-field';
import { useLabels } from '../../onboarding';
import type { Places } from '../places';
import type { PersonalValues } from '../personal-values';

/** Residence: type, state → city (LGA in Nigeria, municipio in Mexico), address, postal code. */
export function ResidenceSection({
  form,
  market,
  places,
}: {
  form: FormController<PersonalValues>;
  market: Market;
  places: Places;
}) {
  const { t } = useTranslation('onboarding');
  const { label, optional, options } = useLabels(market);
  return (
    <FormSection title={t('personal.residence')} testId="section-residence">
      <RadioGroupField
        field={form.bind('residenceType')}
        label={label('residenceType')}
        options={optionsOf(RESIDENCE_TYPES, options.residenceType)}
        columns={3}
      />
      <CascadeField
        parent={form.bind('state')}
        child={form.bind('city')}
        parentLabel={label('state')}
        childLabel={market === 'ng' ? t('personal.lga') : label('city')}
        parents={places.states}
        childrenOf={places.citiesOf}
        onChildWithoutParent={() => form.flag('city', { key: 'form.city.selectStateFirst' })}
      />
      <TextField
        field={form.bind('county')}
        label={optional('county')}
        autoComplete="address-level3"
        maxLength={OPTIONAL_TEXT_MAX_LENGTH}
      />
      <TextField
        field={form.bind('address')}
        label={label('address')}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        multiline
        placeholder={t('personal.addressPlaceholder')}
      />
      <TextField
        field={form.bind('pinCode')}
        label={market === 'mx' ? label('pinCode') : optional('pinCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={market === 'mx' ? 5 : 6}
        format={digitsOnly}
      />
    </FormSection>
  );
}
