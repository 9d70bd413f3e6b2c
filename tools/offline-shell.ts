import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { APP_LANGUAGES } from '../src/domain/markets/app-languages';
import { SERVED_FRAMES } from '../src/web/first-paint/frames';
import { manifestFile, OFFLINE_PAGE, SHELL_PAGE, WORKER_FILE } from '../src/web/offline/offline-files';
import { ICONS, webManifest } from '../src/web/offline/web-manifest';
import { classicScript } from './first-paint';
import type { PreloadMap } from './route-preload';

/**
 * The offline shell (issue 35 point 4, decision 0082), after the first paint has written
 * index.html and dist/route-preload.json: one web app manifest per app, the icons, the offline
 * screen (offline.html and its script), and the service worker (sw.js) carrying this build's
 * precache list, so a deploy that changes any hashed name changes the worker's bytes.
 */

/** Files relative to dist/web, as route-preload.json names them. */
export type BuiltMap = PreloadMap & { boot: string };

/**
 * What the worker stores when it installs: the app's page and the offline screen's files, the boot
 * script, the entry, and for each opening screen (the served frames) its chunks and its texts in
 * every language, with the base texts. Other screens' chunks are kept as they are fetched.
 */
export function precacheList(map: BuiltMap, openingPaths: readonly string[], files: readonly string[]): string[] {
  const languages = Object.keys(map.texts);
  const screens = openingPaths.flatMap((path) => {
    const chunks = map.routes[path];
    if (!chunks?.length) throw new Error(`offline-shell: no chunks for the opening screen ${path}`);
    return [...chunks, ...languages.flatMap((lang) => map.routeTexts[path]?.[lang] ?? [])];
  });
  return [
    ...new Set([
      SHELL_PAGE,
      ...files,
      map.boot,
      ...map.entry,
      ...screens,
      ...languages.flatMap((lang) => map.texts[lang]),
    ]),
  ];
}

/** The worker's version: its list and the bytes of the files whose names carry no hash. */
export function precacheVersion(list: readonly string[], unhashed: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256').update(list.join('\n'));
  for (const bytes of unhashed) hash.update(bytes);
  return hash.digest('base64url').slice(0, 12);
}

/** index.html with its app's manifest linked (the boot script points it at the stored app's). */
export function linkManifest(html: string, packageName: string): string {
  if (!html.includes('</head>')) throw new Error('offline-shell: no </head> in index.html');
  return html.replace('</head>', `  <link rel="manifest" href="./${manifestFile(packageName)}" />\n  </head>`);
}

const hashed = (source: string, name: string) =>
  `assets/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;

/** Vite plugin: runs after the first paint's writeBundle (sequential, post), before precompress's closeBundle. */
export function offlineShell(): Plugin {
  let root = '';
  return {
    name: 'presta-offline-shell',
    apply: 'build',
    configResolved(config) {
      root = resolve(config.root, '../..');
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options) {
        const outDir = options.dir!;
        const packageName = process.env.VITE_PACKAGE_NAME ?? 'com.presta.ng';
        const appName = process.env.VITE_APP_NAME ?? 'Presta';
        const out: Record<string, string | Buffer> = {};

        for (const app of Object.keys(APP_LANGUAGES))
          out[manifestFile(app)] = `${JSON.stringify(webManifest(app, appName), null, 1)}\n`;
        const icons = { [ICONS[0]]: 'icon.svg', [ICONS[1]]: 'icon-maskable.svg' };
        for (const [file, source] of Object.entries(icons))
          out[file] = readFileSync(join(root, 'src/web/offline', source));
        const script = await classicScript(root, 'src/web/offline/offline-main.ts');
        const scriptFile = hashed(script, 'offline-screen');
        out[scriptFile] = script;
        out[OFFLINE_PAGE] = readFileSync(join(root, 'src/web/offline/offline.html'), 'utf8')
          .replace('%APP%', packageName)
          .replace('%SCRIPT%', scriptFile);

        const indexFile = join(outDir, 'index.html');
        const index = linkManifest(readFileSync(indexFile, 'utf8'), packageName);
        writeFileSync(indexFile, index);
        mkdirSync(join(outDir, 'icons'), { recursive: true });
        for (const [file, bytes] of Object.entries(out)) writeFileSync(join(outDir, file), bytes);

        const map = JSON.parse(readFileSync(join(outDir, '..', 'route-preload.json'), 'utf8')) as BuiltMap;
        const list = precacheList(
          map,
          SERVED_FRAMES.map((f) => f.path),
          Object.keys(out),
        );
        const unhashed = [
          index,
          ...Object.entries(out)
            .filter(([file]) => !file.startsWith('assets/'))
            .map(([, bytes]) => bytes),
        ];
        const worker = await classicScript(root, 'src/web/offline/service-worker.ts', {
          __PRECACHE__: JSON.stringify(list),
          __VERSION__: JSON.stringify(precacheVersion(list, unhashed)),
        });
        writeFileSync(join(outDir, WORKER_FILE), worker);
      },
    },
  };
}
