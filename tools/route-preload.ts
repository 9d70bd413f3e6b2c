import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the boot script preloads (src/web/first-paint/boot.ts): each screen's chunks (beyond the
 * entry's), and each language's base texts. The build leaves it in dist/route-preload.json for
 * the budget (bench/bundle-budget.ts), with the boot script's file.
 */
export interface PreloadMap {
  entry: string[];
  routes: Record<string, string[]>;
  texts: Record<string, string[]>;
  /** Route → language → the text namespaces its screen reads beyond the base ones. */
  routeTexts: Record<string, Record<string, string[]>>;
}

export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  name?: string;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
  moduleIds?: string[];
}

const LANGUAGES = ['en', 'es'];
/** The namespaces i18n.ts loads before the first render (BASE_NAMESPACES). */
const TEXT_MODULES = (lang: string) => [`src/web/i18n/locales/${lang}/common.ts`, `src/web/i18n/messages/${lang}.ts`];

const withoutExt = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

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

/**
 * `screens`: route path → the file of its screen's module, from the route table
 * (tools/first-paint.ts loads src/web/app/screens.ts and each screen).
 */
export function preloadMap(
  bundle: Record<string, ChunkInfo>,
  root: string,
  screens: Record<string, string>,
): PreloadMap {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byModule = new Map(
    chunks.filter((c) => c.facadeModuleId).map((c) => [withoutExt(c.facadeModuleId!), c.fileName]),
  );
  // The borrower app's entry ("main" in vite.config.ts), not the console's.
  const entryChunk = chunks.find((c) => c.isEntry && c.name === 'main');
  if (!entryChunk) throw new Error('route-preload: no entry chunk');
  const entry = closure(bundle, entryChunk.fileName);
  const beyondEntry = (fileName: string | undefined) =>
    fileName ? [...closure(bundle, fileName)].filter((f) => !entry.has(f)) : [];

  const routes: Record<string, string[]> = {};
  const routeTexts: Record<string, Record<string, string[]>> = {};
  const baseNamespaces = new Set(['common', 'messages']);
  for (const [path, file] of Object.entries(screens)) {
    const module = withoutExt(file);
    const files = beyondEntry(byModule.get(module));
    if (!files.length) throw new Error(`route-preload: no chunk for ${path} (${module})`);
    routes[path] = files;
    const namespaces = [...chunkNamespaces(bundle, files)].filter((ns) => !baseNamespaces.has(ns));
    routeTexts[path] = Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        [
          ...new Set(
            namespaces.flatMap((ns) =>
              beyondEntry(byModule.get(withoutExt(join(root, `src/web/i18n/locales/${lang}/${ns}.ts`)))),
            ),
          ),
        ],
      ]),
    );
  }
  const texts = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      [...new Set(TEXT_MODULES(lang).flatMap((m) => beyondEntry(byModule.get(withoutExt(join(root, m))))))],
    ]),
  );
  return { entry: [...entry], routes, texts, routeTexts };
}

/** What index.html loaded itself before the boot script took over: the entry module and its modulepreloads. */
export interface EntryTags {
  script: string;
  preloads: string[];
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
