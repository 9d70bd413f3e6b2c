import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, when } from '../api';
import { AppPicker, useApps } from '../apps';
import { DataTable, type Column } from '../data-table';
import { FormError } from '../form-error';

interface ReviewNumber { id: number; mobile: string; note: string; expiresAt: string; addedBy: string; createdAt: string; expired: boolean }
interface ReviewList { loginCodeRequired: boolean; maxDays: number; items: ReviewNumber[] }

/**
 * Store-review accounts (decision 0056): the accounts an app-store reviewer logs in with, without
 * an SMS code, while the app's login-code setting is off. Every other number keeps its code.
 */
function ReviewNumbers({ packageName }: { packageName: string }) {
  const { t } = useTranslation();
  const [list, setList] = useState<ReviewList | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(() => { api<ReviewList>('GET', `/apps/${packageName}/review-numbers`).then(setList, setError); }, [packageName]);
  useEffect(load, [load]);
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try { await fn(); setError(null); setNotice(done); load(); } catch (err) { setNotice(null); setError(err); }
  };
  const add = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    void act(async () => {
      await api('POST', `/apps/${packageName}/review-numbers`, { mobile: data.get('mobile'), note: data.get('note'), days: Number(data.get('days')) });
      form.reset();
    }, t('reviewNumbers.added'));
  };
  const columns: Column<ReviewNumber>[] = [
    { id: 'mobile', header: t('reviewNumbers.mobile'), cell: ({ row }) => row.original.mobile },
    { id: 'note', header: t('reviewNumbers.note'), cell: ({ row }) => row.original.note },
    { id: 'expires', header: t('reviewNumbers.expires'), cell: ({ row }) => (row.original.expired ? t('reviewNumbers.expired') : when(row.original.expiresAt)) },
    { id: 'by', header: t('reviewNumbers.addedBy'), cell: ({ row }) => row.original.addedBy },
    {
      id: 'remove', header: '', cell: ({ row }) => (
        <button type="button" className="danger" aria-label={t('reviewNumbers.removeOne', { mobile: row.original.mobile })}
          onClick={() => void act(() => api('DELETE', `/apps/${packageName}/review-numbers/${row.original.id}`), t('reviewNumbers.removed'))}>
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
          <button type="button" className={required ? 'danger' : undefined}
            onClick={() => void act(() => api('PUT', `/apps/${packageName}/login-code`, { required: !required }), t('app.saved'))}>
            {required ? t('reviewNumbers.turnOff') : t('reviewNumbers.turnOn')}
          </button>
        )}
      </div>
      <form className="card" onSubmit={add}>
        <h2>{t('reviewNumbers.add')}</h2>
        <p className="muted">{t('reviewNumbers.addHelp')}</p>
        <div className="toolbar">
          <label>{t('reviewNumbers.mobile')}<input name="mobile" type="tel" required /></label>
          <label>{t('reviewNumbers.note')}<input name="note" required minLength={5} maxLength={200} placeholder={t('reviewNumbers.notePlaceholder')} /></label>
          <label>{t('reviewNumbers.days', { max: list?.maxDays ?? 90 })}<input name="days" type="number" min={1} max={list?.maxDays ?? 90} defaultValue={14} required /></label>
          <button type="submit">{t('reviewNumbers.addButton')}</button>
        </div>
      </form>
      {notice && <p role="status" className="ok">{notice}</p>}
      <FormError error={error} />
      <DataTable label={t('reviewNumbers.list')} columns={columns} data={list?.items ?? []} />
    </>
  );
}

/** Per app: the login-code switch and the accounts an app-store reviewer may use without a code. */
export function ReviewNumbersScreen() {
  const { t } = useTranslation();
  const apps = useApps();
  const [packageName, setPackageName] = useState('com.presta.ng');
  return (
    <section>
      <h1>{t('reviewNumbers.title')}</h1>
      <p className="muted">{t('reviewNumbers.help')}</p>
      <div className="toolbar"><label>{t('app.app')}<AppPicker apps={apps} value={packageName} onChange={setPackageName} /></label></div>
      <ReviewNumbers key={packageName} packageName={packageName} />
    </section>
  );
}
