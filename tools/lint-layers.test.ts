import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The layer rule of ARCHITECTURE.md, proven against the project's own lint configuration. */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('import layers', () => {
  // The first lint loads the whole typed config: seconds on a busy machine, more than a test's 5 s.
  beforeAll(async () => {
    await ruleIds('src/domain/money/x.ts', 'export const a = 1;\n');
  }, 60_000);

  it.each([
    ['src/domain/money/x.ts', "import { buildApp } from '../../server/app';\nexport const a = buildApp;\n"],
    ['src/domain/money/x.ts', "import { call } from '../../web/api/client';\nexport const a = call;\n"],
    ['src/domain/money/x.ts', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n"],
    ['src/web/lib/x.ts', "import { buildApp } from '../../server/app';\nexport const a = buildApp;\n"],
    ['src/web/lib/x.ts', "import { Toast } from 'antd-mobile';\nexport const a = Toast;\n"],
    ['src/server/x.ts', "import { call } from '../web/api/client';\nexport const a = call;\n"],
  ])('refuses %s importing across layers: %s', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['src/web/lib/x.ts', "import { formatMoney } from '../../domain/money/money';\nexport const a = formatMoney;\n"],
    ['src/server/x.ts', "import { formatMoney } from '../domain/money/money';\nexport const a = formatMoney;\n"],
  ])('allows %s to import the domain', async (file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });
});
