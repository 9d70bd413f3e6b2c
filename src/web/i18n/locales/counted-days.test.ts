import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTEREST_RULE_TEXT } from '../../../domain/agreements/loan-v3';

/** Issue 35: a borrower reads "1 day" or "3 days", never "day(s)" — in the app's texts and in the contract. */
const UNCOUNTED = /\b(?:day|día|dia)\(s\)/i;

describe('days are counted as people say them', () => {
  for (const lang of ['en', 'es']) {
    it(`no ${lang} text says day(s)`, () => {
      const folder = join(__dirname, lang);
      const offenders = readdirSync(folder).filter(
        (f) => f.endsWith('.ts') && UNCOUNTED.test(readFileSync(join(folder, f), 'utf8')),
      );
      expect(offenders).toEqual([]);
    });
  }

  it('the days-used contract states its minimum as a count', () => {
    expect(JSON.stringify(INTEREST_RULE_TEXT)).not.toMatch(UNCOUNTED);
  });
});
