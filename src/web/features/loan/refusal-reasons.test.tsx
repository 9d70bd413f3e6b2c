import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { findText } from '../../../domain/i18n/translate';
import type { Language } from '../../../domain/markets/market';
import { explainRefusal } from '../../../domain/scoring/refusal-reasons';
import en from '../../i18n/locales/en/loan';
import es from '../../i18n/locales/es/loan';
import { RefusalReasonsList } from './refusal-reasons';

const tables = { en, es };
const tFor = (lang: Language) => (key: string, options?: Record<string, unknown>) =>
  findText(lang, [tables[lang]], key.replace(/^loan:/, ''), options as never) ?? key;

describe('a refusal explained on screen', () => {
  it('lists each reason with what could help next time, in English', () => {
    const reasons = explainRefusal(['recentDefault', 'overdueLoans'], 'en');
    const html = renderToStaticMarkup(<RefusalReasonsList reasons={reasons} t={tFor('en')} />);
    expect(html).toContain('The main reasons');
    expect(html).toContain('You did not repay a loan in the last 6 months.');
    expect(html).toContain('What could help next time: Paying your overdue loans elsewhere helps.');
    expect(html.match(/data-testid="refusal-reason"/g)).toHaveLength(2);
    // The code is a data attribute for tests, never text the borrower reads.
    expect(html.replace(/<[^>]*>/g, ' ')).not.toContain('recentDefault');
  });

  it('in Spanish', () => {
    const html = renderToStaticMarkup(
      <RefusalReasonsList reasons={explainRefusal(['overdueWithLender'], 'es')} t={tFor('es')} />,
    );
    expect(html).toContain('Los motivos principales');
    expect(html).toContain('Tienes un préstamo vencido con otra financiera.');
    expect(html).toContain('Lo que podría ayudar la próxima vez: Te ayuda pagar tu préstamo vencido en otro lugar.');
  });

  it('shows nothing when the order carries no reasons', () => {
    expect(renderToStaticMarkup(<RefusalReasonsList reasons={[]} t={tFor('en')} />)).toBe('');
    expect(renderToStaticMarkup(<RefusalReasonsList reasons={undefined} t={tFor('en')} />)).toBe('');
  });
});
