// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TERMS_VERSION } from '../../../domain/api/consents';
import { loadNamespace, showLanguage } from '../../i18n/i18n';
import enLegal from '../../i18n/locales/en/legal';
import esLegal from '../../i18n/locales/es/legal';
import { ConsentsSection } from './components/consents-section';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const consents = [
  { kind: 'terms', version: TERMS_VERSION, givenAt: '2026-11-20T10:00:00Z', withdrawnAt: null, withdrawable: false },
  {
    kind: 'devicePermissions',
    version: '2026-11-v3',
    givenAt: '2026-11-21T10:00:00Z',
    withdrawnAt: null,
    withdrawable: true,
  },
];
const asked: string[] = [];
let loggedIn = true;
vi.mock('../../lib/use-logged-in', () => ({ useLoggedIn: () => loggedIn }));
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client')>()),
  request: async (path: string) => {
    asked.push(path);
    if (path === '/user/consents') return { consents };
    throw new Error(`unexpected ${path}`);
  },
}));
vi.mock('../../queries/get-user-info', () => ({
  useUserInfo: () => ({ data: { basicInfo: { userId: 5, market: 'ng' } } }),
}));

async function shown(lang: 'en' | 'es'): Promise<HTMLElement> {
  showLanguage(lang);
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <ConsentsSection />
      </QueryClientProvider>,
    );
  });
  // Until the list has answered (the first render loads the texts and chunks too).
  for (let i = 0; i < 100 && !container.querySelector('.consent-list'); i++) {
    await act(async () => {
      await new Promise((done) => setTimeout(done, 10));
    });
  }
  return container;
}

beforeAll(async () => {
  for (const lang of ['en', 'es'] as const) await loadNamespace(lang, 'common');
});

describe('Settings: Your consents (issue 28.5)', () => {
  it('the terms version recorded at sign-up is the one the Terms screen shows, in both languages', () => {
    expect(enLegal.terms.version).toBe(TERMS_VERSION);
    expect(esLegal.terms.version).toBe(TERMS_VERSION);
  });

  it('lists each consent with its date and version; only the device permissions offer a withdrawal, with its effect', async () => {
    const page = await shown('en');
    expect(page.querySelector('h2')!.textContent).toBe('Your consents');
    const terms = page.querySelector('[data-testid="consent-terms"]')!.textContent!;
    expect(terms).toContain(`(version ${TERMS_VERSION})`);
    expect(terms).toContain('To end it, delete your account in Settings.');
    expect(page.querySelector('[data-testid="consent-withdraw-terms"]')).toBeNull();
    const device = page.querySelector('[data-testid="consent-devicePermissions"]')!.textContent!;
    expect(device).toContain('we stop collecting data from your phone at once');
    expect(page.querySelector('[data-testid="consent-withdraw-devicePermissions"]')!.textContent).toBe('Withdraw');
  });

  it('in Spanish', async () => {
    const page = await shown('es');
    expect(page.querySelector('h2')!.textContent).toBe('Tus consentimientos');
    expect(page.querySelector('[data-testid="consent-devicePermissions"]')!.textContent).toContain(
      'dejamos de recopilar datos de tu teléfono de inmediato',
    );
    showLanguage('en');
  });

  it('logged out (a logout on Settings clears the session while the list is shown), the list is not asked', async () => {
    loggedIn = false;
    asked.length = 0;
    await shown('en');
    expect(asked).toEqual([]);
    loggedIn = true;
  });
});
