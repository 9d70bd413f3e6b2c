import { OPTION_LABELS } from '../../../../domain/forms/option-labels';
import { RECORD_TIPS } from '../../../../domain/loan-status/record-tips';
import type { LoanStatus } from '../../../../domain/loan-status/statuses';
import type { Language, Market } from '../../../../domain/markets/market';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { DataExport } from '../api/my-data';
import { bankCardRecord, labelOf, valueOf, word, type Reader, type T } from './export-values';
import '../../../styles/my-data.css';

interface Props {
  data: DataExport;
  lang: Language;
  t: T;
  /** The market's state name of a code ('CMX' → Ciudad de México); the code itself until the list is loaded. */
  stateName?: (code: string) => string | undefined;
}

function Fields({ rows, testId }: { rows: [string, string][]; testId: string }) {
  return (
    <dl className="data-fields" data-testid={testId}>
      {rows.map(([label, value], i) => (
        <div key={i} className="data-field">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A saved section's fields, each under its form label with its value in words. */
const rowsOf = (record: Record<string, unknown>, r: Reader): [string, string][] =>
  Object.entries(record)
    .filter(([k]) => k !== 'id')
    .map(([k, v]) => [labelOf(k, r), valueOf(k, v, r)]);

function Section({
  title,
  testId,
  empty,
  children,
}: {
  title: string;
  testId: string;
  empty?: string | false;
  children?: React.ReactNode;
}) {
  return (
    <section className="card data-section" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h3 id={`${testId}-title`} className="card-title">
        {title}
      </h3>
      {empty ? <p className="data-note">{empty}</p> : children}
    </section>
  );
}

/** The questionnaire's answers as its questions and options read on the form. */
function questionnaireRows(answers: Record<string, unknown>, lang: Language): [string, string][] {
  const labels = OPTION_LABELS[lang].questionnaire as Record<
    string,
    { question: string; options: Record<string, string> } | undefined
  >;
  return Object.entries(answers).map(([code, answer]) => {
    const q = Object.hasOwn(labels, code) ? labels[code] : undefined;
    const raw = String(answer);
    return [q?.question ?? code, q && Object.hasOwn(q.options, raw) ? q.options[raw] : raw];
  });
}

const text = (c: Record<string, unknown>, key: string) => (typeof c[key] === 'string' ? (c[key] as string) : null);

/**
 * A complaint as the complaints screen shows it: case number, what it is about, where it stands, when, the words and
 * our answers.
 */
function ComplaintItem({ c, t, when }: { c: Record<string, unknown>; t: T; when: (iso: string | null) => string }) {
  const [caseNo, category, status, createdAt, words] = ['caseNo', 'category', 'status', 'createdAt', 'text'].map((k) =>
    text(c, k),
  );
  const head = [
    caseNo,
    category && word(t, `service:complaints.categories.${category}`, category),
    status && word(t, `service:complaints.status.${status}`, status),
    createdAt && t('service:complaints.filedAt', { time: when(createdAt) }),
  ].filter(Boolean);
  const replies = (Array.isArray(c.updates) ? (c.updates as Record<string, unknown>[]) : []).filter(
    (u) => u.kind === 'reply' && typeof u.text === 'string',
  );
  return (
    <li data-testid="data-complaint">
      <p>{head.join(' · ')}</p>
      {words && <p>{words}</p>}
      {replies.map((u, i) => (
        <p key={i}>
          {t('service:complaints.reply', { time: when(text(u, 'at')) })}: {text(u, 'text')}
        </p>
      ))}
    </li>
  );
}

/**
 * Everything the server holds about the borrower, readable: the same document the JSON file
 * holds, laid out by section in their language, every code in words. Free of data fetching so
 * a test renders it.
 */
export function DataExportView({ data, lang, t, stateName = () => undefined }: Props) {
  const market: Market = data.account.market;
  const r: Reader = { lang, market, t, stateName };
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang, market) : '—');
  const none = t('me:myData.none');
  const p = data.profile;
  return (
    <div className="data-export" data-testid="data-export">
      <p className="data-note">{t('me:myData.generated', { time: when(data.generatedAt) })}</p>
      <Section title={t('me:myData.sections.account')} testId="data-account">
        <Fields
          testId="data-account-fields"
          rows={[
            [labelOf('mobile', r), data.account.mobile],
            [t('me:myData.registeredAt'), when(data.account.registeredAt)],
            [t('me:myData.lastLoginAt'), when(data.account.lastLoginAt)],
          ]}
        />
      </Section>
      <Section title={t('me:myData.sections.personal')} testId="data-personal" empty={!p.personalInfo && none}>
        {p.personalInfo && <Fields rows={rowsOf(p.personalInfo, r)} testId="data-personal-fields" />}
      </Section>
      <Section title={t('me:myData.sections.work')} testId="data-work" empty={!p.additionInfo && none}>
        {p.additionInfo && <Fields rows={rowsOf(p.additionInfo, r)} testId="data-work-fields" />}
      </Section>
      <Section title={t('me:myData.sections.bank')} testId="data-bank" empty={p.bankCards.length === 0 && none}>
        {p.bankCards.map((card, i) => (
          <Fields key={i} rows={rowsOf(bankCardRecord(card), r)} testId="data-bank-fields" />
        ))}
      </Section>
      <Section
        title={t('me:myData.sections.questionnaire')}
        testId="data-questionnaire"
        empty={!p.questionnaire && none}
      >
        {p.questionnaire && (
          <Fields rows={questionnaireRows(p.questionnaire, lang)} testId="data-questionnaire-fields" />
        )}
      </Section>
      <Section
        title={t('me:myData.sections.identity')}
        testId="data-identity"
        empty={data.identityPhotos.length === 0 && data.identityChecks.length === 0 && none}
      >
        <ul>
          {data.identityPhotos.map((ph, i) => (
            <li key={`p${i}`}>
              {word(t, `me:myData.photo.${ph.kind}`, ph.kind)} · {when(ph.takenAt)}
            </li>
          ))}
          {data.identityChecks.map((c, i) => (
            <li key={`c${i}`}>
              {word(t, `me:myData.check.${c.kind}`, c.kind)} · {word(t, `me:myData.checkStatus.${c.status}`, c.status)}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('me:myData.sections.loans')} testId="data-loans" empty={data.loans.length === 0 && none}>
        {data.loans.map((loan) => (
          <article key={loan.orderNo} className="data-loan" data-testid="data-loan">
            <h4>
              {loan.productName} · {loan.orderNo}
            </h4>
            <p>
              {t(`me:myData.loanState.${RECORD_TIPS[loan.status as LoanStatus] ?? 'assessing'}`)}
              {loan.amount !== null && ` · ${formatMoney(loan.amount, loan.currency, lang)}`} · {when(loan.createdAt)}
            </p>
            {loan.decision && loan.decision.refusalReasons.length > 0 && (
              <ul data-testid="data-refusal-reasons">
                {loan.decision.refusalReasons.map((reason) => (
                  <li key={reason.code}>
                    {reason.text} {reason.advice}
                  </li>
                ))}
              </ul>
            )}
            {loan.movements.length > 0 && (
              <table className="data-movements">
                <caption>{t('me:myData.movements')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('me:myData.when')}</th>
                    <th scope="col">{t('me:myData.movement')}</th>
                    <th scope="col">{t('me:myData.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {loan.movements.map((m, i) => (
                    <tr key={i}>
                      <td>{when(m.at)}</td>
                      <td>{word(t, `me:myData.movementKinds.${m.kind}`, m.kind)}</td>
                      <td>
                        {formatMoney(
                          m.lines.reduce((s, l) => s + l.debit, 0),
                          loan.currency,
                          lang,
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </article>
        ))}
      </Section>
      <Section
        title={t('me:myData.sections.messages')}
        testId="data-messages"
        empty={data.messages.length === 0 && none}
      >
        <ul>
          {data.messages.map((m, i) => (
            <li key={i}>
              {[
                when(m.at),
                word(t, `me:myData.channels.${m.channel}`, m.channel),
                word(t, `me:myData.purposes.${m.purpose}`, m.purpose),
                word(t, `me:myData.messageStatus.${m.status}`, m.status),
                m.to,
              ].join(' · ')}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title={t('me:myData.sections.consents')}
        testId="data-consents"
        empty={data.consents.length === 0 && none}
      >
        <ul>
          {data.consents.map((c, i) => (
            <li key={i}>
              {word(t, `common:consents.kinds.${c.kind}`, c.kind)} ·{' '}
              {t('common:consents.givenVersion', { date: when(c.givenAt), version: c.version })}
              {c.withdrawnAt && ` · ${t('common:consents.withdrawnOn', { date: when(c.withdrawnAt) })}`}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title={t('me:myData.sections.complaints')}
        testId="data-complaints"
        empty={data.complaints.length === 0 && none}
      >
        <ul>
          {data.complaints.map((c, i) => (
            <ComplaintItem key={i} c={c} t={t} when={when} />
          ))}
        </ul>
      </Section>
    </div>
  );
}
