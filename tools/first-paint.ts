import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, createServer, type Plugin, type ViteDevServer } from 'vite';
import { APP_LANGUAGES } from '../src/domain/markets/app-languages';
import { APP_MARKETS } from '../src/domain/markets/app-markets';
import type { Language } from '../src/domain/markets/market';
import type { Screen } from '../src/web/app/screens';
import { BOOT_DATA_ID, frameId, type BootData, type FrameLogin } from '../src/web/first-paint/boot-data';
import { FRAME_LANGUAGES, SERVED_FRAMES } from '../src/web/first-paint/frames';
import { preloadMap, takeEntryTags, type ChunkInfo, type PreloadMap } from './route-preload';

/**
 * The first paint (decision 0062): after the client build, renders the opening screens with
 * their real components (src/web/first-paint/render.tsx, loaded through vite's SSR loader, so
 * the app's own plugins and aliases apply) into `<template data-frame>` elements of index.html,
 * builds the boot script (src/web/first-paint/boot-main.ts) as a classic script of its own, and
 * hands it the route map as JSON data. index.html holds no inline code: the CSP stays
 * `script-src 'self'`.
 */

/** A vite server used only to load modules in Node (no HTTP, no file watching). */
export function ssrLoader(root: string): Promise<ViteDevServer> {
  return createServer({
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    // The kit's CommonJS build requires its CSS; through vite, CSS imports are no-ops in Node.
    ssr: { noExternal: ['antd-mobile'] },
  });
}

/** Route path → the file of its screen's module: each screen loaded from the route table itself. */
export async function screenFiles(server: ViteDevServer): Promise<Record<string, string>> {
  const { SCREENS } = (await server.ssrLoadModule('/app/screens.ts')) as { SCREENS: Screen[] };
  const modules: [string, unknown][] = [];
  for (const screen of SCREENS) modules.push([screen.path, await screen.load()]);
  // Read once every screen is loaded: the graph knows a module's file only after it ran.
  const fileOf = new Map<unknown, string>();
  for (const node of server.moduleGraph.idToModuleMap.values())
    if (node.file && node.ssrModule) fileOf.set(node.ssrModule, node.file);
  const out: Record<string, string> = {};
  for (const [path, module] of modules) {
    const file = fileOf.get(module);
    if (!file) throw new Error(`first-paint: no module file for ${path}`);
    out[path] = file;
  }
  return out;
}

export interface Frame {
  id: string;
  html: string;
}

/**
 * A language whose texts did not load renders in the fallback's words: the same markup as
 * another language's frame of the screen, which the boot script would then serve to a borrower
 * who reads the other language. The build stops instead.
 */
export function refuseTwinLanguages(path: string, rendered: readonly { language: string; html: string }[]): void {
  for (const [i, a] of rendered.entries()) {
    const twin = rendered.slice(i + 1).find((b) => b.html === a.html);
    if (twin)
      throw new Error(`first-paint: the ${twin.language} frame of ${path} is the ${a.language} frame, word for word`);
  }
}

/** Every served frame, rendered by the app's own components. */
export async function renderFrames(server: ViteDevServer): Promise<Frame[]> {
  const { renderFrame } = (await server.ssrLoadModule('/first-paint/render.tsx')) as {
    renderFrame: (path: string, language: Language, login: FrameLogin) => Promise<string>;
  };
  const frames: Frame[] = [];
  for (const { path, login } of SERVED_FRAMES) {
    const rendered: { language: string; html: string }[] = [];
    for (const language of FRAME_LANGUAGES) rendered.push({ language, html: await renderFrame(path, language, login) });
    refuseTwinLanguages(path, rendered);
    for (const { language, html } of rendered) frames.push({ id: frameId(path, language, login), html });
  }
  return frames;
}

/**
 * A script bundled alone as one classic script (an IIFE: nothing shared with the app's chunks):
 * the boot script here, the offline screen's and the service worker (tools/offline-shell.ts).
 * `define` replaces build-time constants (the worker's precache list).
 */
export async function classicScript(root: string, entry: string, define: Record<string, string> = {}): Promise<string> {
  const out = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define,
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: { entry: join(root, entry), formats: ['iife'], name: 'presta' },
    },
  });
  const output = (Array.isArray(out) ? out[0] : out) as { output: { type: string; code?: string }[] };
  const chunk = output.output.find((o) => o.type === 'chunk');
  if (!chunk?.code) throw new Error(`first-paint: ${entry} did not build`);
  return chunk.code;
}

const strip = (files: string[]) => files.map((f) => f.replace(/^(\.\/)?assets\//, ''));

/** The boot data: the map with paths relative to the boot script, which lives in assets/ like the chunks. */
export function bootData(
  map: PreloadMap,
  entry: { script: string; preloads: string[] },
  packageName: string,
): BootData {
  return {
    languages: { ...APP_LANGUAGES },
    markets: { ...APP_MARKETS },
    packageName,
    entry: strip([entry.script])[0] ?? '',
    preloads: strip(entry.preloads),
    routes: Object.fromEntries(Object.entries(map.routes).map(([k, v]) => [k, strip(v)])),
    texts: Object.fromEntries(Object.entries(map.texts).map(([k, v]) => [k, strip(v)])),
    routeTexts: Object.fromEntries(
      Object.entries(map.routeTexts).map(([k, v]) => [
        k,
        Object.fromEntries(Object.entries(v).map(([l, f]) => [l, strip(f)])),
      ]),
    ),
  };
}

/**
 * index.html with the frames and the boot data before #root (inert: a template is not rendered,
 * JSON is not run) and the parser-blocking boot script right after it: the frame must be in
 * #root before the first paint.
 */
export function servedHtml(html: string, frames: Frame[], data: BootData, bootFile: string): string {
  if (!html.includes('<div id="root"></div>')) throw new Error('first-paint: no empty #root in index.html');
  const templates = frames.map((f) => `<template data-frame="${f.id}">${f.html}</template>`).join('\n    ');
  // `<` escaped, so no text in the data can close its script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return html.replace(
    '<div id="root"></div>',
    `${templates}\n    <script type="application/json" id="${BOOT_DATA_ID}">${json}</script>\n    <div id="root"></div>\n    <script src="./${bootFile}"></script>`,
  );
}

/** Vite plugin: the served frames, the boot script and the route map (dist/route-preload.json, for the budget). */
export function firstPaint(): Plugin {
  let root = '';
  return {
    name: 'presta-first-paint',
    apply: 'build',
    configResolved(config) {
      root = resolve(config.root, '../..');
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      const server = await ssrLoader(root);
      let screens: Record<string, string>;
      let frames: Frame[];
      try {
        screens = await screenFiles(server);
        frames = await renderFrames(server);
      } finally {
        await server.close();
      }
      const map = preloadMap(bundle as unknown as Record<string, ChunkInfo>, root, screens);
      const htmlFile = join(outDir, 'index.html');
      const { html, entry } = takeEntryTags(readFileSync(htmlFile, 'utf8'));
      const source = await classicScript(root, 'src/web/first-paint/boot-main.ts');
      const boot = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      writeFileSync(join(outDir, boot), source);
      writeFileSync(
        htmlFile,
        servedHtml(html, frames, bootData(map, entry, process.env.VITE_PACKAGE_NAME ?? 'com.presta.ng'), boot),
      );
      writeFileSync(join(outDir, '..', 'route-preload.json'), `${JSON.stringify({ ...map, boot }, null, 1)}\n`);
    },
  };
}
