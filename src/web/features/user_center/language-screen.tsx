import { useTranslation } from '../../i18n/use-translation';
import { LANGUAGES, type Language } from '../../../domain/markets/market';
import { CheckIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';
import { toast } from '../../lib/toast';

export default function LanguageScreen() {
  const { t } = useTranslation();
  const current = currentLanguage();

  const choose = async (lang: Language) => {
    if (lang === current) return;
    await changeLanguage(lang);
    toast.success(t('language.changed', { lng: lang }));
  };

  return (
    <Page title={t('language.title')} backTo="/me">
      <ul className="menu" role="radiogroup" aria-label={t('language.title')}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <button type="button" role="radio" aria-checked={lang === current} className="menu-row" onClick={() => void choose(lang)} data-testid={`language-${lang}`}>
              <span>{t(`language.${lang}`)}</span>
              {lang === current && <span className="menu-check"><CheckIcon /></span>}
            </button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
