import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AppPicker, useApps } from '../apps';
import { useConsoleQuery, useWrite, type Write } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { when, type TimeOwner } from '../times';

interface ReviewNumber {
  id: number;
  mobile: string;
  note: string;
  expiresAt: string;
  addedBy: string;
  createdAt: string;
  expired: boolean;
}
interface ReviewList {
  loginCodeRequired: boolean;
  maxDays: number;
  items: ReviewNumber[];
}

/**
 * Store-review accounts (decision 0056): the accounts an app-store reviewer logs in with, without
 * an SMS code, while the app's login-code setting is off. Every other number keeps its code.
 */
function ReviewNumbers({ packageName, market }: { packageName: string; market: TimeOwner }) {
  const { t } = useTranslation(CONSOLE_NS);
  const { data: list, error } = useConsoleQuery<ReviewList>(`/apps/${packageName}/review-numbers`);
  const write = useWrite([`/apps/${packageName}/review-numbers`]);
  const [notice, setNotice] = useState<string | null>(null);
  const act = (request: Write, done: string, then?: () => void) => {
    setNotice(null);
    write.mutate(request, {
      onSuccess: () => {
        setNotice(done);
        then?.();
      },
    });
  };
  const add = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    act(
      {
        method: 'POST',
        path: `/apps/${packageName}/review-numbers`,
        body: { mobile: data.get('mobile'), note: data.get('note'), days: Number(data.get('days')) },
      },
      t('reviewNumbers.added'),
      () => form.reset(),
    );
  };
  const columns: Column<ReviewNumber>[] = [
    { id: 'mobile', header: t('reviewNumbers.mobile'), cell: ({ row }) => row.original.mobile },
    { id: 'note', header: t('reviewNumbers.note'), cell: ({ row }) => row.original.note },
    {
      id: 'expires',
      header: t('reviewNumbers.expires'),
      cell: ({ row }) => (row.original.expired ? t('reviewNumbers.expired') : when(row.original.expiresAt, market)),
    },
    { id: 'by', header: t('reviewNumbers.addedBy'), cell: ({ row }) => row.original.addedBy },
    {
      id: 'remove',
      header: '',
      cell: ({ row }) => (
        <button
          type="button"
          className="danger"
          aria-label={t('reviewNumbers.removeOne', { mobile: row.original.mobile })}
          onClick={() =>
            act(
              { method: 'DELETE', path: `/apps/${packageName}/review-numbers/${row.original.id}` },
              t('reviewNumbers.removed'),
            )
          }
        >
          {t('reviewNumbers.remove')}
        </button>
      ),
    },
  ];
  const required = list?.loginCodeRequired ?? true;
  return (
    <>
      <div className="card">
        <h2>{t('reviewNumbers.switch')}</h2>
        <p data-testid="login-code-state">{required ? t('reviewNumbers.codesOn') : t('reviewNumbers.codesOff')}</p>
        {list && (
          <button
            type="button"
            className={required ? 'danger' : undefined}
            onClick={() =>
              act(
                { method: 'PUT', path: `/apps/${packageName}/login-code`, body: { required: !required } },
                t('app.saved'),
              )
            }
          >
            {required ? t('reviewNumbers.turnOff') : t('reviewNumbers.turnOn')}
          </button>
        )}
      </div>
      <form className="card" onSubmit={add}>
        <h2>{t('reviewNumbers.add')}</h2>
        <p className="muted">{t('reviewNumbers.addHelp')}</p>
        <div className="toolbar">
          <label>
            {t('reviewNumbers.mobile')}
            <input name="mobile" type="tel" required />
          </label>
          <label>
            {t('reviewNumbers.note')}
            <input
              name="note"
              required
              minLength={5}
              maxLength={200}
              placeholder={t('reviewNumbers.notePlaceholder')}
            />
          </label>
          <label>
            {t('reviewNumbers.days', { max: list?.maxDays ?? 90 })}
            <input name="days" type="number" min={1} max={list?.maxDays ?? 90} defaultValue={14} required />
          </label>
          <button type="submit">{t('reviewNumbers.addButton')}</button>
        </div>
      </form>
      {notice && (
        <p role="status" className="ok">
          {notice}
        </p>
      )}
      <FormError error={write.error ?? error} />
      <DataTable label={t('reviewNumbers.list')} columns={columns} data={list?.items ?? []} />
    </>
  );
}

/** Per app: the login-code switch and the accounts an app-store reviewer may use without a code. */
export function ReviewNumbersScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const apps = useApps();
  const [packageName, setPackageName] = useState('com.presta.ng');
  return (
    <section>
      <h1>{t('reviewNumbers.title')}</h1>
      <p className="muted">{t('reviewNumbers.help')}</p>
      <div className="toolbar">
        <label>
          {t('app.app')}
          <AppPicker apps={apps} value={packageName} onChange={setPackageName} />
        </label>
      </div>
      <ReviewNumbers
        key={packageName}
        packageName={packageName}
        market={apps.find((a) => a.packageName === packageName)?.market ?? null}
      />
    </section>
  );
}
