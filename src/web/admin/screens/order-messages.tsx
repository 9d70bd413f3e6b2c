import { useState } from 'react';
import type { Market } from '../../../domain/markets/market';
import { useTranslation } from '../../i18n/use-translation';
import { useConsoleQuery, useWrite } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { when } from '../times';

interface Message {
  id: number;
  at: string;
  purpose: string;
  channel: string;
  vendor: string;
  status: string;
  errorCode: string | null;
  to: string;
  reminderOffset: number | null;
  reportedAt: string | null;
}
interface Reminder {
  dueDate: string;
  offsetDays: number;
  status: string;
  reason: string | null;
  at: string;
}

const day = (offset: number | null) => (offset === null ? '' : offset > 0 ? `+${offset}` : String(offset));

/** Every message sent for a loan (each vendor attempt, its delivery state) and its reminders. */
export function OrderMessages({ orderNo, market }: { orderNo: string; market: Market }) {
  const { t } = useTranslation(CONSOLE_NS);
  const { data: view, error } = useConsoleQuery<{ messages: Message[]; reminders: Reminder[] }>(
    `/orders/${orderNo}/messages`,
  );
  if (error) return <FormError error={error} />;
  if (!view) return null;
  const messageColumns: Column<Message>[] = [
    { id: 'at', header: t('order.at'), cell: ({ row }) => when(row.original.at, market) },
    {
      id: 'purpose',
      header: t('messages.purpose'),
      cell: ({ row }) => `${t(`messages.purposes.${row.original.purpose}`)} ${day(row.original.reminderOffset)}`,
    },
    { id: 'channel', header: t('messages.channel'), cell: ({ row }) => row.original.channel },
    { id: 'vendor', header: t('messages.vendor'), cell: ({ row }) => row.original.vendor },
    { id: 'to', header: t('messages.to'), cell: ({ row }) => row.original.to },
    {
      id: 'status',
      header: t('messages.status'),
      cell: ({ row }) =>
        `${t(`messages.states.${row.original.status}`)}${row.original.errorCode ? ` (${row.original.errorCode})` : ''}`,
    },
  ];
  const reminderColumns: Column<Reminder>[] = [
    { id: 'dueDate', header: t('order.dueDate'), cell: ({ row }) => row.original.dueDate },
    { id: 'day', header: t('messages.day'), cell: ({ row }) => day(row.original.offsetDays) },
    {
      id: 'status',
      header: t('messages.status'),
      cell: ({ row }) => t(`messages.reminderStates.${row.original.status}`),
    },
    { id: 'reason', header: t('audit.reason'), cell: ({ row }) => row.original.reason ?? '' },
  ];
  return (
    <>
      <h2>{t('messages.title')}</h2>
      <DataTable label={t('messages.title')} columns={messageColumns} data={view.messages} />
      <h2>{t('messages.reminders')}</h2>
      <DataTable label={t('messages.reminders')} columns={reminderColumns} data={view.reminders} />
    </>
  );
}

/**
 * The app setting `reminders` as JSON: days from the due date, texts per language ({app}, {amount}, {dueDate}, {days},
 * {dayCount}), WhatsApp.
 */
export function ReminderSettingsEditor({ packageName }: { packageName: string }) {
  const { data, error } = useConsoleQuery<{ settings: { reminders?: unknown } }>(`/app-settings/${packageName}`);
  // The editor starts from the saved setting once it has come.
  return (
    <ReminderEditor
      key={data ? 'saved' : 'loading'}
      packageName={packageName}
      loadError={error}
      initial={data ? JSON.stringify(data.settings.reminders ?? { offsets: [-3, -1, 0, 1, 3, 7] }, null, 2) : ''}
    />
  );
}

function ReminderEditor({
  packageName,
  initial,
  loadError,
}: {
  packageName: string;
  initial: string;
  loadError: unknown;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState<Error | null>(null);
  const write = useWrite([`/app-settings/${packageName}`]);
  const save = () => {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      write.reset();
      setInvalid(new Error(t('settings.invalidJson')));
      return;
    }
    setInvalid(null);
    write.mutate({ method: 'PUT', path: `/app-settings/${packageName}/reminders`, body });
  };
  const status = invalid ?? (write.isSuccess ? 'saved' : (write.error ?? loadError));
  return (
    <div className="card">
      <h2>{t('settings.reminders')}</h2>
      <p className="muted">{t('settings.remindersHelp')}</p>
      <textarea aria-label={t('settings.reminders')} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" onClick={save}>
        {t('app.save')}
      </button>
      {status === 'saved' ? (
        <p role="status" className="ok">
          {t('app.saved')}
        </p>
      ) : (
        <FormError error={status} />
      )}
    </div>
  );
}
