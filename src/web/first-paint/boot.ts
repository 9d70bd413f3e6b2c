import { manifestFile } from '../offline/offline-files';
import { BOOT_DATA_ID, frameId, PRELOADS_PER_TASK, type BootData } from './boot-data';

/**
 * The boot script: a classic external script (no inline code, for a strict CSP) that index.html
 * runs right after `<div id="root">`, before any module. Built as its own chunk with nothing
 * shared (tools/first-paint.ts); it may import only what the bundler inlines (types, constants).
 *
 * 1. The first paint: when index.html carries a frame for the opening route, the stored language
 *    (else the app's market's, as i18n decides) and the login state, it copies that frame — the
 *    screen's own React render at build time — into #root and marks #root with its id, for
 *    main.tsx to hydrate.
 * 2. When it painted a frame, the entry module and every preload start only once that frame is
 *    painted (next animation frame, or 200 ms in a page that gets none): requested earlier, they
 *    share the slow link with the frame's own files and the entry's evaluation runs before the
 *    paint. Without a frame they start at once.
 * 3. It adds `modulepreload` links for the entry's chunks, the opening route's chunks and the
 *    texts of the language the app will speak, so they download in parallel with the entry
 *    instead of after it, a few per task, the entry module first.
 */
export function boot(
  doc: Document,
  win: Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'location' | 'localStorage'>,
  src: string,
): void {
  const data = JSON.parse(doc.getElementById(BOOT_DATA_ID)?.textContent ?? 'null') as BootData | null;
  if (!data) return;
  const stored = (key: string): string => {
    try {
      return (win.localStorage.getItem(key) ?? '').replace(/"/g, '');
    } catch {
      return '';
    }
  };
  // `/?app=com.presta.mx` opens that app on a phone with no console to set its key (the demo's
  // way to the Mexican app): it is stored under SPEC's key, and the app's own language applies.
  const asked = /[?&]app=([\w.]+)/.exec(win.location.search ?? '')?.[1];
  if (asked && asked in data.languages && asked !== stored('packageName')) {
    try {
      win.localStorage.setItem('packageName', JSON.stringify(asked));
      win.localStorage.removeItem('language');
    } catch {
      // Storage refused (private mode): the default app opens.
    }
  }
  // Installed from this page, the app is the one the device runs (its manifest opens it by `?app=`).
  const app = stored('packageName') || data.packageName;
  const manifest = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest && app in data.languages) manifest.setAttribute('href', `./${manifestFile(app)}`);
  // A line one market shows in a served frame (Mexico's CAT on Home) keeps its place there only.
  const market = data.markets?.[app];
  if (market) doc.documentElement.setAttribute('data-market', market);
  const path = win.location.hash.replace(/^#/, '').split('?')[0] || '/';
  let language = stored('language');
  if (language !== 'es' && language !== 'en') language = data.languages[app] ?? 'en';
  const login = stored('token') ? 'in' : 'out';

  const root = doc.getElementById('root');
  let painted = false;
  if (root && !root.firstChild) {
    for (const id of [frameId(path, language, login), frameId(path, language, 'any')]) {
      const frame = doc.querySelector<HTMLTemplateElement>(`template[data-frame="${id}"]`);
      if (!frame) continue;
      root.appendChild(frame.content.cloneNode(true));
      root.setAttribute('data-frame', id);
      // The frame's words are in this language: a screen reader must read them so before the app starts.
      doc.documentElement.lang = language;
      // Not live until React has hydrated it (main.tsx lifts this): a tap on the frame's button
      // would do nothing, and assistive technology would announce controls that cannot work yet.
      root.inert = true;
      painted = true;
      break;
    }
  }

  const add = (file: string) => {
    const link = doc.createElement('link');
    const css = file.endsWith('.css');
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    link.crossOrigin = '';
    link.href = new URL(file, src).href;
    doc.head.appendChild(link);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const queue = [
      ...data.preloads,
      ...(data.routes[path] ?? []),
      ...(data.texts[language] ?? []),
      ...(data.routeTexts[path]?.[language] ?? []),
    ];
    if (data.entry) {
      const script = doc.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = new URL(data.entry, src).href;
      doc.head.appendChild(script);
    }
    const next = () => {
      queue.splice(0, PRELOADS_PER_TASK).forEach(add);
      if (queue.length) win.setTimeout(next, 0);
    };
    next();
  };
  if (painted && win.requestAnimationFrame) {
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
    win.setTimeout(start, 200);
  } else start();
}
