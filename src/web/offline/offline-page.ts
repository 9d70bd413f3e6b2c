import { findText, type TextTree } from '../../domain/i18n/translate';
import { appLanguage } from '../../domain/markets/app-languages';
import { isLanguage, type Language } from '../../domain/markets/market';
import enLoan from '../i18n/locales/en/loan';
import enOffline from '../i18n/locales/en/offline';
import esLoan from '../i18n/locales/es/loan';
import esOffline from '../i18n/locales/es/offline';
import type { LastLoan } from '../lib/last-loan';
import { lastLoanLines, type LastLoanLines } from '../lib/last-loan-lines';

const TEXTS: Record<Language, { offline: TextTree; loan: TextTree }> = {
  en: { offline: enOffline as unknown as TextTree, loan: enLoan as unknown as TextTree },
  es: { offline: esOffline as unknown as TextTree, loan: esLoan as unknown as TextTree },
};

/** The language the app speaks on this device: the stored choice, else its app's (as boot.ts decides). */
export function offlineLanguage(stored: unknown, packageName: string): Language {
  return isLanguage(stored) ? stored : appLanguage(packageName);
}

export interface OfflineScreen {
  language: Language;
  title: string;
  text: string;
  retry: string;
  loan: LastLoanLines | null;
}

/** The offline screen's words, in the borrower's language. */
export function offlineScreen(language: Language, loan: LastLoan | null): OfflineScreen {
  const { offline, loan: loanTexts } = TEXTS[language];
  const t = (key: string) => findText(language, [offline], key) ?? '';
  return {
    language,
    title: t('title'),
    text: t('text'),
    retry: t('retry'),
    loan:
      loan &&
      lastLoanLines(loan, language, (key, params) => findText(language, [loanTexts], `home.${key}`, params) ?? ''),
  };
}

/** Writes the screen into `main` with text nodes only: nothing read from storage is parsed as markup. */
export function renderOfflineScreen(doc: Document, main: HTMLElement, screen: OfflineScreen, retry: () => void): void {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text: string, className?: string) => {
    const node = doc.createElement(tag);
    node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  doc.documentElement.lang = screen.language;
  doc.title = `${screen.title} · Presta`;
  main.replaceChildren(el('h1', screen.title), el('p', screen.text, 'lead'));
  if (screen.loan) {
    const section = doc.createElement('section');
    section.className = 'last-loan';
    section.setAttribute('aria-labelledby', 'last-loan-title');
    const heading = el('h2', screen.loan.heading);
    heading.id = 'last-loan-title';
    section.append(heading, el('p', screen.loan.status, 'last-loan-status'));
    if (screen.loan.amount) section.append(el('p', screen.loan.amount, 'last-loan-amount'));
    if (screen.loan.due) section.append(el('p', screen.loan.due));
    const asOf = el('time', screen.loan.asOf);
    asOf.dateTime = screen.loan.seenAt;
    const asOfLine = doc.createElement('p');
    asOfLine.className = 'last-loan-as-of';
    asOfLine.append(asOf);
    section.append(asOfLine);
    main.append(section);
  }
  const button = el('button', screen.retry, 'retry');
  button.type = 'button';
  button.addEventListener('click', retry);
  main.append(button);
}
