import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { isLoggedIn } from '../../lib/storage';

type RecordsTab = 'incomplete' | 'finished';

/** Records with its two tabs (SPEC §2). Orders arrive with the loans work; until then, the empty state. */
export default function RecordsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RecordsTab>('incomplete');
  return (
    <div className="records">
      <h1 className="screen-title">{t('records.title')}</h1>
      <div className="segmented" role="tablist">
        {(['incomplete', 'finished'] as const).map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} className={tab === key ? 'active' : ''} onClick={() => setTab(key)} data-testid={`records-tab-${key}`}>
            {t(`records.${key}`)}
          </button>
        ))}
      </div>
      {isLoggedIn() ? (
        <EmptyState title={t('records.empty')} text={t('records.emptyHint')} />
      ) : (
        <EmptyState title={t('records.empty')} text={t('records.loginPrompt')}>
          <Link to="/user/login?redirect=%2Frecords" className="btn btn-primary">{t('actions.login')}</Link>
        </EmptyState>
      )}
    </div>
  );
}
