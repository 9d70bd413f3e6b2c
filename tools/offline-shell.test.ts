import { describe, expect, it } from 'vitest';
import { linkManifest, precacheList, precacheVersion, type BuiltMap } from './offline-shell';

const map: BuiltMap = {
  boot: 'assets/boot-AAAA.js',
  entry: ['assets/main-BBBB.js', 'assets/main-CCCC.css', 'assets/framework-DDDD.js'],
  routes: {
    '/': ['assets/home-screen-EEEE.js', 'assets/loan-FFFF.css', 'assets/screens-shared-GGGG.js'],
    '/user/login': ['assets/login-screen-HHHH.js', 'assets/screens-shared-GGGG.js'],
    '/records': ['assets/records-screen-IIII.js'],
  },
  texts: { en: ['assets/common-en.js'], es: ['assets/common-es.js'] },
  routeTexts: { '/': { en: ['assets/loan-en.js'], es: ['assets/loan-es.js'] }, '/user/login': { en: [], es: [] } },
};

describe("the service worker's precache list, from the build's hashed names", () => {
  it('holds the page, the offline screen, the boot script, the entry, and each opening screen with its texts in both languages', () => {
    expect(precacheList(map, ['/', '/user/login'], ['offline.html', 'assets/offline-JJJJ.js'])).toEqual([
      './',
      'offline.html',
      'assets/offline-JJJJ.js',
      'assets/boot-AAAA.js',
      'assets/main-BBBB.js',
      'assets/main-CCCC.css',
      'assets/framework-DDDD.js',
      'assets/home-screen-EEEE.js',
      'assets/loan-FFFF.css',
      'assets/screens-shared-GGGG.js',
      'assets/loan-en.js',
      'assets/loan-es.js',
      'assets/login-screen-HHHH.js',
      'assets/common-en.js',
      'assets/common-es.js',
    ]);
  });

  it('leaves out the screens that do not open the app (kept as they are fetched)', () => {
    expect(precacheList(map, ['/'], [])).not.toContain('assets/records-screen-IIII.js');
  });

  it('stops the build when an opening screen has no chunk (a renamed route)', () => {
    expect(() => precacheList(map, ['/gone'], [])).toThrow(/\/gone/);
  });

  it('changes its version with any hashed name and with the bytes of the files that carry no hash', () => {
    const list = precacheList(map, ['/'], ['offline.html']);
    const v = precacheVersion(list, ['<html>a</html>']);
    expect(precacheVersion(list, ['<html>a</html>'])).toBe(v);
    expect(
      precacheVersion(
        list.map((f) => f.replace('EEEE', 'EEEF')),
        ['<html>a</html>'],
      ),
    ).not.toBe(v);
    expect(precacheVersion(list, ['<html>b</html>'])).not.toBe(v);
  });
});

describe("index.html links its app's manifest", () => {
  it('in its head', () => {
    expect(linkManifest('<head><title>x</title></head><body></body>', 'com.presta.mx')).toContain(
      '<link rel="manifest" href="./manifest-com.presta.mx.webmanifest" />\n  </head>',
    );
    expect(() => linkManifest('<body></body>', 'com.presta.ng')).toThrow();
  });
});
