import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTING_AREAS } from '../config';
import { envExample, readmeWithTable } from './settings-doc';
import { settingDoc } from './setting-types';

describe('settings documentation', () => {
  it(".env.example is the schema's (run `npm run settings:doc` after changing a setting)", () => {
    expect(readFileSync('.env.example', 'utf8')).toBe(envExample());
  });

  it("the README's settings table is the schema's", () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toBe(readmeWithTable(readme));
  });

  it('names each variable once and documents every one', () => {
    const names = SETTING_AREAS.flatMap(({ shape }) => Object.keys(shape));
    expect(new Set(names).size).toBe(names.length);
    for (const { shape } of SETTING_AREAS)
      for (const setting of Object.values(shape)) expect(settingDoc(setting).doc.length).toBeGreaterThan(10);
  });
});
