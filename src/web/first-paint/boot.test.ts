import { describe, expect, it } from 'vitest';
import { boot } from './boot';
import { BOOT_DATA_ID, frameId, frameLogin, PRELOADS_PER_TASK, type BootData } from './boot-data';

/** A document as far as the boot script uses it: the boot data, #root, the frames and <head>. */
function page(
  data: Partial<BootData>,
  frames: Record<string, string> = {},
  root: { firstChild: unknown; html: string; frame?: string; inert?: boolean } | null = { firstChild: null, html: '' },
) {
  const added: string[] = [];
  const manifest = {
    href: './manifest-com.presta.ng.webmanifest',
    setAttribute(_: string, v: string) {
      this.href = v;
    },
  };
  const full: BootData = {
    languages: { 'com.presta.ng': 'en', 'com.presta.mx': 'es' },
    markets: { 'com.presta.ng': 'ng', 'com.presta.mx': 'mx' },
    packageName: 'com.presta.ng',
    entry: '',
    preloads: [],
    routes: {},
    texts: { en: [], es: [] },
    routeTexts: {},
    ...data,
  };
  const doc = {
    getElementById: (id: string) => {
      if (id === BOOT_DATA_ID) return { textContent: JSON.stringify(full) };
      if (id === 'root' && root)
        return {
          get firstChild() {
            return root.firstChild;
          },
          appendChild: (n: { html: string }) => {
            root.html += n.html;
          },
          setAttribute: (_: string, v: string) => {
            root.frame = v;
          },
          set inert(v: boolean) {
            root.inert = v;
          },
        };
      return null;
    },
    querySelector: (selector: string) => {
      if (selector === 'link[rel="manifest"]') return manifest;
      const id = /data-frame="([^"]+)"/.exec(selector)?.[1] ?? '';
      return id in frames ? { content: { cloneNode: () => ({ html: frames[id] }) } } : null;
    },
    createElement: (tag: string) => ({ tag }),
    documentElement: {
      lang: 'en',
      market: '',
      setAttribute(name: string, v: string) {
        if (name === 'data-market') this.market = v;
      },
    },
    head: {
      appendChild: (e: { tag: string; src?: string; href?: string }) => added.push(`${e.tag} ${e.src ?? e.href}`),
    },
  };
  return { doc: doc as unknown as Document, added, root, html: doc.documentElement, manifest };
}

function windowAt(
  hash: string,
  stored: Record<string, string> = {},
  opts: { frames?: (() => void)[]; later?: (() => void)[]; raf?: boolean; search?: string } = {},
) {
  return {
    location: { hash, search: opts.search ?? '' },
    localStorage: {
      getItem: (k: string) => stored[k] ?? null,
      setItem: (k: string, v: string) => {
        stored[k] = v;
      },
      removeItem: (k: string) => {
        delete stored[k];
      },
    },
    requestAnimationFrame: opts.raf === false ? undefined : (f: () => void) => opts.frames?.push(f),
    setTimeout: (f: () => void, ms: number) => (opts.later ? opts.later.push(f) : ms === 0 && f()),
  } as unknown as Parameters<typeof boot>[1];
}

const SRC = 'http://x/assets/boot.js';

