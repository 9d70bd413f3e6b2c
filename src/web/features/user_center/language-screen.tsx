import { useTranslation } from '../../i18n/use-translation';
import { LANGUAGES, type Language } from '../../../domain/markets/market';
import { CheckIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { changeLanguage, currentLanguage, i18n } from '../../i18n/i18n';
import { toast } from '../../lib/toast';

export default function LanguageScreen() {
  const { t } = useTranslation();
  const current = currentLanguage();

  const choose = async (lang: Language) => {
    if (lang === current) return;
    await changeLanguage(lang);
    // The screen's own t still speaks the old language until it renders again.
    toast.success(i18n.t('language.changed'));
  };

  return (
    <Page title={t('language.title')} backTo="/me">
      <ul className="menu" role="radiogroup" aria-label={t('language.title')}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <button
              type="button"
              role="radio"
              aria-checked={lang === current}
              className="menu-row"
              onClick={() => void choose(lang)}
              data-testid={`language-${lang}`}
            >
              <span>{t(`language.${lang}`)}</span>
              {lang === current && (
                <span className="menu-check">
                  <CheckIcon />
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
