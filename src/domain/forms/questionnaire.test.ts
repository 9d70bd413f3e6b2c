import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import { firstUnansweredQuestion, questionnaireSchema } from './questionnaire';

const mxAnswers = {
  1: 'no',
  2: 'yes',
  3: 'good',
  4: 'kueski',
  5: 'none',
  6: 'days1to7',
  7: '5000-9999',
  8: '3',
  9: '1',
  10: '2',
  11: 'none',
};
const ngAnswers = { ...mxAnswers, 4: 'fairMoney', 7: '50000-99999' };

describe('questionnaireSchema', () => {
  it('accepts eleven answers of the market', () => {
    expect(questionnaireSchema('mx').parse(mxAnswers)).toEqual(Object.fromEntries(Object.entries(mxAnswers)));
    expect(questionnaireSchema('ng').parse(ngAnswers)).toMatchObject({ 4: 'fairMoney' });
  });

  it('nothing answered: complete the questionnaire, and each question asks for an answer', () => {
    const errors = formErrors(questionnaireSchema('ng').safeParse({}).error!);
    expect(errors.form).toEqual(['form.questionnaire.complete']);
    expect(Object.keys(errors.fields)).toHaveLength(11);
    expect(new Set(Object.values(errors.fields))).toEqual(new Set(['form.questionnaire.firstAnswer']));
  });

  it('some answered: there are still unanswered questions, on those only', () => {
    const { 5: _five, 9: _nine, ...partial } = mxAnswers;
    const errors = formErrors(questionnaireSchema('mx').safeParse({ ...partial, 9: '' }).error!);
    expect(errors.form).toEqual(['form.questionnaire.unanswered']);
    expect(errors.fields).toEqual({ 5: 'form.questionnaire.firstAnswer', 9: 'form.questionnaire.firstAnswer' });
  });

  it('refuses options of the other market or of another question', () => {
    const errors = formErrors(
      questionnaireSchema('mx').safeParse({ ...mxAnswers, 4: 'fairMoney', 6: 'yes', 7: 'under50000' }).error!,
    );
    expect(errors.fields).toEqual({ 4: 'form.invalidOption', 6: 'form.invalidOption', 7: 'form.invalidOption' });
    expect(errors.form).toEqual([]);
  });

  it('reads a count sent as a number as its key, and drops unknown questions', () => {
    expect(questionnaireSchema('mx').parse({ ...mxAnswers, 8: 3, 12: 'yes' })).toEqual({ ...mxAnswers, 8: '3' });
  });

  it('finds the first unanswered question', () => {
    expect(firstUnansweredQuestion({ 1: 'no', 2: 'yes', 3: '' })).toBe('3');
    expect(firstUnansweredQuestion(mxAnswers)).toBeNull();
  });
});
