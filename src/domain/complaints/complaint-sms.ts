import type { Language } from '../markets/market';
import type { ComplaintStatus } from './complaint-rules';

/**
 * The SMS a borrower gets when their case changes: its number and what changed, never the
 * complaint's words nor the reply's (an SMS is read on a lock screen and kept by the vendor).
 */
const STATUS_WORDS: Record<Language, Record<ComplaintStatus, string>> = {
  en: { open: 'received', inProgress: 'being handled', resolved: 'resolved' },
  es: { open: 'recibida', inProgress: 'en atención', resolved: 'resuelta' },
};

const TEXTS: Record<Language, { reply: string; status: string }> = {
  en: {
    reply: '{app}: your complaint {caseNo} has a new answer. Open the {app} app to read it.',
    status: '{app}: your complaint {caseNo} is now {status}. Open the {app} app to see it.',
  },
  es: {
    reply: '{app}: tu queja {caseNo} tiene una nueva respuesta. Abre la app {app} para leerla.',
    status: '{app}: tu queja {caseNo} ahora está {status}. Abre la app {app} para verla.',
  },
};

export type ComplaintChange = { kind: 'reply' } | { kind: 'status'; status: ComplaintStatus };

export function complaintSmsText(lang: Language, app: string, caseNo: string, change: ComplaintChange): string {
  const status = change.kind === 'status' ? STATUS_WORDS[lang][change.status] : '';
  return TEXTS[lang][change.kind]
    .replaceAll('{app}', app)
    .replaceAll('{caseNo}', caseNo)
    .replaceAll('{status}', status);
}
