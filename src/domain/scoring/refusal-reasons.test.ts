import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../markets/market';
import { explainRefusal, REFUSAL_CODES, refusalReasonsFor } from './refusal-reasons';

describe('refusal reasons', () => {
  it('the main three, most decisive first, without the outcome codes', () => {
    expect(
      refusalReasonsFor(['scoreBelowThreshold', 'recentDefault', 'overdueWithLender', 'overdueLoans', 'pastDelays']),
    ).toEqual(['recentDefault', 'overdueWithLender', 'overdueLoans']);
  });

  it("an operator's reason leads; identity codes read as one reason; no repeats", () => {
    expect(
      refusalReasonsFor(['operatorRejected', 'bvnNameMismatch', 'faceMismatch', 'lowIncome'], 'debtTooHigh'),
    ).toEqual(['debtTooHigh', 'identityNotConfirmed', 'lowIncome']);
  });

  it('a credit refusal with no named factor still says something', () => {
    expect(refusalReasonsFor(['scoreBelowThreshold'])).toEqual(['overallProfile']);
  });

  it('every reason reads in both languages, in words: no code, no number but the legal age and months', () => {
    for (const lang of LANGUAGES) {
      const all = explainRefusal(REFUSAL_CODES, lang);
      expect(all).toHaveLength(REFUSAL_CODES.length);
      for (const r of all) {
        expect(r.text).not.toMatch(/[a-z][A-Z]|score|puntaje/);
        expect(r.advice.length).toBeGreaterThan(10);
        expect(`${r.text} ${r.advice}`.replace(/\b(18|6)\b/g, '')).not.toMatch(/\d/);
      }
    }
    expect(explainRefusal(['scoreBelowThreshold', 'nonsense'], 'en')).toEqual([]);
  });
});
