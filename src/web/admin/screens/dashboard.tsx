import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from '../../i18n/use-translation';
import { AppPicker, currencyOf, useApps } from '../apps';
import { useConsoleQuery } from '../console-query';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { marketNamed, when } from '../times';
import type { ComplaintItem } from './complaints';
import { OperationsAlerts } from './operations-alerts';
import { Link } from '../../lib/hash-router';

interface Cohort {
  week: string;
  applications: number;
  approved: number;
  approvalRate: number;
  disbursed: number;
  collected: number;
  overdueRate: number;
}

/** An operator refused reveals of masked identifiers past the hourly limit (server: reveal-limit.ts). */
interface RevealAlert {
  kind: 'revealLimit';
  operator: string;
  refused: number;
  lastAt: string;
}

/** Complaints of the app past their deadline and not resolved (server: overdueComplaints). */
interface ComplaintAlerts {
  unresolved: number;
  overdue: number;
  cases: ComplaintItem[];
}

function OverdueComplaints({ alerts }: { alerts: ComplaintAlerts }) {
  const { t } = useTranslation(CONSOLE_NS);
  if (alerts.overdue === 0) return null;
  return (
    <div className="alert" role="alert" data-testid="complaints-overdue">
      <p>{t('dashboard.complaintsOverdue', { overdue: alerts.overdue, unresolved: alerts.unresolved })}</p>
      <ul>
        {alerts.cases.map((c) => (
          <li key={c.id}>
            <Link to={`/complaints/${c.id}`}>
              {t('dashboard.complaintLate', {
                caseNo: c.caseNo,
                category: t(`complaints.categories.${c.category}`, { defaultValue: c.category }),
                at: when(c.answerBy, marketNamed(c.market)),
                assignedTo: c.assignedTo ?? t('complaints.nobody'),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const pct = (v: number) => `${Math.round(v * 100)}%`;

/** Applications, approvals, money out and in, and overdue rate per weekly cohort, as charts. */
export function DashboardScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const apps = useApps();
  const [packageName, setPackageName] = useState('com.presta.ng');
  const { data, error } = useConsoleQuery<{ cohorts: Cohort[]; alerts: RevealAlert[]; complaints?: ComplaintAlerts }>(
    `/dashboard?packageName=${encodeURIComponent(packageName)}&weeks=26`,
  );
  const cohorts = data?.cohorts;
  const alerts = data?.alerts ?? [];
  const currency = currencyOf(apps, packageName);
  const major =
    cohorts?.map((c) => ({ ...c, disbursedMajor: c.disbursed / 100, collectedMajor: c.collected / 100 })) ?? [];
  return (
    <section>
      <OperationsAlerts />
      <h1>{t('dashboard.title')}</h1>
      <div className="toolbar">
        <label>
          {t('app.app')}
          <AppPicker apps={apps} value={packageName} onChange={setPackageName} />
        </label>
      </div>
      <FormError error={error} />
      {alerts.map((a) => (
        <p key={a.operator} className="alert" role="alert" data-testid="reveal-alert">
          {t('dashboard.revealAlert', { operator: a.operator, refused: a.refused, at: when(a.lastAt, null) })}
        </p>
      ))}
      {data?.complaints && <OverdueComplaints alerts={data.complaints} />}
      {cohorts && cohorts.length === 0 && <p className="muted">{t('dashboard.none')}</p>}
      {cohorts && cohorts.length > 0 && (
        <div className="grid2">
          <div className="card">
            <h2>
              {t('dashboard.applications')} / {t('dashboard.approved')}
            </h2>
            <ResponsiveContainer width="100%" height={240}>
              <BarChart data={cohorts}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="week" />
                <YAxis allowDecimals={false} />
                <Tooltip itemStyle={{ color: '#263238' }} />
                <Legend />
                <Bar dataKey="applications" name={t('dashboard.applications')} fill="#90a4ae" />
                <Bar dataKey="approved" name={t('dashboard.approved')} fill="#00796b" />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <div className="card">
            <h2>
              {t('dashboard.approvalRate')} / {t('dashboard.overdueRate')}
            </h2>
            <ResponsiveContainer width="100%" height={240}>
              <LineChart data={cohorts}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="week" />
                <YAxis tickFormatter={pct} domain={[0, 1]} />
                <Tooltip itemStyle={{ color: '#263238' }} formatter={(v) => pct(Number(v))} />
                <Legend />
                <Line dataKey="approvalRate" name={t('dashboard.approvalRate')} stroke="#00796b" />
                <Line dataKey="overdueRate" name={t('dashboard.overdueRate')} stroke="#c62828" />
              </LineChart>
            </ResponsiveContainer>
          </div>
          <div className="card">
            <h2>
              {t('dashboard.disbursed')} / {t('dashboard.collected')} ({currency})
            </h2>
            <ResponsiveContainer width="100%" height={240}>
              <BarChart data={major}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="week" />
                <YAxis />
                <Tooltip itemStyle={{ color: '#263238' }} formatter={(v) => money(Number(v) * 100, currency)} />
                <Legend />
                <Bar dataKey="disbursedMajor" name={t('dashboard.disbursed')} fill="#5c6bc0" />
                <Bar dataKey="collectedMajor" name={t('dashboard.collected')} fill="#26a69a" />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </div>
      )}
    </section>
  );
}
