import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { APP_LANGUAGES } from '../src/domain/markets/app-languages';
import { firstPaintFrames } from './first-paint';

/** What the boot script preloads: each screen's chunks (beyond the entry's), and each language's base texts. */
export interface PreloadMap {
  entry: string[];
  routes: Record<string, string[]>;
  texts: Record<string, string[]>;
  /** Route → language → the text namespaces its screen reads beyond the base ones. */
  routeTexts: Record<string, Record<string, string[]>>;
  boot: string;
}

interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  name?: string;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
  moduleIds?: string[];
}

const SCREENS_FILE = 'src/web/app/screens.ts';
const LANGUAGES = ['en', 'es'];
/** The namespaces i18n.ts loads before the first render (BASE_NAMESPACES). */
const TEXT_MODULES = (lang: string) => [`src/web/i18n/locales/${lang}/common.ts`, `src/web/i18n/messages/${lang}.ts`];

const withoutExt = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

/** Route path → module file, read from the route table's `import('…')` calls. */
export function screenModules(screensSource: string, screensFile: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of screensSource.matchAll(/path: '([^']+)'[^\n]*?import\('([^']+)'\)/g)) {
    out[m[1]] = withoutExt(resolve(dirname(screensFile), m[2]));
  }
  return out;
}

/** The files a chunk needs before it runs: itself, its static imports (transitively) and their CSS. */
function closure(bundle: Record<string, ChunkInfo>, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  for (const css of chunk?.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const dep of chunk?.imports ?? []) closure(bundle, dep, seen);
  return seen;
}

/**
 * The text namespaces a chunk's own source modules ask for with `useTranslation('ns')` or
 * `useTranslation(['ns', …])`: a screen suspends on them before it paints, so they belong to
 * its first paint like its code does.
 */
export function namespacesUsed(source: string): string[] {
  const out = new Set<string>();
  for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)) {
    for (const ns of m[1].matchAll(/'([\w-]+)'/g)) out.add(ns[1]);
  }
  return [...out];
}

function chunkNamespaces(bundle: Record<string, ChunkInfo>, files: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const file of files) {
    for (const id of bundle[file]?.moduleIds ?? []) {
      if (id.includes('node_modules') || !/\/src\/web\/.*\.tsx?$/.test(id)) continue;
      for (const ns of namespacesUsed(readFileSync(id, 'utf8'))) out.add(ns);
    }
  }
  return out;
}

export function preloadMap(bundle: Record<string, ChunkInfo>, root: string): Omit<PreloadMap, 'boot'> {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [withoutExt(c.facadeModuleId!), c.fileName]));
  // The borrower app's entry ("main" in vite.config.ts), not the console's.
  const entryChunk = chunks.find((c) => c.isEntry && c.name === 'main');
  if (!entryChunk) throw new Error('route-preload: no entry chunk');
  const entry = closure(bundle, entryChunk.fileName);
  const beyondEntry = (fileName: string | undefined) => (fileName ? [...closure(bundle, fileName)].filter((f) => !entry.has(f)) : []);

  const screensFile = join(root, SCREENS_FILE);
  const routes: Record<string, string[]> = {};
  const routeTexts: Record<string, Record<string, string[]>> = {};
  const baseNamespaces = new Set(['common', 'messages']);
  for (const [path, module] of Object.entries(screenModules(readFileSync(screensFile, 'utf8'), screensFile))) {
    const files = beyondEntry(byModule.get(module));
    if (!files.length) throw new Error(`route-preload: no chunk for ${path} (${module})`);
    routes[path] = files;
    const namespaces = [...chunkNamespaces(bundle, files)].filter((ns) => !baseNamespaces.has(ns));
    routeTexts[path] = Object.fromEntries(LANGUAGES.map((lang) => [lang, [...new Set(namespaces.flatMap((ns) => beyondEntry(byModule.get(withoutExt(join(root, `src/web/i18n/locales/${lang}/${ns}.ts`))))))]]));
  }
  const texts = Object.fromEntries(LANGUAGES.map((lang) => [lang, [...new Set(TEXT_MODULES(lang).flatMap((m) => beyondEntry(byModule.get(withoutExt(join(root, m))))))]]));
  return { entry: [...entry], routes, texts, routeTexts };
}

/** What index.html loaded itself before the boot script took over: the entry module and its modulepreloads. */
export interface EntryTags {
  script: string;
  preloads: string[];
}

/**
 * Preload links added per task. Each append starts a request and costs 0.5–4 ms of main thread
 * on a desktop (×4 on a cheap phone); the ~50 of an opening screen in one task made a 130–200 ms
 * long task on a slow machine. Batches on successive tasks keep each one short.
 */
export const PRELOADS_PER_TASK = 3;

