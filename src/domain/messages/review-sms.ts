import type { Language } from '../markets/market';

export type ReviewOutcome = 'upheld' | 'reversed';

/**
 * The SMS a borrower gets when a person has answered their request to review a refusal
 * (decision 0083). {app} the app's name, {orderNo} the application. Only the outcome: the
 * reviewer's own words are written for colleagues and stay in the console and the audit.
 */
const TEXTS: Record<Language, Record<ReviewOutcome, string>> = {
  en: {
    upheld:
      '{app}: a person reviewed the decision on your application {orderNo}. The refusal stands. You can read the reasons in the {app} app.',
    reversed:
      '{app}: a person reviewed your application {orderNo} and approved it. Open the {app} app within 24 hours to choose your amount and confirm.',
  },
  es: {
    upheld:
      '{app}: una persona revisó la decisión sobre tu solicitud {orderNo}. El rechazo se mantiene. Puedes leer los motivos en la app {app}.',
    reversed:
      '{app}: una persona revisó tu solicitud {orderNo} y la aprobó. Abre la app {app} en las próximas 24 horas para elegir tu monto y confirmar.',
  },
};

export function reviewSmsText(lang: Language, outcome: ReviewOutcome, vars: { app: string; orderNo: string }): string {
  return TEXTS[lang][outcome].replaceAll('{app}', vars.app).replaceAll('{orderNo}', vars.orderNo);
}
