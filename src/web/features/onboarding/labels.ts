import { useTranslation } from '../../i18n/use-translation';
import { fieldLabels, type FieldName } from '../../../domain/forms/field-labels';
import { OPTION_LABELS, type OptionLabels } from '../../../domain/forms/option-labels';
import { isLanguage, type Language, type Market } from '../../../domain/markets/market';

/**
 * Field and option labels of the domain tables, in the reader's language, as the market names them (Mexico's surnames).
 */
export function useLabels(market: Market): {
  lang: Language;
  label: (name: FieldName) => string;
  optional: (name: FieldName) => string;
  options: OptionLabels;
} {
  const { t, i18n } = useTranslation('onboarding');
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const labels = fieldLabels(lang, market);
  const label = (name: FieldName) => labels[name];
  const optional = (name: FieldName) => {
    const text = label(name);
    return /\(/.test(text) ? text : t('optionalLabel', { label: text });
  };
  return { lang, label, optional, options: OPTION_LABELS[lang] };
}
