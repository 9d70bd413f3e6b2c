import { describe, expect, it } from 'vitest';
import { bootScript, namespacesUsed, PRELOADS_PER_TASK } from './route-preload';

describe('route text namespaces', () => {
  it('reads the namespaces a screen suspends on, single or listed', () => {
    const source = "const { t } = useTranslation(['loan', 'common']);\nconst x = useTranslation('repay');\nuseTranslation();";
    expect(namespacesUsed(source).sort()).toEqual(['common', 'loan', 'repay']);
  });

  it('the boot script preloads the opening route\'s own texts in the stored language', () => {
    const script = bootScript({ entry: [], routes: { '/': ['assets/home.js'] }, texts: { en: ['assets/common-en.js'], es: ['assets/common-es.js'] }, routeTexts: { '/': { en: ['assets/loan-en.js'], es: ['assets/loan-es.js'] } } });
    const added: string[] = [];
    const document = { currentScript: { src: 'http://x/assets/boot.js' }, getElementById: () => null, createElement: () => ({}), head: { appendChild: (l: { href: string }) => added.push(l.href) } };
    const localStorage = { getItem: () => '"es"' };
    new Function('document', 'localStorage', 'location', 'window', script)(document, localStorage, { hash: '#/' }, {});
    expect(added).toEqual(['http://x/assets/home.js', 'http://x/assets/common-es.js', 'http://x/assets/loan-es.js']);
  });

  it('starts the entry module and its preloads after the frame is painted, at once without a frame', () => {
    const map = { entry: [], routes: {}, texts: { en: [], es: [] }, routeTexts: {} };
    const frames = { '/': { en: { out: '<p>x</p>' } } };
    const run = (hash: string) => {
      const added: string[] = [];
      const frame: (() => void)[] = [];
      const document = { currentScript: { src: 'http://x/assets/boot.js' }, getElementById: () => ({ firstChild: null, innerHTML: '' }), createElement: (tag: string) => ({ tag }), head: { appendChild: (e: { tag: string; src?: string; href?: string }) => added.push(`${e.tag} ${e.src ?? e.href}`) } };
      const window = { requestAnimationFrame: (f: () => void) => frame.push(f) };
      new Function('document', 'localStorage', 'location', 'window', 'setTimeout', bootScript(map, frames, { script: './assets/main.js', preloads: ['./assets/react.js'] }))(document, { getItem: () => null }, { hash }, window, (f: () => void, ms: number) => ms === 0 && f());
      return { added, frame };
    };
    const painted = run('#/');
    expect(painted.added).toEqual([]);
    painted.frame[0]();
    expect(painted.added).toEqual(['script http://x/assets/main.js', 'link http://x/assets/react.js']);
    expect(run('#/records').added).toEqual(['script http://x/assets/main.js', 'link http://x/assets/react.js']);
  });

  it('adds the preloads a few per task, the entry module before them', () => {
    const files = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, i) => `assets/c${i}.js`);
    const map = { entry: [], routes: { '/': files }, texts: { en: [], es: [] }, routeTexts: {} };
    const added: string[] = [];
    const later: (() => void)[] = [];
    const document = { currentScript: { src: 'http://x/assets/boot.js' }, getElementById: () => null, createElement: (tag: string) => ({ tag }), head: { appendChild: (e: { tag: string; src?: string; href?: string }) => added.push(e.src ?? e.href ?? '') } };
    new Function('document', 'localStorage', 'location', 'window', 'setTimeout', bootScript(map, {}, { script: './assets/main.js', preloads: [] }))(document, { getItem: () => null }, { hash: '#/' }, {}, (f: () => void) => later.push(f));
    expect(added).toEqual(['http://x/assets/main.js', ...files.slice(0, PRELOADS_PER_TASK).map((f) => `http://x/${f}`)]);
    later.shift()!();
    expect(added).toHaveLength(1 + 2 * PRELOADS_PER_TASK);
    later.shift()!();
    expect(added.slice(1)).toEqual(files.map((f) => `http://x/${f}`));
    expect(later).toEqual([]);
  });

  it('writes the opening screen\'s static frame into an empty #root, by language and login state', () => {
    const frames = { '/': { es: { in: '<p>dentro</p>', out: '<p>fuera</p>' } }, '/user/login': { es: { any: '<p>login</p>' } } };
    const map = { entry: [], routes: {}, texts: { en: [], es: [] }, routeTexts: {} };
    const run = (hash: string, stored: Record<string, string>, root: { firstChild: unknown; innerHTML: string }) => {
      const document = { currentScript: { src: 'http://x/assets/boot.js' }, getElementById: () => root, createElement: () => ({}), head: { appendChild: () => 0 } };
      new Function('document', 'localStorage', 'location', 'window', bootScript(map, frames))(document, { getItem: (k: string) => stored[k] ?? null }, { hash }, {});
      return root.innerHTML;
    };
    expect(run('#/', { language: '"es"' }, { firstChild: null, innerHTML: '' })).toBe('<p>fuera</p>');
    expect(run('#/', { language: '"es"', token: '{"Authorization":"Bearer x"}' }, { firstChild: null, innerHTML: '' })).toBe('<p>dentro</p>');
    expect(run('#/user/login?redirect=%2F', { language: '"es"' }, { firstChild: null, innerHTML: '' })).toBe('<p>login</p>');
    expect(run('#/', {}, { firstChild: null, innerHTML: '' })).toBe(''); // no English frame given
    // Unchosen, the Mexican app speaks Spanish (as i18n decides), so its frame is the Spanish one.
    expect(run('#/', { packageName: '"com.presta.mx"' }, { firstChild: null, innerHTML: '' })).toBe('<p>fuera</p>');
    expect(run('#/', { packageName: '"com.presta.mx"', language: '"en"' }, { firstChild: null, innerHTML: '' })).toBe('');
    expect(run('#/', { language: '"es"' }, { firstChild: {}, innerHTML: 'kept' })).toBe('kept');
  });
});
