import { describe, expect, it } from 'vitest';
import { namespacesUsed } from './route-preload';

// The boot script that uses the map is tested in src/web/first-paint/boot.test.ts.
describe('route text namespaces', () => {
  it('reads the namespaces a screen suspends on, single or listed', () => {
    const source =
      "const { t } = useTranslation(['loan', 'common']);\nconst x = useTranslation('repay');\nuseTranslation();";
    expect(namespacesUsed(source).sort()).toEqual(['common', 'loan', 'repay']);
  });
});
