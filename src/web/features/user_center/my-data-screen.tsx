import { useState } from 'react';
import { dialogHost } from '../../components/form/kit-dialog';
import { ErrorState } from '../../components/error-state';
import { Page } from '../../components/page';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../lib/antd-kit';
import { formatDate } from '../../lib/format';
import { useProductIndex } from '../../queries/get-product-index';
import { Link } from '../../lib/hash-router';
import { usePlaces } from '../auth';
import { forgetLocalSession } from '../user';
import { downloadExport, useAccountDeletion, useDataExport, type DataExport } from './api/my-data';
import { DataExportView } from './components/data-export-view';

/**
 * `/user_center/my_data` (issue 28.3–4): a copy of everything held about the borrower, as a file
 * and as a page, and closing the account. Guarded: a logged-out visitor of the web app signs in
 * with the SMS code and comes back here, which is how the deletion is reachable on the web.
 */
export default function MyDataScreen() {
  const { t } = useTranslation(['me', 'common']);
  return (
    <Page title={t('me:myData.title')} backTo="/user_center/settings">
      <DownloadSection />
      <DeleteSection />
    </Page>
  );
}

/** The readable copy: states by name, complaints in the complaints screen's words (its texts are loaded with it). */
function ReadableExport({ data }: { data: DataExport }) {
  const { t } = useTranslation(['me', 'common', 'service']);
  const places = usePlaces(data.account.market);
  if (places.isPending)
    return (
      <p className="muted" role="status">
        {t('common:states.loading')}
      </p>
    );
  const stateName = (code: string) => places.data?.states.find((s) => s.value === code)?.label;
  return <DataExportView data={data} lang={currentLanguage()} t={t} stateName={stateName} />;
}

function DownloadSection() {
  const { t } = useTranslation(['me', 'common']);
  const exported = useDataExport();
  return (
    <section className="card" aria-labelledby="my-data-download-title" data-testid="my-data-download">
      <h2 id="my-data-download-title" className="card-title">
        {t('me:myData.download.title')}
      </h2>
      <p>{t('me:myData.download.text')}</p>
      {!exported.data && (
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => exported.mutate()}
          disabled={exported.isPending}
          data-testid="my-data-get"
        >
          {exported.isPending ? t('common:states.loading') : t('me:myData.download.get')}
        </button>
      )}
      {exported.isError && (
        <ErrorState
          title={t('common:states.requestFailed')}
          text={exported.error.message}
          actionLabel={t('common:actions.retry')}
          onAction={() => exported.mutate()}
        />
      )}
      {exported.data && (
        <>
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => downloadExport(exported.data)}
            data-testid="my-data-save"
          >
            {t('me:myData.download.save')}
          </button>
          <ReadableExport data={exported.data} />
        </>
      )}
    </section>
  );
}

function DeleteSection() {
  const { t } = useTranslation(['me', 'common']);
  const deletion = useAccountDeletion();
  const market = useProductIndex().data?.app.market;
  // What the closed account keeps, worded before the session (and the cached app) is forgotten.
  const [closedText, setClosedText] = useState<string | null>(null);
  const ask = async () => {
    const confirmed = await Dialog.confirm({
      getContainer: dialogHost,
      'aria-label': t('me:myData.delete.confirm'),
      content: t('me:myData.delete.confirm'),
      confirmText: t('me:myData.delete.confirmYes'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    deletion.mutate(undefined, {
      onSuccess: async (answer) => {
        if (!answer.closed) return;
        const until =
          answer.retainUntil &&
          (market ? formatDate(answer.retainUntil, currentLanguage(), market) : answer.retainUntil.slice(0, 10));
        setClosedText(until ? t('me:myData.delete.closedKept', { date: until }) : t('me:myData.delete.closedAll'));
        // The server ended every session; forget this one here and in the shell too.
        await forgetLocalSession();
      },
    });
  };
  if (closedText) {
    return (
      <section className="card" role="status" data-testid="my-data-closed">
        <h2 className="card-title">{t('me:myData.delete.closedTitle')}</h2>
        <p>{closedText}</p>
        <Link to="/" replace className="btn btn-primary btn-block">
          {t('me:myData.delete.home')}
        </Link>
      </section>
    );
  }
  const blockers = deletion.data && !deletion.data.closed ? deletion.data.blockers : [];
  return (
    <section className="card" aria-labelledby="my-data-delete-title" data-testid="my-data-delete">
      <h2 id="my-data-delete-title" className="card-title">
        {t('me:myData.delete.title')}
      </h2>
      <p>{t('me:myData.delete.text')}</p>
      <p>{t('me:myData.delete.kept')}</p>
      {blockers.length > 0 && (
        <div role="alert" className="my-data-blockers" data-testid="my-data-blockers">
          <p>
            <strong>{t('me:myData.delete.notYet')}</strong>
          </p>
          <ul>
            {blockers.map((b) => (
              <li key={b.code} data-code={b.code}>
                {b.text} {b.advice}
              </li>
            ))}
          </ul>
        </div>
      )}
      {deletion.isError && (
        <ErrorState
          title={t('common:states.requestFailed')}
          text={deletion.error.message}
          actionLabel={t('common:actions.retry')}
          onAction={() => void ask()}
        />
      )}
      <button
        type="button"
        className="btn btn-danger btn-block"
        onClick={() => void ask()}
        disabled={deletion.isPending}
        data-testid="my-data-delete-account"
      >
        {t('me:myData.delete.button')}
      </button>
    </section>
  );
}
