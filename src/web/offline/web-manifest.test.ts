import { describe, expect, it } from 'vitest';
import { webManifest } from './web-manifest';

describe('the web app manifest of each app', () => {
  it("opens Mexico's app in Spanish from its start URL, and Nigeria's in English", () => {
    const mx = webManifest('com.presta.mx', 'Presta');
    expect(mx).toMatchObject({
      start_url: './?app=com.presta.mx',
      id: './?app=com.presta.mx',
      lang: 'es',
      scope: './',
      display: 'standalone',
      name: 'Presta',
    });
    expect(mx.description).toMatch(/Préstamos/);
    expect(webManifest('com.presta.ng', 'Presta')).toMatchObject({
      start_url: './?app=com.presta.ng',
      lang: 'en',
      theme_color: '#077a53',
    });
  });

  it('names an icon for any use and one the launcher may crop (maskable)', () => {
    const icons = webManifest('com.presta.ng', 'Presta').icons as { purpose: string }[];
    expect(icons.map((i) => i.purpose)).toEqual(['any', 'maskable']);
  });
});