/**
 * The boot script: a classic external script (no inline code, for a strict CSP) that index.html
 * runs right after `<div id="root">`, before any module. It writes the opening screen's static
 * frame into #root (tools/first-paint.ts: the first paint, before React). When it did, the
 * entry module and every preload start only once that frame is painted (next animation frame,
 * or 200 ms in a page that gets none): requested earlier, they share the slow link with the
 * frame's own files and the entry's evaluation runs before the paint. Without a frame they
 * start at once. It adds `modulepreload` links for the entry's chunks, the opening route's
 * chunks and the texts of the language the app will speak (the stored one, else the app's
 * market's, as i18n chooses: a frame in another language moves the largest paint), so they download in parallel with the entry instead
 * of after it, a few per task (PRELOADS_PER_TASK), the entry module first. Paths are relative
 * to the script, which lives in assets/ like the chunks.
 */
export function bootScript(map: Omit<PreloadMap, 'boot'>, frames: Record<string, Record<string, Record<string, string>>> = {}, entry: EntryTags = { script: '', preloads: [] }, defaultPackageName = 'com.presta.ng'): string {
  const strip = (files: string[]) => files.map((f) => f.replace(/^(\.\/)?assets\//, ''));
  const routes = Object.fromEntries(Object.entries(map.routes).map(([k, v]) => [k, strip(v)]));
  const texts = Object.fromEntries(Object.entries(map.texts).map(([k, v]) => [k, strip(v)]));
  const routeTexts = Object.fromEntries(Object.entries(map.routeTexts).map(([k, v]) => [k, Object.fromEntries(Object.entries(v).map(([l, f]) => [l, strip(f)]))]));
  return `(function(){var A=${JSON.stringify(APP_LANGUAGES)},P=${JSON.stringify(defaultPackageName)},R=${JSON.stringify(routes)},T=${JSON.stringify(texts)},N=${JSON.stringify(routeTexts)},F=${JSON.stringify(frames)},E=${JSON.stringify(strip([entry.script].filter(Boolean))[0] ?? '')},M=${JSON.stringify(strip(entry.preloads))},b=document.currentScript.src;
var p=(location.hash.replace(/^#/,'').split('?')[0])||'/',l=null,k=null;try{l=(localStorage.getItem('language')||'').replace(/"/g,'');k=(localStorage.getItem('packageName')||'').replace(/"/g,'')}catch(e){}
if(l!=='es'&&l!=='en')l=A[k||P]||'en';var r=document.getElementById('root'),f=(F[p]||{})[l],h=null,d=0;
if(f&&r&&!r.firstChild){try{h=f.any||f[localStorage.getItem('token')?'in':'out']}catch(e){}if(h)r.innerHTML=h}
function add(f){var k=document.createElement('link'),c=/\\.css$/.test(f);
k.rel=c?'preload':'modulepreload';if(c)k.as='style';k.crossOrigin='';k.href=new URL(f,b).href;document.head.appendChild(k)}
function go(){if(d)return;d=1;var q=M.concat(R[p]||[],T[l],(N[p]||{})[l]||[]);
if(E){var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=new URL(E,b).href;document.head.appendChild(m)}
(function next(){q.splice(0,${PRELOADS_PER_TASK}).forEach(add);if(q.length)setTimeout(next,0)})()}
if(h&&window.requestAnimationFrame){window.requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)}else go()})();
`;
}

/** Takes the entry's module script and modulepreload links out of index.html, for the boot script to add. */
export function takeEntryTags(html: string): { html: string; entry: EntryTags } {
  const script = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!script) throw new Error('route-preload: no entry module script in index.html');
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let out = html.replace(script[0], '');
  for (const m of preloads) out = out.replace(m[0], '');
  return { html: out, entry: { script: script[1], preloads: preloads.map((m) => m[1]) } };
}

/** Vite plugin: writes assets/boot-<hash>.js, links it from index.html, and leaves the map in dist/route-preload.json for the budget. */
export function routePreload(): Plugin {
  let root = '';
  return {
    name: 'presta-route-preload',
    apply: 'build',
    configResolved(config) {
      root = resolve(config.root, '../..');
    },
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const map = preloadMap(bundle as unknown as Record<string, ChunkInfo>, root);
      const htmlFile = join(outDir, 'index.html');
      const { html, entry } = takeEntryTags(readFileSync(htmlFile, 'utf8'));
      const source = bootScript(map, firstPaintFrames(), entry, process.env.VITE_PACKAGE_NAME ?? 'com.presta.ng');
      const boot = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      writeFileSync(join(outDir, boot), source);
      // Parser-blocking on purpose: the frame must be in #root before the first paint.
      if (!html.includes('<div id="root"></div>')) throw new Error('route-preload: no empty #root in index.html');
      writeFileSync(htmlFile, html.replace('<div id="root"></div>', `<div id="root"></div>\n    <script src="./${boot}"></script>`));
      writeFileSync(join(outDir, '..', 'route-preload.json'), `${JSON.stringify({ ...map, boot } satisfies PreloadMap, null, 1)}\n`);
    },
  };
}
