import { useState, type FormEvent } from 'react';
import { CONTACT_CHANNELS, CONTACT_OUTCOMES, CONTACT_PARTIES } from '../../../domain/collections/collection-rules';
import type { CurrencyCode, Market } from '../../../domain/markets/market';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useParams } from '../../lib/hash-router';
import { useConsoleQuery, useWrite } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { parseMajorToMinor } from '../money-input';
import { when } from '../times';

interface Contact {
  id: number;
  channel: string;
  outcome: string;
  note: string;
  actor: string;
  createdAt: string;
}
interface ContactsView {
  market: Market;
  contacts: Contact[];
  window: { open: boolean; hours: { from: number; until: number }; contactsToday: number; limit: number };
}
interface PromiseToPay {
  id: number;
  amount: number;
  date: string;
  status: 'open' | 'kept' | 'broken';
  actor: string;
  createdAt: string;
}
interface PromisesView {
  currency: CurrencyCode;
  promises: PromiseToPay[];
}
interface Recorded {
  contact: { id: number; dayCount: number };
  warning: { kind: 'frequency'; count: number; limit: number } | null;
}

/** Records a contact; closed outside the market's contact hours, as the server refuses it then. */
function ContactForm({ orderNo, view }: { orderNo: string; view: ContactsView }) {
  const { t } = useTranslation(CONSOLE_NS);
  const write = useWrite<Recorded>(['/collections']);
  const [notice, setNotice] = useState<string | null>(null);
  const { hours, open, contactsToday, limit } = view.window;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = {
      orderNo,
      channel: form.get('channel'),
      party: form.get('party'),
      outcome: form.get('outcome'),
      note: String(form.get('note') ?? ''),
    };
    setNotice(null);
    write.mutate(
      { method: 'POST', path: '/collections/contacts', body },
      {
        onSuccess: (r) =>
          setNotice(
            r.warning
              ? t('account.warning', { count: r.warning.count, limit: r.warning.limit })
              : t('account.recorded'),
          ),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('account.record')}>
      <h2>{t('account.record')}</h2>
      <p data-testid="contact-window" className={open ? 'muted' : 'error'}>
        {open
          ? t('account.open', { from: hours.from, until: hours.until, count: contactsToday, limit })
          : t('account.closed', { from: hours.from, until: hours.until })}
      </p>
      <p className="muted">{t('account.borrowerOnly')}</p>
      <label>
        {t('account.party')}
        <select name="party" defaultValue="borrower">
          {CONTACT_PARTIES.map((p) => (
            <option key={p} value={p}>
              {t(`account.parties.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('account.channel')}
        <select name="channel">
          {CONTACT_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`account.channels.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('account.outcome')}
        <select name="outcome">
          {CONTACT_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {t(`account.outcomes.${o}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('account.note')}
        <textarea name="note" maxLength={1000} />
      </label>
      <button type="submit" disabled={!open || write.isPending}>
        {t('account.save')}
      </button>
      {notice && (
        <p role="status" data-testid="contact-notice">
          {notice}
        </p>
      )}
      <FormError error={write.error} />
    </form>
  );
}

/** Records a promise to pay: the amount typed in major units becomes minor units from its digits. */
function PromiseForm({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(CONSOLE_NS);
  const write = useWrite<{ promise: { date: string } }>(['/collections']);
  const [notice, setNotice] = useState<string | null>(null);
  const [badAmount, setBadAmount] = useState<Error | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const amount = parseMajorToMinor(String(form.get('amount') ?? ''));
    setNotice(null);
    if (amount === null || amount <= 0) {
      setBadAmount(new Error(t('account.badAmount')));
      return;
    }
    setBadAmount(null);
    write.mutate(
      { method: 'POST', path: '/collections/promises', body: { orderNo, amount, date: form.get('date') } },
      {
        onSuccess: (r) => setNotice(t('account.promised', { date: r.promise.date })),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('account.promise')}>
      <h2>{t('account.promise')}</h2>
      <p className="muted">{t('account.promiseHelp')}</p>
      <label>
        {t('account.amount')}
        <input name="amount" inputMode="decimal" required />
      </label>
      <label>
        {t('account.date')}
        <input name="date" type="date" required />
      </label>
      <button type="submit" disabled={write.isPending}>
        {t('account.savePromise')}
      </button>
      {notice && (
        <p role="status" data-testid="promise-notice">
          {notice}
        </p>
      )}
      <FormError error={badAmount ?? write.error} />
    </form>
  );
}

/** One overdue loan as its collector works it: the contact log, the contact form, the promises. */
export function CollectionAccountScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const { orderNo = '' } = useParams();
  const contacts = useConsoleQuery<ContactsView>(`/collections/contacts?orderNo=${encodeURIComponent(orderNo)}`);
  const promises = useConsoleQuery<PromisesView>(`/collections/promises?orderNo=${encodeURIComponent(orderNo)}`);
  const market = contacts.data?.market ?? null;
  const currency = promises.data?.currency;
  const contactColumns: Column<Contact>[] = [
    { id: 'at', header: t('account.at'), cell: ({ row }) => when(row.original.createdAt, market) },
    { id: 'channel', header: t('account.channel'), cell: ({ row }) => t(`account.channels.${row.original.channel}`) },
    { id: 'outcome', header: t('account.outcome'), cell: ({ row }) => t(`account.outcomes.${row.original.outcome}`) },
    { id: 'note', header: t('account.note'), cell: ({ row }) => row.original.note },
    { id: 'by', header: t('account.by'), cell: ({ row }) => row.original.actor },
  ];
  const promiseColumns: Column<PromiseToPay>[] = [
    { id: 'date', header: t('account.date'), cell: ({ row }) => row.original.date },
    {
      id: 'amount',
      header: t('account.amount'),
      cell: ({ row }) => (currency ? money(row.original.amount, currency) : '—'),
    },
    { id: 'status', header: t('account.status'), cell: ({ row }) => t(`account.statuses.${row.original.status}`) },
    { id: 'by', header: t('account.by'), cell: ({ row }) => row.original.actor },
  ];
  return (
    <section>
      <p>
        <Link to="/collections">{t('account.back')}</Link>
      </p>
      <h1>{t('account.title', { orderNo })}</h1>
      <FormError error={contacts.error ?? promises.error} />
      {contacts.data && <ContactForm orderNo={orderNo} view={contacts.data} />}
      <h2>{t('account.contacts')}</h2>
      <DataTable label={t('account.contacts')} columns={contactColumns} data={contacts.data?.contacts ?? []} />
      <PromiseForm orderNo={orderNo} />
      <h2>{t('account.promises')}</h2>
      <DataTable label={t('account.promises')} columns={promiseColumns} data={promises.data?.promises ?? []} />
    </section>
  );
}
