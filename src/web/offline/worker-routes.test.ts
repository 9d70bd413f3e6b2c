import { describe, expect, it } from 'vitest';
import { strategyFor, takesNewVersion } from './worker-routes';

const scope = 'https://app.example/';
const precached = new Set(['offline.html', 'manifest-com.presta.mx.webmanifest']);
const get = (path: string, mode = 'cors', destination = 'script') =>
  strategyFor({ method: 'GET', url: `${scope}${path}`, mode, destination }, scope, precached);
const open = (path: string) => get(path, 'navigate', 'document');

describe('what the service worker does with a request', () => {
  it('opens the app from the network first, for any query on its page', () => {
    expect(open('')).toBe('shell');
    expect(open('?app=com.presta.mx')).toBe('shell');
    expect(open('index.html')).toBe('shell');
  });

  it('answers other pages from the network, with the offline screen behind', () => {
    expect(open('terms')).toBe('page');
  });

  it('serves hashed assets and precached files from the cache first', () => {
    expect(get('assets/home-screen-D1IUx1Hx.js')).toBe('cached');
    expect(get('offline.html', 'same-origin', '')).toBe('cached');
    expect(get('manifest-com.presta.mx.webmanifest', 'cors', 'manifest')).toBe('cached');
  });

  it('never touches a call to the API, whatever its method or mode', () => {
    expect(get('api/4F2A9C')).toBe('none');
    expect(
      strategyFor({ method: 'POST', url: `${scope}api/4F2A9C`, mode: 'cors', destination: '' }, scope, precached),
    ).toBe('none');
    expect(open('api/statement.pdf')).toBe('none');
  });

  it('leaves the console, the sandbox, the probes, other origins and writes to the network', () => {
    for (const path of ['admin/', 'admin/assets/x.js', 'sandbox/checkout', 'healthz', 'metrics'])
      expect(get(path)).toBe('none');
    expect(open('admin/')).toBe('none');
    expect(
      strategyFor(
        { method: 'GET', url: 'https://cdn.example/assets/x.js', mode: 'cors', destination: 'script' },
        scope,
        precached,
      ),
    ).toBe('none');
    expect(
      strategyFor({ method: 'PUT', url: `${scope}assets/x.js`, mode: 'cors', destination: '' }, scope, precached),
    ).toBe('none');
  });

  it("leaves a frame's navigation alone: only the borrower leaving a page takes a new version", () => {
    expect(get('', 'navigate', 'iframe')).toBe('none');
  });

  it('serves files unknown to the precache (not hashed) from the network', () => {
    expect(get('robots.txt')).toBe('none');
  });

  it("works under a scope that is not the origin's root (a shell serving the app from a folder)", () => {
    const sub = 'https://app.example/web/';
    expect(
      strategyFor(
        { method: 'GET', url: `${sub}?app=com.presta.ng`, mode: 'navigate', destination: 'document' },
        sub,
        precached,
      ),
    ).toBe('shell');
    expect(
      strategyFor(
        { method: 'GET', url: 'https://app.example/other', mode: 'navigate', destination: 'document' },
        sub,
        precached,
      ),
    ).toBe('none');
  });
});

describe('when a waiting new version is taken', () => {
  it('at a navigation with one page of the app open (the one leaving), never beside another', () => {
    expect(takesNewVersion(true, 1)).toBe(true);
    expect(takesNewVersion(true, 0)).toBe(true);
    expect(takesNewVersion(true, 2)).toBe(false);
    expect(takesNewVersion(false, 1)).toBe(false);
  });
});
