import { describe, expect, it, vi } from 'vitest';
import { registerWorker } from './register-worker';

const at = (href: string, isSecureContext = true) =>
  ({ isSecureContext, location: new URL(href) }) as unknown as Window;
const withWorkers = (register = vi.fn(() => Promise.resolve())) => ({
  nav: { serviceWorker: { register } } as unknown as Navigator,
  register,
});

describe("registering the offline shell's worker", () => {
  it('registers beside the page, scoped to the app, asking the server for the worker at every check', () => {
    const { nav, register } = withWorkers();
    registerWorker(nav, at('https://app.presta.example/?app=com.presta.mx'));
    expect(register).toHaveBeenCalledWith('sw.js', { scope: './', updateViaCache: 'none' });
  });

  it("does nothing where no worker can run: no support, an insecure page, a native shell's file or own scheme", () => {
    registerWorker({} as Navigator, at('https://app.presta.example/'));
    const { nav, register } = withWorkers();
    registerWorker(nav, at('http://app.presta.example/', false));
    registerWorker(nav, at('file:///android_asset/index.html'));
    registerWorker(nav, at('presta-app://local/index.html'));
    expect(register).not.toHaveBeenCalled();
  });

  it('never breaks the app: a refused registration or a webview that throws on access', async () => {
    const { nav } = withWorkers(vi.fn(() => Promise.reject(new Error('SecurityError'))));
    expect(() => registerWorker(nav, at('https://app.presta.example/'))).not.toThrow();
    const throwing = {
      get serviceWorker(): never {
        throw new Error('SecurityError');
      },
    } as unknown as Navigator;
    expect(() => registerWorker(throwing, at('https://app.presta.example/'))).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
