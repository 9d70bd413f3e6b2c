// @vitest-environment jsdom
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { createConsoleQueryClient } from '../query-client';
import { SessionProvider } from '../session';
import { SignIn } from './sign-in';

/** Every call the screen makes; a sign-in without a code is refused, one with a code accepted. */
const calls: { method: string; path: string; body: unknown }[] = [];
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: async (method: string, path: string, body?: unknown) => {
    calls.push({ method, path, body });
    if (path === '/auth/me') throw new Error('not signed in');
    const { ConsoleError: Refused } = await import('../api');
    if ((body as { code?: string }).code === undefined) throw new Refused(400901, 'Wrong e-mail or password', 401);
    return {
      operator: {
        email: 'op@presta.test',
        role: 'admin',
        stage: 'active',
        totpEnrolled: true,
        mustChangePassword: false,
      },
      csrfToken: 'c',
    };
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
notifyManager.setScheduler(queueMicrotask);

async function settle(step: () => void = () => undefined): Promise<void> {
  await act(async () => {
    step();
    await new Promise((done) => setTimeout(done, 5));
  });
}

let root: Root;
let host: HTMLDivElement;
beforeEach(async () => {
  calls.length = 0;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await settle(() =>
    root.render(
      <QueryClientProvider client={createConsoleQueryClient()}>
        <SessionProvider>
          <SignIn />
        </SessionProvider>
      </QueryClientProvider>,
    ),
  );
});
afterEach(async () => {
  await settle(() => root.unmount());
  host.remove();
});

const field = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`);
function type(name: string, value: string) {
  const input = field(name)!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const submit = () => settle(() => host.querySelector('form')!.requestSubmit());

describe('console sign-in (decision 0072)', () => {
  it('offers the authenticator code beside the password after a refusal, and sends it with the password', async () => {
    expect(field('code')).toBeNull();
    type('email', 'op@presta.test');
    type('password', 'the-right-password');
    await submit();
    expect(calls.filter((c) => c.path === '/auth/sign-in').map((c) => c.body)).toEqual([
      { email: 'op@presta.test', password: 'the-right-password' },
    ]);
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Wrong e-mail or password');
    expect(field('code')).not.toBeNull();
    type('code', '123456');
    await submit();
    expect(calls.filter((c) => c.path === '/auth/sign-in').at(-1)?.body).toEqual({
      email: 'op@presta.test',
      password: 'the-right-password',
      code: '123456',
    });
  });
});
