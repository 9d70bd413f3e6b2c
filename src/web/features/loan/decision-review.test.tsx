// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/markets/market';
import { loadNamespace, showLanguage } from '../../i18n/i18n';
import { DecisionReview } from './decision-review';

type Order = Parameters<typeof DecisionReview>[0]['order'];
const base: Order = { orderNo: 'NG9', decisionReview: null, reviewable: true };
const pending = {
  status: 'pending' as const,
  requestedAt: '2026-11-20T10:00:00Z',
  answerBy: '2026-12-20T10:00:00Z',
  decidedAt: null,
};

function text(order: Order, lang: Language = 'en'): string {
  showLanguage(lang);
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <DecisionReview order={order} market="ng" />
    </QueryClientProvider>,
  ).replace(/<[^>]+>/g, ' ');
}

beforeAll(async () => {
  for (const lang of ['en', 'es'] as const) await Promise.all(['common', 'loan'].map((ns) => loadNamespace(lang, ns)));
});

describe("a refusal reviewed on request, on the borrower's screen (issue 28.2)", () => {
  it('offers the review while one may be asked, saying once and within 7 days', () => {
    expect(text(base)).toContain('Ask a person to review this decision');
    expect(text(base)).toContain('You can ask once, within 7 days of the decision');
    expect(text(base, 'es')).toContain('Pedir una revisión');
    expect(text({ ...base, reviewable: false })).toBe('');
  });

  it('waiting: when it was asked, the answer date, and that the date to apply again stands if the refusal does', () => {
    const en = text({ ...base, reviewable: false, decisionReview: pending });
    expect(en).toContain('You will have an answer by 20 Dec 2026, by SMS and here.');
    expect(en).toContain('If the refusal stands, the date to apply again does not change.');
    expect(en).not.toContain('Ask for a review');
    expect(text({ ...base, reviewable: false, decisionReview: pending }, 'es')).toContain(
      'Tendrás una respuesta a más tardar el 20 dic 2026',
    );
  });

  it('upheld: says so', () => {
    const upheld = { ...pending, status: 'upheld' as const, decidedAt: '2026-11-25T10:00:00Z' };
    expect(text({ ...base, reviewable: false, decisionReview: upheld })).toContain(
      'A person reviewed this decision on 25 Nov 2026. The refusal stands.',
    );
    showLanguage('en');
  });
});
