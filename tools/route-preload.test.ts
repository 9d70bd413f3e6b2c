import { describe, expect, it } from 'vitest';
import { bootScript, namespacesUsed } from './route-preload';

describe('route text namespaces', () => {
  it('reads the namespaces a screen suspends on, single or listed', () => {
    const source = "const { t } = useTranslation(['loan', 'common']);\nconst x = useTranslation('repay');\nuseTranslation();";
    expect(namespacesUsed(source).sort()).toEqual(['common', 'loan', 'repay']);
  });

  it('the boot script preloads the opening route\'s own texts in the stored language', () => {
    const script = bootScript({ entry: [], routes: { '/': ['assets/home.js'] }, texts: { en: ['assets/common-en.js'], es: ['assets/common-es.js'] }, routeTexts: { '/': { en: ['assets/loan-en.js'], es: ['assets/loan-es.js'] } } });
    const added: string[] = [];
    const document = { currentScript: { src: 'http://x/assets/boot.js' }, createElement: () => ({}), head: { appendChild: (l: { href: string }) => added.push(l.href) } };
    const localStorage = { getItem: () => '"es"' };
    new Function('document', 'localStorage', 'location', script)(document, localStorage, { hash: '#/' });
    expect(added).toEqual(['http://x/assets/home.js', 'http://x/assets/common-es.js', 'http://x/assets/loan-es.js']);
  });
});