describe('the boot script', () => {
  it("opens the app a link names (?app=), in that app's language, and ignores an app it does not know", () => {
    const stored: Record<string, string> = { language: '"en"' };
    const mx = page({}, { [frameId('/', 'es', 'out')]: '<main>MX</main>' });
    boot(mx.doc, windowAt('', stored, { search: '?app=com.presta.mx' }), SRC);
    expect(stored).toEqual({ packageName: '"com.presta.mx"' });
    expect(mx.root!.html).toBe('<main>MX</main>');
    const other: Record<string, string> = {};
    boot(page({}).doc, windowAt('', other, { search: '?app=com.evil.app' }), SRC);
    expect(other).toEqual({});
  });

  it("marks the page with the app's market before the first paint, so Mexico's CAT line has its place in Home's frame", () => {
    const mx = page({});
    boot(mx.doc, windowAt('', { packageName: '"com.presta.mx"' }), SRC);
    expect(mx.html.market).toBe('mx');
    const ng = page({});
    boot(ng.doc, windowAt(''), SRC);
    expect(ng.html.market).toBe('ng');
    const unknown = page({});
    boot(unknown.doc, windowAt('', { packageName: '"com.evil.app"' }), SRC);
    expect(unknown.html.market).toBe('');
  });

  it('links the manifest of the app the device runs, so installing opens that market', () => {
    const mx = page({});
    boot(mx.doc, windowAt('', {}, { search: '?app=com.presta.mx' }), SRC);
    expect(mx.manifest.href).toBe('./manifest-com.presta.mx.webmanifest');
    const stored = page({});
    boot(stored.doc, windowAt('', { packageName: '"com.presta.mx"' }), SRC);
    expect(stored.manifest.href).toBe('./manifest-com.presta.mx.webmanifest');
    const unknown = page({});
    boot(unknown.doc, windowAt('', { packageName: '"com.evil.app"' }), SRC);
    expect(unknown.manifest.href).toBe('./manifest-com.presta.ng.webmanifest');
  });

  it('reads back who a frame was rendered for from its id (hydration takes that login state)', () => {
    expect(frameLogin(frameId('/', 'es', 'out'))).toBe('out');
    expect(frameLogin(frameId('/auth/personal_infomation', 'en', 'in'))).toBe('in');
    expect(frameLogin(frameId('/user/login', 'en', 'any'))).toBe('any');
  });

  it("preloads the opening route's own texts in the stored language", () => {
    const { doc, added } = page(
      {
        routes: { '/': ['home.js'] },
        texts: { en: ['common-en.js'], es: ['common-es.js'] },
        routeTexts: { '/': { en: ['loan-en.js'], es: ['loan-es.js'] } },
      },
      {},
      null,
    );
    boot(doc, windowAt('#/', { language: '"es"' }), SRC);
    expect(added).toEqual([
      'link http://x/assets/home.js',
      'link http://x/assets/common-es.js',
      'link http://x/assets/loan-es.js',
    ]);
  });

  it('starts the entry module and its preloads after the frame is painted, at once without a frame', () => {
    const run = (hash: string) => {
      const frames: (() => void)[] = [];
      const { doc, added } = page({ entry: 'main.js', preloads: ['react.js'] }, { '/|en|out': '<p>x</p>' });
      boot(doc, windowAt(hash, {}, { frames }), SRC);
      return { added, frames };
    };
    const painted = run('#/');
    expect(painted.added).toEqual([]);
    painted.frames[0]();
    expect(painted.added).toEqual(['script http://x/assets/main.js', 'link http://x/assets/react.js']);
    expect(run('#/records').added).toEqual(['script http://x/assets/main.js', 'link http://x/assets/react.js']);
  });

  it('adds the preloads a few per task, the entry module before them', () => {
    const files = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, i) => `c${i}.js`);
    const later: (() => void)[] = [];
    const { doc, added } = page({ entry: 'main.js', routes: { '/': files } }, {}, null);
    boot(doc, windowAt('#/', {}, { later, raf: false }), SRC);
    const urls = () => added.map((a) => a.split(' ')[1]);
    expect(urls()).toEqual([
      'http://x/assets/main.js',
      ...files.slice(0, PRELOADS_PER_TASK).map((f) => `http://x/assets/${f}`),
    ]);
    later.shift()!();
    expect(added).toHaveLength(1 + 2 * PRELOADS_PER_TASK);
    later.shift()!();
    expect(urls().slice(1)).toEqual(files.map((f) => `http://x/assets/${f}`));
    expect(later).toEqual([]);
  });

  it("paints the opening screen's served frame into an empty #root, by language and login state, and marks it for hydration", () => {
    const frames = { '/|es|in': '<p>dentro</p>', '/|es|out': '<p>fuera</p>', '/user/login|es|any': '<p>login</p>' };
    const run = (
      hash: string,
      stored: Record<string, string>,
      root = {
        firstChild: null as unknown,
        html: '',
        frame: undefined as string | undefined,
        inert: undefined as boolean | undefined,
      },
    ) => {
      const p = page({}, frames, root);
      boot(p.doc, windowAt(hash, stored), SRC);
      // A painted frame is inert until React has hydrated it (app/live-screen.tsx lifts it), and the
      // page speaks its language (index.html says en): every frame here is Spanish.
      expect(root.inert).toBe(root.frame ? true : undefined);
      expect(p.html.lang).toBe(root.frame ? 'es' : 'en');
      return { html: root.html, frame: root.frame };
    };
    expect(run('#/', { language: '"es"' })).toEqual({ html: '<p>fuera</p>', frame: '/|es|out' });
    expect(run('#/', { language: '"es"', token: '{"Authorization":"Bearer x"}' })).toEqual({
      html: '<p>dentro</p>',
      frame: '/|es|in',
    });
    expect(run('#/user/login?redirect=%2F', { language: '"es"' })).toEqual({
      html: '<p>login</p>',
      frame: '/user/login|es|any',
    });
    expect(run('#/', {})).toEqual({ html: '', frame: undefined }); // no English frame given
    // Unchosen, the Mexican app speaks Spanish (as i18n decides), so its frame is the Spanish one.
    expect(run('#/', { packageName: '"com.presta.mx"' }).html).toBe('<p>fuera</p>');
    expect(run('#/', { packageName: '"com.presta.mx"', language: '"en"' }).html).toBe('');
    expect(
      run('#/', { language: '"es"' }, { firstChild: {}, html: 'kept', frame: undefined, inert: undefined }),
    ).toEqual({ html: 'kept', frame: undefined });
  });
});
