import { describe, expect, it } from 'vitest';
import { refusalReasonsFor, explainRefusal } from '../scoring/refusal-reasons';
import type { Decision } from '../scoring/scoring-input';
import { bureauUnavailable, withBureau } from './bureau-factors';
import { EMPTY_FILE, type BureauSummary } from './bureau-summary';
import { bureauConsentText } from './consent-text';

const approved: Decision = {
  outcome: 'approve',
  score: 700,
  limit: 500_000,
  reasons: [],
  breakdown: [],
  startsCooldown: false,
  retryAt: null,
};
const clean: BureauSummary = {
  hasFile: true,
  activeLoans: 1,
  loansInArrears: 0,
  amountOverdue: 0,
  defaults: 0,
  worstDelayDays: 0,
  recentEnquiries: 1,
};

describe('a bureau report read into the decision', () => {
  it('a clean file or a thin one leaves the approval as the scorecard made it', () => {
    expect(withBureau(approved, clean)).toEqual(approved);
    expect(withBureau(approved, EMPTY_FILE)).toEqual(approved);
  });

  it('overdue loans elsewhere refuse, and the borrower reads it in words', () => {
    const d = withBureau(approved, { ...clean, loansInArrears: 2, amountOverdue: 1_250_000 });
    expect(d).toMatchObject({ outcome: 'reject', limit: 0, reasons: ['bureauOverdueLoans'], startsCooldown: true });
    expect(explainRefusal(refusalReasonsFor(d.reasons), 'en')[0]?.text).toBe('You have loans that are overdue.');
    expect(explainRefusal(refusalReasonsFor(d.reasons), 'es')[0]?.text).toBe('Tienes préstamos vencidos.');
  });

  it('a loan lost elsewhere leads, then arrears, then too many open loans', () => {
    const d = withBureau(approved, { ...clean, defaults: 1, loansInArrears: 1, activeLoans: 6 });
    expect(d.reasons).toEqual(['bureauDefaults', 'bureauOverdueLoans', 'bureauManyActiveLoans']);
    expect(refusalReasonsFor(d.reasons)).toEqual(['unpaidLoanReported', 'overdueLoans', 'manyActiveLoans']);
  });

  it('many recent enquiries send an approval to a person; a refusal stays a refusal with the report added', () => {
    expect(withBureau(approved, { ...clean, recentEnquiries: 9 })).toMatchObject({
      outcome: 'review',
      reasons: ['bureauManyEnquiries'],
    });
    const refused: Decision = {
      ...approved,
      outcome: 'reject',
      limit: 0,
      reasons: ['scoreBelowThreshold', 'lowIncome'],
    };
    expect(withBureau(refused, { ...clean, loansInArrears: 1 }).reasons).toEqual([
      'scoreBelowThreshold',
      'lowIncome',
      'bureauOverdueLoans',
    ]);
    expect(withBureau(refused, { ...clean, recentEnquiries: 9 })).toEqual(refused);
  });

  it('an outage never refuses: an approval goes to a person', () => {
    expect(bureauUnavailable(approved)).toMatchObject({ outcome: 'review', reasons: ['bureauUnavailable'] });
    const refused: Decision = { ...approved, outcome: 'reject', reasons: ['scoreBelowThreshold'] };
    expect(bureauUnavailable(refused)).toEqual(refused);
  });
});

describe('the authorisation text', () => {
  it('Mexico signs with the SMS code, Nigeria with a yes; the lender is named; both languages', () => {
    const es = bureauConsentText('mx', 'es', 'Presta', 'circulo');
    expect(es).toMatchObject({
      version: 'mx-sic-2026-11',
      method: 'code',
      title: 'Autorización para consultar tu historial crediticio',
    });
    expect(es.body).toContain('Autorizo expresamente a Presta');
    expect(bureauConsentText('mx', 'en', 'Presta', 'circulo').version).toBe(es.version);
    expect(bureauConsentText('ng', 'en', 'Presta', 'firstcentral')).toMatchObject({
      method: 'accept',
      version: 'ng-cra-2026-11b',
    });
    expect(bureauConsentText('ng', 'es', 'Presta', 'firstcentral').body).not.toContain('{lender}');
  });

  it("Nigeria's consent says which bureau, what is consulted, why and for how long, in both languages", () => {
    const en = bureauConsentText('ng', 'en', 'Presta', 'firstcentral').body;
    for (const part of ['FirstCentral Credit Bureau', 'overdue', 'assess this loan application', '30 days'])
      expect(en).toContain(part);
    const es = bureauConsentText('ng', 'es', 'Presta', 'firstcentral').body;
    for (const part of ['FirstCentral Credit Bureau', 'vencido', 'evaluar esta solicitud', '30 días'])
      expect(es).toContain(part);
    expect(es).not.toContain('{bureau}');
  });
});
