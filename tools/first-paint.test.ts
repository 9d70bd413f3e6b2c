import { resolve } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import commonEn from '../src/web/i18n/locales/en/common';
import commonEs from '../src/web/i18n/locales/es/common';
import onboardingEn from '../src/web/i18n/locales/en/onboarding';
import onboardingEs from '../src/web/i18n/locales/es/onboarding';
import { frameId } from '../src/web/first-paint/boot-data';
import { FRAME_LANGUAGES, SERVED_FRAMES } from '../src/web/first-paint/frames';
import { refuseTwinLanguages, renderFrames, screenFiles, servedHtml, ssrLoader, type Frame } from './first-paint';

/** Text as React writes it into HTML. */
const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const TEXTS = {
  en: { common: commonEn, onboarding: onboardingEn },
  es: { common: commonEs, onboarding: onboardingEs },
} as const;

/** Per route, the texts its served frame must show: its heading and its largest element among them. */
function expected(path: string, language: 'en' | 'es'): { texts: string[]; largest: string } {
  const { common, onboarding } = TEXTS[language];
  if (path === '/') {
    return {
      texts: [
        common.home.accessibleAmount,
        common.home.maxDays,
        common.home.rate,
        common.actions.apply,
        common.home.applyHint,
        common.home.stepsTitle,
        common.home.steps.apply,
        common.home.steps.bank,
        common.home.steps.receive,
        common.home.promises.fast,
        common.home.promises.safe,
        common.home.promises.honest,
        common.tabs.home,
        common.tabs.records,
        common.tabs.me,
      ],
      largest: `<p class="banner" role="status" data-testid="home-banner" data-banner="canLoan">${html(common.home.banner.canLoan)}</p>`,
    };
  }
  if (path === '/user/login')
    return { texts: [common.login.title], largest: `<p class="lead">${html(common.login.subtitle)}</p>` };
  return {
    texts: [onboarding.personal.title],
    largest: `<p class="form-intro">${html(onboarding.personal.intro)}</p>`,
  };
}

let server: ViteDevServer;
let frames: Frame[];
beforeAll(async () => {
  // As the build does it (tools/first-paint.ts): the app's modules loaded by vite in Node.
  server = await ssrLoader(resolve(import.meta.dirname, '..'));
  frames = await renderFrames(server);
}, 120_000);
afterAll(() => server?.close());

describe('the served frames: the opening screens rendered by their own components, without a window', () => {
  it('renders where there is no window, one frame per screen and language', () => {
    expect(typeof window).toBe('undefined');
    expect(frames.map((f) => f.id)).toEqual(
      SERVED_FRAMES.flatMap(({ path, login }) => FRAME_LANGUAGES.map((l) => frameId(path, l, login))),
    );
  });

  for (const { path, login } of SERVED_FRAMES) {
    for (const language of FRAME_LANGUAGES) {
      it(`${path} in ${language} (${login}) holds the screen's texts and its largest element, and no script`, () => {
        const frame = frames.find((f) => f.id === frameId(path, language, login))!.html;
        const { texts, largest } = expected(path, language);
        for (const text of texts) expect(frame).toContain(html(text));
        expect(frame).toContain(largest);
        expect(frame).not.toMatch(/<script/i);
        // Nothing to type into or submit before React has hydrated the frame: typing would be
        // dropped, and a form submitted natively would put its fields in the page's URL.
        expect(frame).not.toMatch(/<(input|select|textarea|form)\b/i);
        // The screen itself, not a Suspense fallback left for the client: prerender waited for its chunk and texts.
        expect(frame).not.toContain('<!--$!-->');
        expect(frame).not.toMatch(/^<!--\$--><div class="page skeleton"/);
      });
    }
  }

  it("finds each route's screen module from the route table itself", async () => {
    const files = await screenFiles(server);
    expect(files['/']).toMatch(/src\/web\/features\/home\/home-screen\.tsx$/);
    expect(files['/user/login']).toMatch(/src\/web\/features\/user\/login-screen\.tsx$/);
    expect(files['/auth/personal_infomation']).toMatch(/src\/web\/features\/auth\/personal-info-screen\.tsx$/);
    expect(Object.keys(files).length).toBeGreaterThan(40);
  }, 60_000);
});

describe('a frame in the wrong language', () => {
  it("stops the build when two languages of a screen render the same markup (one language's texts did not load)", () => {
    expect(() =>
      refuseTwinLanguages('/user/login', [
        { language: 'en', html: '<p>Log in</p>' },
        { language: 'es', html: '<p>Log in</p>' },
      ]),
    ).toThrow(/es frame of \/user\/login is the en frame/);
    expect(() =>
      refuseTwinLanguages('/user/login', [
        { language: 'en', html: '<p>Log in</p>' },
        { language: 'es', html: '<p>Inicia sesión</p>' },
      ]),
    ).not.toThrow();
  });
});

describe('index.html as served', () => {
  it('holds the frames as inert templates and the boot data as JSON before #root, the boot script after it, and no inline code', () => {
    const page = servedHtml(
      '<body>\n<div id="root"></div>\n</body>',
      [{ id: '/|en|out', html: '<p>x</p>' }],
      {
        languages: {},
        markets: {},
        packageName: 'p',
        entry: 'main.js',
        preloads: [],
        routes: { '/</script>': [] },
        texts: {},
        routeTexts: {},
      },
      'assets/boot-1.js',
    );
    expect(page).toContain('<template data-frame="/|en|out"><p>x</p></template>');
    expect(page.indexOf('id="boot-data"')).toBeLessThan(page.indexOf('<div id="root">'));
    expect(page).toMatch(/<div id="root"><\/div>\s*<script src="\.\/assets\/boot-1\.js"><\/script>/);
    // Every script is either JSON data or has a src; no text in the data closes its element.
    for (const tag of page.match(/<script[^>]*>/g)!) expect(tag).toMatch(/type="application\/json"|src=/);
    expect(page.match(/<\/script>/g)).toHaveLength(2);
  });
});
