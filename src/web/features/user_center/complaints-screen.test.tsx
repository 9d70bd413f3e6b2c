// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server.node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language, Market } from '../../../domain/markets/market';
import { loadNamespace, showLanguage } from '../../i18n/i18n';
import type { ComplaintList } from './api/complaints';
import { ComplaintForm } from './complaints/complaint-form';
import { ComplaintCases } from './complaints/complaint-list';

const open = {
  caseNo: 'NG-000041',
  category: 'payment',
  status: 'open',
  text: 'My payment does not show.',
  hasPhoto: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  answerBy: '2026-11-21T10:00:00.000Z',
  resolvedAt: null,
  updates: [],
} as const;
const resolved = {
  caseNo: 'NG-000042',
  category: 'charges',
  status: 'resolved',
  text: 'I was charged twice.',
  hasPhoto: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  answerBy: '2026-11-22T10:00:00.000Z',
  resolvedAt: '2026-11-21T09:00:00.000Z',
  updates: [
    { kind: 'status', status: 'inProgress', text: null, at: '2026-11-20T11:00:00.000Z' },
    { kind: 'reply', status: null, text: 'We refunded the second fee.', at: '2026-11-21T08:00:00.000Z' },
    { kind: 'status', status: 'resolved', text: null, at: '2026-11-21T09:00:00.000Z' },
  ],
} as const;

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function cases(lang: Language, market: Market, data: ComplaintList): string {
  showLanguage(lang);
  return renderToStaticMarkup(<ComplaintCases data={data} market={market} />);
}

function form(lang: Language): string {
  showLanguage(lang);
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ComplaintForm market="ng" />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  for (const lang of ['en', 'es'] as const)
    await Promise.all(['common', 'service', 'messages'].map((ns) => loadNamespace(lang, ns)));
});

describe('the complaints screen (issue 28.6)', () => {
  it('lists each case with its number, status, deadline and answers; only a resolved one shows where to escalate', () => {
    const html = cases('en', 'ng', {
      complaints: [open, resolved] as unknown as ComplaintList['complaints'],
      escalation: [{ who: 'fccpc', contact: 'www.fccpc.gov.ng' }],
    });
    const shown = text(html);
    expect(shown).toContain('NG-000041');
    expect(shown).toContain('Received');
    expect(shown).toContain('Answer due by');
    expect(shown).toContain('No answer yet. We will send you an SMS when there is one.');
    expect(shown).toContain('We refunded the second fee.');
    expect(shown).toContain('Resolved');
    expect(html.match(/data-testid="complaint-escalation"/g)).toHaveLength(1);
    expect(shown).toContain('Federal Competition and Consumer Protection Commission (FCCPC): www.fccpc.gov.ng');
    expect(shown).toContain('quoting case number NG-000042');
  });

  it("in Spanish for Mexico, with the lender's UNE and CONDUSEF", () => {
    const data = {
      complaints: [{ ...resolved, caseNo: 'MX-000007' }] as unknown as ComplaintList['complaints'],
      escalation: [
        { who: 'une', contact: 'une@lender.mx' },
        { who: 'condusef', contact: '55 5340 0999' },
      ],
    } as ComplaintList;
    const shown = text(cases('es', 'mx', data));
    expect(shown).toContain('Resuelta');
    expect(shown).toContain('Nuestra respuesta');
    expect(shown).toContain('Nuestra Unidad Especializada de Atención a Usuarios (UNE): une@lender.mx');
    expect(shown).toContain(
      'CONDUSEF, la Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros: 55 5340 0999',
    );
    expect(text(cases('es', 'mx', { complaints: [], escalation: [] }))).toContain('No has presentado ninguna queja.');
  });

  it('the form labels every field and offers the fixed categories, in both languages', () => {
    const en = form('en');
    expect(en).toContain('<label class="field-label" for="complaint-category">What is it about?</label>');
    expect(en).toContain('<label class="field-label" for="complaint-text">What happened?</label>');
    expect(text(en)).toContain('Interest, fees or charges');
    expect(text(en)).toContain('(10–1000 characters)');
    const es = form('es');
    expect(text(es)).toContain('¿Qué pasó?');
    expect(text(es)).toContain('Cómo me contactaron por una deuda');
    expect(text(es)).toContain('Enviar la queja');
  });
});
