import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../pricing/demo-products';
import { appLanguage } from './app-languages';
import { MARKET_PROFILES } from './market';

describe('appLanguage', () => {
  it('opens each seeded app in its market language', () => {
    for (const app of DEMO_PRODUCTS)
      expect(appLanguage(app.packageName)).toBe(MARKET_PROFILES[app.market].defaultLanguage);
  });
  it('opens an unknown app in English', () => {
    expect(appLanguage('com.example.other')).toBe('en');
  });
});
