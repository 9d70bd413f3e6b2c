import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useConsoleQuery, useWrite } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { when } from '../times';

interface OperatorRow {
  id: number;
  email: string;
  role: string;
  totpEnrolled: boolean;
  disabled: boolean;
  lastSignInAt: string | null;
}
const ROLES = ['reviewer', 'collections', 'collector', 'admin'];

/** Admins add operators (the one-time password is shown once), change roles, disable and reset. */
export function OperatorsScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const list = useConsoleQuery<{ operators: OperatorRow[] }>('/operators');
  const write = useWrite<{ email: string; oneTimePassword: string }>(['/operators']);
  const [notice, setNotice] = useState<string | null>(null);
  /** The one-time password of a new or reset operator, shown once. */
  const showPassword = {
    onSuccess: (r: { email: string; oneTimePassword: string }) =>
      setNotice(t('operators.created', { email: r.email, password: r.oneTimePassword })),
  };
  const add = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    write.mutate(
      { method: 'POST', path: '/operators', body: { email: form.get('email'), role: form.get('role') } },
      showPassword,
    );
  };
  const columns: Column<OperatorRow>[] = [
    { id: 'email', header: t('operators.email'), cell: ({ row }) => row.original.email },
    {
      id: 'role',
      header: t('operators.role'),
      cell: ({ row }) => (
        <select
          aria-label={`${t('operators.role')} ${row.original.email}`}
          value={row.original.role}
          onChange={(e) =>
            write.mutate({ method: 'PATCH', path: `/operators/${row.original.id}`, body: { role: e.target.value } })
          }
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </select>
      ),
    },
    {
      id: 'totp',
      header: t('operators.totp'),
      cell: ({ row }) => (row.original.totpEnrolled ? t('operators.yes') : t('operators.no')),
    },
    { id: 'last', header: t('operators.lastSignIn'), cell: ({ row }) => when(row.original.lastSignInAt, null) },
    {
      id: 'actions',
      header: '',
      cell: ({ row }) => (
        <span className="toolbar">
          <button
            type="button"
            className={row.original.disabled ? undefined : 'danger'}
            onClick={() =>
              write.mutate({
                method: 'PATCH',
                path: `/operators/${row.original.id}`,
                body: { disabled: !row.original.disabled },
              })
            }
          >
            {row.original.disabled ? t('operators.enable') : t('operators.disable')}
          </button>
          <button
            type="button"
            onClick={() =>
              write.mutate({ method: 'POST', path: `/operators/${row.original.id}/reset`, body: {} }, showPassword)
            }
          >
            {t('operators.reset')}
          </button>
        </span>
      ),
    },
  ];
  return (
    <section>
      <h1>{t('operators.title')}</h1>
      <form onSubmit={add} className="toolbar card">
        <label>
          {t('operators.email')}
          <input name="email" type="email" required />
        </label>
        <label>
          {t('operators.role')}
          <select name="role">
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('operators.add')}</button>
      </form>
      {notice && (
        <p role="status" className="ok">
          {notice}
        </p>
      )}
      <FormError error={write.error ?? list.error} />
      <DataTable label={t('operators.title')} columns={columns} data={list.data?.operators ?? []} />
    </section>
  );
}
