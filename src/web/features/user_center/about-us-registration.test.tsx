// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server.node';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language, Market } from '../../../domain/markets/market';
import { loadNamespace, showLanguage } from '../../i18n/i18n';
import { AboutBody } from './about-us-screen';
import type { ReadyContent } from './content/content-gate';

const vars = { appName: 'Presta' } as ReadyContent['vars'];
const registrations = { fccpc: 'FCCPC/DL/2025/0042', condusef: '4172', reca: '1234-567-012345/01-01234-0125' };
const none = { fccpc: null, condusef: null, reca: null };

async function about(lang: Language, market: Market, regs: typeof none | typeof registrations): Promise<string> {
  showLanguage(lang);
  const content = { vars, market, service: { registrations: regs } } as unknown as ReadyContent;
  return renderToStaticMarkup(<AboutBody content={content} />).replace(/<[^>]+>/g, ' ');
}

beforeAll(async () => {
  for (const lang of ['en', 'es'] as const)
    await Promise.all(['common', 'about', 'me'].map((ns) => loadNamespace(lang, ns)));
});

describe('About us states a registration only when the settings hold it (issue 28.7)', () => {
  it('Nigeria: no FCCPC registration claimed when unset; with its number when set', async () => {
    const unset = await about('en', 'ng', none);
    expect(unset).toContain('Consumer Lending Regulations 2025');
    expect(unset).not.toMatch(/registered/i);
    expect(await about('en', 'ng', registrations)).toContain(
      'registered with the FCCPC as a digital lender under number FCCPC/DL/2025/0042',
    );
  });

  it('Mexico: no SOFOM or CONDUSEF registration claimed when unset; with its SIPRES number when set', async () => {
    const unset = await about('es', 'mx', none);
    expect(unset).not.toMatch(/registrada|SOFOM|SIPRES/);
    expect(await about('es', 'mx', registrations)).toContain(
      'registrada ante la CONDUSEF en el Registro de Prestadores de Servicios Financieros (SIPRES) con el número 4172',
    );
  });
});
