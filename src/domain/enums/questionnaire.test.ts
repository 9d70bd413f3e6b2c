import { describe, expect, it } from 'vitest';
import { MARKETS } from '../markets/market';
import {
  AMOUNT_OWED_BOUNDS,
  AMOUNT_OWED_OPTIONS,
  LENDER_OPTIONS,
  LOAN_COUNT_OPTIONS,
  MX_LENDERS,
  NG_LENDERS,
  QUESTION_CODES,
  QUESTION_TOPICS,
  questionOptions,
  questionnaireFor,
} from './questionnaire';

describe('questionnaire', () => {
  it.each(MARKETS)('%s: eleven questions, codes 1 to 11 in order', (market) => {
    const questions = questionnaireFor(market);
    expect(questions.map((q) => q.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    for (const q of questions) expect(q.topic).toBe(QUESTION_TOPICS[q.code]);
  });

  it.each(MARKETS)('%s: option counts of the questionnaire', (market) => {
    const counts = questionnaireFor(market).map((q) => q.options.length);
    expect(counts.slice(0, 3)).toEqual([2, 2, 5]);
    expect(counts[3]).toBe(24); // 22 lenders, other, none
    expect(counts[4]).toBe(24);
    expect(counts.slice(5, 7)).toEqual([7, 7]);
    expect(counts.slice(7)).toEqual([12, 12, 12, 12]);
  });

  it.each(MARKETS)('%s: no question repeats an option', (market) => {
    for (const q of questionnaireFor(market)) expect(new Set(q.options).size).toBe(q.options.length);
  });

  it('lists lenders of the market, none of the other', () => {
    expect(NG_LENDERS).toHaveLength(22);
    expect(MX_LENDERS).toHaveLength(22);
    expect(LENDER_OPTIONS.ng).toContain('fairMoney');
    expect(LENDER_OPTIONS.ng).not.toContain('kueski');
    expect(LENDER_OPTIONS.mx).toContain('kueski');
    expect(LENDER_OPTIONS.mx).not.toContain('carbon');
    for (const market of MARKETS) expect(LENDER_OPTIONS[market].slice(-2)).toEqual(['other', 'none']);
  });

  it('counts loans as none, 1 to 10, more than 10', () => {
    expect([...LOAN_COUNT_OPTIONS]).toEqual(['none', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'moreThan10']);
  });

  it.each(MARKETS)('%s: amount-owed bands are contiguous from nothing upwards', (market) => {
    let next = 0;
    for (const option of AMOUNT_OWED_OPTIONS[market]) {
      const { min, max } = AMOUNT_OWED_BOUNDS[option];
      expect(min).toBe(next);
      next = max === null ? Number.POSITIVE_INFINITY : max + 1;
    }
    expect(next).toBe(Number.POSITIVE_INFINITY);
  });

  it('gives the options of one question and refuses an unknown code', () => {
    expect(questionOptions('mx', '7')).toEqual(AMOUNT_OWED_OPTIONS.mx);
    expect(questionOptions('ng', '4')).toEqual(LENDER_OPTIONS.ng);
    expect(() => questionOptions('ng', '12' as never)).toThrow(RangeError);
    expect(QUESTION_CODES).toHaveLength(11);
  });
});
